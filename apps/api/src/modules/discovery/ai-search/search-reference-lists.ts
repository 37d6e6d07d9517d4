import type { SearchReferenceLists } from '@gradway/domain';
import type { Db } from '../../../db';
import { INTERNSHIP_KINDS, JOB_KINDS } from '../../../reference-data/opportunity-types';
import { profileReferenceLists } from '../../accounts/ai-onboarding/ai-onboarding.service';

/** How long the reference lists the question parser reads are kept in memory. */
export const SEARCH_LISTS_CACHE_MS = 5 * 60_000;

const cache = new WeakMap<Db, { at: number; lists: Promise<SearchReferenceLists> }>();

const load = async (db: Db): Promise<SearchReferenceLists> => {
  const { cities, industries, areas_of_responsibility } = await profileReferenceLists(db);
  return {
    cities,
    industries,
    areas_of_responsibility,
    kinds: [...JOB_KINDS, ...INTERNSHIP_KINDS].map((kind) => ({ key: kind.key, name: kind.name })),
  };
};

/**
 * The reference lists AI search matches names against (cities, industries, areas, kinds), cached
 * per database for a few minutes: every question reads them, and they change rarely.
 */
export const searchReferenceLists = (db: Db, now = Date.now()): Promise<SearchReferenceLists> => {
  const cached = cache.get(db);
  if (cached && now - cached.at < SEARCH_LISTS_CACHE_MS) return cached.lists;
  const lists = load(db);
  cache.set(db, { at: now, lists });
  lists.catch(() => cache.delete(db));
  return lists;
};
