import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonSize } from '../../../components/ui/button/button';
import { toast } from '../../../components/ui/toast/toast-store';
import { useCurrentUser } from '../../../lib/session/current-user';
import styles from './applications.module.css';
import { type Application, sendApplication } from './applications-api';
import { ApplyConfirmDialogOnDemand as ApplyConfirmDialog } from './apply-confirm-dialog-on-demand';

export interface EasyApplyButtonProps {
  touchpointId: string;
  title: string;
  organisation: string;
  onApplied: (application: Application) => void;
  size?: ButtonSize;
}

/** Easy apply from a tracked touchpoint: the confirmation, then one application sent. */
export const EasyApplyButton = ({
  touchpointId,
  title,
  organisation,
  onApplied,
  size = 'sm',
}: EasyApplyButtonProps) => {
  const { t } = useTranslation('applications');
  const user = useCurrentUser();
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const sendingRef = useRef(false);

  const confirm = async (coverLetterId: string | null) => {
    if (sendingRef.current) return;
    sendingRef.current = true;
    setSending(true);
    try {
      const application = await sendApplication(touchpointId, coverLetterId);
      setOpen(false);
      toast.success(t('actions.appliedToast', { organisation }));
      onApplied(application);
    } catch {
      // The API client showed the 'Error!' toast; the dialog stays open to try again.
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  };

  return (
    <>
      <Button size={size} onClick={() => setOpen(true)}>
        {t('actions.apply')}
        <span className={styles.visuallyHidden}> ({title})</span>
      </Button>
      <ApplyConfirmDialog
        open={open}
        onOpenChange={setOpen}
        touchpointId={touchpointId}
        title={title}
        organisation={organisation}
        user={user}
        sending={sending}
        onConfirm={confirm}
      />
    </>
  );
};
