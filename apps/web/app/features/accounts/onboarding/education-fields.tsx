import { EDUCATION_TYPES, graduationYearOptions, STUDY_YEAR_OPTIONS } from '@gradway/domain';
import { useTranslation } from 'react-i18next';
import { ReferenceSearch } from '../../../components/reference-search/reference-search';
import { Dropdown } from '../../../components/ui/dropdown/dropdown';
import { Select } from '../../../components/ui/form/select';
import { TextField } from '../../../components/ui/form/text-field';
import { type CandidateReferenceData, searchUniversities } from './candidate-data';
import styles from './onboarding.module.css';
import type { EducationErrors, EducationValues } from './onboarding-values';

export interface EducationFieldsProps {
  values: EducationValues;
  onChange: (values: EducationValues) => void;
  errors: EducationErrors;
  reference: Pick<CandidateReferenceData, 'degrees' | 'subjects'>;
  /** Show the name fields (onboarding and profile do; both need a name). */
  withNames?: boolean;
}

const toOptions = (items: readonly { id: string; name: string }[]) =>
  items.map((item) => ({ id: item.id, value: item.id, label: item.name }));

const numberOrNull = (value: string) => (value === '' ? null : Number(value));

/**
 * The candidate's education: education type, university (searched in the reference list),
 * degree, subject, study year 1–5 and graduation year (this year ± 10).
 */
export const EducationFields = ({
  values,
  onChange,
  errors,
  reference,
  withNames = true,
}: EducationFieldsProps) => {
  const { t } = useTranslation('candidate');
  const set = <K extends keyof EducationValues>(key: K, value: EducationValues[K]) =>
    onChange({ ...values, [key]: value });
  const atSchool = values.education_type === 'school';
  return (
    <div className={styles.grid}>
      {withNames ? (
        <>
          <TextField
            label={t('fields.firstName')}
            name="first_name"
            autoComplete="given-name"
            value={values.first_name}
            onChange={(event) => set('first_name', event.currentTarget.value)}
            invalid={Boolean(errors.first_name)}
            helperText={errors.first_name}
            maxLength={100}
          />
          <TextField
            label={t('fields.lastName')}
            name="last_name"
            autoComplete="family-name"
            value={values.last_name}
            onChange={(event) => set('last_name', event.currentTarget.value)}
            invalid={Boolean(errors.last_name)}
            helperText={errors.last_name}
            maxLength={100}
          />
        </>
      ) : null}
      <Select
        label={t('fields.educationType')}
        name="education_type"
        className={styles.full}
        placeholder={t('fields.choose')}
        options={EDUCATION_TYPES.map((type) => ({ value: type.value, label: type.label }))}
        value={values.education_type ?? ''}
        onChange={(event) => set('education_type', event.currentTarget.value || null)}
        invalid={Boolean(errors.education_type)}
        helperText={errors.education_type}
      />
      <div className={styles.full}>
        <ReferenceSearchField
          values={values}
          onChange={onChange}
          error={errors.university_id}
          optional={atSchool}
        />
      </div>
      <Dropdown
        label={t('fields.degree')}
        optional
        name="degree_id"
        placeholder={t('fields.chooseDegree')}
        searchPlaceholder={t('fields.search')}
        options={toOptions(reference.degrees)}
        value={values.degree_id}
        onChange={(value) => set('degree_id', value)}
      />
      <Dropdown
        label={t('fields.subject')}
        optional
        name="subject_id"
        placeholder={t('fields.chooseSubject')}
        searchPlaceholder={t('fields.search')}
        options={toOptions(reference.subjects)}
        value={values.subject_id}
        onChange={(value) => set('subject_id', value)}
      />
      <Select
        label={t('fields.studyYear')}
        optional
        name="study_year"
        placeholder={t('fields.choose')}
        options={STUDY_YEAR_OPTIONS.map((option) => ({
          value: String(option.value),
          label: option.label,
        }))}
        value={values.study_year === null ? '' : String(values.study_year)}
        onChange={(event) => set('study_year', numberOrNull(event.currentTarget.value))}
        invalid={Boolean(errors.study_year)}
        helperText={errors.study_year}
      />
      <Select
        label={t('fields.graduationYear')}
        name="graduation_year"
        placeholder={t('fields.choose')}
        options={graduationYearOptions().map((option) => ({
          value: String(option.value),
          label: option.label,
        }))}
        value={values.graduation_year === null ? '' : String(values.graduation_year)}
        onChange={(event) => set('graduation_year', numberOrNull(event.currentTarget.value))}
        invalid={Boolean(errors.graduation_year)}
        helperText={errors.graduation_year}
      />
    </div>
  );
};

const ReferenceSearchField = ({
  values,
  onChange,
  error,
  optional,
}: {
  values: EducationValues;
  onChange: (values: EducationValues) => void;
  error?: string;
  optional: boolean;
}) => {
  const { t } = useTranslation('candidate');
  return (
    <ReferenceSearch
      id="university"
      label={t('fields.university')}
      optional={optional}
      value={values.university ? [values.university] : []}
      onChange={(picked) => onChange({ ...values, university: picked[0] ?? null })}
      search={searchUniversities}
      placeholder={t('fields.universityPlaceholder')}
      error={error}
    />
  );
};
