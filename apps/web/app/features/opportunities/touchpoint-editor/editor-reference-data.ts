import type { DropdownOption } from '@gradway/domain';
import {
  listCompaniesContract,
  listCurrenciesContract,
  listEventCategoriesContract,
  listOpportunityTypesContract,
  listStudentSocietiesContract,
  type NamedRecord,
} from '@gradway/domain/contracts';
import { api } from '../../../lib/api/api-client';
import { loadTagOptions } from '../../../lib/api/reference-lookups';
import { cohostKey, type EditorType } from './editor-values';

/** The reference lists an editor's fields choose from, as options for the form's lists. */
export interface EditorLists {
  /** Job kinds (job and part-time types) or internship kinds; none for events. */
  kinds: DropdownOption[];
  currencies: DropdownOption[];
  areas: DropdownOption[];
  educationRequirements: DropdownOption[];
  eventCategories: DropdownOption[];
}

const quiet = { quiet: true } as const;

const asOptions = (records: readonly NamedRecord[]): DropdownOption[] =>
  records.map((record) => ({ id: record.id, value: record.id, label: record.name }));

/** Job kinds (from the job and part-time types' mappings) or internship kinds, in their order. */
const loadKinds = async (type: EditorType): Promise<DropdownOption[]> => {
  const document = await api(
    listOpportunityTypesContract,
    { query: { with_part_time: true } },
    quiet,
  );
  const kinds: NamedRecord[] = [];
  for (const { attributes } of document.data) {
    if (attributes.touchpointable_type !== type) continue;
    for (const kind of attributes.touchpointable_kinds ?? []) kinds.push(kind);
    for (const [id, name] of Object.entries(attributes.touchpointable_kind_mapping ?? {})) {
      kinds.push({ id, name });
    }
  }
  return asOptions(kinds);
};

/** Everything the form of one type needs, fetched at once. */
export const loadEditorLists = async (type: EditorType): Promise<EditorLists> => {
  if (type === 'Event') {
    const categories = await api(listEventCategoriesContract, {}, quiet);
    return {
      kinds: [],
      currencies: [],
      areas: [],
      educationRequirements: [],
      eventCategories: categories.data.map((category) => ({
        id: category.id,
        value: category.id,
        label: category.attributes.name,
      })),
    };
  }
  const [kinds, currencies, areas, educationRequirements] = await Promise.all([
    loadKinds(type),
    api(listCurrenciesContract, {}, quiet),
    loadTagOptions('AreaOfResponsibility'),
    loadTagOptions('EducationRequirement'),
  ]);
  return {
    kinds,
    currencies: currencies.data.map((currency) => ({
      id: currency.attributes.code,
      value: currency.attributes.code,
      label: `${currency.attributes.code} · ${currency.attributes.name} (${currency.attributes.symbol})`,
    })),
    areas: asOptions(areas),
    educationRequirements: asOptions(educationRequirements),
    eventCategories: [],
  };
};

/**
 * Societies and companies whose name matches, to invite as co-hosts: both lists are asked at
 * once; one that fails leaves the other's answers.
 */
export const searchCohosts = async (
  text: string,
  signal: AbortSignal,
  labels: { society: string; company: string },
): Promise<NamedRecord[]> => {
  const [societies, companies] = await Promise.allSettled([
    api(
      listStudentSocietiesContract,
      { query: { name: text, per_page: 8, basic_details: true } },
      { ...quiet, signal },
    ),
    api(listCompaniesContract, { query: { name: text, per_page: 8 } }, { ...quiet, signal }),
  ]);
  const found: NamedRecord[] = [];
  if (societies.status === 'fulfilled') {
    for (const society of societies.value.data) {
      found.push({
        id: cohostKey('StudentSociety', society.id),
        name: `${society.attributes.name} · ${labels.society}`,
      });
    }
  }
  if (companies.status === 'fulfilled') {
    for (const company of companies.value.data) {
      found.push({
        id: cohostKey('Company', company.id),
        name: `${company.attributes.name} · ${labels.company}`,
      });
    }
  }
  if (societies.status === 'rejected' && companies.status === 'rejected') throw societies.reason;
  return found;
};
