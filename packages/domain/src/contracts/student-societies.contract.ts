import { z } from 'zod';
import { SOCIETY_LIST_PER_PAGE } from '../constants/paging';
import { defineContract } from './contract';
import { errorResponses, IdSchema, listDocumentSchema, PagingMetaSchema } from './documents';
import { organisationDisplayShape, SlugSchema } from './fields';
import { pagingQuery, queryArray, queryBoolean } from './query';

/**
 * Student societies: the public lists and pages, and the society options managers and recruiters
 * load for search filters (the app checks `search.society_filter_options.load` before asking).
 */

export const STUDENT_SOCIETIES_PER_PAGE = SOCIETY_LIST_PER_PAGE;

export const StudentSocietyUniversitySchema = z.object({
  id: IdSchema,
  name: z.string(),
  slug: SlugSchema,
});

/** What every society item holds; `basic_details=true` answers only these. */
export const StudentSocietyBasicAttributesShape = {
  ...organisationDisplayShape,
  slug: SlugSchema,
  university: StudentSocietyUniversitySchema.nullable(),
};

/** Added unless `basic_details=true`. */
export const StudentSocietyDetailAttributesShape = {
  description: z.string().nullable().optional(),
  cover_url: z.string().nullable().optional(),
  members_count: z.number().int().nonnegative().optional(),
  city: z.object({ id: IdSchema, name: z.string() }).nullable().optional(),
  upcoming_events_count: z.number().int().nonnegative().optional(),
};

export const ListStudentSocietiesQuerySchema = z.object({
  /** Name contains (case-insensitive). */
  name: z.string().trim().max(100).optional(),
  university_ids: queryArray(IdSchema).optional(),
  country_ids: queryArray(IdSchema).optional(),
  city_ids: queryArray(IdSchema).optional(),
  ...pagingQuery(STUDENT_SOCIETIES_PER_PAGE),
  basic_details: queryBoolean().default(false),
  verified: queryBoolean().optional(),
  /** Only these societies (e.g. to show the selected filter options). */
  ids: queryArray(IdSchema).optional(),
});
export type ListStudentSocietiesQuery = z.infer<typeof ListStudentSocietiesQuerySchema>;

export const StudentSocietyListDocumentSchema = listDocumentSchema(
  'student_society',
  { ...StudentSocietyBasicAttributesShape, ...StudentSocietyDetailAttributesShape },
  PagingMetaSchema,
);
export type StudentSocietyListDocument = z.infer<typeof StudentSocietyListDocumentSchema>;

export const listStudentSocietiesContract = defineContract({
  method: 'GET',
  path: '/api/v1/student_societies',
  summary: 'Student societies, by name, university, country and city; 50 per page',
  tags: ['student societies'],
  access: 'public',
  query: ListStudentSocietiesQuerySchema,
  responses: { 200: StudentSocietyListDocumentSchema, ...errorResponses(400) },
});
