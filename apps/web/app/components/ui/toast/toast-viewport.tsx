import * as RadixToast from '@radix-ui/react-toast';
import { Icon } from '../icon/icon';
import styles from './toast.module.css';
import { DISMISS_LABEL, ToastIcon, toastClassName } from './toast-parts';
import { type ToastRecord, toastStore } from './toast-store';

const ToastItem = ({ record }: { record: ToastRecord }) => (
  <RadixToast.Root
    className={toastClassName(record)}
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
      <RadixToast.Close className={styles.close} aria-label={DISMISS_LABEL}>
        <Icon name="x" />
      </RadixToast.Close>
    ) : null}
  </RadixToast.Root>
);

export interface ToastViewportProps {
  toasts: readonly ToastRecord[];
}

/**
 * The toasts on Radix Toast: announced politely (successes) or assertively (failures), timers
 * paused while hovered or focused, swipe to dismiss, F8 to reach them.
 */
export const ToastViewport = ({ toasts }: ToastViewportProps) => (
  <RadixToast.Provider label="Notification" swipeDirection="right">
    {toasts.map((record) => (
      <ToastItem key={`${record.id}:${record.version}`} record={record} />
    ))}
    <RadixToast.Viewport className={styles.viewport} />
  </RadixToast.Provider>
);
