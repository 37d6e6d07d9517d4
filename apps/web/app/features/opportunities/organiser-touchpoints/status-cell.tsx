import * as Popover from '@radix-ui/react-popover';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge/badge';
import { Icon } from '../../../components/ui/icon/icon';
import styles from './organiser-lists.module.css';
import { type RowStatus, STATUS_TONES } from './row-status';

export interface StatusCellProps {
  status: RowStatus;
  /** A rejected touchpoint: loads the admin's reason, shown on hover, focus or click. */
  loadReason?: () => Promise<string | null>;
}

type Reason = { status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; text: string | null };

/**
 * The Status column: a human label (Live, In review, Draft, Rejected, Ended, Expired, Invitation
 * pending). 'Rejected' is a button that opens the admin's reason on hover or click.
 */
export const StatusCell = ({ status, loadReason }: StatusCellProps) => {
  const { t } = useTranslation('hiring');
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<Reason>({ status: 'idle' });
  const label = t(`status.${status}`);
  if (status !== 'rejected' || !loadReason) {
    return <Badge tone={STATUS_TONES[status]}>{label}</Badge>;
  }

  const show = (next: boolean) => {
    setOpen(next);
    if (!next || reason.status === 'ready' || reason.status === 'loading') return;
    setReason({ status: 'loading' });
    loadReason().then(
      (text) => setReason({ status: 'ready', text }),
      () => setReason({ status: 'failed' }),
    );
  };
  const text =
    reason.status === 'ready'
      ? reason.text?.trim() || t('status.rejectedNoReason')
      : reason.status === 'failed'
        ? t('status.rejectedReasonFailed')
        : t('status.rejectedReasonLoading');

  return (
    <Popover.Root open={open} onOpenChange={show}>
      <Popover.Trigger
        className={styles.statusButton}
        aria-label={t('status.rejectedReasonLabel')}
        onPointerEnter={(event) => (event.pointerType === 'mouse' ? show(true) : undefined)}
        onPointerLeave={(event) => (event.pointerType === 'mouse' ? setOpen(false) : undefined)}
      >
        <Badge tone={STATUS_TONES.rejected} icon={<Icon name="info" size={14} />}>
          {label}
        </Badge>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          className={styles.reason}
          side="top"
          sideOffset={6}
          collisionPadding={8}
          onOpenAutoFocus={(event) => event.preventDefault()}
        >
          <strong className={styles.reasonTitle}>{t('status.rejectedReasonTitle')}</strong>
          <p aria-live="polite">{text}</p>
          <Popover.Arrow className={styles.reasonArrow} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
};
