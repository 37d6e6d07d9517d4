import {
  and,
  asc,
  Column,
  count,
  desc,
  eq,
  gt,
  inArray,
  is,
  isNull,
  lte,
  or,
  type Placeholder,
  SQL,
  sql,
} from 'drizzle-orm';
import { type Db, selectRows } from '../../../db';
import { runKeptStatement, runWithKeptPlan } from '../../../db/kept-plans';
import { cities, cohostApplications, touchpoints, users } from '../../../db/schema';
import {
  PUBLIC_PAGE_STATES,
  TOUCHPOINT_SORT_COLUMNS,
  touchpointCardColumns,
  touchpointColumns,
} from './touchpoint-columns';
import { relationColumns } from './touchpoint-relations.repository';

const NULLABLE_SORT_COLUMNS = new Set<string>(['start_date', 'application_deadline']);

/** The type a cursor's sort value (text) is read back as. */
const SORT_TYPES: Record<keyof typeof TOUCHPOINT_SORT_COLUMNS, SQL> = {
  created_at: sql.raw('timestamptz'),
  start_date: sql.raw('timestamptz'),
  application_deadline: sql.raw('timestamptz'),
  title: sql.raw('text'),
  views_count: sql.raw('integer'),
};

/** Where the previous page ended: its last row's sort value (as text) and id. */
export interface PageAfter {
  value: string | null;
  id: string;
}

type TouchpointOrder = {
  sortBy: keyof typeof TOUCHPOINT_SORT_COLUMNS;
  sortOrder: 'asc' | 'desc';
};

/**
 * The rows after the previous page's last row in the list's order (keyset paging): a range of
 * the ordering index, so a deep page costs what the first does. Missing dates sort last, after
 * every dated row. The row's sort value and id are the placeholders `afterValue` and `afterId`;
 * `valueIsNull` says whether that sort value was missing.
 */
const afterKey = (order: TouchpointOrder, valueIsNull: boolean): SQL => {
  const column = TOUCHPOINT_SORT_COLUMNS[order.sortBy];
  const beyond = order.sortOrder === 'asc' ? sql.raw('>') : sql.raw('<');
  const id = sql`${sql.placeholder('afterId')}::uuid`;
  if (valueIsNull) return sql`(${column} is null and ${touchpoints.id} ${beyond} ${id})`;
  const value = sql`cast(${sql.placeholder('afterValue')} as ${SORT_TYPES[order.sortBy]})`;
  const later = sql`(${column}, ${touchpoints.id}) ${beyond} (${value}, ${id})`;
  return NULLABLE_SORT_COLUMNS.has(order.sortBy)
    ? sql`(${later} or ${column} is null)`
    : sql`${later}`;
};

export interface PublishedTouchpointFilters {
  touchpointableType?: 'Job' | 'Internship' | 'Event';
  /** Touchpoints these societies or companies created or co-host. */
  creatableForIds?: string[];
  /** Also those that were published and are now over (closed, expired, ended): an archive. */
  includePast?: boolean;
  /** Only featured ones (true) or only the others (false). */
  featured?: boolean;
  /** Only those starting after `now` or undated (`upcoming`), or started by `now` (`past`). */
  starts?: { when: 'upcoming' | 'past'; now: Date };
}

/** The conditions of the filters; `now` stands for `starts.now` (a placeholder in a kept shape). */
const publishedConditions = (
  filters: PublishedTouchpointFilters,
  now: Date | Placeholder | undefined = filters.starts?.now,
): SQL | undefined => {
  const conditions: SQL[] = [
    filters.includePast
      ? inArray(touchpoints.state, ['published', 'closed', 'expired', 'ended'])
      : eq(touchpoints.state, 'published'),
  ];
  if (filters.touchpointableType) {
    conditions.push(eq(touchpoints.touchpointableType, filters.touchpointableType));
  }
  if (filters.featured !== undefined) conditions.push(eq(touchpoints.featured, filters.featured));
  if (filters.starts && now) {
    const { when } = filters.starts;
    const upcoming = or(isNull(touchpoints.startDate), gt(touchpoints.startDate, now));
    const past = lte(touchpoints.startDate, now);
    const condition = when === 'upcoming' ? upcoming : past;
    if (condition) conditions.push(condition);
  }
  if (filters.creatableForIds?.length) {
    // The organisations' own touchpoints (by the creatable_for index) and those they co-host, as
    // one set of ids: an `or` with the co-host check would make the database read every
    // published touchpoint of the type to count one organisation's (~250 ms for a company
    // with 1,500 at full scale, ~10 ms this way).
    const ids = sql.join(
      filters.creatableForIds.map((id) => sql`${id}`),
      sql`, `,
    );
    conditions.push(sql`${touchpoints.id} in (
      select hosted.id from ${touchpoints} hosted
      where hosted.creatable_for_type in ('Company', 'StudentSociety')
        and hosted.creatable_for_id in (${ids})
      union all
      select cohosted.touchpoint_id from ${cohostApplications} cohosted
      where cohosted.status = 'accepted' and cohosted.cohost_id in (${ids})
    )`);
  }
  return and(...conditions);
};

export { PUBLIC_PAGE_STATES, TOUCHPOINT_SORT_COLUMNS, touchpointColumns };

const orderOf = (order: TouchpointOrder): SQL[] => {
  const column = TOUCHPOINT_SORT_COLUMNS[order.sortBy];
  const direction = order.sortOrder === 'asc' ? asc : desc;
  // Only dates may be missing; `nulls last` on a column that cannot be null would keep the
  // database from walking its index.
  return [
    NULLABLE_SORT_COLUMNS.has(order.sortBy)
      ? sql`${direction(column)} nulls last`
      : direction(column),
    direction(touchpoints.id),
  ];
};

/** What a row of a touchpoint list page carries: the card, the cursor's sort value, relations. */
const pageFields = (
  withDetails: boolean,
  sortBy: TouchpointOrder['sortBy'],
  total: SQL<number | null>,
) => ({
  ...touchpointCardColumns(withDetails),
  touchpointId: touchpoints.id,
  sortKey: sql<string | null>`${TOUCHPOINT_SORT_COLUMNS[sortBy]}::text`,
  ...relationColumns,
  total,
});

/** The rows of a touchpoint list page, as drizzle reads `pageFields` (types only: never run). */
const pageRowsQuery = (db: Db) =>
  db
    .select(pageFields(false, 'created_at', sql<number | null>`null::int`))
    .from(touchpoints)
    .leftJoin(cities, eq(cities.id, touchpoints.placeCityId))
    .leftJoin(users, eq(users.id, touchpoints.createdById));
export type TouchpointPageRow = Awaited<ReturnType<typeof pageRowsQuery>>[number];

type Selection = { [key: string]: Column | SQL | Selection };

/**
 * A selection as one JSON object a row (nested selections as nested objects): the database
 * writes one value a row instead of 43 columns, and the driver decodes one value instead of 43,
 * which on the embedded database was a fifth of a touchpoint page's time (issue 15, decision
 * 045). Keys are the selection's own names, written as literals.
 */
const jsonObjectOf = (selection: Selection): SQL =>
  sql`json_build_object(${sql.join(
    Object.entries(selection).map(
      ([key, field]) =>
        sql`${sql.raw(`'${key}'`)}, ${is(field, Column) || is(field, SQL) ? field : jsonObjectOf(field)}`,
    ),
    sql`, `,
  )})`;

/**
 * A row read by {@link jsonObjectOf}, each column's value decoded as drizzle decodes it (a time
 * from its ISO text); SQL values (the relations' JSON, counts, text) as the database wrote them,
 * as drizzle reads an SQL field without `mapWith`.
 */
const fromJsonObject = (selection: Selection, object: Record<string, unknown>) => {
  const row: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(selection)) {
    const value = object[key] ?? null;
    if (is(field, Column)) {
      row[key] = value === null ? null : field.mapFromDriverValue(value);
    } else if (is(field, SQL)) {
      row[key] = value;
    } else {
      row[key] = fromJsonObject(field, value as Record<string, unknown>);
    }
  }
  return row;
};

/** How the page's JSON rows are read back (the description's column decodes like `null::text`). */
const PAGE_DECODING = pageFields(true, 'created_at', sql<number | null>`null::int`) as Selection;

/**
 * One page of published touchpoints with everything they embed, and (when `countTotal`) how many
 * match, in one statement (issue 15): on the embedded database each statement's planning costs
 * more than its execution. The page's ids are found first, from the ordering index alone (skipped
 * rows of a later page cost an index entry each, not their relations); only the page's rows read
 * their relations. `total` is null when not asked for. With `paging.after` (a cursor) the page
 * starts after that row instead of at the offset. `sortKey` is each row's sort value as text,
 * for the next page's cursor. The statement is built once per shape (filters, order, cursor or
 * not, total or not): the page, the cursor's row and the time are its placeholders. Each row
 * comes as one JSON object ({@link jsonObjectOf}), read back as drizzle reads the columns.
 */
export const listPublishedTouchpointPage = async (
  db: Db,
  filters: PublishedTouchpointFilters,
  order: TouchpointOrder,
  paging: { limit: number; offset: number; after?: PageAfter },
  countTotal: boolean,
  withDetails = false,
): Promise<TouchpointPageRow[]> => {
  const { after } = paging;
  const afterValueIsNull = after ? after.value === null : undefined;
  const shape = JSON.stringify([
    'touchpoints',
    filters.touchpointableType,
    filters.creatableForIds,
    filters.includePast,
    filters.featured,
    filters.starts?.when,
    order.sortBy,
    order.sortOrder,
    afterValueIsNull,
    countTotal,
    withDetails,
  ]);
  const build = () => {
    const where = publishedConditions(filters, sql.placeholder('now'));
    const ordering = orderOf(order);
    const pageIds = db
      .select({ id: touchpoints.id })
      .from(touchpoints)
      .where(afterValueIsNull === undefined ? where : and(where, afterKey(order, afterValueIsNull)))
      .orderBy(...ordering)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'));
    // Uncorrelated: counted once for the statement (the inner `touchpoints` is its own).
    const total = countTotal
      ? sql<number | null>`(select count(*)::int from ${touchpoints} where ${where})`
      : sql<number | null>`null::int`;
    return db
      .select({
        row: jsonObjectOf(pageFields(withDetails, order.sortBy, total) as Selection).mapWith(
          (value: Record<string, unknown>) => value,
        ),
      })
      .from(touchpoints)
      .leftJoin(cities, eq(cities.id, touchpoints.placeCityId))
      .leftJoin(users, eq(users.id, touchpoints.createdById))
      .where(inArray(touchpoints.id, pageIds))
      .orderBy(...ordering);
  };
  const rows = await runKeptStatement(db, shape, build, {
    limit: paging.limit,
    offset: after ? 0 : paging.offset,
    now: filters.starts?.now.toISOString(),
    afterValue: after?.value,
    afterId: after?.id,
  });
  return rows.map(({ row }) => fromJsonObject(PAGE_DECODING, row) as TouchpointPageRow);
};

/** What a touchpoint card reads of a touchpoint row (its city and author's name included). */
export type TouchpointCardRow = Pick<
  TouchpointPageRow,
  keyof ReturnType<typeof touchpointCardColumns>
>;

const touchpointRowsQuery = (db: Db) =>
  db
    .select(touchpointColumns)
    .from(touchpoints)
    .leftJoin(cities, eq(cities.id, touchpoints.placeCityId))
    .leftJoin(users, eq(users.id, touchpoints.createdById));
/** A whole touchpoint row, as the modules that list touchpoints read it with `touchpointColumns`. */
export type TouchpointRow = Awaited<ReturnType<typeof touchpointRowsQuery>>[number];

/** The list's total when its page has no row to carry it (past the end), from a kept plan. */
export const countPublishedTouchpoints = async (db: Db, filters: PublishedTouchpointFilters) => {
  const [row] = await runWithKeptPlan(
    db.select({ value: count() }).from(touchpoints).where(publishedConditions(filters)),
  );
  return row?.value ?? 0;
};

/**
 * Counts a view of a published touchpoint once per visitor per day, in one statement: the view
 * row and the counter move together. Null when there is no such published touchpoint.
 */
export const countView = async (
  db: Db,
  touchpointId: string,
  visitor: string,
  day: string,
): Promise<number | null> => {
  const [row] = await selectRows<{ views_count: number }>(
    db,
    sql`
    with target as (
      select id from touchpoints where id = ${touchpointId} and state = 'published'
    ),
    counted as (
      insert into view_counts (touchpoint_id, visitor, day)
      select id, ${visitor}, ${day}::date from target
      on conflict do nothing
      returning touchpoint_id
    )
    update touchpoints
    set views_count = touchpoints.views_count + (select count(*)::int from counted)
    from target
    where touchpoints.id = target.id
    returning touchpoints.views_count
  `,
  );
  return row ? Number(row.views_count) : null;
};

/**
 * The rows of these touchpoints (any order) with everything they embed, in one statement: a
 * search's page, whose ids the search found.
 *
 * A named statement (one text per number of ids and kind of card): on PostgreSQL each connection
 * parses it once and keeps its plan, which is the same for any ids (by primary key). Planned anew
 * on every search it cost about 1 ms of planning for 0.6 ms of execution (decision 048). The
 * embedded database keeps its plan too (decision 063): parsed and planned on every search there,
 * it cost about 7 ms of a 12 ms statement (parsing 2, planning 5, running 3, at full scale).
 */
export const touchpointRowsWithRelationsByIds = (
  db: Db,
  ids: readonly string[],
  withDetails: boolean,
) =>
  runWithKeptPlan(
    db
      .select({
        ...touchpointCardColumns(withDetails),
        touchpointId: touchpoints.id,
        ...relationColumns,
      })
      .from(touchpoints)
      .leftJoin(cities, eq(cities.id, touchpoints.placeCityId))
      .leftJoin(users, eq(users.id, touchpoints.createdById))
      .where(inArray(touchpoints.id, [...ids])),
    `touchpoint_cards_${withDetails ? 'details' : 'cards'}_${ids.length}`,
  );
