import * as RadixToast from '@radix-ui/react-toast';
import { isValidElement, type ReactNode, useSyncExternalStore } from 'react';
import { classNames } from '../class-names';
import { Icon } from '../icon/icon';
import { isIconName } from '../icon/icon-paths';
import { Spinner } from '../spinner/spinner';
import styles from './toast.module.css';
import { type ToastRecord, toastStore } from './toast-store';

const TYPE_ICONS = { success: 'check-circle', failure: 'alert-circle' } as const;

const ToastIcon = ({ record }: { record: ToastRecord }) => {
  if (record.loading) return <Spinner />;
  if (isValidElement(record.icon)) return record.icon;
  const name = typeof record.icon === 'string' && isIconName(record.icon) ? record.icon : null;
  return <Icon name={name ?? TYPE_ICONS[record.type]} />;
};

const ToastItem = ({ record }: { record: ToastRecord }) => (
  <RadixToast.Root
    className={classNames(
      styles.toast,
      styles[record.variant],
      record.loading ? styles.loading : styles[record.type],
    )}
    open
    duration={record.loading ? Number.POSITIVE_INFINITY : record.timeout}
    // Failures interrupt the screen reader; successes wait their turn.
    type={record.type === 'failure' && !record.loading ? 'foreground' : 'background'}
    onOpenChange={(open) => {
      if (!open) toastStore.remove(record.id);
    }}
    data-toast-type={record.type}
    aria-busy={record.loading || undefined}
  >
    <span className={styles.icon}>
      <ToastIcon record={record} />
    </span>
    <div className={styles.body}>
      {record.title ? (
        <RadixToast.Title className={styles.title}>{record.title}</RadixToast.Title>
      ) : null}
      {record.message ? (
        <RadixToast.Description className={styles.message}>{record.message}</RadixToast.Description>
      ) : null}
    </div>
    {record.variant !== 'micro' ? (
      <RadixToast.Close className={styles.close} aria-label="Dismiss notification">
        <Icon name="x" />
      </RadixToast.Close>
    ) : null}
  </RadixToast.Root>
);

export interface ToastProviderProps {
  children?: ReactNode;
}

/**
 * Renders the app's toasts. Mount once at the root around the app; call `toast(...)` anywhere.
 * Timers pause while the pointer is over a toast or focus is inside one; F8 jumps to them.
 */
export const ToastProvider = ({ children }: ToastProviderProps) => {
  const toasts = useSyncExternalStore(
    toastStore.subscribe,
    toastStore.getSnapshot,
    toastStore.getServerSnapshot,
  );
  return (
    <RadixToast.Provider label="Notification" swipeDirection="right">
      {children}
      {toasts.map((record) => (
        <ToastItem key={`${record.id}:${record.version}`} record={record} />
      ))}
      <RadixToast.Viewport className={styles.viewport} />
    </RadixToast.Provider>
  );
};
