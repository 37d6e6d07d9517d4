import type { CohostApplication } from '@gradway/domain/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/ui/avatar/avatar';
import { Button } from '../../../components/ui/button/button';
import { Modal } from '../../../components/ui/modal/modal';
import type { TouchpointRow } from './organiser';
import styles from './organiser-lists.module.css';
import { removableCohosts } from './row-actions';

export interface CohostsDialogProps {
  row: TouchpointRow;
  onOpenChange: (open: boolean) => void;
  /** Removes one co-host (or withdraws its invitation); throws when the call failed. */
  onRemove: (application: CohostApplication) => Promise<void>;
}

/** 'Remove cohost': the touchpoint's co-hosts and open invitations, each with its Remove button. */
export const CohostsDialog = ({ row, onOpenChange, onRemove }: CohostsDialogProps) => {
  const { t } = useTranslation('hiring');
  const [busyId, setBusyId] = useState<string | null>(null);
  const remove = async (application: CohostApplication) => {
    setBusyId(application.id);
    try {
      await onRemove(application);
    } catch {
      // The 'Error!' toast is shown; the list stays for another try.
    } finally {
      setBusyId(null);
    }
  };
  return (
    <Modal
      open
      onOpenChange={onOpenChange}
      title={t('dialogs.removeCohost.title', { title: row.attributes.title })}
      description={t('dialogs.removeCohost.description')}
      size="sm"
      closeLabel={t('dialogs.close')}
    >
      <ul className={styles.cohostList}>
        {removableCohosts(row).map((application) => (
          <li key={application.id} className={styles.cohost}>
            <Avatar src={application.cohost.icon_url} name={application.cohost.name} size="sm" />
            <span className={styles.cohostName}>
              {application.cohost.name}
              <span className={styles.muted}>
                {t(
                  application.state === 'accepted'
                    ? 'dialogs.removeCohost.accepted'
                    : 'dialogs.removeCohost.invited',
                )}
              </span>
            </span>
            <Button
              variant="danger"
              size="sm"
              loading={busyId === application.id}
              disabled={busyId !== null && busyId !== application.id}
              onClick={() => remove(application)}
              aria-label={t('dialogs.removeCohost.removeNamed', {
                name: application.cohost.name,
              })}
            >
              {t('dialogs.removeCohost.remove')}
            </Button>
          </li>
        ))}
      </ul>
    </Modal>
  );
};
