import { datePostedSince, EVENT_TYPE_OPTIONS } from '@gradway/domain';
import type { SearchTouchpointsQuery } from '@gradway/domain/contracts';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The search page's filters as SQL conditions on `touchpoints` (aliased `t`). Each filter is one
 * condition; lists within a filter are alternatives (any of the cities), filters combine with
 * "and". Cities and remote work read together as a place: "in Manchester, or remote".
 */

/** Each search type's value of `touchpoints.touchpointable_type`. */
export const TOUCHPOINTABLE_TYPE_OF = {
  jobs: 'Job',
  internships: 'Internship',
  events: 'Event',
} as const;

const EVENT_TYPE_LABELS = new Map<string, string>(
  EVENT_TYPE_OPTIONS.map((option) => [option.value, option.label]),
);

/** A list of ids as one `uuid[]` parameter. */
export const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;
const intArray = (values: readonly number[]) =>
  sql`${`{${values.map((value) => Math.trunc(value)).join(',')}}`}::int[]`;
const textArray = (values: readonly string[]) =>
  sql`${`{${values.map((value) => `"${value.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[]`;

/** In any of the cities: by its links or its own place (`city_ids` holds both). */
const inCities = (cityIds: readonly string[]) => sql`t.city_ids && ${uuidArray(cityIds)}`;

/** The filters a search may narrow by beyond its type (the page's filters, an id list). */
const NARROWING_FILTERS = [
  'id_list_ids',
  'city_ids',
  'work_modes',
  'salary_min',
  'paid_only',
  'date_posted',
  'work_types',
  'event_types',
  'event_modes',
  'experience_levels',
  'kinds',
  'study_years',
  'graduation_years',
  'industry_ids',
  'area_of_responsibility_ids',
  'society_ids',
  'university_ids',
] as const satisfies readonly (keyof SearchTouchpointsQuery)[];

/** Whether the search is narrowed by any filter of the page (beyond its type and state). */
export const hasNarrowingFilters = (query: SearchTouchpointsQuery): boolean =>
  NARROWING_FILTERS.some((key) => {
    const value = query[key];
    return Array.isArray(value) ? value.length > 0 : value !== undefined && value !== false;
  });

/**
 * The columns of `touchpoints` that `searchConditions` reads: a statement that reads many rows only
 * to test the filters on them keeps these and leaves the rest (the text, the description) behind.
 */
export const FILTER_COLUMNS = sql.raw(
  [
    'id',
    'touchpointable_type',
    'state',
    'published_at',
    'application_deadline',
    'start_date',
    'end_date',
    'city_ids',
    'area_ids',
    'working_model',
    'minimum_salary',
    'maximum_salary',
    'kind',
    'event_type',
    'event_mode',
    'experience_level',
    'target_study_years',
    'target_graduation_years',
    'industry_id',
    'creatable_for_type',
    'creatable_for_id',
  ]
    .map((column) => `t.${column}`)
    .join(', '),
);

/** Whether the search asks for remote work among its work modes (never for events). */
const wantsRemoteOf = (query: SearchTouchpointsQuery) =>
  (query.work_modes?.includes('remote') ?? false) && query.type !== 'events';

/**
 * The filters that are one column's value among a list (kinds, levels, modes, event types), which
 * the type's text indexes hold beside the text (migration 0038, `btree_gin`, decision 057): a
 * text scan given them finds only the rows that pass them ("summer internship" in spring weeks:
 * 1,451 rows of the text, none a spring week, were read and dropped). So are the cities and the
 * areas, as arrays of ids (migration 0040, decision 060), when a city is not asked for together
 * with remote work ("in Manchester, or remote" is two index reads, tested after the text).
 * `searchConditions` includes them.
 */
export const indexedFilterConditions = (query: SearchTouchpointsQuery): SQL[] => {
  const conditions: SQL[] = [];
  const wantsRemote = wantsRemoteOf(query);
  if (
    query.work_modes?.length &&
    query.type !== 'events' &&
    !(wantsRemote && query.city_ids?.length)
  ) {
    conditions.push(sql`t.working_model = any(${textArray(query.work_modes)})`);
  }
  if (query.event_types?.length && query.type === 'events') {
    const labels = query.event_types.map((type) => EVENT_TYPE_LABELS.get(type) ?? type);
    conditions.push(sql`t.event_type = any(${textArray(labels)})`);
  }
  if (query.event_modes?.length && query.type === 'events') {
    conditions.push(sql`t.event_mode = any(${textArray(query.event_modes)})`);
  }
  if (query.experience_levels?.length) {
    conditions.push(sql`t.experience_level = any(${textArray(query.experience_levels)})`);
  }
  if (query.kinds?.length) conditions.push(sql`t.kind = any(${textArray(query.kinds)})`);
  if (query.city_ids?.length && !wantsRemote) conditions.push(inCities(query.city_ids));
  if (query.area_of_responsibility_ids?.length) {
    conditions.push(sql`t.area_ids && ${uuidArray(query.area_of_responsibility_ids)}`);
  }
  return conditions;
};

export const searchConditions = (
  query: SearchTouchpointsQuery,
  idListTouchpointIds: readonly string[] | null,
  now: Date,
): SQL[] => {
  const conditions: SQL[] = [
    sql`t.touchpointable_type = ${TOUCHPOINTABLE_TYPE_OF[query.type]}`,
    query.include_closed
      ? sql`t.state in ('published', 'closed', 'expired', 'ended')`
      : sql`t.state = 'published'`,
  ];
  if (!query.include_closed) {
    conditions.push(
      query.type === 'events'
        ? sql`coalesce(t.end_date, t.start_date, 'infinity') >= ${now}`
        : // As one expression, so that the planner does not combine the deadline's index with the
          // text's (a bitmap of 100,000 rows to find a few).
          sql`coalesce(t.application_deadline, 'infinity'::timestamptz) >= ${now}`,
    );
  }
  if (idListTouchpointIds) conditions.push(sql`t.id = any(${uuidArray(idListTouchpointIds)})`);

  // "In Manchester or remote": remote work anywhere, or in the city in any of the other modes
  // asked for (any mode when remote was the only one). A city alone is an indexed filter.
  const otherModes = query.work_modes?.filter((mode) => mode !== 'remote') ?? [];
  if (query.city_ids?.length && wantsRemoteOf(query)) {
    const inCity = inCities(query.city_ids);
    const inCityAsAsked =
      otherModes.length > 0
        ? sql`(${inCity} and t.working_model = any(${textArray(otherModes)}))`
        : inCity;
    conditions.push(sql`(${inCityAsAsked} or t.working_model = 'remote')`);
  }
  conditions.push(...indexedFilterConditions(query));
  if (query.salary_min !== undefined && query.type !== 'events') {
    conditions.push(sql`coalesce(t.maximum_salary, t.minimum_salary) >= ${query.salary_min}`);
  }
  if (query.paid_only && query.type !== 'events') {
    conditions.push(sql`coalesce(t.maximum_salary, t.minimum_salary, 0) > 0`);
  }
  if (query.date_posted) {
    conditions.push(sql`t.published_at >= ${datePostedSince(query.date_posted, now)}`);
  }
  if (query.work_types?.length === 1 && query.type === 'jobs') {
    conditions.push(
      query.work_types[0] === 'part_time'
        ? sql`t.kind = 'part_time'`
        : sql`t.kind is distinct from 'part_time'`,
    );
  }
  // Target years: an opportunity with none is open to every year.
  if (query.study_years?.length) {
    conditions.push(
      sql`(cardinality(t.target_study_years) = 0 or t.target_study_years && ${intArray(query.study_years)})`,
    );
  }
  if (query.graduation_years?.length) {
    conditions.push(
      sql`(cardinality(t.target_graduation_years) = 0 or t.target_graduation_years && ${intArray(query.graduation_years)})`,
    );
  }
  if (query.industry_ids?.length) {
    conditions.push(sql`t.industry_id = any(${uuidArray(query.industry_ids)})`);
  }
  const societyHosts: SQL[] = [];
  if (query.society_ids?.length) {
    societyHosts.push(sql`t.creatable_for_id = any(${uuidArray(query.society_ids)})`);
  }
  if (query.university_ids?.length) {
    societyHosts.push(
      sql`t.creatable_for_id in (select s.id from student_societies s where s.university_id = any(${uuidArray(query.university_ids)}))`,
    );
  }
  if (societyHosts.length > 0) {
    conditions.push(
      sql`(t.creatable_for_type = 'StudentSociety' and (${sql.join(societyHosts, sql` or `)}))`,
    );
  }
  return conditions;
};
