import { z } from 'zod';
import { defineContract } from './contract';
import {
  embeddedDocumentSchema,
  errorResponses,
  IdSchema,
  resourceDocumentSchema,
} from './documents';
import {
  IsoDateSchema,
  IsoDateTimeSchema,
  organisationDisplayShape,
  SlugSchema,
  UserableTypeSchema,
} from './fields';

/**
 * The user document: the current user, and every successful sign-in's answer (which alone adds
 * `authentication_token`). Candidates carry their profile (the fields the quick-apply extension
 * autofills from); managers their society; recruiters their company.
 */

export const EducationHistorySchema = z.object({
  id: IdSchema,
  /** e.g. `undergraduate`, `postgraduate`, `school`. */
  education_type: z.string(),
  university: z.object({ id: IdSchema, name: z.string(), slug: SlugSchema }).nullable(),
  study_year: z.number().int().min(1).max(5).nullable(),
  graduation_year: z.number().int().nullable(),
});
export type EducationHistory = z.infer<typeof EducationHistorySchema>;

const NameDocumentSchema = embeddedDocumentSchema({ name: z.string() });

export const OrganisationDocumentSchema = embeddedDocumentSchema({
  id: IdSchema,
  slug: SlugSchema,
  ...organisationDisplayShape,
  /** Where it is (its city's, a society's university's city's): the default zone of its events. */
  time_zone: z.string().nullable().optional(),
});

export const UserAttributesShape = {
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  name: z.string(),
  /** Empty for a temporary candidate (AI onboarding before an email is given). */
  email: z.string(),
  email_verified: z.boolean(),
  created_at: IsoDateTimeSchema,
  userable_type: UserableTypeSchema,
  userable_id: IdSchema,
  is_approved: z.boolean(),
  /** `admin` for admin accounts, which never get a session in the app. */
  type: z.string().nullable(),
  avatar_url: z.string().nullable(),
  /** The session token; only in the answer of a sign-in. */
  authentication_token: z.string().optional(),
  // Candidates
  bio: z.string().nullable().optional(),
  date_of_birth: IsoDateSchema.nullable().optional(),
  linkedin_url: z.string().nullable().optional(),
  resume_url: z.string().nullable().optional(),
  remote_opportunity: z.boolean().optional(),
  degree: NameDocumentSchema.nullable().optional(),
  subject: NameDocumentSchema.nullable().optional(),
  /** Where the candidate left onboarding (a step name). */
  flow_state: z.string().nullable().optional(),
  onboarding_completed: z.boolean().optional(),
  extension_installed: z.boolean().optional(),
  education_histories: z.array(EducationHistorySchema).optional(),
  is_provider_verified: z.boolean().optional(),
  // Managers and recruiters
  student_society: OrganisationDocumentSchema.nullable().optional(),
  company: OrganisationDocumentSchema.nullable().optional(),
};

export const UserDocumentSchema = resourceDocumentSchema('user', UserAttributesShape);
export type UserDocument = z.infer<typeof UserDocumentSchema>;

/** A sign-in's answer: the user document with its session token. */
export const SignedInUserDocumentSchema = resourceDocumentSchema('user', {
  ...UserAttributesShape,
  authentication_token: z.string().min(1),
});
export type SignedInUserDocument = z.infer<typeof SignedInUserDocumentSchema>;

/** A 401 means the session is gone: the app clears it. */
export const getCurrentUserContract = defineContract({
  method: 'GET',
  path: '/api/v1/user',
  summary: 'The signed-in user',
  tags: ['users'],
  access: 'user.read',
  responses: { 200: UserDocumentSchema, ...errorResponses(401, 403) },
});
