import { type ComponentType, type ReactNode, useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button/button';
import type { ModalProps } from '../../../components/ui/modal/modal';
import { loadModal } from '../../../components/ui/modal/modal-stack';

/** The dialog, fetched on demand (as the app's modal stack does), never in the first load. */
export const useLazyModal = () => {
  const [Modal, setModal] = useState<ComponentType<ModalProps> | null>(null);
  useEffect(() => {
    let active = true;
    loadModal()
      .then((component) => {
        if (active) setModal(() => component);
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, []);
  return Modal;
};

export interface ConfirmModalProps {
  open: boolean;
  title: string;
  description: string;
  /** Keeps things as they are and closes. */
  cancelLabel: string;
  /** The name of the dialog's close button. */
  closeLabel: string;
  confirmLabel: string;
  onClose: () => void;
  /** Resolves once done; rejects (after its toast) when it was not: the question stays open. */
  onConfirm: () => Promise<void>;
  /** What the admin should know before confirming, under the description. */
  children?: ReactNode;
}

/** Asks before a change that cannot be taken back (deleting a search page, merging companies). */
export const ConfirmModal = ({
  open,
  title,
  description,
  cancelLabel,
  closeLabel,
  confirmLabel,
  onClose,
  onConfirm,
  children,
}: ConfirmModalProps) => {
  const [busy, setBusy] = useState(false);
  const Modal = useLazyModal();

  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      onClose();
    } catch {
      // The toast said why; the question stays open.
    } finally {
      setBusy(false);
    }
  };

  if (!Modal) return null;
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) onClose();
      }}
      size="sm"
      title={title}
      description={description}
      closeLabel={closeLabel}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button variant="danger" loading={busy} onClick={confirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
};
