import { htmlToPlainText } from '@gradway/domain';
import { ORGANISATION_DESCRIPTION_MAX_LENGTH } from '@gradway/domain/contracts';
import { useTranslation } from 'react-i18next';
import { RichTextField } from '../../../opportunities/touchpoint-editor';
import styles from './organiser-form.module.css';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
const escapeText = (text: string) =>
  text.replace(/[&<>]/g, (character) => ESCAPES[character] ?? '');

/**
 * A stored description as the rich-text editor takes it: rich text as it is; text saved before
 * descriptions were rich text (no tag at all) becomes paragraphs, one per blank-line-separated
 * block, its line breaks kept.
 */
export const editableDescription = (stored: string | null | undefined): string => {
  const text = stored?.trim() ?? '';
  if (text === '' || /<[a-z/!]/i.test(text)) return text;
  return text
    .split(/\n\s*\n/)
    .map((block) => `<p>${escapeText(block.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('');
};

/** An organisation's description, in the rich-text editor; the count is of its text. */
export const DescriptionField = ({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: string;
  error: string | undefined;
  onChange: (html: string) => void;
}) => {
  const { t } = useTranslation('organisers');
  return (
    <div className={styles.full}>
      <RichTextField
        id="organisation-description"
        label={label}
        optional
        value={value}
        invalid={Boolean(error)}
        helperText={
          error ??
          t('fields.descriptionHelper', {
            count: htmlToPlainText(value).length,
            max: ORGANISATION_DESCRIPTION_MAX_LENGTH,
          })
        }
        onChange={onChange}
      />
    </div>
  );
};
