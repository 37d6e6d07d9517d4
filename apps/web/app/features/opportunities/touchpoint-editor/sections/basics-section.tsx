import { useTranslation } from 'react-i18next';
import { Card } from '../../../../components/ui/card/card';
import { TextField } from '../../../../components/ui/form/text-field';
import { fieldId } from '../editor-errors';
import { CoverField } from '../fields/cover-field';
import { RichTextField } from '../rich-text/rich-text-field';
import styles from '../touchpoint-editor.module.css';
import type { SectionProps } from './section-props';

export interface BasicsSectionProps extends SectionProps {
  onUploadingChange: (busy: boolean) => void;
}

/** Title, description and cover image: what every touchpoint has. */
export const BasicsSection = ({
  values,
  errors,
  change,
  onUploadingChange,
}: BasicsSectionProps) => {
  const { t } = useTranslation('editor');
  const type = values.touchpointable_type;
  return (
    <Card as="section" className={styles.section} aria-labelledby="tp-basics-title">
      <h2 id="tp-basics-title" className={styles.sectionTitle}>
        {t('sections.basics')}
      </h2>
      <TextField
        id={fieldId('title')}
        label={t('fields.title')}
        required
        value={values.title}
        placeholder={t(`fields.titlePlaceholder.${type}`)}
        invalid={Boolean(errors.title)}
        helperText={errors.title}
        onChange={(event) => change({ title: event.currentTarget.value })}
      />
      <RichTextField
        id={fieldId('description')}
        label={t('fields.description')}
        value={values.description}
        invalid={Boolean(errors.description)}
        helperText={errors.description ?? t(`fields.descriptionHelper.${type}`)}
        onChange={(description) => change({ description })}
      />
      <CoverField
        id={fieldId('cover_url')}
        label={t('fields.cover')}
        value={values.cover_url}
        error={errors.cover_url}
        onChange={(cover_url) => change({ cover_url })}
        onBusyChange={onUploadingChange}
      />
    </Card>
  );
};
