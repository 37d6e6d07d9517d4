import type { SearchTouchpointsQuery } from '@gradway/domain/contracts';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../db';
import { cities, idLists, touchpoints, users } from '../../db/schema';
import { relationColumns } from '../touchpoints/touchpoint-relations.repository';
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

const titleMatches = (text: SQL) => sql`t.title_search @@ ${text}`;
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
 * How many of the newest rows of the type each text tier reads in posting order before it turns
 * to the text index, by tier. Broad words fill a page long before that ("engineer": within the
 * first ~50 rows); rarer ones reach the index, cheap for them because they are rare. The title
 * tier reads its window from an index alone (`touchpoints_search_window_idx`, about 0.5 µs a row),
 * the document tier from the table (about 8 µs a row, the document's words being stored apart), so
 * its window is smaller: a page of matches not found among the newest 700 rows means the words are
 * in fewer than about 2,000 documents of the type, which the text index reads in a few ms.
 */
export const SEARCH_WINDOWS = [3_000, 700] as const;

/** The newest rows of the type after the cursor, newest first (an index range). */
const newestRows = (query: SearchTouchpointsQuery, cursor: SearchCursor | null, columns: SQL) =>
  sql`select ${columns} from touchpoints t
    where t.touchpointable_type = ${TOUCHPOINTABLE_TYPE_OF[query.type]}
      and ${query.include_closed ? sql`t.state in ('published', 'closed', 'expired', 'ended')` : sql`t.state = 'published'`}
      and t.published_at is not null ${cursor ? sql`and ${afterCursor(cursor)}` : sql``}
    order by t.published_at desc, t.id desc`;

/**
 * One relevance tier, newest first, as two parts of one statement, each at most `limit` rows:
 * the matches among the newest `window` rows, read in posting order (the scan stops as soon as
 * the page is full), then the older matches through the text index, sorted. The second part runs
 * only when the first leaves the page short (see `searchTouchpointIds`). Its sort key is an
 * expression so that the planner cannot walk the posting-time index instead and read every row
 * when the words are rarer than it estimates.
 */
const tierParts = (
  query: SearchTouchpointsQuery,
  where: SQL[],
  tier: number,
  cursor: SearchCursor | null,
  limit: number,
  window: number,
): SQL[] => {
  const columns = sql`t.id, t.published_at, ${tier}::int as tier`;
  const older: SQL[] = [...where, ...(cursor ? [afterCursor(cursor)] : [])];
  if (window > 0) {
    const edge = sql`(${newestRows(query, cursor, sql`t.published_at, t.id`)} offset ${window - 1} limit 1)`;
    older.push(sql`(t.published_at, t.id) < ${edge}`);
  }
  const fromIndex = sql`(select ${columns} from touchpoints t where ${sql.join(older, sql` and `)}
    order by t.published_at + interval '0 s' desc, t.id desc limit ${limit})`;
  if (window === 0) return [fromIndex];
  const newest = sql`(select ${columns} from (${newestRows(query, cursor, sql`*`)} limit ${window}) t
    where ${sql.join(where, sql` and `)} limit ${limit})`;
  return [newest, fromIndex];
};

/**
 * One page of hits plus one (to tell whether a next page exists), in one statement: the parts of
 * each tier from the cursor's on, in order under one limit. The database runs a part only while
 * the limit is not reached, so a broad word costs one short index scan and a rare one a bounded
 * window and an index lookup.
 */
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
  const q = query.q;
  const parts = SEARCH_TIERS.filter((tier) => !cursor || tier >= cursor.tier).flatMap((tier) =>
    tierParts(
      query,
      [...base, tierCondition(tier, q)],
      tier,
      cursor && tier === cursor.tier ? cursor : null,
      wanted,
      windows[tier - 1] ?? 0,
    ),
  );
  return selectRows<SearchHit>(
    db,
    sql`select * from (${sql.join(parts, sql` union all `)}) hits limit ${wanted}`,
  );
};

/** The touchpoint ids of shared id lists (unknown lists add none). */
export const idListTouchpointIds = async (db: Db, ids: readonly string[]): Promise<string[]> => {
  const rows = await db
    .select({ ids: idLists.ids })
    .from(idLists)
    .where(inArray(idLists.id, [...ids]));
  return [...new Set(rows.flatMap((row) => row.ids))];
};

/**
 * The rows `touchpointResourcesWith` turns into wire resources, with their relations, for the
 * given ids (any order), in one statement.
 */
export const touchpointRowsByIds = (db: Db, ids: readonly string[]) =>
  db
    .select({ ...touchpointColumns, ...relationColumns })
    .from(touchpoints)
    .leftJoin(cities, eq(cities.id, touchpoints.placeCityId))
    .leftJoin(users, eq(users.id, touchpoints.createdById))
    .where(inArray(touchpoints.id, [...ids]));
