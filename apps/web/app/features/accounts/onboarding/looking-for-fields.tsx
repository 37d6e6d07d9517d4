import {
  EXPERIENCE_LEVELS,
  fieldLabel,
  SALARY_FILTER_OPTIONS,
  WORK_MODE_LABELS,
  WORK_MODES,
} from '@gradway/domain';
import { useTranslation } from 'react-i18next';
import { ReferenceSearch } from '../../../components/reference-search/reference-search';
import { Dropdown } from '../../../components/ui/dropdown/dropdown';
import { Checkbox } from '../../../components/ui/form/checkbox';
import { Select } from '../../../components/ui/form/select';
import { type CandidateReferenceData, searchCities } from './candidate-data';
import styles from './onboarding.module.css';
import type { LookingForErrors, LookingForValues } from './onboarding-values';

export interface LookingForFieldsProps {
  values: LookingForValues;
  onChange: (values: LookingForValues) => void;
  errors: LookingForErrors;
  reference: Pick<
    CandidateReferenceData,
    'industries' | 'areasOfResponsibility' | 'opportunityTypes'
  >;
}

const toOptions = (items: readonly { id: string; name: string }[]) =>
  items.map((item) => ({ id: item.id, value: item.id, label: item.name }));

const toggled = (list: readonly string[], value: string, on: boolean) =>
  on ? [...list.filter((each) => each !== value), value] : list.filter((each) => each !== value);

/**
 * What the candidate looks for: opportunity types, industries, areas of responsibility, cities,
 * work modes, salary and experience level.
 */
export const LookingForFields = ({
  values,
  onChange,
  errors,
  reference,
}: LookingForFieldsProps) => {
  const { t } = useTranslation('candidate');
  const set = <K extends keyof LookingForValues>(key: K, value: LookingForValues[K]) =>
    onChange({ ...values, [key]: value });
  return (
    <div className={styles.grid}>
      <fieldset
        className={styles.full}
        aria-describedby={errors.opportunity_types ? 'opportunity-types-error' : undefined}
        aria-invalid={errors.opportunity_types ? true : undefined}
      >
        <legend className={styles.legend}>{t('fields.opportunityTypes')}</legend>
        <div className={styles.checkboxRow}>
          {reference.opportunityTypes.map((type) => (
            <Checkbox
              key={type.id}
              name="opportunity_types"
              value={type.id}
              label={type.name}
              checked={values.opportunity_types.includes(type.id)}
              invalid={Boolean(errors.opportunity_types)}
              onChange={(event) =>
                set(
                  'opportunity_types',
                  toggled(values.opportunity_types, type.id, event.currentTarget.checked),
                )
              }
            />
          ))}
        </div>
        {errors.opportunity_types ? (
          <p id="opportunity-types-error" className={styles.fieldError}>
            {errors.opportunity_types}
          </p>
        ) : null}
      </fieldset>
      <Dropdown
        multiple
        label={t('fields.industries')}
        optional
        placeholder={t('fields.chooseSome')}
        searchPlaceholder={t('fields.search')}
        options={toOptions(reference.industries)}
        value={values.industry_ids}
        onChange={(value) => set('industry_ids', value)}
      />
      <Dropdown
        multiple
        label={t('fields.areasOfResponsibility')}
        optional
        placeholder={t('fields.chooseSome')}
        searchPlaceholder={t('fields.search')}
        options={toOptions(reference.areasOfResponsibility)}
        value={values.area_of_responsibility_ids}
        onChange={(value) => set('area_of_responsibility_ids', value)}
      />
      <div className={styles.full}>
        <ReferenceSearch
          id="cities"
          multiple
          max={10}
          label={t('fields.cities')}
          optional
          value={values.cities}
          onChange={(value) => set('cities', value)}
          search={searchCities}
          placeholder={t('fields.citiesPlaceholder')}
        />
      </div>
      <fieldset className={styles.full}>
        <legend className={styles.legend}>{fieldLabel(t('fields.workModes'), true)}</legend>
        <div className={styles.checkboxRow}>
          {WORK_MODES.map((mode) => (
            <Checkbox
              key={mode}
              name="work_modes"
              value={mode}
              label={WORK_MODE_LABELS[mode]}
              checked={values.work_modes.includes(mode)}
              onChange={(event) =>
                set('work_modes', toggled(values.work_modes, mode, event.currentTarget.checked))
              }
            />
          ))}
        </div>
      </fieldset>
      <Select
        label={t('fields.minimumSalary')}
        optional
        name="minimum_salary"
        placeholder={t('fields.any')}
        options={SALARY_FILTER_OPTIONS.map((option) => ({
          value: String(option.value),
          label: option.label,
        }))}
        value={values.minimum_salary === null ? '' : String(values.minimum_salary)}
        onChange={(event) =>
          set(
            'minimum_salary',
            event.currentTarget.value ? Number(event.currentTarget.value) : null,
          )
        }
      />
      <Select
        label={t('fields.experienceLevel')}
        optional
        name="experience_level"
        placeholder={t('fields.any')}
        options={EXPERIENCE_LEVELS.map((level) => ({ value: level.value, label: level.label }))}
        value={values.experience_level ?? ''}
        onChange={(event) => set('experience_level', event.currentTarget.value || null)}
      />
    </div>
  );
};
