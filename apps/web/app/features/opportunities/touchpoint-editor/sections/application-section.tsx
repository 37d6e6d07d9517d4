import { useTranslation } from 'react-i18next';
import { Card } from '../../../../components/ui/card/card';
import { RadioGroup } from '../../../../components/ui/form/radio-group';
import { TextField } from '../../../../components/ui/form/text-field';
import { fieldId } from '../editor-errors';
import type { ApplyKind } from '../editor-values';
import { DateTimeField } from '../fields/date-time-field';
import { TimeZoneField } from '../fields/time-zone-field';
import styles from '../touchpoint-editor.module.css';
import type { SectionProps } from './section-props';

/** The application deadline (date, time, zone) and how candidates apply. */
export const ApplicationSection = ({ values, errors, change }: SectionProps) => {
  const { t } = useTranslation('editor');
  return (
    <Card as="section" className={styles.section} aria-labelledby="tp-apply-title">
      <h2 id="tp-apply-title" className={styles.sectionTitle}>
        {t('sections.applications')}
      </h2>
      <div className={styles.grid}>
        <DateTimeField
          id={fieldId('application_deadline')}
          label={t('fields.deadline')}
          value={values.application_deadline}
          onChange={(application_deadline) => change({ application_deadline })}
          error={errors.application_deadline}
          helperText={t('fields.deadlineHelper')}
        />
        <TimeZoneField
          id={fieldId('application_deadline_time_zone')}
          label={t('fields.timeZone')}
          value={values.application_deadline_time_zone}
          onChange={(application_deadline_time_zone) => change({ application_deadline_time_zone })}
          error={errors.application_deadline_time_zone}
        />
      </div>
      <RadioGroup
        label={t('fields.applyKind')}
        name="apply_kind"
        options={[
          { value: 'internal', label: t('fields.applyInternal') },
          { value: 'external', label: t('fields.applyExternal') },
        ]}
        value={values.apply_kind}
        onValueChange={(kind) => change({ apply_kind: kind as ApplyKind })}
        invalid={Boolean(errors.apply_kind)}
        helperText={errors.apply_kind ?? t(`fields.applyKindHelper.${values.apply_kind}`)}
      />
      {values.apply_kind === 'external' ? (
        <TextField
          id={fieldId('apply_url')}
          label={t('fields.applyUrl')}
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://"
          value={values.apply_url}
          invalid={Boolean(errors.apply_url)}
          helperText={errors.apply_url ?? t('fields.applyUrlHelper')}
          onChange={(event) => change({ apply_url: event.currentTarget.value })}
        />
      ) : null}
    </Card>
  );
};
