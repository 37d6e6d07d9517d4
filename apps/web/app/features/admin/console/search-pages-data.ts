import { filtersForType, type SearchFilters } from '@gradway/domain';
import {
  getUniversityContract,
  listCitiesContract,
  listOpportunityTypesContract,
  listStudentSocietiesContract,
  type NamedRecord,
  type SearchPage,
  type SearchPageInput,
  SearchPageInputSchema,
} from '@gradway/domain/contracts';
import { api } from '../../../lib/api/api-client';
import { isApiError } from '../../../lib/api/api-error';
import { loadTagOptions } from '../../../lib/api/reference-lookups';

/** What the search page form holds while it is edited. */
export interface SearchPageDraft {
  slug: string;
  title: string;
  description: string;
  published: boolean;
  filters: SearchFilters;
}

/** Messages under the form's fields: `slug`, `title`, `description`, `filters`. */
export type SearchPageErrors = Partial<Record<keyof SearchPageDraft, string>>;

export const emptySearchPageDraft = (): SearchPageDraft => ({
  slug: '',
  title: '',
  description: '',
  published: false,
  filters: { type: 'jobs' },
});

export const draftOfSearchPage = (page: SearchPage): SearchPageDraft => ({
  slug: page.attributes.slug,
  title: page.attributes.title,
  description: page.attributes.description,
  published: page.attributes.published,
  filters: page.attributes.filters,
});

const fieldOf = (path: readonly PropertyKey[]): keyof SearchPageDraft | null => {
  const field = String(path[0] ?? '');
  return field === 'slug' ||
    field === 'title' ||
    field === 'description' ||
    field === 'published' ||
    field === 'filters'
    ? field
    : null;
};

/**
 * Checks a draft with the API's own rules: the input to send (filters kept to those the type
 * reads), or the message of each invalid field.
 */
export const checkSearchPageDraft = (
  draft: SearchPageDraft,
): { input: SearchPageInput; errors?: undefined } | { errors: SearchPageErrors } => {
  const parsed = SearchPageInputSchema.safeParse({
    ...draft,
    filters: filtersForType(draft.filters),
  });
  if (parsed.success) return { input: parsed.data };
  const errors: SearchPageErrors = {};
  for (const issue of parsed.error.issues) {
    const field = fieldOf(issue.path);
    if (field) errors[field] ??= issue.message;
  }
  return { errors };
};

/** The field errors a 400 or 409 answer named (`search_page.slug` → `slug`). */
export const apiSearchPageErrorsOf = (error: unknown): SearchPageErrors => {
  if (!isApiError(error) || (error.status !== 400 && error.status !== 409)) return {};
  const body = error.body as { fields?: { path: string; message: string }[] } | undefined;
  const errors: SearchPageErrors = {};
  for (const item of body?.fields ?? []) {
    const field = fieldOf(item.path.split('.').slice(1));
    if (field) errors[field] ??= item.message;
  }
  return errors;
};

export interface SearchPageFormOptions {
  industries: NamedRecord[];
  areas: NamedRecord[];
  /** Opportunity kinds by results type (jobs, internships). */
  kinds: { jobs: NamedRecord[]; internships: NamedRecord[] };
}

const quiet = { quiet: true } as const;

const loadKinds = async (): Promise<SearchPageFormOptions['kinds']> => {
  const document = await api(
    listOpportunityTypesContract,
    { query: { with_part_time: true } },
    quiet,
  );
  const kinds: SearchPageFormOptions['kinds'] = { jobs: [], internships: [] };
  for (const { attributes } of document.data) {
    const list =
      attributes.touchpointable_type === 'Job'
        ? kinds.jobs
        : attributes.touchpointable_type === 'Internship'
          ? kinds.internships
          : null;
    if (!list) continue;
    for (const kind of attributes.touchpointable_kinds ?? []) list.push(kind);
    for (const [id, name] of Object.entries(attributes.touchpointable_kind_mapping ?? {})) {
      list.push({ id, name });
    }
  }
  return kinds;
};

/** The form's reference lists; a list that fails to load stays empty (the form still works). */
export const loadSearchPageFormOptions = async (): Promise<SearchPageFormOptions> => {
  const none: NamedRecord[] = [];
  const [industries, areas, kinds] = await Promise.all([
    loadTagOptions('Industry').catch(() => none),
    loadTagOptions('AreaOfResponsibility').catch(() => none),
    loadKinds().catch(() => ({ jobs: none, internships: none })),
  ]);
  return { industries, areas, kinds };
};

/** Names of the cities, universities and societies a page's filters hold, for its controls. */
export const loadFilterNames = async (filters: SearchFilters): Promise<Record<string, string>> => {
  const names: Record<string, string> = {};
  const cityIds = filters.city_ids ?? [];
  const societyIds = filters.society_ids ?? [];
  await Promise.allSettled([
    cityIds.length
      ? api(listCitiesContract, { query: { ids: cityIds } }, quiet).then((document) => {
          for (const city of document.data) {
            names[city.id] = `${city.attributes.name}, ${city.attributes.country}`;
          }
        })
      : null,
    societyIds.length
      ? api(
          listStudentSocietiesContract,
          { query: { ids: societyIds, basic_details: true, per_page: societyIds.length } },
          quiet,
        ).then((document) => {
          for (const society of document.data) names[society.id] = society.attributes.name;
        })
      : null,
    ...(filters.university_ids ?? []).map((id) =>
      api(getUniversityContract, { params: { id } }, quiet).then((document) => {
        names[id] = document.data.attributes.name;
      }),
    ),
  ]);
  return names;
};
