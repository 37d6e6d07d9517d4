import { z } from 'zod';
import { TOUCHPOINT_LIST_PER_PAGE } from '../constants/paging';
import {
  embeddedDocumentSchema,
  IdSchema,
  listDocumentSchema,
  PagingMetaSchema,
  resourceDocumentSchema,
  resourceSchema,
} from './documents';
import {
  CreatableForTypeSchema,
  IsoDateTimeSchema,
  NamedRecordSchema,
  organisationDisplayShape,
  SlugSchema,
  TimeZoneSchema,
  TouchpointableTypeSchema,
  TouchpointStateSchema,
  WorkingModelSchema,
} from './fields';

/** A touchpoint (job, internship or event) on the wire, with every field of spec section 3. */

/** An event's venue, embedded as a document. */
export const PlaceDocumentSchema = embeddedDocumentSchema({
  name: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  postcode: z.string().nullable(),
  latitude: z.number().min(-90).max(90).nullable(),
  longitude: z.number().min(-180).max(180).nullable(),
  /** ISO 3166-1 alpha-2 code of the venue's country, e.g. `GB` (the touchpoint's own page). */
  country_code: z.string().nullable().optional(),
});
export type PlaceDocument = z.infer<typeof PlaceDocumentSchema>;

export const CohostSchema = z.object({ id: IdSchema, ...organisationDisplayShape });
export const CohostApplicationSchema = z.object({
  id: IdSchema,
  /** e.g. `Invitation pending`, `accepted`, `rejected`. */
  state: z.string(),
  cohost: CohostSchema,
});
export type CohostApplication = z.infer<typeof CohostApplicationSchema>;

export const CreatableForSchema = z.object({
  id: IdSchema,
  type: CreatableForTypeSchema,
  slug: SlugSchema,
  ...organisationDisplayShape,
});
export type CreatableFor = z.infer<typeof CreatableForSchema>;

/** A city a touchpoint is in; its country code comes with the touchpoint's own page. */
export const TouchpointCitySchema = NamedRecordSchema.extend({
  country_code: z.string().nullable().optional(),
});

export const EVENT_MODE_VALUES = ['virtual', 'in_person'] as const;
export const APPLY_KIND_VALUES = ['external', 'internal'] as const;

/**
 * What only a touchpoint's own page reads (`GET /api/v1/touchpoints/:id`); lists leave these out,
 * so every one is optional. A virtual event's link is never public: it is shared with the people
 * registered, and the page only learns whether there is one.
 */
export const TouchpointDetailsShape = {
  cover_url: z.string().nullable().optional(),
  /** The kind's name from the reference data ('Graduate scheme'); `kind` is its key. */
  kind_name: z.string().nullable().optional(),
  /** One of the experience levels of spec section 9, by value (`entry_level`). */
  experience_level: z.string().nullable().optional(),
  education_requirement: NamedRecordSchema.nullable().optional(),
  industry: NamedRecordSchema.nullable().optional(),
  application_deadline_time_zone: TimeZoneSchema.nullable().optional(),
  apply_kind: z.enum(APPLY_KIND_VALUES).optional(),
  event_category: NamedRecordSchema.nullable().optional(),
  /** One of the event types of spec section 9. */
  event_type: z.string().nullable().optional(),
  event_mode: z.enum(EVENT_MODE_VALUES).nullable().optional(),
  has_virtual_link: z.boolean().optional(),
  /** Places at the event; null is unlimited. */
  capacity: z.number().int().nonnegative().nullable().optional(),
  /** Places left (capacity minus registrations); null when unlimited. */
  spots_left: z.number().int().nullable().optional(),
  waitlist_enabled: z.boolean().optional(),
  published_at: IsoDateTimeSchema.nullable().optional(),
  updated_at: IsoDateTimeSchema.optional(),
};

export const TouchpointAttributesShape = {
  title: z.string(),
  state: TouchpointStateSchema,
  /** Display status used by the registration button (`ended`, `closed`), when there is one. */
  status: z.string().nullable(),
  touchpointable_type: TouchpointableTypeSchema,
  /** Job or internship kind (reference data: opportunity types), or the event category. */
  kind: z.string().nullable(),
  /** The touchpoint's page. */
  url: z.string(),
  /** External apply link; null means easy apply (internal). */
  apply_url: z.string().nullable(),
  start_date: IsoDateTimeSchema.nullable(),
  end_date: IsoDateTimeSchema.nullable(),
  time_zone: TimeZoneSchema.nullable(),
  application_deadline: IsoDateTimeSchema.nullable(),
  isExpired: z.boolean(),
  featured: z.boolean(),
  views_count: z.number().int().nonnegative(),
  registrations_count: z.number().int().nonnegative(),
  /** Applications (jobs, internships) or registrations (events). */
  applications: z.number().int().nonnegative(),
  minimum_salary: z.number().nonnegative().nullable(),
  maximum_salary: z.number().nonnegative().nullable(),
  /** Currency code, e.g. `GBP`. */
  pay_currency: z.string().nullable(),
  salary_estimated: z.boolean(),
  cities: z.array(TouchpointCitySchema),
  working_model: WorkingModelSchema.nullable(),
  area_of_responsibilities: z.array(NamedRecordSchema),
  /** Some registrants' pictures, for the event card (up to 10 are shown). */
  avatar_urls: z.array(z.string()),
  icon_url: z.string().nullable(),
  cohost_applications: z.array(CohostApplicationSchema),
  creatable_for: CreatableForSchema,
  show_guest_list: z.boolean(),
  createdBy: z.object({ id: IdSchema, name: z.string() }).nullable(),
  /** Events: the venue; null when virtual or not set. */
  place: PlaceDocumentSchema.nullable(),
  meta_description: z.string().nullable(),
  /** Sanitised HTML; only with `with_details=true`. */
  description: z.string().nullable().optional(),
  created_at: IsoDateTimeSchema,
  ...TouchpointDetailsShape,
};

export const TouchpointSchema = resourceSchema('touchpoint', TouchpointAttributesShape);
export type Touchpoint = z.infer<typeof TouchpointSchema>;

export const TouchpointDocumentSchema = resourceDocumentSchema(
  'touchpoint',
  TouchpointAttributesShape,
);
export type TouchpointDocument = z.infer<typeof TouchpointDocumentSchema>;

export const TouchpointListDocumentSchema = listDocumentSchema(
  'touchpoint',
  TouchpointAttributesShape,
  PagingMetaSchema.extend({
    /**
     * The `cursor` of the next page in the same order and filters (keyset paging), or null when
     * this page is the last.
     */
    next_cursor: z.string().nullable().optional(),
  }),
);
export type TouchpointListDocument = z.infer<typeof TouchpointListDocumentSchema>;

/** Touchpoint lists show 10 per page (spec section 9). */
export const TOUCHPOINTS_PER_PAGE = TOUCHPOINT_LIST_PER_PAGE;
