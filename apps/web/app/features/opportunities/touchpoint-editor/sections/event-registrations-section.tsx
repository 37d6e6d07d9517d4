import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ReferenceSearch } from '../../../../components/reference-search/reference-search';
import { Card } from '../../../../components/ui/card/card';
import { Checkbox } from '../../../../components/ui/form/checkbox';
import { TextField } from '../../../../components/ui/form/text-field';
import { fieldId } from '../editor-errors';
import { searchCohosts } from '../editor-reference-data';
import styles from '../touchpoint-editor.module.css';
import type { SectionProps } from './section-props';

/** Places (empty = unlimited), the waitlist, the guest list, and co-hosts to invite. */
export const EventRegistrationsSection = ({ values, errors, change }: SectionProps) => {
  const { t } = useTranslation('editor');
  const society = t('cohosts.society');
  const company = t('cohosts.company');
  const search = useCallback(
    (text: string, signal: AbortSignal) => searchCohosts(text, signal, { society, company }),
    [society, company],
  );
  return (
    <>
      <Card as="section" className={styles.section} aria-labelledby="tp-registrations-title">
        <h2 id="tp-registrations-title" className={styles.sectionTitle}>
          {t('sections.registrations')}
        </h2>
        <TextField
          id={fieldId('capacity')}
          label={t('fields.capacity')}
          optional
          inputMode="numeric"
          autoComplete="off"
          className={styles.narrow}
          value={values.capacity}
          invalid={Boolean(errors.capacity)}
          helperText={errors.capacity ?? t('fields.capacityHelper')}
          onChange={(event) => change({ capacity: event.currentTarget.value })}
        />
        <Checkbox
          id={fieldId('waitlist_enabled')}
          label={t('fields.waitlist')}
          helperText={t('fields.waitlistHelper')}
          checked={values.waitlist_enabled}
          onChange={(event) => change({ waitlist_enabled: event.currentTarget.checked })}
        />
        <Checkbox
          id={fieldId('show_guest_list')}
          label={t('fields.showGuestList')}
          helperText={t('fields.showGuestListHelper')}
          checked={values.show_guest_list}
          onChange={(event) => change({ show_guest_list: event.currentTarget.checked })}
        />
      </Card>
      <Card as="section" className={styles.section} aria-labelledby="tp-cohosts-title">
        <h2 id="tp-cohosts-title" className={styles.sectionTitle}>
          {t('sections.cohosts')}
        </h2>
        <p className={styles.sectionLead}>{t('sections.cohostsLead')}</p>
        <ReferenceSearch
          id={fieldId('cohosts')}
          label={t('fields.cohosts')}
          optional
          multiple
          max={20}
          value={values.cohosts}
          onChange={(cohosts) => change({ cohosts })}
          search={search}
          placeholder={t('fields.cohostsPlaceholder')}
          error={errors.cohosts}
          helperText={t('fields.cohostsHelper')}
        />
      </Card>
    </>
  );
};
