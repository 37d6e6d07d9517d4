import { type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, moment, nullOrOneOf, oneOf, timestamps, tsvector } from './columns';
import { cities, eventCategories, tags } from './reference';
import { users } from './users';

export const TOUCHPOINTABLE_TYPES = ['Job', 'Internship', 'Event'] as const;
export type TouchpointableType = (typeof TOUCHPOINTABLE_TYPES)[number];

/** States stored on a touchpoint (spec §4); display-only labels are derived, not stored. */
export const TOUCHPOINT_STATES = [
  'draft',
  'ready_for_approval',
  'approved',
  'pending',
  'published',
  'rejected',
  'closed',
  'ended',
  'expired',
] as const;
export type TouchpointState = (typeof TOUCHPOINT_STATES)[number];

export const CREATABLE_FOR_TYPES = ['Company', 'StudentSociety'] as const;
export type CreatableForType = (typeof CREATABLE_FOR_TYPES)[number];

export const WORKING_MODELS = ['remote', 'hybrid', 'office'] as const;
export type WorkingModel = (typeof WORKING_MODELS)[number];

export const APPLY_KINDS = ['external', 'internal'] as const;
export type ApplyKind = (typeof APPLY_KINDS)[number];

export const EVENT_MODES = ['virtual', 'in_person'] as const;
export type EventMode = (typeof EVENT_MODES)[number];

/** Text the full-text index covers: the title weighs most, then the summary, then the body. */
const searchDocument: SQL = sql`setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(meta_description, '')), 'B') || setweight(to_tsvector('english'::regconfig, regexp_replace(coalesce(description, ''), '<[^>]*>', ' ', 'g')), 'C')`;

export const touchpoints = pgTable(
  'touchpoints',
  {
    id: id(),
    touchpointableType: text('touchpointable_type').$type<TouchpointableType>().notNull(),
    state: text('state').$type<TouchpointState>().notNull().default('draft'),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    /** Sanitised HTML. */
    description: text('description'),
    metaDescription: text('meta_description'),
    url: text('url'),
    applyUrl: text('apply_url'),
    applyKind: text('apply_kind').$type<ApplyKind>().notNull().default('external'),
    /** The opportunity kind within its type (e.g. full_time, summer_internship). */
    kind: text('kind'),
    workingModel: text('working_model').$type<WorkingModel>(),
    minimumSalary: integer('minimum_salary'),
    maximumSalary: integer('maximum_salary'),
    /** ISO 4217 code, e.g. GBP. */
    payCurrency: text('pay_currency'),
    salaryEstimated: boolean('salary_estimated').notNull().default(false),
    applicationDeadline: moment('application_deadline'),
    applicationDeadlineTimeZone: text('application_deadline_time_zone'),
    startDate: moment('start_date'),
    endDate: moment('end_date'),
    timeZone: text('time_zone'),
    iconUrl: text('icon_url'),
    coverUrl: text('cover_url'),
    featured: boolean('featured').notNull().default(false),
    viewsCount: integer('views_count').notNull().default(0),
    /** Places at an event; null means unlimited. */
    capacity: integer('capacity'),
    waitlistEnabled: boolean('waitlist_enabled').notNull().default(false),
    /** Hours an offered place is held for the next in line; null = 24, 0 = promote at once. */
    waitlistOfferHours: integer('waitlist_offer_hours'),
    showGuestList: boolean('show_guest_list').notNull().default(false),
    eventCategoryId: uuid('event_category_id').references(() => eventCategories.id),
    /** One of the spec's event types, e.g. 'Career Fairs'. */
    eventType: text('event_type'),
    eventMode: text('event_mode').$type<EventMode>(),
    virtualLink: text('virtual_link'),
    placeName: text('place_name'),
    placeAddress: text('place_address'),
    placeCityId: uuid('place_city_id').references(() => cities.id),
    placePostcode: text('place_postcode'),
    placeLatitude: doublePrecision('place_latitude'),
    placeLongitude: doublePrecision('place_longitude'),
    experienceLevel: text('experience_level'),
    /** Study years (1–5) the opportunity is meant for; empty means every year. */
    targetStudyYears: integer('target_study_years').array().notNull().default(sql`'{}'::int[]`),
    /** Graduation years the opportunity is meant for; empty means any year. */
    targetGraduationYears: integer('target_graduation_years')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    educationRequirementId: uuid('education_requirement_id').references(() => tags.id),
    industryId: uuid('industry_id').references(() => tags.id),
    creatableForType: text('creatable_for_type').$type<CreatableForType>().notNull(),
    creatableForId: uuid('creatable_for_id').notNull(),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    publishedAt: moment('published_at'),
    rejectionReason: text('rejection_reason'),
    /**
     * The ids of its cities (its links and its own place) and of its areas of responsibility, as
     * the search reads them (decision 060): kept by the triggers of migration 0040 from
     * `touchpoint_cities`, `place_city_id` and `touchpoint_areas_of_responsibility`. A writer may
     * set them with the row (the seeds do, so the links' triggers write nothing again); the links
     * stay the record.
     */
    cityIds: uuid('city_ids').array().notNull().default(sql`'{}'::uuid[]`),
    areaIds: uuid('area_ids').array().notNull().default(sql`'{}'::uuid[]`),
    search: tsvector('search').generatedAlwaysAs(searchDocument),
    /** The title's words: search's first relevance tier (decision 009). */
    titleSearch: tsvector('title_search').generatedAlwaysAs(
      sql`to_tsvector('english'::regconfig, coalesce(title, ''))`,
    ),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('touchpoints_slug_unique').on(t.slug),
    index('touchpoints_search_idx').using('gin', t.search),
    index('touchpoints_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    /** Search's first relevance tier: the title has the words. */
    index('touchpoints_title_search_idx').using('gin', t.titleSearch),
    /*
     * The same words per type, published only (decision 024's revision for latency): a job search
     * for words common in internship or event titles ("spring week", "insight day") read every
     * such row from the table to find it was not a job (1,900 rows, 10–35 ms); an internship or
     * event search for words common in job titles read tens of thousands.
     */
    /*
     * Each also holds the type's list filters (btree_gin, decision 057): a text scan narrowed by
     * a kind, a work mode, a level or an event's type or mode reads only the rows that pass them;
     * and the cities' and areas' ids (decision 060): a text scan in a city, and an area's rows.
     */
    ...(['Job', 'Internship', 'Event'] as const).flatMap((type) => {
      const filters = [
        ...(type === 'Event'
          ? [t.eventType, t.eventMode]
          : [t.kind, t.workingModel, t.experienceLevel]),
        t.cityIds,
        t.areaIds,
      ];
      return [
        index(`touchpoints_published_${type.toLowerCase()}_title_search_idx`)
          .using('gin', t.titleSearch, ...filters)
          .where(sql.raw(`touchpointable_type = '${type}' and state = 'published'`)),
        index(`touchpoints_published_${type.toLowerCase()}_search_idx`)
          .using('gin', t.search, ...filters)
          .where(sql.raw(`touchpointable_type = '${type}' and state = 'published'`)),
      ];
    }),
    index('touchpoints_type_state_created_at_id_idx').on(
      t.touchpointableType,
      t.state,
      t.createdAt,
      t.id,
    ),
    index('touchpoints_state_published_at_id_idx').on(t.state, t.publishedAt, t.id),
    /*
     * Newest first within a type, the search's window and pages: `touchpoints_search_window_idx`
     * on (touchpointable_type, state, published_at, id), including the title's words and the
     * columns of the search page's usual filters, so that a text search reads its window from the
     * index alone. Drizzle cannot declare INCLUDE columns: created in migration 0012, with the place
     * and the industry added in 0021, the study and graduation years and the host in 0032, the
     * cities' and areas' ids in 0040.
     */
    index('touchpoints_created_at_id_idx').on(t.createdAt, t.id),
    index('touchpoints_application_deadline_idx').on(t.applicationDeadline),
    index('touchpoints_start_date_idx').on(t.startDate),
    index('touchpoints_creatable_for_idx').on(t.creatableForType, t.creatableForId, t.createdAt),
    index('touchpoints_created_by_id_idx').on(t.createdById),
    index('touchpoints_event_category_id_idx').on(t.eventCategoryId),
    index('touchpoints_place_city_id_idx').on(t.placeCityId),
    index('touchpoints_education_requirement_id_idx').on(t.educationRequirementId),
    index('touchpoints_industry_id_idx').on(t.industryId),
    /**
     * Match generation (decision 013): the shortlist's sources by industry and by organisation,
     * and every column its filters and estimate read, from indexes alone.
     */
    index('touchpoints_published_industry_id_idx')
      .on(t.industryId, t.id)
      .where(sql`state = 'published'`),
    index('touchpoints_published_creatable_for_id_idx')
      .on(t.creatableForId, t.id)
      .where(sql`state = 'published'`),
    index('touchpoints_match_pool_idx')
      .on(
        t.touchpointableType,
        t.id,
        t.publishedAt,
        t.applicationDeadline,
        t.startDate,
        t.industryId,
        t.creatableForId,
        t.workingModel,
      )
      .where(sql`state = 'published'`),
    index('touchpoints_featured_idx').on(t.creatableForType, t.creatableForId).where(sql`featured`),
    check(
      'touchpoints_touchpointable_type_check',
      oneOf('touchpointable_type', TOUCHPOINTABLE_TYPES),
    ),
    check('touchpoints_state_check', oneOf('state', TOUCHPOINT_STATES)),
    check('touchpoints_creatable_for_type_check', oneOf('creatable_for_type', CREATABLE_FOR_TYPES)),
    check('touchpoints_working_model_check', nullOrOneOf('working_model', WORKING_MODELS)),
    check('touchpoints_apply_kind_check', oneOf('apply_kind', APPLY_KINDS)),
    check('touchpoints_event_mode_check', nullOrOneOf('event_mode', EVENT_MODES)),
    check(
      'touchpoints_salary_range_check',
      sql.raw(
        'minimum_salary is null or maximum_salary is null or minimum_salary <= maximum_salary',
      ),
    ),
    check('touchpoints_capacity_check', sql.raw('capacity is null or capacity >= 0')),
  ],
);

export const touchpointCities = pgTable(
  'touchpoint_cities',
  {
    touchpointId: uuid('touchpoint_id')
      .notNull()
      .references(() => touchpoints.id, { onDelete: 'cascade' }),
    cityId: uuid('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.touchpointId, t.cityId] }),
    index('touchpoint_cities_city_id_idx').on(t.cityId, t.touchpointId),
  ],
);

export const touchpointAreasOfResponsibility = pgTable(
  'touchpoint_areas_of_responsibility',
  {
    touchpointId: uuid('touchpoint_id')
      .notNull()
      .references(() => touchpoints.id, { onDelete: 'cascade' }),
    /** A tag of type AreaOfResponsibility. */
    tagId: uuid('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.touchpointId, t.tagId] }),
    index('touchpoint_areas_of_responsibility_tag_id_idx').on(t.tagId, t.touchpointId),
  ],
);

/** One row per visitor per day per touchpoint, so a view is counted once a day. */
export const viewCounts = pgTable(
  'view_counts',
  {
    id: id(),
    touchpointId: uuid('touchpoint_id')
      .notNull()
      .references(() => touchpoints.id, { onDelete: 'cascade' }),
    /** A hash identifying the visitor (user id when signed in, else client address). */
    visitor: text('visitor').notNull(),
    day: date('day').notNull(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('view_counts_touchpoint_visitor_day_unique').on(t.touchpointId, t.visitor, t.day),
  ],
);
