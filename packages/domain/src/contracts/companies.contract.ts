import { z } from 'zod';
import { defineContract } from './contract';
import {
  errorResponses,
  IdSchema,
  listDocumentSchema,
  PagingMetaSchema,
  resourceDocumentSchema,
} from './documents';
import { NamedRecordSchema, organisationDisplayShape, SlugSchema } from './fields';
import { pagingQuery, queryArray, queryBoolean } from './query';

/**
 * Companies for everyone: the directory (`/companies`) and one company's page
 * (`/companies/{slug}`). Only companies that may appear publicly are answered; any other answers
 * 404 exactly like a missing one (see the API's `organisers/visibility.ts`).
 */

/** Not in the spec: a grid of 2 or 3 columns fills evenly at 24. */
export const COMPANIES_PER_PAGE = 24;

/** What every company of the directory holds. */
export const CompanyListAttributesShape = {
  ...organisationDisplayShape,
  slug: SlugSchema,
  /** An Industry tag. */
  industry: NamedRecordSchema.nullable(),
  /** The city of its head office. */
  city: NamedRecordSchema.nullable(),
  /** Its published jobs and internships, and its published events still to come. */
  open_touchpoints_count: z.number().int().nonnegative(),
};

export const ListCompaniesQuerySchema = z.object({
  /** Name search (trigram: close spellings match too); `q` is the same. */
  name: z.string().trim().max(100).optional(),
  q: z.string().trim().max(100).optional(),
  industry_ids: queryArray(IdSchema).optional(),
  /** Companies with an office (or their head office) in one of these cities. */
  city_ids: queryArray(IdSchema).optional(),
  verified: queryBoolean().optional(),
  ...pagingQuery(COMPANIES_PER_PAGE),
});
export type ListCompaniesQuery = z.infer<typeof ListCompaniesQuerySchema>;

export const CompanyListDocumentSchema = listDocumentSchema(
  'company',
  CompanyListAttributesShape,
  PagingMetaSchema,
);
export type CompanyListDocument = z.infer<typeof CompanyListDocumentSchema>;
export type CompanyListItem = CompanyListDocument['data'][number];

export const listCompaniesContract = defineContract({
  method: 'GET',
  path: '/api/v1/companies',
  summary: 'Companies, by name, industry and city',
  tags: ['companies'],
  access: 'public',
  query: ListCompaniesQuerySchema,
  responses: { 200: CompanyListDocumentSchema, ...errorResponses(400) },
});

/** A company's public page adds these. */
export const CompanyPageAttributesShape = {
  ...CompanyListAttributesShape,
  description: z.string().nullable(),
  cover_url: z.string().nullable(),
  website: z.string().nullable(),
  company_size: NamedRecordSchema.nullable(),
  /** Cities the company has offices in. */
  offices: z.array(NamedRecordSchema),
  followers_count: z.number().int().nonnegative(),
  open_jobs_count: z.number().int().nonnegative(),
  open_internships_count: z.number().int().nonnegative(),
  upcoming_events_count: z.number().int().nonnegative(),
  /** Its short link's slug (`/s/{slug}`), when it has one. */
  short_link: SlugSchema.nullable(),
};

/** A company by its id or its slug (the public page uses `/companies/{slug}`). */
export const CompanyIdOrSlugParamsSchema = z.object({ id: z.union([IdSchema, SlugSchema]) });
export type CompanyIdOrSlugParams = z.infer<typeof CompanyIdOrSlugParamsSchema>;

export const CompanyPageDocumentSchema = resourceDocumentSchema(
  'company',
  CompanyPageAttributesShape,
);
export type CompanyPageDocument = z.infer<typeof CompanyPageDocumentSchema>;
export type CompanyPage = CompanyPageDocument['data']['attributes'];

export const getCompanyContract = defineContract({
  method: 'GET',
  path: '/api/v1/companies/:id',
  summary: 'One company, by id or slug',
  tags: ['companies'],
  access: 'public',
  params: CompanyIdOrSlugParamsSchema,
  responses: { 200: CompanyPageDocumentSchema, ...errorResponses(400, 404) },
});
