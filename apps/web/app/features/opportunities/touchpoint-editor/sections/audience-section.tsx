import { graduationYearOptions, STUDY_YEAR_OPTIONS } from '@gradway/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../../components/ui/card/card';
import { Dropdown } from '../../../../components/ui/dropdown/dropdown';
import { fieldId } from '../editor-errors';
import styles from '../touchpoint-editor.module.css';
import type { SectionProps } from './section-props';

/**
 * The study years and graduation years a touchpoint is open to (the search's year filters read
 * them). Nothing chosen means every year.
 */
export const AudienceSection = ({ values, errors, change }: SectionProps) => {
  const { t } = useTranslation('editor');
  const studyYears = useMemo(
    () =>
      STUDY_YEAR_OPTIONS.map((option) => ({
        id: option.value,
        value: option.value,
        label: t('fields.studyYearOption', { year: option.label }),
      })),
    [t],
  );
  // Years kept from before the current span stay listed, so they can be seen and removed.
  const graduationYears = useMemo(() => {
    const options = graduationYearOptions();
    const known = new Set(options.map((option) => option.value));
    const kept = values.target_graduation_years.filter((year) => !known.has(year));
    return [...kept.map((year) => ({ value: year, label: String(year) })), ...options].map(
      (option) => ({ id: option.value, ...option }),
    );
  }, [values.target_graduation_years]);
  const listTexts = {
    placeholder: t('fields.allYears'),
    searchPlaceholder: t('lists.search'),
    noResultsText: t('lists.noResults'),
  };
  return (
    <Card as="section" className={styles.section} aria-labelledby="tp-audience-title">
      <h2 id="tp-audience-title" className={styles.sectionTitle}>
        {t('sections.audience')}
      </h2>
      <p className={styles.sectionLead}>{t('sections.audienceLead')}</p>
      <div className={styles.grid}>
        <Dropdown<number>
          {...listTexts}
          multiple
          searchable={false}
          id={fieldId('target_study_years')}
          label={t('fields.studyYears')}
          optional
          options={studyYears}
          value={values.target_study_years}
          onChange={(years) => change({ target_study_years: years })}
          invalid={Boolean(errors.target_study_years)}
          helperText={errors.target_study_years}
        />
        <Dropdown<number>
          {...listTexts}
          multiple
          id={fieldId('target_graduation_years')}
          label={t('fields.graduationYears')}
          optional
          options={graduationYears}
          value={values.target_graduation_years}
          onChange={(years) => change({ target_graduation_years: years })}
          invalid={Boolean(errors.target_graduation_years)}
          helperText={errors.target_graduation_years}
        />
      </div>
    </Card>
  );
};
