import { z } from 'zod';
import { SOCIETY_LIST_PER_PAGE } from '../constants/paging';
import { defineContract } from './contract';
import {
  errorResponses,
  IdSchema,
  listDocumentSchema,
  PagingMetaSchema,
  resourceDocumentSchema,
} from './documents';
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

// One society's page ---------------------------------------------------------------------------

/** A society by its id or its slug (the public page uses `/societies/{slug}`). */
export const StudentSocietyParamsSchema = z.object({ id: z.union([IdSchema, SlugSchema]) });
export type StudentSocietyParams = z.infer<typeof StudentSocietyParamsSchema>;

/** Where the society's members study, most members first. */
export const SocietyAudienceSchema = z.object({
  id: IdSchema,
  name: z.string(),
  slug: SlugSchema,
  members_count: z.number().int().nonnegative(),
});

export const StudentSocietyPageAttributesShape = {
  ...StudentSocietyBasicAttributesShape,
  description: z.string().nullable(),
  cover_url: z.string().nullable(),
  city: z.object({ id: IdSchema, name: z.string() }).nullable(),
  /** Topic tags. */
  categories: z.array(z.object({ id: IdSchema, name: z.string() })),
  members_count: z.number().int().nonnegative(),
  /** Whether joining asks its managers first: its button reads "Request to join", not "Join". */
  approves_members: z.boolean(),
  followers_count: z.number().int().nonnegative(),
  upcoming_events_count: z.number().int().nonnegative(),
  /** Events it has held: published ones that already started, and those since ended. */
  past_events_count: z.number().int().nonnegative(),
  /** The universities most of its members study at (up to 5). */
  audience: z.array(SocietyAudienceSchema),
  website: z.string().nullable(),
  instagram_url: z.string().nullable(),
  linkedin_url: z.string().nullable(),
  /** Its short link's slug (`/s/{slug}`), when it has one. */
  short_link: SlugSchema.nullable(),
};

export const StudentSocietyPageDocumentSchema = resourceDocumentSchema(
  'student_society',
  StudentSocietyPageAttributesShape,
);
export type StudentSocietyPageDocument = z.infer<typeof StudentSocietyPageDocumentSchema>;
export type StudentSocietyPage = StudentSocietyPageDocument['data']['attributes'];

export const getStudentSocietyContract = defineContract({
  method: 'GET',
  path: '/api/v1/student_societies/:id',
  summary: 'One student society, by id or slug',
  tags: ['student societies'],
  access: 'public',
  params: StudentSocietyParamsSchema,
  responses: { 200: StudentSocietyPageDocumentSchema, ...errorResponses(400, 404) },
});
