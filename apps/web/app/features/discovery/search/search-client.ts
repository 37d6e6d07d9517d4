import {
  companySearchQuery,
  type IdListResultType,
  idListSearchResultsPath,
  isTouchpointResultType,
  type SearchFilters,
  societySearchQuery,
  touchpointSearchQuery,
} from '@gradway/domain';
import {
  createIdListContract,
  listCompaniesContract,
  listStudentSocietiesContract,
  type NamedRecord,
  searchTouchpointsContract,
} from '@gradway/domain/contracts';
import { api } from '../../../lib/api/api-client';
import type { SearchResults } from './search-results';

/** The page after `current` (the touchpoint search by cursor, the lists by page number). */
export const loadNextResults = async (
  filters: SearchFilters,
  idListIds: string[],
  current: SearchResults,
): Promise<SearchResults> => {
  if (current.kind === 'touchpoints' && isTouchpointResultType(filters.type)) {
    const cursor = current.document.meta.next_cursor ?? undefined;
    const query = touchpointSearchQuery(filters, { id_list_ids: idListIds, cursor });
    return { kind: 'touchpoints', document: await api(searchTouchpointsContract, { query }) };
  }
  const page = current.kind === 'touchpoints' ? 2 : current.document.meta.page + 1;
  if (current.kind === 'companies') {
    const query = companySearchQuery(filters, page);
    return { kind: 'companies', document: await api(listCompaniesContract, { query }) };
  }
  const query = societySearchQuery(filters, page);
  return { kind: 'societies', document: await api(listStudentSocietiesContract, { query }) };
};

/** Society options for the filter (managers and recruiters only, spec §6), by name. */
export const searchSocieties = async (
  text: string,
  signal: AbortSignal,
): Promise<NamedRecord[]> => {
  const document = await api(
    listStudentSocietiesContract,
    { query: { name: text, basic_details: true, per_page: 10 } },
    { signal, quiet: true },
  );
  return document.data.map((society) => ({ id: society.id, name: society.attributes.name }));
};

/** Saves a selection and answers its shareable address (absolute, for copying). */
export const shareSelection = async (ids: string[], type: IdListResultType): Promise<string> => {
  const document = await api(createIdListContract, { body: { ids } });
  return new URL(idListSearchResultsPath(document.data.id, type), window.location.origin).href;
};
