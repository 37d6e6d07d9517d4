import type { SearchFilters } from '@gradway/domain';
import {
  getUniversityContract,
  listCitiesContract,
  listStudentSocietiesContract,
  listTagsContract,
  type NamedRecord,
} from '@gradway/domain/contracts';
import type { AppLoadContext } from 'react-router';
import { serverApi } from '../../../lib/api/api.server';
import type { ResultsStart, SearchAddress } from './search-address';
import { readResultsStart, readSearchAddress } from './search-address.server';
import { type SearchResults, searchResultsFor } from './search-results';

export interface SearchReferenceOptions {
  industries: NamedRecord[];
  areas: NamedRecord[];
}

export interface SearchPageData extends SearchAddress {
  /** Null when the search could not run (the page says so and keeps the filters). */
  results: SearchResults | null;
  /** Where these results start (a "Load more" link followed without JavaScript). */
  start: ResultsStart;
  /** Names of the ids the filters hold, for chips and controls. */
  names: Record<string, string>;
  options: SearchReferenceOptions;
}

type Call = ReturnType<typeof serverApi>;

const MAX_NAMED = 20;

const tagsOf = (call: Call, type: 'Industry' | 'AreaOfResponsibility') =>
  call(listTagsContract, { query: { type } })
    .then((document) => document.data.map((tag) => ({ id: tag.id, name: tag.attributes.name })))
    .catch(() => [] as NamedRecord[]);

/** Names of the cities, universities and societies the filters hold (unknown ones stay out). */
const namesOf = async (call: Call, filters: SearchFilters): Promise<Record<string, string>> => {
  const names: Record<string, string> = {};
  const cityIds = (filters.city_ids ?? []).slice(0, MAX_NAMED);
  const societyIds = (filters.society_ids ?? []).slice(0, MAX_NAMED);
  const universityIds = (filters.university_ids ?? []).slice(0, 5);
  await Promise.all([
    cityIds.length
      ? call(listCitiesContract, { query: { ids: cityIds } }).then((document) => {
          for (const city of document.data) names[city.id] = city.attributes.name;
        })
      : null,
    societyIds.length
      ? call(listStudentSocietiesContract, {
          query: { ids: societyIds, basic_details: true, per_page: MAX_NAMED },
        }).then((document) => {
          for (const society of document.data) names[society.id] = society.attributes.name;
        })
      : null,
    ...universityIds.map((id) =>
      call(getUniversityContract, { params: { id } })
        .then((document) => {
          names[id] = document.data.attributes.name;
        })
        .catch(() => null),
    ),
  ]).catch(() => null);
  return names;
};

/** The search results page's data: the address read, the first page, names and options. */
export const loadSearchPage = async (
  request: Request,
  context: AppLoadContext | undefined,
): Promise<SearchPageData> => {
  const call = serverApi(context);
  const params = new URL(request.url).searchParams;
  const address = readSearchAddress(params);
  const start = readResultsStart(params);
  const [industries, areas, names, results] = await Promise.all([
    tagsOf(call, 'Industry'),
    tagsOf(call, 'AreaOfResponsibility'),
    namesOf(call, address.filters),
    searchResultsFor(call, address.filters, address.idListIds, start).catch(() => null),
  ]);
  for (const tag of [...industries, ...areas]) names[tag.id] = tag.name;
  return { ...address, start, results, names, options: { industries, areas } };
};
