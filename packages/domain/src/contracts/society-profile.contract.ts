import { z } from 'zod';
import { htmlToPlainText } from '../touchpoints/html-to-text';
import { FIELD_MESSAGES } from '../validation/field-messages';
import { defineContract } from './contract';
import {
  CountMetaSchema,
  errorResponses,
  IdSchema,
  listDocumentSchema,
  resourceDocumentSchema,
} from './documents';
import {
  IsoDateTimeSchema,
  NamedRecordSchema,
  organisationDisplayShape,
  SlugSchema,
} from './fields';

/**
 * A society manager's own society: onboarding (claim a pre-listed society of their university or
 * create one), the profile as its manager sees it, and its edit (with the community's post
 * settings). A manager acts only on their own society; the claims of others on it are decided by
 * its managers. Also the fields the company-profile contracts share.
 */

// Shared by the organisers' contracts -------------------------------------------------------

/**
 * A logo already uploaded through `POST /api/v1/uploads/logo` (its answer's `url`), or the logo
 * the app drew itself for a listed organisation (`/uploads/demo/logo-<slug>.svg`): a stored logo
 * is a valid logo, so saving an untouched profile never fails on it.
 */
export const LogoUrlSchema = z
  .string()
  .max(300)
  .regex(
    /^\/uploads\/(?:logo\/[A-Za-z0-9_-]+\.(?:png|jpe?g|webp)|demo\/logo-[a-z0-9-]+\.svg)$/,
    'Upload the logo first (PNG, JPEG or WebP)',
  );

/** A name people see: trimmed, 2 to 120 characters. */
export const OrganisationNameSchema = z
  .string()
  .trim()
  .min(2, FIELD_MESSAGES.tooShort(2))
  .max(120, FIELD_MESSAGES.tooLong(120));

export const ORGANISATION_DESCRIPTION_MAX_LENGTH = 2000;
/** Room for the markup of a description at its longest (paragraphs, lists, links). */
export const ORGANISATION_DESCRIPTION_MAX_HTML_LENGTH = 20_000;
/**
 * Rich text from the rich-text editor (sanitised on save with the domain's one option set,
 * `richTextSanitizerOptions`): up to 2000 characters of text, counted without the markup; empty
 * clears it.
 */
export const OrganisationDescriptionSchema = z
  .string()
  .trim()
  .max(
    ORGANISATION_DESCRIPTION_MAX_HTML_LENGTH,
    FIELD_MESSAGES.tooLong(ORGANISATION_DESCRIPTION_MAX_LENGTH),
  )
  .refine(
    (html) => htmlToPlainText(html).length <= ORGANISATION_DESCRIPTION_MAX_LENGTH,
    FIELD_MESSAGES.tooLong(ORGANISATION_DESCRIPTION_MAX_LENGTH),
  );

export const ORGANISER_REQUEST_STATUSES = ['pending', 'approved', 'declined'] as const;
export const OrganiserRequestStatusSchema = z.enum(ORGANISER_REQUEST_STATUSES);
export type OrganiserRequestStatus = z.infer<typeof OrganiserRequestStatusSchema>;

export const ORGANISER_REQUEST_DECISIONS = ['approve', 'decline'] as const;
export const OrganiserRequestDecisionSchema = z.enum(ORGANISER_REQUEST_DECISIONS);
export type OrganiserRequestDecision = z.infer<typeof OrganiserRequestDecisionSchema>;

/** Someone asking in (a society claim, a company join request), as the deciders see them. */
export const OrganiserRequestSchema = z.object({
  id: IdSchema,
  status: OrganiserRequestStatusSchema,
  name: z.string(),
  email: z.string(),
  created_at: IsoDateTimeSchema,
});
export type OrganiserRequest = z.infer<typeof OrganiserRequestSchema>;

export const OrganiserRequestParamsSchema = z.object({ id: IdSchema });

/** A short reference to a society or company (onboarding lists, requests). */
export const OrganisationRefSchema = z.object({
  id: IdSchema,
  name: z.string(),
  slug: SlugSchema,
  icon_url: z.string().nullable(),
});
export type OrganisationRef = z.infer<typeof OrganisationRefSchema>;

/**
 * Where an organiser's onboarding stands: nothing chosen yet, a request waiting for the
 * organisation's people (`pending`), a request they declined (`declined`: choose again), or done.
 */
export const ONBOARDING_STATES = ['not_started', 'pending', 'declined', 'completed'] as const;
export const OnboardingStateSchema = z.enum(ONBOARDING_STATES);
export type OnboardingState = z.infer<typeof OnboardingStateSchema>;

// Society post settings ----------------------------------------------------------------------

/** Who may write posts in the society's community. */
export const WHO_CAN_POST_OPTIONS = ['managers', 'committee', 'members'] as const;
export const WhoCanPostSchema = z.enum(WHO_CAN_POST_OPTIONS);
export type WhoCanPost = z.infer<typeof WhoCanPostSchema>;

/** Who may reply to posts: the society's members, or anyone signed in (`everyone`). */
export const WHO_CAN_REPLY_OPTIONS = ['members', 'everyone'] as const;
export const WhoCanReplySchema = z.enum(WHO_CAN_REPLY_OPTIONS);
export type WhoCanReply = z.infer<typeof WhoCanReplySchema>;

/** The public page of a society. */
export const societyPublicPath = (slug: string): string => `/societies/${slug}`;

// The profile ------------------------------------------------------------------------------

export const SocietyProfileAttributesShape = {
  ...organisationDisplayShape,
  slug: SlugSchema,
  description: z.string().nullable(),
  university: z.object({ id: IdSchema, name: z.string(), slug: SlugSchema }).nullable(),
  /** Topic tags (`GET /api/v1/tags?type=Topic`). */
  categories: z.array(NamedRecordSchema),
  who_can_post: WhoCanPostSchema,
  who_can_reply_to_posts: WhoCanReplySchema,
  show_media_uploads_from_posts: z.boolean(),
  is_post_approval_required: z.boolean(),
  /** Joining asks the managers first (a membership request; decision 049). */
  approves_members: z.boolean(),
  /** `/societies/{slug}`. */
  public_url: z.string(),
  /** Listed publicly: false while none of its managers is approved. */
  is_public: z.boolean(),
  /** Other managers' claims of this society waiting for a decision. */
  pending_claims: z.array(OrganiserRequestSchema),
};

export const SocietyProfileDocumentSchema = resourceDocumentSchema(
  'student_society_profile',
  SocietyProfileAttributesShape,
);
export type SocietyProfileDocument = z.infer<typeof SocietyProfileDocumentSchema>;
export type SocietyProfile = SocietyProfileDocument['data']['attributes'];

export const getSocietyProfileContract = defineContract({
  method: 'GET',
  path: '/api/v1/student_society/profile',
  summary: "The signed-in manager's society (404 before onboarding)",
  tags: ['society profile'],
  access: 'society.profile.read',
  responses: { 200: SocietyProfileDocumentSchema, ...errorResponses(401, 403, 404) },
});

const categoryIds = z.array(IdSchema).max(10, 'Choose at most 10 categories');

export const UpdateSocietyProfileBodySchema = z.object({
  student_society: z
    .object({
      name: OrganisationNameSchema,
      university_id: IdSchema,
      description: OrganisationDescriptionSchema,
      icon_url: LogoUrlSchema.nullable(),
      category_ids: categoryIds,
      who_can_post: WhoCanPostSchema,
      who_can_reply_to_posts: WhoCanReplySchema,
      show_media_uploads_from_posts: z.boolean(),
      is_post_approval_required: z.boolean(),
      approves_members: z.boolean(),
    })
    .partial(),
});
export type UpdateSocietyProfileBody = z.infer<typeof UpdateSocietyProfileBodySchema>;

export const updateSocietyProfileContract = defineContract({
  method: 'PATCH',
  path: '/api/v1/student_society/profile',
  summary: "Edit the signed-in manager's society and its post settings (the slug never changes)",
  tags: ['society profile'],
  access: 'society.profile.update',
  body: UpdateSocietyProfileBodySchema,
  responses: { 200: SocietyProfileDocumentSchema, ...errorResponses(400, 401, 403, 404) },
});

// Onboarding -------------------------------------------------------------------------------

export const SocietyOnboardingAttributesShape = {
  state: OnboardingStateSchema,
  /** The manager's society once attached. */
  student_society: OrganisationRefSchema.nullable(),
  /** The manager's latest claim of an already-managed society, while pending or declined. */
  claim: z
    .object({
      id: IdSchema,
      status: OrganiserRequestStatusSchema,
      student_society: OrganisationRefSchema,
    })
    .nullable(),
};
export const SocietyOnboardingDocumentSchema = resourceDocumentSchema(
  'society_onboarding',
  SocietyOnboardingAttributesShape,
);
export type SocietyOnboardingDocument = z.infer<typeof SocietyOnboardingDocumentSchema>;

export const getSocietyOnboardingContract = defineContract({
  method: 'GET',
  path: '/api/v1/student_society/onboarding',
  summary: "Where the signed-in manager's onboarding stands",
  tags: ['society profile'],
  access: 'society.onboarding.complete',
  responses: { 200: SocietyOnboardingDocumentSchema, ...errorResponses(401, 403) },
});

export const ListClaimableSocietiesQuerySchema = z.object({
  university_id: IdSchema,
  name: z.string().trim().max(100).optional(),
});

/** Every society of the university, with whether it already has managers. */
export const ClaimableSocietyListDocumentSchema = listDocumentSchema(
  'claimable_student_society',
  { ...OrganisationRefSchema.omit({ id: true }).shape, is_managed: z.boolean() },
  CountMetaSchema,
);
export type ClaimableSocietyListDocument = z.infer<typeof ClaimableSocietyListDocumentSchema>;

export const listClaimableSocietiesContract = defineContract({
  method: 'GET',
  path: '/api/v1/student_society/onboarding/societies',
  summary: 'Societies of a university a manager may claim (at most 100, by name)',
  tags: ['society profile'],
  access: 'society.onboarding.complete',
  query: ListClaimableSocietiesQuerySchema,
  responses: { 200: ClaimableSocietyListDocumentSchema, ...errorResponses(400, 401, 403) },
});

export const ClaimSocietyBodySchema = z.object({
  claim: z.object({ student_society_id: IdSchema }),
});
export type ClaimSocietyBody = z.infer<typeof ClaimSocietyBodySchema>;

/**
 * Claims a pre-listed society: one without managers is attached at once (`completed`); one with
 * managers waits for one of them to approve (`pending`). 409 once the manager has a society.
 */
export const claimSocietyContract = defineContract({
  method: 'POST',
  path: '/api/v1/student_society/claims',
  summary: 'Claim a pre-listed society (attached at once, or waiting for its managers)',
  tags: ['society profile'],
  access: 'society.onboarding.complete',
  body: ClaimSocietyBodySchema,
  responses: { 200: SocietyOnboardingDocumentSchema, ...errorResponses(400, 401, 403, 404, 409) },
});

export const CreateSocietyBodySchema = z.object({
  student_society: z.object({
    name: OrganisationNameSchema,
    university_id: IdSchema,
    description: OrganisationDescriptionSchema.optional(),
    icon_url: LogoUrlSchema.nullable().optional(),
    category_ids: categoryIds.optional(),
  }),
});
export type CreateSocietyBody = z.infer<typeof CreateSocietyBodySchema>;

export const createSocietyContract = defineContract({
  method: 'POST',
  path: '/api/v1/student_society/onboarding',
  summary: 'Create a society and become its manager',
  tags: ['society profile'],
  access: 'society.onboarding.complete',
  body: CreateSocietyBodySchema,
  responses: { 201: SocietyProfileDocumentSchema, ...errorResponses(400, 401, 403, 409) },
});

export const DecideRequestBodySchema = z.object({
  decision: OrganiserRequestDecisionSchema,
});
export type DecideRequestBody = z.infer<typeof DecideRequestBodySchema>;

/** Approving attaches the claimant as a manager; either way they are emailed the outcome. */
export const decideSocietyClaimContract = defineContract({
  method: 'PATCH',
  path: '/api/v1/student_society/claims/:id',
  summary: "Approve or decline another manager's claim of your society",
  tags: ['society profile'],
  access: 'society.claims.decide',
  params: OrganiserRequestParamsSchema,
  body: DecideRequestBodySchema,
  responses: { 200: SocietyProfileDocumentSchema, ...errorResponses(400, 401, 403, 404, 409) },
});
