import { type ComponentType, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button/button';
import type { ModalProps } from '../../../components/ui/modal/modal';
import { loadModal } from '../../../components/ui/modal/modal-stack';

export interface SearchPageDeleteModalProps {
  /** The page's title while the question is asked; null when closed. */
  subject: string | null;
  onClose: () => void;
  /** Resolves once the page is deleted; rejects (after its toast) when it was not. */
  onConfirm: () => Promise<void>;
}

/** Asks before a search page is deleted: its address stops answering at once. */
export const SearchPageDeleteModal = ({
  subject,
  onClose,
  onConfirm,
}: SearchPageDeleteModalProps) => {
  const { t } = useTranslation('admin');
  const [busy, setBusy] = useState(false);
  // The dialog is fetched on demand (as the app's modal stack does), never in the first load.
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
      open={subject !== null}
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      size="sm"
      title={t('searchPages.deleteTitle', { title: subject ?? '' })}
      description={t('searchPages.deleteDescription')}
      closeLabel={t('searchPages.close')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('searchPages.keep')}
          </Button>
          <Button variant="danger" loading={busy} onClick={confirm}>
            {t('searchPages.delete')}
          </Button>
        </>
      }
    />
  );
};
