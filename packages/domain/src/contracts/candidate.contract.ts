import { z } from 'zod';
import { SELF_DESCRIPTION_MAX_LENGTH } from '../onboarding/profile-parser';
import {
  CandidateEducationInputSchema,
  CandidatePreferencesInputSchema,
  PreferenceAnswersSchema,
} from './candidate-profile.contract';
import { defineContract } from './contract';
import {
  CountMetaSchema,
  errorResponses,
  IdSchema,
  listDocumentSchema,
  singletonDocumentSchema,
} from './documents';
import { HttpUrlSchema, IsoDateSchema, IsoDateTimeSchema } from './fields';
import { StudentSocietyBasicAttributesShape } from './student-societies.contract';
import { TouchpointSchema } from './touchpoint-document';
import { SignedInUserDocumentSchema, UserDocumentSchema } from './user.contract';

/** The candidate's own profile, magic-link sign-in, dashboard, interacted societies, AI searches. */

/** A step name of onboarding, e.g. `education`, `preferences`. */
export const FlowStateSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9_]+$/, 'Use lowercase letters, digits and underscores');

export const UpdateCandidateBodySchema = z.object({
  candidate: z
    .object({
      flow_state: FlowStateSchema.nullable(),
      first_name: z.string().trim().min(1).max(100),
      last_name: z.string().trim().min(1).max(100),
      bio: z.string().max(2000).nullable(),
      date_of_birth: IsoDateSchema.nullable(),
      linkedin_url: HttpUrlSchema.nullable(),
      remote_opportunity: z.boolean(),
      degree_id: IdSchema.nullable(),
      subject_id: IdSchema.nullable(),
      extension_installed: z.boolean(),
      /** Finishing onboarding needs a saved education (the API answers 422 otherwise). */
      onboarding_completed: z.boolean(),
      /** Replaces the candidate's current education. */
      education: CandidateEducationInputSchema,
      preferences: CandidatePreferencesInputSchema,
      /** The optional preference options; each list sent replaces the saved one. */
      preference_answers: PreferenceAnswersSchema,
      /** The candidate's own words from AI onboarding. */
      self_description: z.string().trim().max(SELF_DESCRIPTION_MAX_LENGTH).nullable(),
    })
    .partial()
    .refine((candidate) => Object.keys(candidate).length > 0, 'Send at least one field to change'),
});
export type UpdateCandidateBody = z.infer<typeof UpdateCandidateBodySchema>;

export const updateCandidateContract = defineContract({
  method: 'PUT',
  path: '/api/v1/candidate',
  summary:
    'Update the signed-in candidate’s profile, education, preferences or onboarding flow_state',
  tags: ['candidates'],
  access: 'candidate.profile.update',
  body: UpdateCandidateBodySchema,
  responses: { 200: UserDocumentSchema, ...errorResponses(400, 401, 403, 422) },
});

export const MagicLinkQuerySchema = z.object({
  candidate_id: IdSchema,
  magic_token: z.string().min(1).max(200),
});
export type MagicLinkQuery = z.infer<typeof MagicLinkQuerySchema>;

/** The app removes both parameters from the address afterwards (spec section 4). */
export const signInWithMagicLinkContract = defineContract({
  method: 'GET',
  path: '/api/v1/candidate',
  summary: 'Sign a candidate in with the link emailed to them (single use, short-lived)',
  tags: ['sessions', 'candidates'],
  access: 'public',
  query: MagicLinkQuerySchema,
  responses: { 200: SignedInUserDocumentSchema, ...errorResponses(400, 401, 429) },
});

/** A followed society's post, as the dashboard's news shows it. */
export const DashboardPostSchema = z.object({
  id: IdSchema,
  created_at: IsoDateTimeSchema,
  kind: z.string(),
  /** The post's text without markup, cut to a short excerpt. */
  excerpt: z.string(),
  student_society: z.object(StudentSocietyBasicAttributesShape).extend({ id: IdSchema }),
});
export type DashboardPost = z.infer<typeof DashboardPostSchema>;

export const CandidateDashboardDocumentSchema = singletonDocumentSchema('candidate_dashboard', {
  unvisited_matches_count: z.number().int().nonnegative(),
  /** The best unvisited matches (up to 3), best first. */
  new_matches: z.array(TouchpointSchema),
  /** Open opportunities the candidate saved or started due within 14 days, soonest first. */
  upcoming_deadlines: z.array(TouchpointSchema),
  /** Events the candidate registered for that have not ended, soonest first. */
  registered_events: z.array(TouchpointSchema),
  /** New opportunities of followed companies and societies, newest first. */
  followed_news: z.array(TouchpointSchema),
  /** Newest approved posts of followed societies. */
  followed_posts: z.array(DashboardPostSchema),
  /** The tracker's touchpoints by progress. */
  applications_counts: z.object({
    saved: z.number().int().nonnegative(),
    started: z.number().int().nonnegative(),
    applied: z.number().int().nonnegative(),
  }),
  /** Companies and societies the candidate follows. */
  following_count: z.number().int().nonnegative(),
});
export type CandidateDashboardDocument = z.infer<typeof CandidateDashboardDocumentSchema>;

export const getCandidateDashboardContract = defineContract({
  method: 'GET',
  path: '/api/v1/candidate/dashboard',
  summary: 'The candidate dashboard',
  tags: ['candidates'],
  access: 'candidate.dashboard.read',
  responses: { 200: CandidateDashboardDocumentSchema, ...errorResponses(401, 403) },
});

export const InteractedSocietyListDocumentSchema = listDocumentSchema(
  'student_society',
  {
    ...StudentSocietyBasicAttributesShape,
    last_post: z.object({ id: IdSchema, created_at: IsoDateTimeSchema }).nullable(),
    not_viewed_count: z.number().int().nonnegative(),
  },
  CountMetaSchema,
);
export type InteractedSocietyListDocument = z.infer<typeof InteractedSocietyListDocumentSchema>;

export const listInteractedSocietiesContract = defineContract({
  method: 'GET',
  path: '/api/v1/candidate/student_societies/interacted',
  summary: 'Societies the candidate interacted with, with their last post and unseen count',
  tags: ['candidates', 'student societies'],
  access: 'candidate.interacted_societies.list',
  responses: { 200: InteractedSocietyListDocumentSchema, ...errorResponses(401, 403) },
});

/** A parsed filter value: text, number, flag or a list of texts. */
export const AiSearchFilterValueSchema = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.array(z.string()),
]);

export const AiSearchListDocumentSchema = listDocumentSchema(
  'ai_search',
  {
    /** The question in the candidate's words. */
    query: z.string(),
    /** The name it was saved under, or null while it is not saved. */
    name: z.string().nullable(),
    /** The structured filters parsed from it, as search-results parameters. */
    filters: z.record(z.string(), AiSearchFilterValueSchema),
    results_count: z.number().int().nonnegative(),
    created_at: IsoDateTimeSchema,
  },
  CountMetaSchema,
);
export type AiSearchListDocument = z.infer<typeof AiSearchListDocumentSchema>;

export const listAiSearchesContract = defineContract({
  method: 'GET',
  path: '/api/v1/candidate/ai_searches',
  summary: 'The candidate’s past AI searches, newest first',
  tags: ['candidates', 'search'],
  access: 'candidate.ai_searches.list',
  responses: { 200: AiSearchListDocumentSchema, ...errorResponses(401, 403) },
});
