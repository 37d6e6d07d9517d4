import { experienceLevelLabel } from '../constants/experience-levels';
import {
  DATE_POSTED_FILTERS,
  EVENT_MODE_OPTIONS,
  EVENT_TYPE_OPTIONS,
  WORK_TYPE_OPTIONS,
} from '../constants/search-filters';
import { formatAmount } from '../format/currency';
import { WORK_MODE_LABELS } from '../states/work-mode';
import type { SearchFilterKey, SearchFilters } from './search-filters';

/**
 * The filters of a search as removable chips ("Manchester ×", "£25,000+ ×"): the AI search's
 * parsed filters and the search page's active filters read the same way.
 */
export interface SearchChip {
  key: SearchFilterKey;
  /** The value the chip stands for, as the address writes it. */
  value: string;
  label: string;
}

const labelOf = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((option) => option.value === value)?.label ?? value;

/**
 * The chips of a set of filters, in the filter panel's order. `names` labels ids (cities,
 * industries, universities…); an id without a name is labelled by `unknownName`.
 */
export const searchFilterChips = (
  filters: SearchFilters,
  names: Readonly<Record<string, string>>,
  unknownName = 'Unknown',
): SearchChip[] => {
  const chips: SearchChip[] = [];
  const push = (key: SearchFilterKey, value: string | number, label: string) =>
    chips.push({ key, value: String(value), label });
  const named = (key: SearchFilterKey, ids: readonly string[] | undefined) => {
    for (const id of ids ?? []) push(key, id, names[id] ?? unknownName);
  };

  if (filters.q) push('q', filters.q, `“${filters.q}”`);
  named('city_ids', filters.city_ids);
  for (const mode of filters.work_modes ?? []) push('work_modes', mode, WORK_MODE_LABELS[mode]);
  for (const type of filters.work_types ?? [])
    push('work_types', type, labelOf(WORK_TYPE_OPTIONS, type));
  for (const kind of filters.kinds ?? [])
    push('kinds', kind, names[kind] ?? kind.replace(/_/g, ' '));
  if (filters.salary_min !== undefined)
    push('salary_min', filters.salary_min, `£${formatAmount(filters.salary_min)}+`);
  if (filters.paid_only) push('paid_only', 'true', 'Paid');
  for (const level of filters.experience_levels ?? [])
    push('experience_levels', level, experienceLevelLabel(level, true));
  named('area_of_responsibility_ids', filters.area_of_responsibility_ids);
  named('industry_ids', filters.industry_ids);
  for (const type of filters.event_types ?? [])
    push('event_types', type, labelOf(EVENT_TYPE_OPTIONS, type));
  for (const mode of filters.event_modes ?? [])
    push('event_modes', mode, labelOf(EVENT_MODE_OPTIONS, mode));
  if (filters.date_posted)
    push('date_posted', filters.date_posted, labelOf(DATE_POSTED_FILTERS, filters.date_posted));
  for (const year of filters.study_years ?? []) push('study_years', year, `Year ${year}`);
  for (const year of filters.graduation_years ?? [])
    push('graduation_years', year, `Graduating ${year}`);
  named('university_ids', filters.university_ids);
  named('society_ids', filters.society_ids);
  return chips;
};

/** The filters without one chip's value (removing the last value of a list drops the list). */
export const withoutChip = (filters: SearchFilters, chip: SearchChip): SearchFilters => {
  const next: SearchFilters = { ...filters };
  const current = next[chip.key];
  if (Array.isArray(current)) {
    const rest = (current as (string | number)[]).filter((value) => String(value) !== chip.value);
    if (rest.length > 0) (next as Record<string, unknown>)[chip.key] = rest;
    else delete next[chip.key];
  } else {
    delete next[chip.key];
  }
  return next;
};
