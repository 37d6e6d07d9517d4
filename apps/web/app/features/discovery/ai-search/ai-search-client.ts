import type { SearchFilters } from '@gradway/domain';
import {
  type AiSearch,
  createAiSearchContract,
  getAiSearchContract,
  listAiSearchesContract,
  listTagsContract,
  updateAiSearchContract,
} from '@gradway/domain/contracts';
import { api } from '../../../lib/api/api-client';
import { requireAudience } from '../../../lib/session/guard';

export const askQuestion = async (question: string): Promise<AiSearch> =>
  (await api(createAiSearchContract, { body: { question } })).data;

/** The question page's data: the candidate's past searches (none when the list fails). */
export const loadPastSearches = async () => {
  await requireAudience('candidate');
  try {
    return (await api(listAiSearchesContract, {}, { quiet: true })).data;
  } catch {
    return [];
  }
};

export const loadAiSearch = async (id: string): Promise<AiSearch> => {
  await requireAudience('candidate');
  return (await api(getAiSearchContract, { params: { id } })).data;
};

export const saveAiSearch = async (
  id: string,
  change: { filters?: SearchFilters; names?: Record<string, string>; name?: string | null },
): Promise<AiSearch> =>
  (await api(updateAiSearchContract, { params: { id }, body: { ai_search: change } })).data;

const tags = (type: 'Industry' | 'AreaOfResponsibility') =>
  api(listTagsContract, { query: { type } }, { quiet: true })
    .then((document) => document.data.map((tag) => ({ id: tag.id, name: tag.attributes.name })))
    .catch(() => []);

/** The results page's data: the search and the options of its filter controls. */
export const loadAiSearchPage = async (id: string) => {
  const [search, industries, areas] = await Promise.all([
    loadAiSearch(id),
    tags('Industry'),
    tags('AreaOfResponsibility'),
  ]);
  return { search, options: { industries, areas } };
};
