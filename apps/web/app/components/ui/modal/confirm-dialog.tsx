import { type ReactNode, useState } from 'react';
import { Button } from '../button/button';
import { Modal } from './modal';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  closeLabel: string;
  /** Deleting or removing: the confirm button is red. */
  danger?: boolean;
  /** Runs the action: the dialog closes when it succeeds and stays open (to retry) when it fails. */
  onConfirm: () => Promise<void>;
}

/**
 * Asks before an action that changes or removes something (a touchpoint, a sponsor's deal, a
 * post): the app's modal, the confirm button on the right, and Cancel that changes nothing. It
 * cannot be closed while the action runs.
 */
export const ConfirmDialog = ({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  closeLabel,
  danger = false,
  onConfirm,
}: ConfirmDialogProps) => {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch {
      // The API client already showed the 'Error!' toast; the question stays for another try.
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
          <Button
            variant={danger ? 'danger' : 'primary'}
            loading={busy}
            onClick={() => void confirm()}
          >
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
};
