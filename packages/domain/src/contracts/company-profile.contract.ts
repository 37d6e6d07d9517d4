import { z } from 'zod';
import { defineContract } from './contract';
import { ErrorDocumentSchema, errorResponses, IdSchema, resourceDocumentSchema } from './documents';
import {
  HttpUrlOrEmptySchema,
  NamedRecordSchema,
  organisationDisplayShape,
  SlugSchema,
} from './fields';
import {
  DecideRequestBodySchema,
  LogoUrlSchema,
  OnboardingStateSchema,
  OrganisationDescriptionSchema,
  OrganisationNameSchema,
  OrganisationRefSchema,
  OrganiserRequestParamsSchema,
  OrganiserRequestSchema,
  OrganiserRequestStatusSchema,
} from './society-profile.contract';

/**
 * A recruiter's own company: onboarding (create it, or ask to join the company whose email domain
 * matches theirs: its owner approves or declines), the profile and its edit. A recruiter acts only
 * on their own company; join requests are decided by its owner.
 */

export const OFFICES_MAX = 20;

/** The public page of a company. */
export const companyPublicPath = (slug: string): string => `/companies/${slug}`;

export const CompanyProfileAttributesShape = {
  ...organisationDisplayShape,
  slug: SlugSchema,
  description: z.string().nullable(),
  website: z.string().nullable(),
  /** From `GET /api/v1/company_sizes`. */
  company_size: NamedRecordSchema.nullable(),
  /** An Industry tag (`GET /api/v1/tags?type=Industry`). */
  industry: NamedRecordSchema.nullable(),
  /** Cities the company has offices in. */
  offices: z.array(NamedRecordSchema),
  /** Recruiters with an address at this domain may ask to join; null for free webmail. */
  email_domain: z.string().nullable(),
  /** Whether the signed-in recruiter owns the company's account (decides join requests). */
  is_owner: z.boolean(),
  /** `/companies/{slug}`. */
  public_url: z.string(),
  /** Listed publicly: false while none of its recruiters is approved. */
  is_public: z.boolean(),
  /** Join requests waiting for the owner (empty for other recruiters). */
  pending_join_requests: z.array(OrganiserRequestSchema),
};

export const CompanyProfileDocumentSchema = resourceDocumentSchema(
  'company_profile',
  CompanyProfileAttributesShape,
);
export type CompanyProfileDocument = z.infer<typeof CompanyProfileDocumentSchema>;
export type CompanyProfile = CompanyProfileDocument['data']['attributes'];

export const getCompanyProfileContract = defineContract({
  method: 'GET',
  path: '/api/v1/company/profile',
  summary: "The signed-in recruiter's company (404 before onboarding)",
  tags: ['company profile'],
  access: 'company.profile.read',
  responses: { 200: CompanyProfileDocumentSchema, ...errorResponses(401, 403, 404) },
});

const officeCityIds = z
  .array(IdSchema)
  .min(1, 'Choose at least one office city')
  .max(OFFICES_MAX, `Choose at most ${OFFICES_MAX} cities`);

const companyFields = {
  name: OrganisationNameSchema,
  company_size_id: IdSchema,
  industry_id: IdSchema,
  description: OrganisationDescriptionSchema,
  /** Empty clears it. */
  website: HttpUrlOrEmptySchema(300),
  icon_url: LogoUrlSchema.nullable(),
  office_city_ids: officeCityIds,
};

export const UpdateCompanyProfileBodySchema = z.object({
  company: z.object(companyFields).partial(),
});
export type UpdateCompanyProfileBody = z.infer<typeof UpdateCompanyProfileBodySchema>;

export const updateCompanyProfileContract = defineContract({
  method: 'PATCH',
  path: '/api/v1/company/profile',
  summary: "Edit the signed-in recruiter's company (the slug never changes)",
  tags: ['company profile'],
  access: 'company.profile.update',
  body: UpdateCompanyProfileBodySchema,
  responses: { 200: CompanyProfileDocumentSchema, ...errorResponses(400, 401, 403, 404) },
});

// Onboarding -------------------------------------------------------------------------------

export const CompanyOnboardingAttributesShape = {
  state: OnboardingStateSchema,
  company: OrganisationRefSchema.nullable(),
  /** The recruiter's latest join request, while pending or declined. */
  join_request: z
    .object({ id: IdSchema, status: OrganiserRequestStatusSchema, company: OrganisationRefSchema })
    .nullable(),
  /** The recruiter's email domain; null for a free webmail address (no company matches it). */
  email_domain: z.string().nullable(),
  /** Companies whose email domain matches the recruiter's. */
  matching_companies: z.array(OrganisationRefSchema),
};
export const CompanyOnboardingDocumentSchema = resourceDocumentSchema(
  'company_onboarding',
  CompanyOnboardingAttributesShape,
);
export type CompanyOnboardingDocument = z.infer<typeof CompanyOnboardingDocumentSchema>;

export const getCompanyOnboardingContract = defineContract({
  method: 'GET',
  path: '/api/v1/company/onboarding',
  summary: "Where the signed-in recruiter's onboarding stands, and the companies they may join",
  tags: ['company profile'],
  access: 'company.onboarding.complete',
  responses: { 200: CompanyOnboardingDocumentSchema, ...errorResponses(401, 403) },
});

export const CreateCompanyBodySchema = z.object({
  company: z.object({
    ...companyFields,
    description: companyFields.description.optional(),
    website: companyFields.website.optional(),
    icon_url: companyFields.icon_url.optional(),
  }),
  /**
   * A company whose name reads the same as an existing one's (without case, spaces or
   * punctuation) answers 409 naming it, unless the recruiter confirms theirs is another one.
   */
  confirm_duplicate_name: z.boolean().optional(),
});
export type CreateCompanyBody = z.infer<typeof CreateCompanyBodySchema>;

/** The 409 of a possible duplicate: the error, and the company it may duplicate. */
export const DuplicateCompanyErrorSchema = ErrorDocumentSchema.extend({
  duplicate_of: z.object({ id: IdSchema, name: z.string(), slug: SlugSchema }),
});
export type DuplicateCompanyError = z.infer<typeof DuplicateCompanyErrorSchema>;

export const createCompanyContract = defineContract({
  method: 'POST',
  path: '/api/v1/company/onboarding',
  summary: "Create the recruiter's company; they become its owner",
  tags: ['company profile'],
  access: 'company.onboarding.complete',
  body: CreateCompanyBodySchema,
  responses: {
    201: CompanyProfileDocumentSchema,
    ...errorResponses(400, 401, 403),
    409: DuplicateCompanyErrorSchema,
  },
});

export const RequestToJoinCompanyBodySchema = z.object({
  join_request: z.object({ company_id: IdSchema }),
});
export type RequestToJoinCompanyBody = z.infer<typeof RequestToJoinCompanyBodySchema>;

/**
 * Asks to join a company whose email domain matches the recruiter's (others answer 404): its
 * owner is emailed and decides; a company nobody runs yet is joined at once.
 */
export const requestToJoinCompanyContract = defineContract({
  method: 'POST',
  path: '/api/v1/company/join_requests',
  summary: 'Ask to join the company of your email domain',
  tags: ['company profile'],
  access: 'company.onboarding.complete',
  body: RequestToJoinCompanyBodySchema,
  responses: { 200: CompanyOnboardingDocumentSchema, ...errorResponses(400, 401, 403, 404, 409) },
});

/** The owner approves (the recruiter joins) or declines; the recruiter is emailed the outcome. */
export const decideCompanyJoinRequestContract = defineContract({
  method: 'PATCH',
  path: '/api/v1/company/join_requests/:id',
  summary: "Approve or decline a recruiter's request to join your company (owner only)",
  tags: ['company profile'],
  access: 'company.join_requests.decide',
  params: OrganiserRequestParamsSchema,
  body: DecideRequestBodySchema,
  responses: { 200: CompanyProfileDocumentSchema, ...errorResponses(400, 401, 403, 404, 409) },
});
