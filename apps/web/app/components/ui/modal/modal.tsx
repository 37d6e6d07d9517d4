import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { classNames } from '../class-names';
import { Icon } from '../icon/icon';
import styles from './modal.module.css';

export type ModalSize = 'sm' | 'md' | 'lg';

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** A sentence under the title; read out when the modal opens. */
  description?: ReactNode;
  children?: ReactNode;
  /** Actions row at the bottom, e.g. Cancel and Confirm buttons. */
  footer?: ReactNode;
  size?: ModalSize;
  /** Hide the × button (the modal still closes with Escape). */
  hideCloseButton?: boolean;
  closeLabel?: string;
}

/**
 * A dialog over the page: focus is trapped inside, Escape and the × close it, and focus returns
 * to where it was. On phones it rises from the bottom as a sheet.
 */
export const Modal = ({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  size = 'md',
  hideCloseButton = false,
  closeLabel = 'Close',
}: ModalProps) => (
  <Dialog.Root open={open} onOpenChange={onOpenChange}>
    <Dialog.Portal>
      <Dialog.Overlay className={styles.overlay} />
      <Dialog.Content
        className={classNames(styles.content, styles[size])}
        {...(description ? {} : { 'aria-describedby': undefined })}
      >
        <header className={styles.header}>
          <Dialog.Title className={styles.title}>{title}</Dialog.Title>
          {hideCloseButton ? null : (
            <Dialog.Close className={styles.close} aria-label={closeLabel}>
              <Icon name="x" />
            </Dialog.Close>
          )}
        </header>
        {description ? (
          <Dialog.Description className={styles.description}>{description}</Dialog.Description>
        ) : null}
        {children ? <div className={styles.body}>{children}</div> : null}
        {footer ? <footer className={styles.footer}>{footer}</footer> : null}
      </Dialog.Content>
    </Dialog.Portal>
  </Dialog.Root>
);
