import { REJECTION_REASON_MAX_LENGTH, RejectionReasonSchema } from '@gradway/domain/contracts';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button/button';
import { Form } from '../../../components/ui/form/form';
import { TextArea } from '../../../components/ui/form/text-field';
import { useLazyModal } from './confirm-modal';

export interface RejectModalProps {
  /** What is being rejected, e.g. the account's email or the touchpoint's title; null when closed. */
  subject: string | null;
  title: string;
  description: string;
  confirmLabel: string;
  onClose: () => void;
  /** Resolves when the rejection is kept; rejects (after its toast) when it failed. */
  onConfirm: (reason: string) => Promise<void>;
}

/** Asks for the reason the owner will see before a rejection (or a declined verification). */
export const RejectModal = ({
  subject,
  title,
  description,
  confirmLabel,
  onClose,
  onConfirm,
}: RejectModalProps) => {
  const { t } = useTranslation('admin');
  const formId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const Modal = useLazyModal();

  // A fresh, empty reason each time it opens, with the keyboard in it (not on the close button),
  // also when the dialog arrives after the click.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again once the dialog is loaded
  useEffect(() => {
    if (subject === null) return;
    setReason('');
    setError(null);
    const frame = requestAnimationFrame(() => reasonRef.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [subject, Modal]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = RejectionReasonSchema.safeParse(reason);
    if (!parsed.success) {
      setError(
        reason.trim() === ''
          ? t('reject.reasonRequired')
          : t('reject.reasonTooLong', { max: REJECTION_REASON_MAX_LENGTH }),
      );
      return;
    }
    setBusy(true);
    try {
      await onConfirm(parsed.data);
      onClose();
    } catch {
      // The toast said why; the modal stays open with the reason kept.
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
      title={title}
      description={description}
      closeLabel={t('reject.cancel')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('reject.cancel')}
          </Button>
          <Button variant="danger" type="submit" form={formId} loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Form id={formId} onSubmit={submit}>
        <TextArea
          ref={reasonRef}
          label={t('reject.reasonLabel')}
          helperText={error ?? t('reject.reasonHelp', { subject: subject ?? '' })}
          invalid={error !== null}
          required
          value={reason}
          maxLength={REJECTION_REASON_MAX_LENGTH}
          onChange={(event) => {
            setReason(event.target.value);
            if (error) setError(null);
          }}
        />
      </Form>
    </Modal>
  );
};
