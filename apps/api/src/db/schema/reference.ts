import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, oneOf, timestamps } from './columns';

/** Reference lists the app offers in dropdowns and filters (spec §3 "Reference data"). */

export const countries = pgTable(
  'countries',
  {
    id: id(),
    name: text('name').notNull(),
    /** ISO 3166-1 alpha-2 code, e.g. GB. */
    code: text('code').notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('countries_code_unique').on(t.code), index('countries_name_idx').on(t.name)],
);

export const cities = pgTable(
  'cities',
  {
    id: id(),
    name: text('name').notNull(),
    countryId: uuid('country_id')
      .notNull()
      .references(() => countries.id),
    hidden: boolean('hidden').notNull().default(false),
    /** IANA time zone, e.g. Europe/London. */
    timeZone: text('time_zone').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** People living there (Natural Earth's populated places; 0 when unknown): ranks city search. */
    population: integer('population').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    index('cities_country_id_idx').on(t.countryId),
    index('cities_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

export const TAG_TYPES = [
  'Topic',
  'Offering',
  'Ethnicity',
  'Language',
  'Industry',
  'AreaOfResponsibility',
  'EducationRequirement',
] as const;
export type TagType = (typeof TAG_TYPES)[number];

export const tags = pgTable(
  'tags',
  {
    id: id(),
    type: text('type').$type<TagType>().notNull(),
    name: text('name').notNull(),
    /** Stable key for well-known entries (e.g. the default language `en`). */
    code: text('code'),
    position: integer('position').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('tags_type_name_unique').on(t.type, t.name),
    index('tags_type_position_idx').on(t.type, t.position),
    check('tags_type_check', oneOf('type', TAG_TYPES)),
  ],
);

const namedList = (table: string) =>
  pgTable(
    table,
    {
      id: id(),
      name: text('name').notNull(),
      position: integer('position').notNull().default(0),
      ...timestamps(),
    },
    (t) => [uniqueIndex(`${table}_name_unique`).on(t.name)],
  );

export const degrees = namedList('degrees');
export const subjects = namedList('subjects');
export const companySizes = namedList('company_sizes');

/** Ranges of employee counts, keyed like `11-50` or `10001+`; `maximum` null when open-ended. */
export const employeesCounts = pgTable(
  'employees_counts',
  {
    id: id(),
    key: text('key').notNull(),
    label: text('label').notNull(),
    minimum: integer('minimum').notNull(),
    maximum: integer('maximum'),
    position: integer('position').notNull().default(0),
    ...timestamps(),
  },
  (t) => [uniqueIndex('employees_counts_key_unique').on(t.key)],
);

export const currencies = pgTable(
  'currencies',
  {
    id: id(),
    /** ISO 4217 code, e.g. GBP. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    symbol: text('symbol').notNull(),
    position: integer('position').notNull().default(0),
    ...timestamps(),
  },
  (t) => [uniqueIndex('currencies_code_unique').on(t.code)],
);

export const OPPORTUNITY_TYPE_KEYS = ['job', 'part_time', 'internship', 'event'] as const;
export type OpportunityTypeKey = (typeof OPPORTUNITY_TYPE_KEYS)[number];

/** Opportunity types: job, part_time, internship, event (part_time only on request). */
export const opportunityTypes = pgTable(
  'opportunity_types',
  {
    id: id(),
    key: text('key').$type<OpportunityTypeKey>().notNull(),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('opportunity_types_key_unique').on(t.key),
    check('opportunity_types_key_check', oneOf('key', OPPORTUNITY_TYPE_KEYS)),
  ],
);

/** The kinds within a type: internship `touchpointable_kinds`, job `touchpointable_kind_mapping`. */
export const opportunityKinds = pgTable(
  'opportunity_kinds',
  {
    id: id(),
    opportunityTypeId: uuid('opportunity_type_id')
      .notNull()
      .references(() => opportunityTypes.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    ...timestamps(),
  },
  (t) => [uniqueIndex('opportunity_kinds_type_key_unique').on(t.opportunityTypeId, t.key)],
);

export const eventCategories = pgTable(
  'event_categories',
  {
    id: id(),
    name: text('name').notNull(),
    default: boolean('default').notNull().default(false),
    /** Industry tags this category suits. */
    industryIds: uuid('industry_ids').array().notNull().default(sql`'{}'::uuid[]`),
    position: integer('position').notNull().default(0),
    ...timestamps(),
  },
  (t) => [uniqueIndex('event_categories_name_unique').on(t.name)],
);

/** Keys exactly as the spec spells them, `congnitive_disabilities` included. */
export const CANDIDATE_PREFERENCE_CATEGORIES = [
  'genders',
  'physical_disabilities',
  'congnitive_disabilities',
  'socio_economic_statuses',
] as const;
export type CandidatePreferenceCategory = (typeof CANDIDATE_PREFERENCE_CATEGORIES)[number];

export const candidatePreferenceOptions = pgTable(
  'candidate_preference_options',
  {
    id: id(),
    category: text('category').$type<CandidatePreferenceCategory>().notNull(),
    /** Stable key of the option within its category, e.g. `prefer_not_to_say`. */
    key: text('key').notNull(),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('candidate_preference_options_category_key_unique').on(t.category, t.key),
    index('candidate_preference_options_category_position_idx').on(t.category, t.position),
    check(
      'candidate_preference_options_category_check',
      oneOf('category', CANDIDATE_PREFERENCE_CATEGORIES),
    ),
  ],
);
