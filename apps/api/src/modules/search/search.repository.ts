import type { SearchTouchpointsQuery } from '@gradway/domain/contracts';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../db';
import { cities, idLists, touchpoints, users } from '../../db/schema';
import { touchpointColumns } from '../touchpoints/touchpoints.repository';
import { searchConditions } from './search-conditions';
import type { SearchCursor } from './search-cursor';

/**
 * One page of search results as ids, in order, plus one more to tell whether a next page exists.
 *
 * With a text query, relevance comes in tiers, each newest first: (1) the title has the words,
 * (2) the summary or description has them (typos are corrected before, see `search-vocabulary`).
 * Ordering each tier by posting time, not by a computed score, lets the database read the newest
 * rows in index order and stop after one page for broad words ("engineer" matches thousands), and
 * use the full-text indexes for rare ones; and it pages by keyset, so a page at depth 5,000 costs
 * what the first one does. Without a text query: newest first.
 */

export interface SearchHit {
  id: string;
  published_at: Date | string;
  tier: number;
}

/** Relevance tiers of a text query, best first. */
export const SEARCH_TIERS = [1, 2] as const;

const TOUCHPOINTABLE_TYPE_OF = { jobs: 'Job', internships: 'Internship', events: 'Event' } as const;

const titleMatches = (text: SQL) => sql`to_tsvector('english'::regconfig, t.title) @@ ${text}`;
const documentMatches = (text: SQL) => sql`t.search @@ ${text}`;

const tierCondition = (tier: number, q: string): SQL => {
  const text = sql`websearch_to_tsquery('english'::regconfig, ${q})`;
  if (tier === 1) return titleMatches(text);
  return sql`(${documentMatches(text)} and not ${titleMatches(text)})`;
};

/** Rows after the cursor's row in `published_at desc, id desc` order (an index range). */
const afterCursor = (cursor: SearchCursor): SQL =>
  sql`(t.published_at, t.id) < (${new Date(cursor.postedAt)}, ${cursor.id}::uuid)`;

/**
 * The newest rows a text tier reads in posting order before it turns to the text index: a small
 * window first (enough for common words), then a larger one.
 */
export const SEARCH_WINDOWS = [200, 3_000] as const;

/**
 * Newest first, collecting the matches through the text indexes and sorting them (the sort key is
 * an expression so that the planner cannot walk the published_at index instead and read every row
 * when the words turn out rarer than it estimates).
 */
const sortedMatches = (db: Db, where: SQL[], limit: number, tier: number) =>
  selectRows<SearchHit>(
    db,
    sql`select t.id, t.published_at, ${tier}::int as tier from touchpoints t
      where ${sql.join(where, sql` and `)}
      order by t.published_at + interval '0 s' desc, t.id desc limit ${limit}`,
  );

/** The newest `rows` rows of the type after the cursor, read from the index alone. */
const newestRows = (query: SearchTouchpointsQuery, cursor: SearchCursor | null, rows: number) =>
  sql`select t.id, t.published_at from touchpoints t
    where t.touchpointable_type = ${TOUCHPOINTABLE_TYPE_OF[query.type]}
      and ${query.include_closed ? sql`t.state in ('published', 'closed', 'expired', 'ended')` : sql`t.state = 'published'`}
      and t.published_at is not null ${cursor ? sql`and ${afterCursor(cursor)}` : sql``}
    order by t.published_at desc, t.id desc limit ${rows}`;

/** The matches among the newest `rows` rows, newest first, and whether the window was full. */
const matchesInWindow = async (
  db: Db,
  query: SearchTouchpointsQuery,
  where: SQL[],
  cursor: SearchCursor | null,
  rows: number,
  limit: number,
  tier: number,
) =>
  selectRows<SearchHit & { window_rows: number }>(
    db,
    sql`with newest as materialized (${newestRows(query, cursor, rows)}),
      counted as (select count(*)::int as window_rows from newest)
      select t.id, t.published_at, ${tier}::int as tier, counted.window_rows
      from newest join touchpoints t on t.id = newest.id, counted
      where ${sql.join(where, sql` and `)}
      order by newest.published_at desc, newest.id desc limit ${limit}`,
  );

/**
 * One relevance tier, newest first: the matches among the newest rows (a small window, then a
 * larger one), and only when the page is still not full, the older matches through the text
 * index, sorted — cheap then, because the words are rare. Every step reads a bounded number of
 * rows whatever the planner estimates.
 */
const searchTier = async (
  db: Db,
  query: SearchTouchpointsQuery,
  base: SQL[],
  text: SQL,
  tier: number,
  cursor: SearchCursor | null,
  limit: number,
  windows: readonly number[],
): Promise<SearchHit[]> => {
  const where = [...base, text];
  let hits: SearchHit[] = [];
  for (const rows of windows) {
    hits = await matchesInWindow(db, query, where, cursor, rows, limit, tier);
    if (hits.length >= limit) return hits;
  }
  const largest = windows.at(-1) ?? 0;
  const [edge] = await selectRows<{ published_at: Date | string; id: string }>(
    db,
    sql`select id, published_at from (${newestRows(query, cursor, largest)}) newest
      order by published_at, id limit 1`,
  );
  if (!edge) return hits;
  const older = sql`(t.published_at, t.id) < (${new Date(edge.published_at)}, ${edge.id}::uuid)`;
  return [...hits, ...(await sortedMatches(db, [...where, older], limit - hits.length, tier))];
};

export const searchTouchpointIds = async (
  db: Db,
  query: SearchTouchpointsQuery,
  cursor: SearchCursor | null,
  idListTouchpointIds: readonly string[] | null,
  now: Date,
  windows: readonly number[] = SEARCH_WINDOWS,
): Promise<SearchHit[]> => {
  const base = [
    ...searchConditions(query, idListTouchpointIds, now),
    sql`t.published_at is not null`,
  ];
  const wanted = query.per_page + 1;
  if (!query.q) {
    return selectRows<SearchHit>(
      db,
      sql`select t.id, t.published_at, 0 as tier from touchpoints t
        where ${sql.join(cursor ? [...base, afterCursor(cursor)] : base, sql` and `)}
        order by t.published_at desc, t.id desc limit ${wanted}`,
    );
  }
  const hits: SearchHit[] = [];
  for (const tier of SEARCH_TIERS) {
    if (cursor && tier < cursor.tier) continue;
    const tierCursor = cursor && tier === cursor.tier ? cursor : null;
    const text = tierCondition(tier, query.q);
    hits.push(
      ...(await searchTier(db, query, base, text, tier, tierCursor, wanted - hits.length, windows)),
    );
    if (hits.length >= wanted) break;
  }
  return hits;
};

/** The touchpoint ids of shared id lists (unknown lists add none). */
export const idListTouchpointIds = async (db: Db, ids: readonly string[]): Promise<string[]> => {
  const rows = await db
    .select({ ids: idLists.ids })
    .from(idLists)
    .where(inArray(idLists.id, [...ids]));
  return [...new Set(rows.flatMap((row) => row.ids))];
};

/** The rows `touchpointResources` turns into wire resources, for the given ids (any order). */
export const touchpointRowsByIds = (db: Db, ids: readonly string[]) =>
  db
    .select(touchpointColumns)
    .from(touchpoints)
    .leftJoin(cities, eq(cities.id, touchpoints.placeCityId))
    .leftJoin(users, eq(users.id, touchpoints.createdById))
    .where(inArray(touchpoints.id, [...ids]));
