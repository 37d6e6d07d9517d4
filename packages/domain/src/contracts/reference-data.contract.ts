import { z } from 'zod';
import {
  CANDIDATE_PREFERENCE_OPTION_KEYS,
  type CandidatePreferenceOptionKey,
  OPPORTUNITY_TYPE_IDS,
  TAG_TYPES,
} from '../constants/reference-lists';
import { defineContract } from './contract';
import {
  CountMetaSchema,
  errorResponses,
  IdSchema,
  keyedResourceSchema,
  listDocumentSchema,
  singletonDocumentSchema,
} from './documents';
import { TouchpointableTypeSchema } from './fields';
import { queryBoolean } from './query';

/**
 * Reference lists the app fills its forms and filters from (spec section 7, reference-data GETs).
 * All public, none paged: each answers every item, in display order, with `meta.total_count`.
 * Countries and cities are in `places.contract.ts`.
 */

/** The seven tag types (`TAG_TYPES`). */
export const TagTypeSchema = z.enum(TAG_TYPES);
export type TagType = z.infer<typeof TagTypeSchema>;

export const ListTagsQuerySchema = z.object({ type: TagTypeSchema });
export type ListTagsQuery = z.infer<typeof ListTagsQuerySchema>;

/** Languages also name the default language (`meta.default_language_id`). */
export const TagListMetaSchema = CountMetaSchema.extend({
  default_language_id: IdSchema.optional(),
});

export const TagListDocumentSchema = listDocumentSchema(
  'tag',
  { name: z.string(), type: TagTypeSchema },
  TagListMetaSchema,
);
export type TagListDocument = z.infer<typeof TagListDocumentSchema>;

export const listTagsContract = defineContract({
  method: 'GET',
  path: '/api/v1/tags',
  summary:
    'Tags of one type: topics, offerings, ethnicities, languages, industries, areas of responsibility or education requirements',
  tags: ['reference data'],
  access: 'public',
  query: ListTagsQuerySchema,
  responses: { 200: TagListDocumentSchema, ...errorResponses(400) },
});

/** A kind of job or internship, e.g. graduate scheme, summer internship. */
export const TouchpointableKindSchema = z.object({ id: z.string().min(1), name: z.string() });

export const EventCategoryAttributesShape = {
  name: z.string(),
  default: z.boolean(),
  industry_ids: z.array(IdSchema),
};

export const OpportunityTypeIdSchema = z.enum(OPPORTUNITY_TYPE_IDS);

export const ListOpportunityTypesQuerySchema = z.object({
  with_part_time: queryBoolean().default(false),
});
export type ListOpportunityTypesQuery = z.infer<typeof ListOpportunityTypesQuerySchema>;

export const OpportunityTypeSchema = keyedResourceSchema(
  'opportunity_type',
  {
    name: z.string(),
    touchpointable_type: TouchpointableTypeSchema,
    /** Internship types list their kinds. */
    touchpointable_kinds: z.array(TouchpointableKindSchema).optional(),
    /** Job types map each kind to its label. */
    touchpointable_kind_mapping: z.record(z.string(), z.string()).optional(),
    /** Events list their categories. */
    event_categories: z
      .array(z.object({ id: IdSchema, ...EventCategoryAttributesShape }))
      .optional(),
  },
  OpportunityTypeIdSchema,
);
export const OpportunityTypeListDocumentSchema = z.object({
  data: z.array(OpportunityTypeSchema),
  meta: CountMetaSchema,
});
export type OpportunityTypeListDocument = z.infer<typeof OpportunityTypeListDocumentSchema>;

export const listOpportunityTypesContract = defineContract({
  method: 'GET',
  path: '/api/v1/opportunity_types',
  summary: 'Opportunity types (job, internship, event; part_time when asked)',
  tags: ['reference data'],
  access: 'public',
  query: ListOpportunityTypesQuerySchema,
  responses: { 200: OpportunityTypeListDocumentSchema, ...errorResponses(400) },
});

export const EventCategoryListDocumentSchema = listDocumentSchema(
  'event_category',
  EventCategoryAttributesShape,
  CountMetaSchema,
);
export type EventCategoryListDocument = z.infer<typeof EventCategoryListDocumentSchema>;

export const listEventCategoriesContract = defineContract({
  method: 'GET',
  path: '/api/v1/event_categories',
  summary: 'Event categories, with the default one and the industries each belongs to',
  tags: ['reference data'],
  access: 'public',
  responses: { 200: EventCategoryListDocumentSchema },
});

export const CompanySizeListDocumentSchema = listDocumentSchema(
  'company_size',
  { name: z.string() },
  CountMetaSchema,
);
export type CompanySizeListDocument = z.infer<typeof CompanySizeListDocumentSchema>;

export const listCompanySizesContract = defineContract({
  method: 'GET',
  path: '/api/v1/company_sizes',
  summary: 'Company sizes',
  tags: ['reference data'],
  access: 'public',
  responses: { 200: CompanySizeListDocumentSchema },
});

/** A range of employee counts, keyed like `11-50` or `10001+`; `maximum` null when open-ended. */
export const EmployeesCountSchema = keyedResourceSchema('employees_count', {
  label: z.string(),
  minimum: z.number().int().nonnegative(),
  maximum: z.number().int().positive().nullable(),
});
export const EmployeesCountListDocumentSchema = z.object({
  data: z.array(EmployeesCountSchema),
  meta: CountMetaSchema,
});
export type EmployeesCountListDocument = z.infer<typeof EmployeesCountListDocumentSchema>;

export const listEmployeesCountsContract = defineContract({
  method: 'GET',
  path: '/api/v1/companies/employees_counts',
  summary: 'Ranges of employee counts for company profiles and filters',
  tags: ['reference data'],
  access: 'public',
  responses: { 200: EmployeesCountListDocumentSchema },
});

export const CurrencyListDocumentSchema = listDocumentSchema(
  'currency',
  {
    code: z.string().regex(/^[A-Z]{3}$/),
    name: z.string(),
    symbol: z.string(),
  },
  CountMetaSchema,
);
export type CurrencyListDocument = z.infer<typeof CurrencyListDocumentSchema>;

export const listCurrenciesContract = defineContract({
  method: 'GET',
  path: '/api/v1/currencies',
  summary: 'Currencies for salaries and prices',
  tags: ['reference data'],
  access: 'public',
  responses: { 200: CurrencyListDocumentSchema },
});

export const DegreeListDocumentSchema = listDocumentSchema(
  'degree',
  { name: z.string() },
  CountMetaSchema,
);
export type DegreeListDocument = z.infer<typeof DegreeListDocumentSchema>;

export const listDegreesContract = defineContract({
  method: 'GET',
  path: '/api/v1/degrees',
  summary: 'Degrees',
  tags: ['reference data'],
  access: 'public',
  responses: { 200: DegreeListDocumentSchema },
});

export const SubjectListDocumentSchema = listDocumentSchema(
  'subject',
  { name: z.string() },
  CountMetaSchema,
);
export type SubjectListDocument = z.infer<typeof SubjectListDocumentSchema>;

export const listSubjectsContract = defineContract({
  method: 'GET',
  path: '/api/v1/subjects',
  summary: 'Subjects of study',
  tags: ['reference data'],
  access: 'public',
  responses: { 200: SubjectListDocumentSchema },
});

/** One option of a candidate preference: a stable key and its label. */
export const PreferenceOptionSchema = z.object({ id: z.string().min(1), name: z.string() });
export type PreferenceOption = z.infer<typeof PreferenceOptionSchema>;

/** One list per key, keys exactly as the spec spells them, `congnitive_disabilities` included. */
const preferenceOptionLists = Object.fromEntries(
  CANDIDATE_PREFERENCE_OPTION_KEYS.map((key) => [key, z.array(PreferenceOptionSchema)]),
) as Record<CandidatePreferenceOptionKey, z.ZodArray<typeof PreferenceOptionSchema>>;

export const CandidatePreferenceOptionsDocumentSchema = singletonDocumentSchema(
  'candidate_preference_options',
  preferenceOptionLists,
);
export type CandidatePreferenceOptionsDocument = z.infer<
  typeof CandidatePreferenceOptionsDocumentSchema
>;

export const getCandidatePreferenceOptionsContract = defineContract({
  method: 'GET',
  path: '/api/v1/candidate_preference_options',
  summary: 'The optional preference options a candidate may give',
  tags: ['reference data'],
  access: 'public',
  responses: { 200: CandidatePreferenceOptionsDocumentSchema },
});
