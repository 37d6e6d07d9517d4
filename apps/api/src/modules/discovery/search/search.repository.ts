import type { SearchSort, SearchTouchpointsQuery } from '@gradway/domain/contracts';
import { inArray, type SQL, sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../../db';
import { idLists } from '../../../db/schema';
import {
  FILTER_COLUMNS,
  hasNarrowingFilters,
  indexedFilterConditions,
  searchConditions,
  TOUCHPOINTABLE_TYPE_OF,
  uuidArray,
} from './search-conditions';
import { FROM_THE_START, type SearchCursor } from './search-cursor';

/**
 * One page of search results as ids, in order, plus one more to tell whether a next page exists.
 *
 * With a text query ordered by relevance, results come in tiers (decision 024, revising 009), each
 * newest first: (1) the title has every word as typed (or as corrected) as whole words; (2) the
 * title has every word through its terms (stems, prefixes, word families, related terms of the
 * field, typo corrections); (3) the opportunity is an organisation's whose name has the words;
 * (4) its industry or an area of it has them; (5) its summary or description has them. Ordering
 * each tier by posting time, not by a computed score, lets the database read the newest rows in
 * index order and stop after one page for broad words ("engineer" matches thousands), and use the
 * full-text indexes for rare ones; and it pages by keyset, so a page at depth 5,000 costs what the
 * first one does. Other orders (newest, deadline, start date) read every match in one part.
 */

export interface SearchHit {
  id: string;
  /** The value the page is ordered by: posting time, or deadline or start (`infinity` for none). */
  key: Date | string;
  tier: number;
  /** The organisation it is of (to vary the first page). */
  organisation: string;
}

/** What a text query searches for, as read by `search-query` and the search's reference data. */
export interface TextPlan {
  /** `to_tsquery` text: every word as read. */
  strict: string;
  /** For each word, whole words of which the title must have one for the first tier. */
  exact: string[][];
  /** `to_tsquery` text: every word through any of its terms. */
  expanded: string;
  organisationIds: string[];
  industryIds: string[];
  areaIds: string[];
  /**
   * At most how many of the type's published opportunities (`published`) have the text in their
   * title (`titles`) and are in the industries and areas the words name (`tagged`), from the
   * search's reference (`search-title-rows`); when absent, not known.
   */
  rows?: { titles: number; tagged: number; published: number };
}

/**
 * Whether a tier's window (the type's newest rows, read in posting order) can fill a page of
 * `wanted` hits, when at most `atMost` of the type's `published` rows are the tier's: spread over
 * them, the window's share is below a page, so the window is not read (decision 065). The tier
 * then reads all its rows from its index, sorted: the same rows in the same order (the window's
 * are the newest), without first passing over thousands of rows that are not the tier's ("equity
 * research" in remote internships: the title tiers' windows read 6,000 rows for none).
 */
export const windowCanFill = (
  atMost: number | undefined,
  published: number | undefined,
  window: number,
  wanted: number,
): boolean => {
  if (atMost === undefined || !published) return true;
  return (atMost * window) / published >= wanted;
};

/** A relevance tier's window, or 0 when it cannot fill the page (`windowCanFill`). */
const tierWindow = (plan: TextPlan, tier: number, window: number, wanted: number) => {
  const atMost = tier <= 2 ? plan.rows?.titles : tier === 4 ? plan.rows?.tagged : undefined;
  return windowCanFill(atMost, plan.rows?.published, window, wanted) ? window : 0;
};

/** Relevance tiers of a text query, best first. */
export const SEARCH_TIERS = [1, 2, 3, 4, 5] as const;

const tsquery = (text: string) => sql`to_tsquery('english'::regconfig, ${text})`;
const wholeWord = (words: readonly string[]) => `\\m(${words.join('|')})\\M`;

interface TierConditions {
  /** What each tier's index finds (read apart from the other conditions, see `tierParts`). */
  titleStrictIndex: SQL;
  /** The rows the industries' and areas' indexes find, for a scope (see `scopeOf`). */
  tagsRows: ((scope: SQL, columns?: SQL) => SQL) | null;
  titleStrict: SQL;
  titleExpanded: SQL;
  organisation: SQL | null;
  tags: SQL | null;
  document: SQL;
  /**
   * The text anywhere with each phrase read as its words in any place ("spring week" as spring and
   * week): it finds at least what `document` finds, from the text index alone, without reading
   * each row's text to check where its words are (see `tierParts`).
   */
  documentLoose: SQL;
}

/** The expanded text with each phrase read as its words anywhere. */
const looseText = (plan: TextPlan) => plan.expanded.replaceAll(' <-> ', ' & ');

/**
 * The text anywhere (`document`, or with `organisation` also an organisation's whose name has the
 * words), written so that a row with the text in its title is not checked against its whole text.
 *
 * The text index cannot tell where a row's words are: for a text with a phrase ("software" reads,
 * among its related terms, "software engineer" as a phrase), a row whose match depends on the
 * phrase is a candidate whose whole text is read to check it (the description's words, stored
 * apart from the row: about 3.6 buffers a row, 11,000 for the 3,000 rows a count of "software"
 * reads). The whole text begins with the title's words, at the same positions, so a query of
 * words, phrases and prefixes (never a negation) that the title's words match, the whole text
 * matches: `title or whole text` finds the same rows, from the two text indexes (a bitmap of
 * both, in the table's order, as the one index read them), and checks a candidate against its
 * title first, in the row, and against its whole text only when the title does not have it
 * (decision 051). A text without a phrase has no candidate to check: it is read as it was.
 */
const titleFirstText = (plan: TextPlan, organisation: boolean): SQL => {
  const c = tierConditionsOf(plan);
  const text =
    looseText(plan) === plan.expanded ? c.document : sql`(${c.titleExpanded} or ${c.document})`;
  return organisation && c.organisation ? sql`(${c.organisation} or ${text})` : text;
};

/** A walking tier's loose text (see `Tier.loose`), with its condition. */
const looseOf = (plan: TextPlan, where: SQL) => {
  const text = looseText(plan);
  return { where, text, same: text === plan.expanded };
};

const tierConditionsOf = (plan: TextPlan): TierConditions => {
  // The title itself is not in the window's index: read it by id, only for rows whose title words
  // already match, so the window stays an index-only scan.
  // A scalar subquery, which the planner keeps as a per-row lookup instead of joining.
  const exact = plan.exact.length
    ? [
        sql`(select ${sql.join(
          plan.exact.map((word) => sql`x.title ~* ${wholeWord(word)}`),
          sql` and `,
        )} from touchpoints x where x.id = t.id)`,
      ]
    : [];
  const inIndustries = plan.industryIds.length
    ? sql`t.industry_id = any(${uuidArray(plan.industryIds)})`
    : null;
  const inAreas = plan.areaIds.length ? sql`t.area_ids && ${uuidArray(plan.areaIds)}` : null;
  const tags = [inIndustries, inAreas].filter((condition) => condition !== null);
  // The rows of the industries and of the areas, each from its own index: an industry's
  // touchpoints from the touchpoints' industry index (reading their ids first and then each row
  // by id cost four times the buffers), an area's from the type's text index, which holds the
  // areas' ids (decision 060), leaving out those the industries found. `columns`: the whole row,
  // or only what a reader needs (the count's ids).
  const tagsRows = (scope: SQL, columns: SQL = sql`*`): SQL => {
    const sources: SQL[] = [];
    if (inIndustries) {
      sources.push(sql`select ${columns} from touchpoints t where ${scope}${inIndustries}`);
    }
    if (inAreas) {
      sources.push(
        sql`select ${columns} from touchpoints t where ${scope}${inAreas}${inIndustries ? sql` and not coalesce(${inIndustries}, false)` : sql``}`,
      );
    }
    return sql.join(sources, sql` union all `);
  };
  return {
    titleStrictIndex: sql`t.title_search @@ ${tsquery(plan.strict)}`,
    tagsRows: tags.length ? tagsRows : null,
    titleStrict: sql`(t.title_search @@ ${tsquery(plan.strict)}${exact.length ? sql` and ${sql.join(exact, sql` and `)}` : sql``})`,
    titleExpanded: sql`t.title_search @@ ${tsquery(plan.expanded)}`,
    organisation: plan.organisationIds.length
      ? sql`t.creatable_for_id = any(${uuidArray(plan.organisationIds)})`
      : null,
    tags: tags.length ? sql`(${sql.join(tags, sql` or `)})` : null,
    document: sql`t.search @@ ${tsquery(plan.expanded)}`,
    documentLoose: sql`t.search @@ ${tsquery(looseText(plan))}`,
  };
};

/** Not in an earlier tier (a null, e.g. no industry, is not a match). */
const not = (condition: SQL | null) => (condition ? [sql`not coalesce(${condition}, false)`] : []);

interface Tier {
  tier: number;
  /** The condition an index finds, read apart (see `tierParts`). */
  index: SQL;
  /** Instead of `index`: the rows its indexes find, for a scope. */
  rows?: (scope: SQL) => SQL;
  /** Every condition of the tier (only rows of no earlier tier). */
  where: SQL[];
  window: number;
  /**
   * The tier's text is not in the window's index (the description): when filters narrow the
   * search, its window walks the newest rows that pass them and reads the text by id for those
   * only (see `tierParts`).
   */
  walk?: boolean;
  /**
   * For a walking tier: a condition that finds at least what `index` finds, at less cost, and
   * the `to_tsquery` text of its words (the planner estimates its rows from it). `same`: the text
   * has no phrase, so the loose condition finds exactly what `index` finds (see `tierParts`).
   */
  loose?: { where: SQL; text: string; same: boolean };
  /**
   * `index` written to check a row's title before its whole text (`titleFirstText`): the same
   * rows, for reads of all of the text's rows from its index.
   */
  titleFirst?: SQL;
  /**
   * The title tiers read their window (and where it ends) from one CTE of the newest rows, in the
   * window's index's columns: the second tier reads again, from memory, the rows the first read
   * (see `tierParts`).
   */
  sharedWindow?: boolean;
}

/** Each tier's condition (only rows of no earlier tier) and window, best first. */
const relevanceTiers = (plan: TextPlan) => {
  const c = tierConditionsOf(plan);
  const tiers: Tier[] = [
    {
      tier: 1,
      index: c.titleStrictIndex,
      where: [c.titleStrict],
      window: SEARCH_WINDOWS[0],
      sharedWindow: true,
    },
    {
      tier: 2,
      index: c.titleExpanded,
      where: [c.titleExpanded, ...not(c.titleStrict)],
      window: SEARCH_WINDOWS[0],
      sharedWindow: true,
    },
  ];
  if (c.organisation) {
    tiers.push({
      tier: 3,
      index: c.organisation,
      where: [c.organisation, ...not(c.titleExpanded)],
      window: 0,
    });
  }
  if (c.tags && c.tagsRows) {
    tiers.push({
      tier: 4,
      index: c.tags,
      rows: c.tagsRows,
      where: [c.tags, ...not(c.titleExpanded), ...not(c.organisation)],
      window: SEARCH_WINDOWS[1],
    });
  }
  tiers.push({
    tier: 5,
    index: c.document,
    loose: looseOf(plan, c.documentLoose),
    titleFirst: titleFirstText(plan, false),
    where: [c.document, ...not(c.titleExpanded), ...not(c.organisation), ...not(c.tags)],
    window: SEARCH_WINDOWS[1],
    walk: true,
  });
  return tiers;
};

/**
 * The text anywhere or the organisation's name: for the orders that are not by relevance. With
 * `loose`, each phrase is read as its words in any place (`documentLoose`).
 */
const anyTextCondition = (plan: TextPlan, loose = false): SQL => {
  const c = tierConditionsOf(plan);
  const document = loose ? c.documentLoose : c.document;
  return c.organisation ? sql`(${document} or ${c.organisation})` : document;
};

/**
 * The type and the state, as literals ahead of a text condition read apart, so that the text is
 * read from the type's own index of published touchpoints (migration 0021), not every type's and
 * state's (a job search for "spring week" read 1,900 internships and events to find no job),
 * with the list filters that index holds beside the text (decision 057): the rows a text scan
 * gives then pass them, so the rareness tests and counts below read fewer of them. Every reader
 * still tests all the filters, so the rows kept are the same.
 */
const scopeOf = (query: SearchTouchpointsQuery): SQL =>
  query.include_closed
    ? sql``
    : sql`${sql.raw(
        `t.touchpointable_type = '${TOUCHPOINTABLE_TYPE_OF[query.type]}' and t.state = 'published' and `,
      )}${sql.join(
        indexedFilterConditions(query).map((condition) => sql`${condition} and `),
        sql``,
      )}`;

/** Rows after the cursor's row in `published_at desc, id desc` order (an index range). */
const afterCursor = (cursor: SearchCursor): SQL =>
  sql`(t.published_at, t.id) < (${new Date(cursor.value)}, ${cursor.id}::uuid)`;

/**
 * How many of the newest rows of the type the title tiers and the others read in posting order
 * before they turn to the text index. Broad words fill a page long before that ("engineer":
 * within the first ~50 rows); rarer ones reach the index, cheap for them because they are rare.
 * The title tiers read their window from an index alone (`touchpoints_search_window_idx`, about
 * 0.5 µs a row), the others from the table (about 8 µs a row), so their window is smaller.
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
 * A walking tier whose text is in at most this many of the type's rows reads them all from the
 * text index instead of walking (see `tierParts`).
 */
export const RARE_TEXT_ROWS = 1_000;

/**
 * A walking tier whose loose text the planner expects in more than this many times
 * `RARE_TEXT_ROWS` of the type's rows walks without testing whether it is rare (decision 046):
 * over the tuned-on mixes, no text estimated above 5,000 rows was in 1,000 rows or fewer.
 */
export const RARE_TEXT_ESTIMATE_FACTOR = 10;

/**
 * A walking tier whose loose text is in more than `RARE_TEXT_ROWS` rows but at most this many
 * (and estimated in at most this many) tests its walked rows against the loose text's rows before
 * reading their text by id (decision 047, see `tierParts`). Reading the text index's rows costs
 * about 0.7 buffers a row, a walked row's text read by id about 7: past the 1,001 rows the
 * rareness test reads anyway, 1,000 more cost what about 100 walked rows do.
 */
export const WALK_GATE_ROWS = 2_000;

/**
 * A rare walking tier's text with a phrase whose loose text is in at most this many rows reads
 * its rows by id from the loose text's, not from the text index again (decision 051).
 */
export const FEW_LOOSE_ROWS = 100;

/**
 * How many of the newest rows of the type a walking window (`Tier.walk`) passes over at most, in
 * the window's index alone, to find its `window` rows that pass the filters.
 */
export const WALK_ROWS = 20_000;

/** Whether a CTE holds at most `rows` rows (it reads one more at the most). */
const inAtMost = (cte: SQL, rows: number): SQL =>
  sql`(select count(*) <= ${rows} from (select 1 from ${cte} limit ${rows + 1}) r)`;

/**
 * One tier, newest first, as two parts of one statement, each at most `limit` rows: the matches
 * among the newest `window` rows, read in posting order (the scan stops as soon as the page is
 * full), then the older matches through the text index, sorted. The second part runs only when
 * the first leaves the page short (see `searchTouchpointIds`). Its sort key is an expression so
 * that the planner cannot walk the posting-time index instead and read every row when the words
 * are rarer than it estimates.
 *
 * A walking tier's window is its newest `window` rows that pass the filters (`base`), among at
 * most `WALK_ROWS`, read from the window's index alone; only those rows read the tier's own
 * conditions (the description) by id. With filters that pass most rows it costs about what the
 * table's window does (a read by id instead of in posting order); with selective ones (a city and a work mode) the window reaches back far enough to
 * fill the page, where the text index would read every row with the words (a phrase common in
 * descriptions: 23,000 rows for 10 hits).
 */
const tierParts = (
  query: SearchTouchpointsQuery,
  tier: Pick<
    Tier,
    | 'index'
    | 'rows'
    | 'where'
    | 'tier'
    | 'window'
    | 'walk'
    | 'loose'
    | 'sharedWindow'
    | 'titleFirst'
  > & {
    base: SQL[];
  },
  cursor: SearchCursor | null,
  limit: number,
  statement: {
    ctes: SQL[];
    rareTextRows: number;
    walkGateRows: number;
    fewLooseRows: number;
    shared: Set<string>;
  },
): SQL[] => {
  const { index, base, window } = tier;
  // The newest `window` rows (after the tier's cursor, if any) as a CTE, once per statement: the
  // title tiers' windows and where they end read it, the second tier from memory what the first
  // read (the same rows in the same order as reading the index again, decision 048). Its columns
  // are the window's index's, so it is read from the index alone.
  const sharedWindow = () => {
    const name = `window_rows_${window}${cursor ? '_after' : ''}`;
    if (!statement.shared.has(name)) {
      statement.shared.add(name);
      statement.ctes.push(
        sql`${sql.raw(name)} as materialized (${newestRows(query, cursor, sql`${FILTER_COLUMNS}, t.title_search`)} limit ${window})`,
      );
    }
    return sql.raw(name);
  };
  const where = [...base, ...tier.where];
  const columns = sql`t.id, t.published_at as key, ${tier.tier}::int as tier`;
  // The rows read from the tier's index (`source`, or its text's CTE) meet its index's condition
  // already: testing it again read each row's text a second time (a description's words are
  // stored apart from the row: about 2 buffers a row, up to 1,000 rows for "insight day").
  const fromIndexWhere = [...base, ...tier.where.filter((condition) => condition !== index)];
  const matching: SQL[] = [...fromIndexWhere, ...(cursor ? [afterCursor(cursor)] : [])];
  const older: SQL[] = [...matching];
  const walked = sql`(${newestRows(query, cursor, sql`*`)} limit ${WALK_ROWS}) t where ${sql.join(base, sql` and `)}`;
  // The older matches are what the tier's index finds, read apart (`offset 0` keeps the other
  // conditions out): left together, the planner combines the text index with the state's and
  // the deadline's (bitmaps of 100,000 rows to find a few hundred).
  if (window > 0 && tier.walk) {
    // Older than where the walk stopped: its last row passing the filters, or its last row.
    older.push(sql`(t.published_at, t.id) < coalesce(
      (select row(t.published_at, t.id) from ${walked} offset ${window - 1} limit 1),
      (select row(t.published_at, t.id) from (${newestRows(query, cursor, sql`t.published_at, t.id`)} offset ${WALK_ROWS - 1} limit 1) t))`);
  } else if (window > 0 && tier.sharedWindow) {
    older.push(
      sql`(t.published_at, t.id) < (select w.published_at, w.id from ${sharedWindow()} w offset ${window - 1} limit 1)`,
    );
  } else if (window > 0) {
    const edge = sql`(${newestRows(query, cursor, sql`t.published_at, t.id`)} offset ${window - 1} limit 1)`;
    older.push(sql`(t.published_at, t.id) < ${edge}`);
  }
  const source = tier.rows
    ? tier.rows(scopeOf(query))
    : sql`select * from touchpoints t where ${scopeOf(query)}${index}`;
  // The title after the id orders nothing (ids are unique) but is read from the table, not from
  // the window's index: without it the planner could read the tier's rows by scanning the whole
  // type in the window's index (it holds the title's words and every filter) and testing each,
  // 88,000 rows and 20–30 ms ("internshp" in entry-level office jobs, an area's rows for "human
  // resources"), where the tier's own index finds them in a few milliseconds (decision 046).
  const fromIndex = sql`(select ${columns} from (${source} offset 0) t
    where ${sql.join(older, sql` and `)}
    order by t.published_at + interval '0 s' desc, t.id desc, t.title limit ${limit})`;
  if (window === 0) return [fromIndex];
  if (tier.walk && tier.loose) {
    // Text in few of the type's rows (a phrase or a misspelling): all its rows from the text
    // index, filtered and sorted, cost less than the walk, whose every row reads its text by id.
    // The text's rows are a CTE read only as far as needed: `RARE_TEXT_ROWS` and one more tell
    // whether it is rare; the walk's parts run only when it is not. It keeps only the columns
    // its readers test (the filters' and the title's words), not the whole row.
    const matches = sql.raw(`text_matches_${tier.tier}`);
    const loose = sql.raw(`text_loose_${tier.tier}`);
    const fromTextIndex = sql`select ${FILTER_COLUMNS}, t.title_search from touchpoints t where ${scopeOf(query)}${tier.titleFirst ?? index}`;
    // With a phrase, a loose text in at most `FEW_LOOSE_ROWS` rows (read already for the
    // rareness test below) gives the text's rows by id, each tested on its title, then its whole
    // text: a second read of the text index built its bitmap again, which for a common prefix
    // narrowed by a rare word ("graduat:*" and "scheme" in jobs: no row) cost 8–15 ms under load
    // (decision 051). Past that, the index's bitmap costs less than the rows read by id. The
    // same rows either way (the loose text's rows hold the text's); only `fromRare` reads them,
    // sorted.
    const fewRows = sql.raw(`text_loose_few_rows_${tier.tier}`);
    const byLooseRows = sql`(select f.few_rows from ${fewRows} f)`;
    const matchesCte = tier.loose.same
      ? sql`${matches} as materialized (${fromTextIndex})`
      : sql`${matches} as materialized (select x.* from ${loose} l
            cross join lateral (select ${FILTER_COLUMNS}, t.title_search from touchpoints t
              where t.id = l.id and ${tier.titleFirst ?? index} offset 0) x
            where ${byLooseRows}
          union all
          select * from (${fromTextIndex}) t where not ${byLooseRows})`;
    // Whether it is rare is read from the text index alone, with each phrase read as its words
    // anywhere (`loose`, at least the text's rows): a phrase's rows read for their text to check
    // where its words are cost about 4 buffers a row ("insight day" in internships, whose related
    // terms are phrases: 3,768 buffers to read 1,001 rows, 775 without). When the loose text is in
    // at most `RARE_TEXT_ROWS` rows, so is the text; when it is in more and the text is not, the
    // walk runs instead, which gives the same rows (decision 044).
    const rareness = sql.raw(`text_is_rare_${tier.tier}`);
    const rareRows = statement.rareTextRows;
    // The text index builds its whole bitmap before it gives the first row, so reading 1,001
    // rows of a common word reads all of them (37,846 rows of "programme" in jobs: 10–30 ms).
    // When the planner expects the loose text in more than `RARE_TEXT_ESTIMATE_FACTOR` times
    // `RARE_TEXT_ROWS` rows, the test does not run and the walk does (migration 0033's function
    // reads the estimate; the test's subquery runs only in the `else`). Either way the rows are
    // the same, so an estimate off by any amount changes only the cost (decision 046).
    // A text with no phrase is its own loose text: its rows are the text's, read once (the text
    // index built one bitmap of the words' rows for each: "virtual work experience", whose
    // words are in most jobs, 6–7 ms each for no row, decision 048).
    // (Each CTE after those it reads.)
    statement.ctes.push(
      ...(tier.loose.same
        ? [matchesCte, sql`${loose} as materialized (select t.id from ${matches} t)`]
        : [
            sql`${loose} as materialized (select t.id from touchpoints t where ${scopeOf(query)}${tier.loose.where})`,
            sql`${fewRows} as materialized (select ${inAtMost(loose, statement.fewLooseRows)} as few_rows)`,
            matchesCte,
          ]),
      sql`${rareness} as materialized (select case when e.estimate > ${rareRows * RARE_TEXT_ESTIMATE_FACTOR} then false else ${inAtMost(loose, rareRows)} end as rare, e.estimate
        from (select search_text_rows_estimate(${TOUCHPOINTABLE_TYPE_OF[query.type]}, ${tsquery(tier.loose.text)}) as estimate) e)`,
    );
    // Text not rare but in at most `WALK_GATE_ROWS` rows (tested only when the planner expects
    // it in at most that many: a text in more reads them for nothing): the walk's rows are first
    // looked up among the loose text's rows (a hash of their ids), and only those read their text
    // by id. A walk over rows that mostly lack the words read each one's text (about 7 buffers a
    // row: 700 rows, 4,900 buffers, 11 ms for "summer internship" in spring weeks) to keep none.
    // The loose text's rows hold every row of the tier's text, so the rows kept are the same
    // (decision 047).
    const few = sql.raw(`text_loose_few_${tier.tier}`);
    statement.ctes.push(
      sql`${few} as materialized (select case when (select r.estimate from ${rareness} r) > ${statement.walkGateRows} then false
        else ${inAtMost(loose, statement.walkGateRows)} end as few)`,
    );
    const rare = sql`(select r.rare from ${rareness} r)`;
    const fromRare = sql`(select ${columns} from ${matches} t
      where ${rare} and ${sql.join(matching, sql` and `)}
      order by t.published_at desc, t.id desc limit ${limit})`;
    // The tier's own conditions by id, as a scalar subquery: evaluated row by row, only for rows
    // that passed the filters (an `exists` could be planned as a join reading the text index).
    const own = sql`coalesce((select true from touchpoints t where t.id = w.id and ${sql.join(tier.where, sql` and `)}), false)`;
    // `case` keeps the order: the loose text's rows (read in full only when they are few) first.
    const gatedOwn = sql`case when not (select f.few from ${few} f) or w.id in (select l.id from ${loose} l) then ${own} else false end`;
    const newest = sql`(select w.id, w.published_at as key, ${tier.tier}::int as tier
      from (select t.id, t.published_at from ${walked} limit ${window}) w
      where not ${rare} and ${gatedOwn} limit ${limit})`;
    const olderWalked = sql`(select ${columns} from (${source} offset 0) t
    where not ${rare} and ${sql.join(older, sql` and `)}
    order by t.published_at + interval '0 s' desc, t.id desc limit ${limit})`;
    return [fromRare, newest, olderWalked];
  }
  const newest = tier.sharedWindow
    ? sql`(select ${columns} from ${sharedWindow()} t where ${sql.join(where, sql` and `)} limit ${limit})`
    : sql`(select ${columns} from (${newestRows(query, cursor, sql`*`)} limit ${window}) t
    where ${sql.join(where, sql` and `)} limit ${limit})`;
  return [newest, fromIndex];
};

const ASCENDING_COLUMN = { deadline: sql`t.application_deadline`, start_date: sql`t.start_date` };

/**
 * One page of hits plus one (to tell whether a next page exists), in one statement. By relevance:
 * the parts of every tier from the cursor's on, in order under one limit; the database runs a
 * part only while the limit is not reached, so a broad word costs one short index scan and a rare
 * one bounded windows and index lookups.
 */
export const searchTouchpointIds = (
  db: Db,
  ...args: Parameters<typeof searchTouchpointIdsStatement>
): Promise<SearchHit[]> =>
  selectRows<SearchHit>(
    db,
    // Each hit's organisation, read by id for the page's hits only (the parts' windows stay
    // index-only scans), in the same statement.
    sql`select h.id, h.key, h.tier,
      (select o.creatable_for_id from touchpoints o where o.id = h.id) as organisation
      from (${searchTouchpointIdsStatement(...args)}) h`,
  );

/** The statement of `searchTouchpointIds` (for `explain` in the benchmark). */
export const searchTouchpointIdsStatement = (
  query: SearchTouchpointsQuery,
  sort: SearchSort,
  plan: TextPlan | null,
  given: SearchCursor | null,
  idListTouchpointIds: readonly string[] | null,
  now: Date,
  options: {
    windows?: readonly number[];
    limit?: number;
    rareTextRows?: number;
    walkGateRows?: number;
    fewLooseRows?: number;
  } = {},
): SQL => {
  const windows = options.windows ?? SEARCH_WINDOWS;
  const rareTextRows = options.rareTextRows ?? RARE_TEXT_ROWS;
  const walkGateRows = options.walkGateRows ?? WALK_GATE_ROWS;
  const fewLooseRows = options.fewLooseRows ?? FEW_LOOSE_ROWS;
  const cursor = given && given.id !== FROM_THE_START ? given : null;
  const fromTier = given?.tier ?? 0;
  const base = [
    ...searchConditions(query, idListTouchpointIds, now),
    sql`t.published_at is not null`,
    ...(given?.shown?.length ? [sql`t.id <> all(${uuidArray(given.shown)})`] : []),
  ];
  const wanted = options.limit ?? query.per_page + 1;
  if (sort === 'deadline' || sort === 'start_date') {
    const key = sql`coalesce(${ASCENDING_COLUMN[sort]}, 'infinity'::timestamptz)`;
    const where = [
      ...base,
      ...(plan ? [anyTextCondition(plan)] : []),
      ...(cursor ? [sql`(${key}, t.id) > (${cursor.value}::timestamptz, ${cursor.id}::uuid)`] : []),
    ];
    return sql`select t.id, ${key} as key, 0 as tier from touchpoints t
        where ${sql.join(where, sql` and `)} order by ${key}, t.id limit ${wanted}`;
  }
  if (!plan) {
    return sql`select t.id, t.published_at as key, 0 as tier from touchpoints t
        where ${sql.join(cursor ? [...base, afterCursor(cursor)] : base, sql` and `)}
        order by t.published_at desc, t.id desc limit ${wanted}`;
  }
  // A description's window walks the filtered rows only when filters narrow the search: without
  // them every row passes, and reading the newest rows from the table costs less than by id.
  const walk = hasNarrowingFilters(query);
  const anyText = anyTextCondition(plan);
  const tiers =
    sort === 'newest'
      ? [
          {
            tier: 0,
            index: anyText,
            loose: looseOf(plan, anyTextCondition(plan, true)),
            titleFirst: titleFirstText(plan, true),
            where: [anyText],
            window: windows[1] ?? 0,
            walk,
          },
        ]
      : relevanceTiers(plan).map((tier) => ({
          ...tier,
          walk: walk && tier.walk,
          // (The counts are of published opportunities: with closed ones too, the window is read.)
          window:
            tier.window === 0
              ? 0
              : query.include_closed
                ? (windows[tier.tier <= 2 ? 0 : 1] ?? 0)
                : tierWindow(plan, tier.tier, windows[tier.tier <= 2 ? 0 : 1] ?? 0, wanted),
        }));
  const ctes: SQL[] = [];
  const shared = new Set<string>();
  const parts = tiers
    .filter((tier) => tier.tier >= fromTier)
    .flatMap((tier) =>
      tierParts(
        query,
        { ...tier, base },
        cursor && tier.tier === cursor.tier ? cursor : null,
        wanted,
        { ctes, rareTextRows, walkGateRows, fewLooseRows, shared },
      ),
    );
  return sql`${ctes.length ? sql`with ${sql.join(ctes, sql`, `)} ` : sql``}select * from (${sql.join(parts, sql` union all `)}) hits limit ${wanted}`;
};

/**
 * Of a text query's readings, each with fewer words than the one before (every word, then all but
 * the last, …), the index of the first that finds anything under the filters, or `plans.length`
 * when none does: in one statement, instead of a whole search per reading (decision 044). The
 * search finds a row only when it passes the filters and has the words somewhere in its text
 * (`search`, which holds the title) or is an organisation's whose name has them, or, by relevance,
 * is in an industry or area named by them; so when this finds nothing, the search would find
 * nothing either. Each reading's rows are a CTE planned to be read in full from their indexes (the
 * type's text index, the organisations', the industries' and the areas'), read only until one
 * passes the filters, and the next reading's only when the one before found none (`case` tests in
 * order).
 */
export const firstReadingWithMatches = async (
  db: Db,
  query: SearchTouchpointsQuery,
  sort: SearchSort,
  plans: readonly TextPlan[],
  idListTouchpointIds: readonly string[] | null,
  now: Date,
): Promise<number> => {
  if (plans.length === 0) return 0;
  const scope = scopeOf(query);
  const filters = [
    ...searchConditions(query, idListTouchpointIds, now),
    sql`t.published_at is not null`,
  ];
  const ctes = plans.map((plan, index) => {
    const c = tierConditionsOf(plan);
    const sources = [sql`select * from touchpoints t where ${scope}${titleFirstText(plan, false)}`];
    if (c.organisation)
      sources.push(sql`select * from touchpoints t where ${scope}${c.organisation}`);
    if (sort === 'relevance' && c.tagsRows) sources.push(c.tagsRows(scope));
    return sql`${sql.raw(`reading_${index}`)} as materialized (select ${FILTER_COLUMNS} from (${sql.join(sources, sql` union all `)}) t)`;
  });
  const tests = plans.map(
    (_, index) =>
      sql`when exists (select 1 from ${sql.raw(`reading_${index}`)} t where ${sql.join(filters, sql` and `)}) then ${index}`,
  );
  const [row] = await selectRows<{ found: number }>(
    db,
    sql`with ${sql.join(ctes, sql`, `)}
      select (case ${sql.join(tests, sql` `)} else ${plans.length} end)::int as found`,
  );
  return row?.found ?? plans.length;
};

/**
 * How many rows match, and how far to trust the number (`SearchTotal`).
 *
 * Without text, or with thousands of matches, PostgreSQL's estimate (counting thousands costs
 * more than the page: 140 ms for "engineer" at full scale). Otherwise the count reads the text's
 * matches from the type's own index and tests the filters on each, but at most
 * `COUNT_READS_AT_MOST` of them: words in thousands of the type's texts, narrowed by filters to a
 * few hundred, read every one of those thousands before (19,000 buffers for "internshp" in
 * Manchester internships), and the planner's estimate of the rows read, which decided it, was
 * off by up to four times. When the read stops there, the total is what was counted so far, a
 * lower bound ("412+ internships"): an estimate from the rows read was off by up to four times.
 */
export const countSearchMatches = async (
  db: Db,
  query: SearchTouchpointsQuery,
  plan: TextPlan | null,
  idListTouchpointIds: readonly string[] | null,
  now: Date,
  options: { readsAtMost?: number; tagReadsAtMost?: number; sort?: SearchSort } = {},
): Promise<SearchTotal> => {
  const readsAtMost = options.readsAtMost ?? COUNT_READS_AT_MOST;
  const tagReadsAtMost = options.tagReadsAtMost ?? COUNT_TAG_READS_AT_MOST;
  const filters = [
    ...searchConditions(query, idListTouchpointIds, now),
    sql`t.published_at is not null`,
  ];
  // By relevance, the pages also show the opportunities of the industries and areas the words
  // name (the fourth tier): so does the count ("energy" counted 10 jobs with the word and paged
  // through 300 of the Energy industry). Other orders show the text's matches only.
  const conditions = plan ? tierConditionsOf(plan) : null;
  const tagsRows =
    (options.sort ?? 'relevance') === 'relevance' && conditions?.tags ? conditions.tagsRows : null;
  const text = plan ? anyTextCondition(plan) : null;
  // The text is read apart from the filters, from the type's own index (as the tiers read it):
  // left together, the planner read every published touchpoint of the type and tested the text
  // on each (30,000 rows, 400 ms under load, for "finance" with a work mode and a salary).
  const rows = text
    ? sql`(select * from touchpoints t where ${scopeOf(query)}${text} offset 0) t`
    : sql`touchpoints t`;
  const statement = sql`select 1 from ${rows} where ${sql.join(filters, sql` and `)}`;
  // Both estimates in one round trip: the matches with the filters, and the text's matches alone
  // (the rows an exact count would read), as the two parts of one plan.
  const textAlone = text ? sql`select 1 from touchpoints t where ${scopeOf(query)}${text}` : null;
  // With the industries' and areas' rows, a third part: their matches with the filters (added
  // to the text's, so a row in both is counted twice in the estimate, never left out).
  const tagsStatement = tagsRows
    ? sql`select 1 from (select * from (${tagsRows(scopeOf(query))}) t offset 0) t where ${sql.join(filters, sql` and `)}`
    : null;
  const [explained] = await selectRows<{ 'QUERY PLAN': { Plan: PlanRows }[] }>(
    db,
    sql`explain (format json) ${textAlone ? sql`${statement} union all ${textAlone}${tagsStatement ? sql` union all ${tagsStatement}` : sql``}` : statement}`,
  );
  const top = explained?.['QUERY PLAN']?.[0]?.Plan;
  const [matching, reading, tagsMatching] = textAlone ? (top?.Plans ?? []) : [top];
  const estimated = Math.round(
    (matching?.['Plan Rows'] ?? 0) + (tagsStatement ? (tagsMatching?.['Plan Rows'] ?? 0) : 0),
  );
  const estimate = { total: estimated, estimate: true, lowerBound: false };
  if (estimated > COUNT_EXACTLY_BELOW) return estimate;
  if (!text) {
    const [row] = await selectRows<{ total: number }>(
      db,
      sql`select count(*)::int as total from (${statement} limit ${COUNT_EXACTLY_BELOW * 4}) matches`,
    );
    return { total: row?.total ?? 0, estimate: false, lowerBound: false };
  }
  // Words found in very many of the type's texts: the estimate, without reading any.
  if ((reading?.['Plan Rows'] ?? 0) > COUNT_TEXT_ESTIMATE_AT_MOST) return estimate;
  // At most `readsAtMost` of the text's matches, with only the columns the filters read (with
  // every column, 3,000 rows spilled to disk: about a fifth of the count's time). They are a CTE,
  // planned to be read in full from the type's text index and read only as far as the limit (a
  // limit on the text's scan itself was planned as a walk of the table hoping to find rows early:
  // 160,000 buffers), twice: for the rows passing the filters, and for the rows read.
  const textRows = sql`select ${FILTER_COLUMNS} from touchpoints t where ${scopeOf(query)}${plan ? titleFirstText(plan, true) : text}`;
  // The industries' and areas' rows without the words: at most `tagReadsAtMost` of their ids
  // (from the industries' and the type's text index, as the pages' fourth tier reads them); those
  // not among the text's rows read (no lookup for a row counted already) are read by id and
  // tested. Past that the total is a lower bound.
  const tagIds = tagsRows && plan ? tagsRows(scopeOf(query), sql`t.id`) : null;
  const [row] = await selectRows<{
    matched: number;
    read: number;
    tag_matched: number;
    tag_read: number;
  }>(
    db,
    sql`with text_matches as materialized (${textRows})${
      tagIds
        ? sql`, tag_ids as materialized (select distinct c.id from (${tagIds} limit ${tagReadsAtMost + 1}) c)`
        : sql``
    }
      select (select count(*) from (select * from text_matches limit ${readsAtMost}) t
          where ${sql.join(filters, sql` and `)})::int as matched,
        (select count(*) from (select 1 from text_matches limit ${readsAtMost}) t)::int as read,
        ${
          tagIds
            ? sql`(select count(*) from (select c.id from tag_ids c
              where c.id not in (select o.id from (select id from text_matches limit ${readsAtMost}) o)) c
            cross join lateral (select ${FILTER_COLUMNS} from touchpoints t where ${scopeOf(query)}t.id = c.id offset 0) t
            where ${sql.join(filters, sql` and `)})::int as tag_matched,
          (select count(*) from tag_ids)::int as tag_read`
            : sql`0 as tag_matched, 0 as tag_read`
        }`,
  );
  const matched = (row?.matched ?? 0) + (row?.tag_matched ?? 0);
  const stoppedEarly = (row?.read ?? 0) >= readsAtMost || (row?.tag_read ?? 0) > tagReadsAtMost;
  return { total: matched, estimate: false, lowerBound: stoppedEarly };
};

/** A count reads at most this many ids of the industries' and areas' rows (see `countSearchMatches`). */
export const COUNT_TAG_READS_AT_MOST = 100;

/**
 * A search's result count: exact, PostgreSQL's estimate ("About 5,200 jobs"), or a lower bound
 * ("412+ internships") when counting stopped early.
 */
export interface SearchTotal {
  total: number;
  estimate: boolean;
  lowerBound: boolean;
}

interface PlanRows {
  'Plan Rows': number;
  Plans?: PlanRows[];
}

/** A count of a text search reads at most this many of the text's matches. */
export const COUNT_READS_AT_MOST = 3_000;

/** Words estimated in more of the type's texts than this are not counted: the estimate is shown. */
export const COUNT_TEXT_ESTIMATE_AT_MOST = 6_000;

/** Below this estimate the matches are counted (cheap: the words are rare). */
export const COUNT_EXACTLY_BELOW = 2_000;

/** The touchpoint ids of shared id lists (unknown lists add none). */
export const idListTouchpointIds = async (db: Db, ids: readonly string[]): Promise<string[]> => {
  const rows = await db
    .select({ ids: idLists.ids })
    .from(idLists)
    .where(inArray(idLists.id, [...ids]));
  return [...new Set(rows.flatMap((row) => row.ids))];
};
