import { type NamedRecord, OFFICES_MAX } from '@gradway/domain/contracts';
import { useTranslation } from 'react-i18next';
import { ReferenceSearch } from '../../../../components/reference-search/reference-search';
import { Dropdown } from '../../../../components/ui/dropdown/dropdown';
import { Select } from '../../../../components/ui/form/select';
import { TextField } from '../../../../components/ui/form/text-field';
import { searchCities } from '../../../../lib/api/reference-lookups';
import { DescriptionField } from '../shared/description-field';
import { LogoField } from '../shared/logo-field';
import { type OrganisationFieldsProps, valuesSetter } from '../shared/organisation-fields';
import styles from '../shared/organiser-form.module.css';

/** What a recruiter fills in about their company (creating it, or editing it). */
export interface CompanyFieldValues {
  name: string;
  iconUrl: string | null;
  companySizeId: string;
  industryId: string | null;
  description: string;
  website: string;
  offices: NamedRecord[];
}

export const emptyCompanyValues: CompanyFieldValues = {
  name: '',
  iconUrl: null,
  companySizeId: '',
  industryId: null,
  description: '',
  website: '',
  offices: [],
};

/** The request body's company fields (empty choices left out, so they read as missing). */
export const companyBodyOf = (values: CompanyFieldValues) => ({
  name: values.name,
  company_size_id: values.companySizeId || undefined,
  industry_id: values.industryId ?? undefined,
  description: values.description,
  website: values.website.trim(),
  icon_url: values.iconUrl,
  office_city_ids: values.offices.map((office) => office.id),
});

export interface CompanyReferenceLists {
  sizes: readonly NamedRecord[];
  industries: readonly NamedRecord[];
}

/** Which field error each value answers to (the body's field names). */
const ERROR_KEYS: Record<keyof CompanyFieldValues, string> = {
  name: 'name',
  iconUrl: 'icon_url',
  companySizeId: 'company_size_id',
  industryId: 'industry_id',
  description: 'description',
  website: 'website',
  offices: 'office_city_ids',
};

export interface CompanyFieldsProps extends OrganisationFieldsProps<CompanyFieldValues> {
  lists: CompanyReferenceLists;
}

export const CompanyFields = ({
  values,
  errors,
  onChange,
  lists,
  onUploadingChange,
}: CompanyFieldsProps) => {
  const { t } = useTranslation('organisers');
  const set = valuesSetter(values, onChange, ERROR_KEYS);
  return (
    <div className={styles.grid}>
      <TextField
        className={styles.full}
        label={t('company.fields.name')}
        name="name"
        autoComplete="organization"
        value={values.name}
        required
        invalid={Boolean(errors.name)}
        helperText={errors.name}
        onChange={(event) => set({ name: event.currentTarget.value })}
      />
      <div className={styles.full}>
        <LogoField
          label={t('company.fields.logo')}
          name={values.name}
          value={values.iconUrl}
          onChange={(iconUrl) => set({ iconUrl })}
          error={errors.icon_url}
          onBusyChange={onUploadingChange}
        />
      </div>
      <Select
        label={t('company.fields.size')}
        name="company_size_id"
        placeholder={t('company.fields.sizePlaceholder')}
        options={lists.sizes.map((size) => ({ value: size.id, label: size.name }))}
        value={values.companySizeId}
        required
        invalid={Boolean(errors.company_size_id)}
        helperText={errors.company_size_id}
        onChange={(event) => set({ companySizeId: event.currentTarget.value })}
      />
      <Dropdown
        label={t('company.fields.industry')}
        options={lists.industries.map((industry) => ({
          id: industry.id,
          value: industry.id,
          label: industry.name,
        }))}
        value={values.industryId}
        onChange={(industryId) => set({ industryId })}
        placeholder={t('company.fields.industryPlaceholder')}
        searchPlaceholder={t('picker.searchPlaceholder')}
        noResultsText={t('picker.noResults')}
        required
        invalid={Boolean(errors.industry_id)}
        helperText={errors.industry_id}
      />
      <TextField
        className={styles.full}
        label={t('company.fields.website')}
        optional
        name="website"
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://"
        value={values.website}
        invalid={Boolean(errors.website)}
        helperText={errors.website ?? t('company.fields.websiteHelper')}
        onChange={(event) => set({ website: event.currentTarget.value })}
      />
      <div className={styles.full}>
        <ReferenceSearch
          label={t('company.fields.offices')}
          multiple
          max={OFFICES_MAX}
          value={values.offices}
          onChange={(offices) => set({ offices })}
          search={searchCities}
          placeholder={t('company.fields.officesPlaceholder')}
          helperText={t('company.fields.officesHelper')}
          error={errors.office_city_ids}
        />
      </div>
      <DescriptionField
        label={t('company.fields.description')}
        value={values.description}
        error={errors.description}
        onChange={(description) => set({ description })}
      />
    </div>
  );
};
