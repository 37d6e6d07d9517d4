import { z } from 'zod';
import { EXPERIENCE_LEVELS } from '../constants/experience-levels';
import {
  CANDIDATE_PREFERENCE_OPTION_KEYS,
  OPPORTUNITY_TYPE_IDS,
} from '../constants/reference-lists';
import { EDUCATION_TYPE_VALUES } from '../onboarding/education-types';
import { SELF_DESCRIPTION_MAX_LENGTH } from '../onboarding/profile-parser';
import { DIGEST_FREQUENCIES } from '../states/email-digest';
import { WORK_MODES } from '../states/work-mode';
import { defineContract } from './contract';
import {
  errorResponses,
  IdSchema,
  MessageDocumentSchema,
  resourceDocumentSchema,
  singletonDocumentSchema,
} from './documents';
import { IsoDateSchema, IsoDateTimeSchema, NamedRecordSchema, SlugSchema } from './fields';
import { OpportunityTypeIdSchema } from './reference-data.contract';
import { UserDocumentSchema } from './user.contract';

/**
 * The candidate's own profile beyond the user document: education, what they look for, the
 * optional preference options, their CV, settings, avatar, account removal, and AI onboarding's
 * parser. The user document (`GET /api/v1/user`) stays the profile the extension autofills from.
 */

export const EducationTypeSchema = z.enum(EDUCATION_TYPE_VALUES);
export const WorkModeSchema = z.enum(WORK_MODES);
export const ExperienceLevelSchema = z.enum(
  EXPERIENCE_LEVELS.map((level) => level.value) as [string, ...string[]],
);
export const DigestFrequencySchema = z.enum(DIGEST_FREQUENCIES);

/** The candidate's current education (their main education history). */
export const CandidateEducationInputSchema = z.object({
  education_type: EducationTypeSchema,
  university_id: IdSchema.nullable(),
  degree_id: IdSchema.nullable(),
  subject_id: IdSchema.nullable(),
  study_year: z.number().int().min(1).max(5).nullable(),
  /** From 10 years before to 10 years after the current year (checked by the API). */
  graduation_year: z.number().int().min(1900).max(2200).nullable(),
});
export type CandidateEducationInput = z.infer<typeof CandidateEducationInputSchema>;

const idList = z.array(IdSchema).max(50);

/** What the candidate looks for; each field sent replaces the saved one. */
export const CandidatePreferencesInputSchema = z
  .object({
    opportunity_types: z.array(OpportunityTypeIdSchema).max(OPPORTUNITY_TYPE_IDS.length),
    industry_ids: idList,
    area_of_responsibility_ids: idList,
    city_ids: idList,
    work_modes: z.array(WorkModeSchema).max(WORK_MODES.length),
    /** The lowest yearly salary wanted. */
    minimum_salary: z.number().int().min(0).max(10_000_000).nullable(),
    experience_level: ExperienceLevelSchema.nullable(),
  })
  .partial();
export type CandidatePreferencesInput = z.infer<typeof CandidatePreferencesInputSchema>;

/**
 * The optional preference options (spec §3: genders, physical and cognitive disabilities,
 * socio-economic statuses): option ids by list. Used only for fair-access programmes.
 */
export const PreferenceAnswersSchema = z
  .object(
    Object.fromEntries(
      CANDIDATE_PREFERENCE_OPTION_KEYS.map((key) => [
        key,
        z.array(z.string().min(1).max(100)).max(10),
      ]),
    ) as Record<(typeof CANDIDATE_PREFERENCE_OPTION_KEYS)[number], z.ZodArray<z.ZodString>>,
  )
  .partial();
export type PreferenceAnswers = z.infer<typeof PreferenceAnswersSchema>;

const CandidatePreferencesSchema = z.object({
  opportunity_types: z.array(OpportunityTypeIdSchema),
  industries: z.array(NamedRecordSchema),
  areas_of_responsibility: z.array(NamedRecordSchema),
  cities: z.array(NamedRecordSchema),
  work_modes: z.array(WorkModeSchema),
  minimum_salary: z.number().int().nullable(),
  experience_level: ExperienceLevelSchema.nullable(),
});
export type CandidatePreferences = z.infer<typeof CandidatePreferencesSchema>;

export const CandidateEducationSchema = z.object({
  education_type: z.string(),
  university: z.object({ id: IdSchema, name: z.string(), slug: SlugSchema }).nullable(),
  degree: NamedRecordSchema.nullable(),
  subject: NamedRecordSchema.nullable(),
  study_year: z.number().int().nullable(),
  graduation_year: z.number().int().nullable(),
});
export type CandidateEducation = z.infer<typeof CandidateEducationSchema>;

export const CandidateResumeSchema = z.object({
  url: z.string(),
  filename: z.string().nullable(),
  bytes: z.number().int().nullable(),
  pages: z.number().int().nullable(),
  uploaded_at: IsoDateTimeSchema.nullable(),
  /** Whether text could be read from it (a scanned CV may hold none). */
  has_text: z.boolean(),
});

export const CandidateProfileDocumentSchema = resourceDocumentSchema('candidate_profile', {
  user_id: IdSchema,
  first_name: z.string(),
  last_name: z.string(),
  /** Empty for a temporary candidate. */
  email: z.string(),
  email_verified: z.boolean(),
  has_password: z.boolean(),
  avatar_url: z.string().nullable(),
  bio: z.string().nullable(),
  date_of_birth: IsoDateSchema.nullable(),
  linkedin_url: z.string().nullable(),
  remote_opportunity: z.boolean(),
  flow_state: z.string().nullable(),
  onboarding_completed: z.boolean(),
  is_provider_verified: z.boolean(),
  education: CandidateEducationSchema.nullable(),
  preferences: CandidatePreferencesSchema,
  preference_answers: PreferenceAnswersSchema,
  resume: CandidateResumeSchema.nullable(),
  email_digest_frequency: DigestFrequencySchema,
  self_description: z.string().nullable(),
});
export type CandidateProfileDocument = z.infer<typeof CandidateProfileDocumentSchema>;
export type CandidateProfile = CandidateProfileDocument['data']['attributes'];

export const getCandidateProfileContract = defineContract({
  method: 'GET',
  path: '/api/v1/candidate/profile',
  summary: 'The signed-in candidate’s full profile, preferences, CV and settings',
  tags: ['candidates'],
  access: 'candidate.profile.read',
  responses: { 200: CandidateProfileDocumentSchema, ...errorResponses(401, 403) },
});

export const UpdateCandidateSettingsBodySchema = z.object({
  settings: z.object({ email_digest_frequency: DigestFrequencySchema }),
});
export type UpdateCandidateSettingsBody = z.infer<typeof UpdateCandidateSettingsBodySchema>;

export const updateCandidateSettingsContract = defineContract({
  method: 'PUT',
  path: '/api/v1/candidate/settings',
  summary: 'Change how often the opportunities email comes (daily, weekly, never)',
  tags: ['candidates'],
  access: 'candidate.profile.update',
  body: UpdateCandidateSettingsBodySchema,
  responses: { 200: CandidateProfileDocumentSchema, ...errorResponses(400, 401, 403) },
});

/** `multipart/form-data` with the image in the part `file` (PNG, JPEG or WebP, ≤ 2 MB). */
export const uploadCandidateAvatarContract = defineContract({
  method: 'PUT',
  path: '/api/v1/candidate/avatar',
  summary: 'Replace the profile picture (multipart, part `file`: PNG, JPEG or WebP up to 2 MB)',
  tags: ['candidates', 'uploads'],
  access: 'candidate.profile.update',
  responses: { 200: UserDocumentSchema, ...errorResponses(400, 401, 403, 413, 415, 429) },
});

export const deleteCandidateAvatarContract = defineContract({
  method: 'DELETE',
  path: '/api/v1/candidate/avatar',
  summary: 'Remove the profile picture',
  tags: ['candidates', 'uploads'],
  access: 'candidate.profile.update',
  responses: { 200: UserDocumentSchema, ...errorResponses(401, 403) },
});

/** What the parser reads from a text: the profile fields it found, for the candidate to confirm. */
export const ParsedProfileSchema = z.object({
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  education_type: EducationTypeSchema.nullable(),
  university: NamedRecordSchema.nullable(),
  degree: NamedRecordSchema.nullable(),
  subject: NamedRecordSchema.nullable(),
  study_year: z.number().int().min(1).max(5).nullable(),
  graduation_year: z.number().int().nullable(),
  industries: z.array(NamedRecordSchema),
  areas_of_responsibility: z.array(NamedRecordSchema),
  cities: z.array(NamedRecordSchema),
  work_modes: z.array(WorkModeSchema),
  opportunity_types: z.array(OpportunityTypeIdSchema),
  experience_level: ExperienceLevelSchema.nullable(),
  minimum_salary: z.number().int().nullable(),
});
export type ParsedProfileWire = z.infer<typeof ParsedProfileSchema>;

/** The CV upload's answer: the profile, plus what was read from the CV to fill the form with. */
export const CandidateResumeDocumentSchema = CandidateProfileDocumentSchema.extend({
  meta: z.object({ suggested: ParsedProfileSchema }),
});
export type CandidateResumeDocument = z.infer<typeof CandidateResumeDocumentSchema>;

/** `multipart/form-data` with the PDF in the part `file` (≤ 5 MB); its text is kept. */
export const uploadCandidateResumeContract = defineContract({
  method: 'PUT',
  path: '/api/v1/candidate/resume',
  summary:
    'Upload or replace the CV (multipart, part `file`: PDF up to 5 MB); its text is kept for matching and autofill',
  tags: ['candidates', 'uploads'],
  access: 'candidate.profile.update',
  responses: {
    200: CandidateResumeDocumentSchema,
    ...errorResponses(400, 401, 403, 413, 415, 422, 429),
  },
});

export const deleteCandidateResumeContract = defineContract({
  method: 'DELETE',
  path: '/api/v1/candidate/resume',
  summary: 'Remove the CV and its text',
  tags: ['candidates', 'uploads'],
  access: 'candidate.profile.update',
  responses: { 200: CandidateProfileDocumentSchema, ...errorResponses(401, 403) },
});

export const DeleteCandidateBodySchema = z.object({
  candidate: z.object({
    /** The candidate confirmed in the app; nothing is removed without it. */
    confirm: z.literal(true, 'Confirm that you want to delete your account'),
  }),
});
export type DeleteCandidateBody = z.infer<typeof DeleteCandidateBodySchema>;

/** Removes the account and every piece of personal data: profile, CV, avatar, sessions. */
export const deleteCandidateContract = defineContract({
  method: 'DELETE',
  path: '/api/v1/candidate',
  summary: 'Delete the candidate’s account with all their personal data',
  tags: ['candidates'],
  access: 'candidate.account.delete',
  body: DeleteCandidateBodySchema,
  responses: { 200: MessageDocumentSchema, ...errorResponses(400, 401, 403) },
});

export const AI_ONBOARDING_PROVIDERS = ['built_in', 'openai_compatible'] as const;

export const ParseSelfDescriptionBodySchema = z.object({
  ai_onboarding: z.object({
    description: z
      .string()
      .trim()
      .min(20, 'Tell us a little more about yourself (at least 20 characters).')
      .max(SELF_DESCRIPTION_MAX_LENGTH),
  }),
});
export type ParseSelfDescriptionBody = z.infer<typeof ParseSelfDescriptionBodySchema>;

export const ParsedProfileDocumentSchema = singletonDocumentSchema('ai_onboarding_profile', {
  ...ParsedProfileSchema.shape,
  /** Which parser read it: the built-in one, or the configured OpenAI-compatible provider. */
  provider: z.enum(AI_ONBOARDING_PROVIDERS),
});
export type ParsedProfileDocument = z.infer<typeof ParsedProfileDocumentSchema>;

/**
 * AI onboarding: reads the candidate's own words and answers the profile fields found, matched
 * to the reference lists. Saves nothing but the description; the candidate confirms the fields
 * with `PUT /api/v1/candidate`.
 */
export const parseSelfDescriptionContract = defineContract({
  method: 'POST',
  path: '/api/v1/candidate/ai_onboarding',
  summary: 'Read a candidate’s description of themselves into profile fields to confirm',
  tags: ['candidates', 'onboarding'],
  access: 'candidate.profile.update',
  body: ParseSelfDescriptionBodySchema,
  responses: { 200: ParsedProfileDocumentSchema, ...errorResponses(400, 401, 403, 429) },
});
