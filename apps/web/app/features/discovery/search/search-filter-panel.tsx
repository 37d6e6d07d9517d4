import {
  DATE_POSTED_FILTERS,
  EVENT_MODE_OPTIONS,
  EVENT_TYPE_OPTIONS,
  EXPERIENCE_LEVELS,
  FILTERS_OF_TYPE,
  graduationYearOptions,
  SALARY_FILTER_OPTIONS,
  type SearchFilters,
  STUDY_YEAR_OPTIONS,
  WORK_MODE_LABELS,
  WORK_MODES,
  WORK_TYPE_OPTIONS,
} from '@gradway/domain';
import type { NamedRecord } from '@gradway/domain/contracts';
import { can } from '@gradway/domain/permissions';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReferenceSearchProps } from '../../../components/reference-search/reference-search';
import { ReferenceSearchOnDemand as ReferenceSearch } from '../../../components/reference-search/reference-search-on-demand';
import { useCurrentUser } from '../../../lib/session/current-user';
import { userClassOfUser } from '../../../lib/session/route-guard';
import { CheckboxGroup, FilterCheckbox, FilterSelect, QueryField } from './filter-controls';
import styles from './search.module.css';
import type { SearchReferenceOptions } from './search-results.server';

type Search = ReferenceSearchProps['search'];

// The pickers' look-ups (and their API contracts) load with the first search typed in one: most
// visits tick boxes or never search a picker (docs/decisions/035-first-load-per-public-route.md).
const searchCities: Search = async (text, signal) =>
  (await import('../../../lib/api/reference-lookups')).searchCities(text, signal);
const searchUniversities: Search = async (text, signal) =>
  (await import('../../../lib/api/reference-lookups')).searchUniversities(text, signal);
const searchSocieties: Search = async (text, signal) =>
  (await import('./search-client')).searchSocieties(text, signal);

export interface FilterPanelProps {
  /** The text query field (the search results page has it in its own form, above the tabs). */
  withQuery?: boolean;
  filters: SearchFilters;
  names: Readonly<Record<string, string>>;
  options: SearchReferenceOptions;
  /** New filters, with names for the records just picked. */
  onChange: (next: SearchFilters, names?: Record<string, string>) => void;
  /**
   * The panel is inside a GET form of the search's address (the search results page): every
   * control carries its address name, so the form submits them (with or without JavaScript), and
   * the native fields (boxes, selects) leave their changes to the form; `onChange` then only
   * hears the pickers that need JavaScript (cities, universities, societies, long lists).
   */
  named?: boolean;
}

/** The address's hidden fields of a picker's records (`city_ids[]`), so a form keeps them. */
const HiddenIds = ({ name, ids }: { name: string; ids: readonly string[] | undefined }) =>
  (ids ?? []).map((id) => <input key={id} type="hidden" name={name} value={id} />);

const records = (ids: readonly string[] | undefined, names: Readonly<Record<string, string>>) =>
  (ids ?? []).map((id) => ({ id, name: names[id] ?? id }));

const picked = (value: NamedRecord[]) => ({
  ids: value.length > 0 ? value.map((record) => record.id) : undefined,
  names: Object.fromEntries(value.map((record) => [record.id, record.name])),
});

const asOptions = (list: readonly NamedRecord[]) =>
  list.map((item) => ({ value: item.id, label: item.name }));

/** The filters of spec §9 that apply to the selected type, each writing to the address. */
export const SearchFilterPanel = ({
  filters,
  names,
  options,
  onChange,
  withQuery = true,
  named = false,
}: FilterPanelProps) => {
  /** A native field's address name and change handler (the form's, when `named`). */
  const field = <T,>(key: string, handler: T) =>
    named ? { name: key, onChange: undefined } : { onChange: handler };
  const { t } = useTranslation('search');
  const user = useCurrentUser();
  const shown = new Set<string>(FILTERS_OF_TYPE[filters.type]);
  // Society options load only for managers and recruiters (spec §6).
  const societyOptions = can(userClassOfUser(user), 'search.society_filter_options.load');
  const set = <K extends keyof SearchFilters>(key: K, value: SearchFilters[K]) => {
    const next = { ...filters, [key]: value };
    if (value === undefined || value === '' || value === false) delete next[key];
    onChange(next);
  };
  const organisations = filters.type === 'companies' || filters.type === 'communities';

  return (
    <div className={styles.panelFields}>
      {withQuery ? (
        <QueryField
          label={t('filters.query')}
          placeholder={t(
            organisations ? 'filters.queryPlaceholderOrganisations' : 'filters.queryPlaceholder',
          )}
          value={filters.q ?? ''}
          onCommit={(text) => set('q', text || undefined)}
        />
      ) : null}
      {named ? <HiddenIds name="city_ids[]" ids={filters.city_ids} /> : null}
      <ReferenceSearch
        label={t('filters.cities')}
        multiple
        value={records(filters.city_ids, names)}
        search={searchCities}
        placeholder={t('filters.citiesPlaceholder')}
        onChange={(value) => {
          const next = picked(value);
          onChange({ ...filters, city_ids: next.ids }, next.names);
        }}
      />
      {shown.has('salary_min') ? (
        <FilterSelect
          label={t('filters.salary')}
          value={filters.salary_min === undefined ? '' : String(filters.salary_min)}
          placeholder={t('filters.anySalary')}
          options={SALARY_FILTER_OPTIONS.map((option) => ({
            value: String(option.value),
            label: `£${option.label}`,
          }))}
          {...field('salary_min', (event: ChangeEvent<HTMLSelectElement>) =>
            set(
              'salary_min',
              event.currentTarget.value ? Number(event.currentTarget.value) : undefined,
            ),
          )}
        />
      ) : null}
      {shown.has('work_types') ? (
        <CheckboxGroup
          legend={t('filters.workTypes')}
          options={WORK_TYPE_OPTIONS}
          value={filters.work_types}
          {...field(`work_types[]`, (value: SearchFilters['work_types']) =>
            set('work_types', value),
          )}
        />
      ) : null}
      {shown.has('work_modes') ? (
        <CheckboxGroup
          legend={t('filters.workModes')}
          options={WORK_MODES.map((mode) => ({ value: mode, label: WORK_MODE_LABELS[mode] }))}
          value={filters.work_modes}
          {...field(`work_modes[]`, (value: SearchFilters['work_modes']) =>
            set('work_modes', value),
          )}
        />
      ) : null}
      {shown.has('event_types') ? (
        <CheckboxGroup
          legend={t('filters.eventTypes')}
          options={EVENT_TYPE_OPTIONS}
          value={filters.event_types}
          {...field(`event_types[]`, (value: SearchFilters['event_types']) =>
            set('event_types', value),
          )}
        />
      ) : null}
      {shown.has('event_modes') ? (
        <CheckboxGroup
          legend={t('filters.eventModes')}
          options={EVENT_MODE_OPTIONS}
          value={filters.event_modes}
          {...field(`event_modes[]`, (value: SearchFilters['event_modes']) =>
            set('event_modes', value),
          )}
        />
      ) : null}
      {shown.has('experience_levels') ? (
        <CheckboxGroup
          legend={t('filters.experienceLevels')}
          options={EXPERIENCE_LEVELS.map((level) => ({ value: level.value, label: level.label }))}
          value={filters.experience_levels}
          {...field(`experience_levels[]`, (value: SearchFilters['experience_levels']) =>
            set('experience_levels', value),
          )}
        />
      ) : null}
      {shown.has('date_posted') ? (
        <FilterSelect
          label={t('filters.datePosted')}
          value={filters.date_posted ?? ''}
          placeholder={t('filters.anyTime')}
          options={DATE_POSTED_FILTERS}
          {...field('date_posted', (event: ChangeEvent<HTMLSelectElement>) =>
            set(
              'date_posted',
              (event.currentTarget.value || undefined) as SearchFilters['date_posted'],
            ),
          )}
        />
      ) : null}
      {shown.has('study_years') ? (
        <CheckboxGroup
          legend={t('filters.studyYear')}
          options={STUDY_YEAR_OPTIONS.map((option) => ({
            value: option.value,
            label: t('filters.studyYearOption', { year: option.label }),
          }))}
          value={filters.study_years}
          {...field(`study_years[]`, (value: SearchFilters['study_years']) =>
            set('study_years', value),
          )}
        />
      ) : null}
      {shown.has('graduation_years') ? (
        <CheckboxGroup
          legend={t('filters.graduationYear')}
          options={graduationYearOptions()}
          value={filters.graduation_years}
          collapsed={{ placeholder: t('filters.graduationYearPlaceholder') }}
          {...field('graduation_years[]', (value: SearchFilters['graduation_years']) =>
            set('graduation_years', value),
          )}
        />
      ) : null}
      {shown.has('industry_ids') && options.industries.length > 0 ? (
        <CheckboxGroup
          legend={t('filters.industries')}
          options={asOptions(options.industries)}
          value={filters.industry_ids}
          collapsed={{ placeholder: t('filters.listPlaceholder') }}
          {...field('industry_ids[]', (value: SearchFilters['industry_ids']) =>
            set('industry_ids', value),
          )}
        />
      ) : null}
      {shown.has('area_of_responsibility_ids') && options.areas.length > 0 ? (
        <CheckboxGroup
          legend={t('filters.areas')}
          options={asOptions(options.areas)}
          value={filters.area_of_responsibility_ids}
          collapsed={{ placeholder: t('filters.listPlaceholder') }}
          {...field(
            'area_of_responsibility_ids[]',
            (value: SearchFilters['area_of_responsibility_ids']) =>
              set('area_of_responsibility_ids', value),
          )}
        />
      ) : null}
      {shown.has('university_ids') && named ? (
        <HiddenIds name="university_ids[]" ids={filters.university_ids} />
      ) : null}
      {shown.has('university_ids') ? (
        <ReferenceSearch
          label={t('filters.universities')}
          multiple
          max={5}
          value={records(filters.university_ids, names)}
          search={searchUniversities}
          placeholder={t('filters.universitiesPlaceholder')}
          onChange={(value) => {
            const next = picked(value);
            onChange({ ...filters, university_ids: next.ids }, next.names);
          }}
        />
      ) : null}
      {shown.has('society_ids') && named ? (
        <HiddenIds name="society_ids[]" ids={filters.society_ids} />
      ) : null}
      {shown.has('society_ids') && societyOptions ? (
        <ReferenceSearch
          label={t('filters.societies')}
          multiple
          value={records(filters.society_ids, names)}
          search={searchSocieties}
          placeholder={t('filters.societiesPlaceholder')}
          onChange={(value) => {
            const next = picked(value);
            onChange({ ...filters, society_ids: next.ids }, next.names);
          }}
        />
      ) : null}
      {shown.has('paid_only') ? (
        <FilterCheckbox
          label={t('filters.paidOnly')}
          value="true"
          checked={filters.paid_only === true}
          {...field('paid_only', (event: ChangeEvent<HTMLInputElement>) =>
            set('paid_only', event.currentTarget.checked || undefined),
          )}
        />
      ) : null}
    </div>
  );
};
