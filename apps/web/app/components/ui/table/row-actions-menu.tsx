import * as Popover from '@radix-ui/react-popover';
import { type KeyboardEvent, useState } from 'react';
import { classNames } from '../class-names';
import { Icon } from '../icon/icon';
import type { IconName } from '../icon/icon-paths';
import styles from './table.module.css';

export interface RowAction {
  id: string;
  label: string;
  iconName?: IconName;
  /** Destructive (delete, remove): shown in red. */
  isDelete?: boolean;
  /** Draws a divider after this action. */
  groupEnd?: boolean;
  disabled?: boolean;
  onSelect: () => void;
}

export interface RowActionsMenuProps {
  actions: ReadonlyArray<RowAction>;
  /** Names the button, e.g. 'Actions for Spring Careers Fair'. */
  label: string;
}

/** The ⋯ button at the end of a table row, opening its actions (arrow keys move between them). */
export const RowActionsMenu = ({ actions, label }: RowActionsMenuProps) => {
  const [open, setOpen] = useState(false);
  if (actions.length === 0) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button:enabled')];
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const step = event.key === 'ArrowDown' ? 1 : -1;
    buttons[(index + step + buttons.length) % buttons.length]?.focus();
  };

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger className={styles.actionsTrigger} aria-label={label}>
        <Icon name="more-horizontal" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          className={styles.menu}
          align="end"
          sideOffset={4}
          collisionPadding={8}
          onKeyDown={onKeyDown}
          aria-label={label}
        >
          {actions.map((action) => (
            <button
              key={action.id}
              type="button"
              disabled={action.disabled}
              className={classNames(
                styles.menuItem,
                action.isDelete && styles.menuDelete,
                action.groupEnd && styles.menuGroupEnd,
              )}
              onClick={() => {
                setOpen(false);
                action.onSelect();
              }}
            >
              {action.iconName ? <Icon name={action.iconName} /> : null}
              {action.label}
            </button>
          ))}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
};
