import { isValidUrl, TOUCHPOINT_INPUT_MESSAGES } from '@gradway/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button/button';
import { Form } from '../../../../components/ui/form/form';
import { TextField } from '../../../../components/ui/form/text-field';
import { Modal } from '../../../../components/ui/modal/modal';
import styles from './rich-text.module.css';

export interface LinkDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The selected link's address, to change it. */
  initialUrl: string;
  hasLink: boolean;
  onApply: (url: string) => void;
  onRemove: () => void;
}

/** Asks for a link's address (http or https, spec §5) for the selected text. */
export const LinkDialog = ({
  open,
  onOpenChange,
  initialUrl,
  hasLink,
  onApply,
  onRemove,
}: LinkDialogProps) => {
  const { t } = useTranslation('editor');
  const [url, setUrl] = useState(initialUrl);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (open) {
      setUrl(initialUrl);
      setError(null);
    }
  }, [open, initialUrl]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The link dialog's form sits in a portal, but React still bubbles its submit to the page's form.
    event.stopPropagation();
    const trimmed = url.trim();
    if (!isValidUrl(trimmed)) {
      setError(TOUCHPOINT_INPUT_MESSAGES.urlInvalid);
      return;
    }
    onApply(trimmed);
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={hasLink ? t('description.link.editTitle') : t('description.link.title')}
      size="sm"
      closeLabel={t('actions.close')}
    >
      <Form onSubmit={submit} aria-label={t('description.link.title')}>
        <TextField
          label={t('description.link.url')}
          type="url"
          inputMode="url"
          placeholder="https://"
          value={url}
          invalid={Boolean(error)}
          helperText={error ?? t('description.link.helper')}
          onChange={(event) => {
            setUrl(event.currentTarget.value);
            setError(null);
          }}
        />
        <div className={styles.linkActions}>
          {hasLink ? (
            <Button variant="ghost" onClick={onRemove}>
              {t('description.link.remove')}
            </Button>
          ) : null}
          <Button type="submit">{t('description.link.apply')}</Button>
        </div>
      </Form>
    </Modal>
  );
};
