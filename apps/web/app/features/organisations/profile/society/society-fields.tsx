import type { NamedRecord } from '@gradway/domain/contracts';
import { useTranslation } from 'react-i18next';
import { ReferenceSearch } from '../../../../components/reference-search/reference-search';
import { Dropdown } from '../../../../components/ui/dropdown/dropdown';
import { TextField } from '../../../../components/ui/form/text-field';
import { searchUniversities } from '../../../../lib/api/reference-lookups';
import { DescriptionField } from '../shared/description-field';
import { LogoField } from '../shared/logo-field';
import { type OrganisationFieldsProps, valuesSetter } from '../shared/organisation-fields';
import styles from '../shared/organiser-form.module.css';

/** What a manager fills in about their society (creating it, or editing it). */
export interface SocietyFieldValues {
  name: string;
  university: NamedRecord | null;
  iconUrl: string | null;
  description: string;
  categoryIds: string[];
}

export const emptySocietyValues: SocietyFieldValues = {
  name: '',
  university: null,
  iconUrl: null,
  description: '',
  categoryIds: [],
};

/** The request body's society fields. */
export const societyBodyOf = (values: SocietyFieldValues) => ({
  name: values.name,
  university_id: values.university?.id,
  description: values.description,
  icon_url: values.iconUrl,
  category_ids: values.categoryIds,
});

/** Which field error each value answers to (the body's field names). */
const ERROR_KEYS: Record<keyof SocietyFieldValues, string> = {
  name: 'name',
  university: 'university_id',
  iconUrl: 'icon_url',
  description: 'description',
  categoryIds: 'category_ids',
};

export interface SocietyFieldsProps extends OrganisationFieldsProps<SocietyFieldValues> {
  categories: readonly NamedRecord[];
}

export const SocietyFields = ({
  values,
  errors,
  onChange,
  categories,
  onUploadingChange,
}: SocietyFieldsProps) => {
  const { t } = useTranslation('organisers');
  const set = valuesSetter(values, onChange, ERROR_KEYS);
  return (
    <div className={styles.grid}>
      <TextField
        className={styles.full}
        label={t('society.fields.name')}
        name="name"
        value={values.name}
        required
        invalid={Boolean(errors.name)}
        helperText={errors.name ?? t('society.fields.nameHelper')}
        onChange={(event) => set({ name: event.currentTarget.value })}
      />
      <div className={styles.full}>
        <ReferenceSearch
          label={t('society.fields.university')}
          value={values.university ? [values.university] : []}
          onChange={(picked) => set({ university: picked[0] ?? null })}
          search={searchUniversities}
          placeholder={t('society.fields.universityPlaceholder')}
          helperText={t('society.fields.universityHelper')}
          error={errors.university_id}
        />
      </div>
      <div className={styles.full}>
        <LogoField
          label={t('society.fields.logo')}
          name={values.name}
          value={values.iconUrl}
          onChange={(iconUrl) => set({ iconUrl })}
          error={errors.icon_url}
          onBusyChange={onUploadingChange}
        />
      </div>
      <DescriptionField
        label={t('society.fields.description')}
        value={values.description}
        error={errors.description}
        onChange={(description) => set({ description })}
      />
      <Dropdown
        className={styles.full}
        label={t('society.fields.categories')}
        optional
        multiple
        options={categories.map((category) => ({
          id: category.id,
          value: category.id,
          label: category.name,
        }))}
        value={values.categoryIds}
        onChange={(categoryIds) => set({ categoryIds })}
        placeholder={t('society.fields.categoriesPlaceholder')}
        searchPlaceholder={t('picker.searchPlaceholder')}
        noResultsText={t('picker.noResults')}
        invalid={Boolean(errors.category_ids)}
        helperText={errors.category_ids ?? t('society.fields.categoriesHelper')}
      />
    </div>
  );
};
