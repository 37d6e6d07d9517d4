import { EXPERIENCE_LEVELS, WORK_MODE_LABELS, WORK_MODES, type WorkMode } from '@gradway/domain';
import { useTranslation } from 'react-i18next';
import { ReferenceSearch } from '../../../../components/reference-search/reference-search';
import { Card } from '../../../../components/ui/card/card';
import { Dropdown } from '../../../../components/ui/dropdown/dropdown';
import { RadioGroup } from '../../../../components/ui/form/radio-group';
import { searchCities } from '../../../../lib/api/reference-lookups';
import { fieldId } from '../editor-errors';
import styles from '../touchpoint-editor.module.css';
import type { SectionProps } from './section-props';

const EXPERIENCE_OPTIONS = EXPERIENCE_LEVELS.map((level) => ({
  id: level.value,
  value: level.value as string,
  label: level.label,
}));

/** A job's or internship's kind, level, requirements, areas, and where the work happens. */
export const RoleSection = ({ values, errors, change, lists }: SectionProps) => {
  const { t } = useTranslation('editor');
  const type = values.touchpointable_type;
  const listTexts = {
    placeholder: t('lists.placeholder'),
    searchPlaceholder: t('lists.search'),
    noResultsText: t('lists.noResults'),
  };
  return (
    <>
      <Card as="section" className={styles.section} aria-labelledby="tp-role-title">
        <h2 id="tp-role-title" className={styles.sectionTitle}>
          {t(`sections.role.${type}`)}
        </h2>
        <div className={styles.grid}>
          <Dropdown
            {...listTexts}
            id={fieldId('kind')}
            label={t(`fields.kind.${type}`)}
            optional
            options={lists.kinds}
            value={values.kind}
            onChange={(kind) => change({ kind })}
            invalid={Boolean(errors.kind)}
            helperText={errors.kind}
          />
          <Dropdown
            {...listTexts}
            id={fieldId('experience_level')}
            label={t('fields.experienceLevel')}
            optional
            searchable={false}
            options={EXPERIENCE_OPTIONS}
            value={values.experience_level}
            onChange={(experience_level) => change({ experience_level })}
            invalid={Boolean(errors.experience_level)}
            helperText={errors.experience_level}
          />
          <Dropdown
            {...listTexts}
            id={fieldId('education_requirement_id')}
            label={t('fields.educationRequirement')}
            optional
            options={lists.educationRequirements}
            value={values.education_requirement_id}
            onChange={(education_requirement_id) => change({ education_requirement_id })}
            invalid={Boolean(errors.education_requirement_id)}
            helperText={errors.education_requirement_id}
          />
          <Dropdown
            {...listTexts}
            multiple
            id={fieldId('area_of_responsibility_ids')}
            label={t('fields.areas')}
            optional
            options={lists.areas}
            value={values.area_of_responsibility_ids}
            onChange={(area_of_responsibility_ids) => change({ area_of_responsibility_ids })}
            invalid={Boolean(errors.area_of_responsibility_ids)}
            helperText={errors.area_of_responsibility_ids ?? t('fields.areasHelper')}
          />
        </div>
      </Card>
      <Card as="section" className={styles.section} aria-labelledby="tp-location-title">
        <h2 id="tp-location-title" className={styles.sectionTitle}>
          {t('sections.location')}
        </h2>
        <RadioGroup
          label={t('fields.workingModel')}
          name="working_model"
          optional
          inline
          options={WORK_MODES.map((mode) => ({ value: mode, label: WORK_MODE_LABELS[mode] }))}
          value={values.working_model ?? ''}
          onValueChange={(mode) => change({ working_model: mode as WorkMode })}
          invalid={Boolean(errors.working_model)}
          helperText={errors.working_model}
        />
        <ReferenceSearch
          id={fieldId('city_ids')}
          label={t('fields.cities')}
          multiple
          max={20}
          optional={values.working_model === 'remote'}
          value={values.cities}
          onChange={(cities) => change({ cities })}
          search={searchCities}
          placeholder={t('fields.citiesPlaceholder')}
          error={errors.city_ids}
          helperText={t('fields.citiesHelper')}
        />
      </Card>
    </>
  );
};
