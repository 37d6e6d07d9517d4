import {
  defaultSearchSort,
  type SearchMeta,
  type SearchSort,
  type SearchTouchpointsQuery,
} from '@gradway/domain/contracts';
import type { Db } from '../../../db';
import { touchpointResourcesByIds } from '../../opportunities/touchpoints/touchpoints.service';
import {
  countSearchMatches,
  firstReadingWithMatches,
  idListTouchpointIds,
  type SearchHit,
  type SearchTotal,
  searchTouchpointIds,
  type TextPlan,
} from './search.repository';
import {
  decodeSearchCursor,
  encodeSearchCursor,
  FROM_THE_START,
  type SearchCursor,
} from './search-cursor';
import {
  exactWords,
  expandedTsquery,
  type QueryReading,
  readingText,
  readQuery,
  strictTsquery,
} from './search-query';
import { type SearchReference, searchReferenceCache } from './search-reference';

/**
 * The search's rules (decision 024): how the text is read, which order applies, dropping the last
 * words when every word together finds nothing, at most three results of one organisation on a
 * relevance-ordered first page when others match, the result count, and the cursor that keeps
 * later pages consistent with the first.
 */

/** At most this many results of one organisation on the first page, when others match. */
export const MAX_PER_ORGANISATION = 3;
/** The first page reads this many times a page, to choose a varied one. */
const VARIETY_READ = 3;

/**
 * Whether a page's hits show more than `MAX_PER_ORGANISATION` of one organisation. Only then does
 * the first page read beyond one page to choose a varied one: when the first page is varied
 * already, the longer read would give the same page and the same cursor, at the cost of the
 * parts that read older matches (a phrase in descriptions, narrowed by filters, read 23,000 rows
 * for the 7 hits beyond one page).
 */
export const needsVariety = (page: readonly SearchHit[]) => {
  const perOrganisation = new Map<string, number>();
  for (const hit of page) {
    const count = (perOrganisation.get(hit.organisation) ?? 0) + 1;
    if (count > MAX_PER_ORGANISATION) return true;
    perOrganisation.set(hit.organisation, count);
  }
  return false;
};

const planOf = (
  reading: QueryReading,
  reference: SearchReference,
  type: SearchTouchpointsQuery['type'],
): TextPlan | null => {
  if (reading.words.length === 0) return null;
  const tags = reference.tagIds(reading.words);
  return {
    rows: {
      titles: reference.titleRows(type, reading.words),
      tagged: reference.taggedRows(type, tags),
      published: reference.publishedRows(type),
    },
    strict: strictTsquery(reading.words),
    exact: exactWords(reading.words),
    expanded: expandedTsquery(reading.words),
    organisationIds: reference.organisationIds(reading.words),
    industryIds: tags.industries,
    areaIds: tags.areas,
  };
};

/** The query with the city's ids added as a place filter (when the filters name none). */
const withCity = (query: SearchTouchpointsQuery, reading: QueryReading): SearchTouchpointsQuery =>
  reading.city && !query.city_ids?.length ? { ...query, city_ids: reading.city.ids } : query;

/**
 * A page with at most `MAX_PER_ORGANISATION` hits of one organisation, in order, from `hits`
 * (read beyond one page), and how far it reached: the hits before `resumeAfter` are all shown,
 * and `shownLater` are the shown ones after it, for the next page to leave out.
 */
export const variedPage = (hits: readonly SearchHit[], perPage: number) => {
  const page: SearchHit[] = [];
  const perOrganisation = new Map<string, number>();
  let firstSkipped = -1;
  for (const [index, hit] of hits.entries()) {
    if (page.length === perPage) break;
    const organisation = hit.organisation ?? hit.id;
    const count = perOrganisation.get(organisation) ?? 0;
    if (count >= MAX_PER_ORGANISATION) {
      if (firstSkipped < 0) firstSkipped = index;
      continue;
    }
    perOrganisation.set(organisation, count + 1);
    page.push(hit);
  }
  // Nothing else matched: fill the page with what there is, in order; the next page resumes
  // after its last hit, as a page without variety does.
  if (page.length < perPage && firstSkipped >= 0) {
    const filled = hits.slice(0, perPage);
    return { page: filled, resumeAfter: filled.at(-1) ?? null, shownLater: [] };
  }
  if (firstSkipped < 0) return { page, resumeAfter: page.at(-1) ?? null, shownLater: [] };
  const resumeAfter = firstSkipped > 0 ? (hits[firstSkipped - 1] ?? null) : null;
  const later = new Set(hits.slice(firstSkipped).map((hit) => hit.id));
  return { page, resumeAfter, shownLater: page.filter((hit) => later.has(hit.id)) };
};

/** A count that says that exactly no row matches. */
const isExactlyNone = (total: SearchTotal) =>
  total.total === 0 && !total.estimate && !total.lowerBound;

const keyOf = (hit: SearchHit) =>
  hit.key instanceof Date
    ? hit.key.toISOString()
    : hit.key === 'infinity'
      ? 'infinity'
      : new Date(hit.key).toISOString();

export const searchService = (
  db: Db,
  options: {
    /** Whether a first page's count may run beside the search now (a connection to spare). */
    concurrent?: () => boolean;
  } = {},
) => {
  const reference = searchReferenceCache(db);

  return async (query: SearchTouchpointsQuery, now = new Date()) => {
    const cursor = query.cursor ? decodeSearchCursor(query.cursor) : null;
    const sort: SearchSort = cursor?.sort ?? query.sort ?? defaultSearchSort(query.type, query.q);
    const listed = query.id_list_ids?.length
      ? await idListTouchpointIds(db, query.id_list_ids)
      : null;
    const typed = cursor ? cursor.q : query.q;
    const words = typed ? await reference() : null;
    let reading: QueryReading | null = typed && words ? readQuery(typed, words) : null;
    const dropped: string[] = [];
    // Each reading's plan, made once: its search, its count and the variety read share it.
    const plans = new Map<QueryReading, TextPlan | null>();
    const planFor = (readingNow: QueryReading | null) => {
      if (!readingNow || !words) return null;
      let plan = plans.get(readingNow);
      if (plan === undefined) {
        plan = planOf(readingNow, words, query.type);
        plans.set(readingNow, plan);
      }
      return plan;
    };
    const run = (limit?: number) => {
      const readingNow = reading ?? { words: [], city: null };
      const plan = planFor(reading);
      return searchTouchpointIds(
        db,
        withCity(query, readingNow),
        sort,
        plan,
        cursor,
        listed,
        now,
        limit ? { limit } : {},
      );
    };
    const variety = !cursor && sort === 'relevance' && Boolean(reading?.words.length);
    // A first page's count does not depend on its hits, only on whether there are more than a
    // page of them: with a pool (PostgreSQL) that has a connection to spare, it starts on a second
    // connection with the search and is used when the page is full (decision 046; for the reading
    // with words dropped too, decision 048). The embedded database runs one statement at a time,
    // and a busy pool has no connection to spare: then it waits for the page as before.
    const counting = (readingNow: QueryReading | null) =>
      countSearchMatches(
        db,
        withCity(query, readingNow ?? { words: [], city: null }),
        planFor(readingNow),
        listed,
        now,
        { sort },
      );
    // The count of the reading a first page's search runs with, started with it. A reading that
    // finds nothing leaves its count unused, and the search runs again with words dropped: that
    // reading's count starts with that search in turn (decision 048), instead of after it.
    let early = null as { reading: QueryReading | null; total: Promise<SearchTotal> } | null;
    const countEarly = () => {
      if (cursor || !options.concurrent?.()) return;
      const total = counting(reading);
      // Not waited for when the page ends up not needing it.
      total.catch(() => {});
      early = { reading, total };
    };
    countEarly();
    // The reading's hits: the page's search, or none as soon as the reading's early count says
    // that exactly none match (a search counts what its pages show, decision 058). A search that
    // finds nothing reads every tier to its end to prove it, 8–20 ms for two words in no row
    // together, where the count often knows in a few: the next reading starts then, and the
    // search is left to finish unused (decision 059).
    const searchNow = () => {
      const search = run();
      const counted = early && early.reading === reading ? early.total : null;
      if (!counted) return search;
      search.catch(() => {});
      const none = counted.then(
        (total) => (isExactlyNone(total) ? [] : search),
        () => search,
      );
      return Promise.race([search, none]);
    };
    let hits = await searchNow();
    // Every word together found nothing: drop the last word, then the one before, and say so. With
    // three words or more, one statement finds the first shorter reading that finds anything (down
    // to two words: with one left, the search itself tells), so the search runs once more, not
    // once per word dropped. It runs only after an empty search: before every search it cost
    // common words up to 30 ms (the text index's matches of "graduate" and "year" in jobs).
    if (!cursor && hits.length === 0 && reading && words && reading.words.length > 2) {
      const whole = reading;
      const readings = whole.words.slice(2).map((_, index) => ({
        ...whole,
        words: whole.words.slice(0, whole.words.length - 1 - index),
      }));
      const found = await firstReadingWithMatches(
        db,
        withCity(query, whole),
        sort,
        readings.flatMap((each) => planOf(each, words, query.type) ?? []),
        listed,
        now,
      );
      const kept = whole.words.length - 1 - found;
      dropped.push(...whole.words.slice(kept).map((word) => word.typed));
      reading = { ...whole, words: whole.words.slice(0, kept) };
      countEarly();
      hits = await searchNow();
    }
    // Still nothing (two words, or nothing with one word left): drop the last word, as before.
    while (!cursor && hits.length === 0 && reading && reading.words.length > 1) {
      const last = reading.words.at(-1);
      if (last) dropped.unshift(last.typed);
      reading = { ...reading, words: reading.words.slice(0, -1) };
      countEarly();
      hits = await searchNow();
    }
    // A first page with too many of one organisation: read three pages to choose a varied one.
    if (variety && hits.length > query.per_page && needsVariety(hits.slice(0, query.per_page))) {
      hits = await run(query.per_page * VARIETY_READ + 1);
    }

    let page: SearchHit[];
    let resumeAfter: SearchHit | null;
    let shownLater: SearchHit[] = [];
    const more = hits.length > query.per_page;
    if (variety && more) {
      const varied = variedPage(hits, query.per_page);
      page = varied.page;
      resumeAfter = varied.resumeAfter;
      shownLater = varied.shownLater;
    } else {
      page = hits.slice(0, query.per_page);
      resumeAfter = page.at(-1) ?? null;
    }

    const ids = page.map((hit) => hit.id);
    // The count and the page's resources are independent: both at once (two connections on
    // PostgreSQL).
    const [counted, data] = await Promise.all([
      cursor
        ? {
            total: cursor.total ?? 0,
            estimate: cursor.totalIsEstimate ?? false,
            lowerBound: cursor.totalIsLowerBound ?? false,
          }
        : !more
          ? { total: page.length, estimate: false, lowerBound: false }
          : early && early.reading === reading
            ? early.total
            : counting(reading),
      touchpointResourcesByIds(db, ids, { withDetails: false, now }),
    ]);
    const q = reading ? readingText(reading) : undefined;
    const nextCursor: SearchCursor | null = more
      ? {
          sort,
          tier: resumeAfter ? Number(resumeAfter.tier) : 0,
          value: resumeAfter ? keyOf(resumeAfter) : 'infinity',
          id: resumeAfter?.id ?? FROM_THE_START,
          ...(q ? { q } : {}),
          shown: [...(cursor?.shown ?? []), ...shownLater.map((hit) => hit.id)],
          total: Math.max(counted.total, page.length),
          totalIsEstimate: counted.estimate,
          totalIsLowerBound: counted.lowerBound,
        }
      : null;
    const meta: SearchMeta = {
      next_cursor: nextCursor ? encodeNext(nextCursor) : null,
      per_page: query.per_page,
      query: q ?? null,
      sort,
      total: Math.max(counted.total, page.length),
      total_is_estimate: counted.estimate,
      total_is_lower_bound: counted.lowerBound,
      dropped_words: dropped,
      showing_results_for: dropped.length && q ? q : null,
      city: reading?.city?.name ?? null,
    };
    return { data, meta };
  };
};

/**
 * A cursor whose page resumed from the very start (the first hit of the read was held back for
 * variety) has no row to resume after: it resumes from the start of the first tier, leaving out
 * what was shown.
 */
const encodeNext = (cursor: SearchCursor): string =>
  encodeSearchCursor(cursor.id === FROM_THE_START ? { ...cursor, tier: 0 } : cursor);
