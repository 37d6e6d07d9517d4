import { z } from 'zod';
import { UNIVERSITY_LIST_PER_PAGE } from '../constants/paging';
import { defineContract } from './contract';
import {
  errorResponses,
  IdSchema,
  listDocumentSchema,
  PagingMetaSchema,
  resourceDocumentSchema,
} from './documents';
import { SlugSchema } from './fields';
import { pagingQuery, queryArray } from './query';

/** Universities: options for forms and filters, and the public university pages. */

export const UNIVERSITIES_PER_PAGE = UNIVERSITY_LIST_PER_PAGE;

export const UniversityAttributesShape = {
  name: z.string(),
  slug: SlugSchema,
  icon_url: z.string().nullable(),
  city: z.object({ id: IdSchema, name: z.string() }).nullable(),
  country: z.object({ id: IdSchema, label: z.string() }).nullable(),
  /** Verified student societies of the university. */
  student_societies_count: z.number().int().nonnegative(),
};

export const ListUniversitiesQuerySchema = z.object({
  /** Name contains (case-insensitive). */
  q: z.string().trim().max(100).optional(),
  country_ids: queryArray(IdSchema).optional(),
  city_ids: queryArray(IdSchema).optional(),
  ...pagingQuery(UNIVERSITIES_PER_PAGE),
});
export type ListUniversitiesQuery = z.infer<typeof ListUniversitiesQuerySchema>;

export const UniversityListDocumentSchema = listDocumentSchema(
  'university',
  UniversityAttributesShape,
  PagingMetaSchema,
);
export type UniversityListDocument = z.infer<typeof UniversityListDocumentSchema>;

export const listUniversitiesContract = defineContract({
  method: 'GET',
  path: '/api/v1/universities',
  summary: 'Universities, by name, country and city; 50 per page',
  tags: ['universities'],
  access: 'public',
  query: ListUniversitiesQuerySchema,
  responses: { 200: UniversityListDocumentSchema, ...errorResponses(400) },
});

/** A university by its id or its slug (public pages use `/universities/{universitySlug}`). */
export const UniversityParamsSchema = z.object({ id: z.union([IdSchema, SlugSchema]) });
export type UniversityParams = z.infer<typeof UniversityParamsSchema>;

export const UniversityDocumentSchema = resourceDocumentSchema(
  'university',
  UniversityAttributesShape,
);
export type UniversityDocument = z.infer<typeof UniversityDocumentSchema>;

export const getUniversityContract = defineContract({
  method: 'GET',
  path: '/api/v1/universities/:id',
  summary: 'One university, by id or slug',
  tags: ['universities'],
  access: 'public',
  params: UniversityParamsSchema,
  responses: { 200: UniversityDocumentSchema, ...errorResponses(400, 404) },
});
