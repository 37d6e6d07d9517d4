import { useState } from 'react';
import { Button } from '../../../components/ui/button/button';
import { Modal } from '../../../components/ui/modal/modal';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  confirmLabel: string;
  cancelLabel: string;
  closeLabel: string;
  /** Runs the action: the dialog closes when it succeeds and stays open (to retry) when it fails. */
  onConfirm: () => Promise<void>;
}

/**
 * Asks before a manager removes something for good (a sponsor's deal, a post and its replies):
 * the app's modal, with the red button on the right and Cancel that changes nothing.
 */
export const ConfirmDialog = ({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  closeLabel,
  onConfirm,
}: ConfirmDialogProps) => {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch {
      // The API client showed the 'Error!' toast; the question stays for another try.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}
      title={title}
      description={description}
      size="sm"
      closeLabel={closeLabel}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button variant="danger" loading={busy} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
};
