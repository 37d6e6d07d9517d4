import { z } from 'zod';
import { defineContract } from './contract';
import { errorResponses, IdSchema, listDocumentSchema, resourceDocumentSchema } from './documents';
import { IsoDateSchema, IsoDateTimeSchema } from './fields';
import {
  SponsorshipBillingPeriodSchema,
  SponsorshipCurrencySchema,
  SponsorshipIdParamsSchema,
  SponsorshipListMetaSchema,
  SponsorshipStatusSchema,
} from './sponsorships.contract';

/**
 * A company's partnerships: the sponsorships student societies recorded with it (decision 053,
 * seen from the sponsor's side, decision 056). `/api/v1/company/partnerships`, for the company's
 * approved recruiters, read-only. The society's own notes and the contact it keeps are not part
 * of it; another company's deal answers 404 like a missing one.
 */
export const PartnershipAttributesShape = {
  /** The society that records the deal, with what its public page needs. */
  society: z.object({
    id: IdSchema,
    name: z.string(),
    slug: z.string(),
    icon_url: z.string().nullable(),
  }),
  package_name: z.string(),
  package_description: z.string(),
  /** The package's deliverables, each with whether the society has delivered it. */
  deliverables: z.array(z.object({ label: z.string(), delivered: z.boolean() })),
  status: SponsorshipStatusSchema,
  start_date: IsoDateSchema.nullable(),
  end_date: IsoDateSchema.nullable(),
  amount_minor: z.number().int(),
  currency: SponsorshipCurrencySchema,
  billing_period: SponsorshipBillingPeriodSchema,
  created_at: IsoDateTimeSchema,
};

export const PartnershipDocumentSchema = resourceDocumentSchema(
  'partnership',
  PartnershipAttributesShape,
);
export type PartnershipDocument = z.infer<typeof PartnershipDocumentSchema>;
export type Partnership = PartnershipDocument['data']['attributes'];

/** The society's list meta without its money totals: how many partnerships each stage holds. */
export const PartnershipListMetaSchema = SponsorshipListMetaSchema.pick({
  total_count: true,
  counts: true,
});
export type PartnershipListMeta = z.infer<typeof PartnershipListMetaSchema>;

export const PartnershipListSchema = listDocumentSchema(
  'partnership',
  PartnershipAttributesShape,
  PartnershipListMetaSchema,
);
export type PartnershipList = z.infer<typeof PartnershipListSchema>;

const PARTNERSHIPS = '/api/v1/company/partnerships';

export const listPartnershipsContract = defineContract({
  method: 'GET',
  path: PARTNERSHIPS,
  summary: 'The recruiter’s company’s sponsorships with student societies, active ones first',
  tags: ['sponsorships', 'companies'],
  access: 'partnerships.company.use',
  responses: { 200: PartnershipListSchema, ...errorResponses(401, 403, 404) },
});

export const getPartnershipContract = defineContract({
  method: 'GET',
  path: `${PARTNERSHIPS}/:id`,
  summary: 'One sponsorship of the recruiter’s company',
  tags: ['sponsorships', 'companies'],
  access: 'partnerships.company.use',
  params: SponsorshipIdParamsSchema,
  responses: { 200: PartnershipDocumentSchema, ...errorResponses(401, 403, 404) },
});

// Discussions ------------------------------------------------------------------------------------

export const PARTNERSHIP_MESSAGE_MAX = 2000;

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it rejects
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** A message between a society's managers and its sponsor's recruiters, about one deal. */
export const PartnershipMessageBodySchema = z.object({
  message: z.strictObject({
    body: z
      .string({ error: 'Write a message' })
      .trim()
      .min(1, 'Write a message')
      .max(PARTNERSHIP_MESSAGE_MAX, `Use at most ${PARTNERSHIP_MESSAGE_MAX} characters`)
      .refine((value) => !CONTROL.test(value), {
        message: 'Use plain text without control characters.',
      }),
  }),
});
export type PartnershipMessageBody = z.infer<typeof PartnershipMessageBodySchema>;

export const PartnershipMessageAttributesShape = {
  body: z.string(),
  /** Which side wrote it: the society's managers or the company's recruiters. */
  side: z.enum(['society', 'company']),
  /** The author's name, or null when their account is gone. */
  author_name: z.string().nullable(),
  /** The caller wrote it. */
  mine: z.boolean(),
  created_at: IsoDateTimeSchema,
};

export const PartnershipMessageDocumentSchema = resourceDocumentSchema(
  'partnership_message',
  PartnershipMessageAttributesShape,
);
export type PartnershipMessageDocument = z.infer<typeof PartnershipMessageDocumentSchema>;

export const PartnershipMessageListSchema = listDocumentSchema(
  'partnership_message',
  PartnershipMessageAttributesShape,
  z.object({ total_count: z.number().int().nonnegative() }),
);
export type PartnershipMessageList = z.infer<typeof PartnershipMessageListSchema>;
export type PartnershipMessage = PartnershipMessageList['data'][number];

export const listPartnershipMessagesContract = defineContract({
  method: 'GET',
  path: `${PARTNERSHIPS}/:id/messages`,
  summary: 'The discussion about one of the company’s sponsorships, oldest first',
  tags: ['sponsorships', 'companies'],
  access: 'partnerships.company.use',
  params: SponsorshipIdParamsSchema,
  responses: { 200: PartnershipMessageListSchema, ...errorResponses(401, 403, 404) },
});

export const createPartnershipMessageContract = defineContract({
  method: 'POST',
  path: `${PARTNERSHIPS}/:id/messages`,
  summary: 'Write to the society about one of the company’s sponsorships',
  tags: ['sponsorships', 'companies'],
  access: 'partnerships.company.use',
  params: SponsorshipIdParamsSchema,
  body: PartnershipMessageBodySchema,
  responses: { 201: PartnershipMessageDocumentSchema, ...errorResponses(400, 401, 403, 404) },
});

const DEALS = '/api/v1/student_society/sponsorships';

export const listSponsorMessagesContract = defineContract({
  method: 'GET',
  path: `${DEALS}/:id/messages`,
  summary: 'The discussion with a sponsor’s recruiters about one deal, oldest first',
  tags: ['sponsorships'],
  access: 'sponsorships.society.manage',
  params: SponsorshipIdParamsSchema,
  responses: { 200: PartnershipMessageListSchema, ...errorResponses(401, 403, 404) },
});

export const createSponsorMessageContract = defineContract({
  method: 'POST',
  path: `${DEALS}/:id/messages`,
  summary: 'Write to a sponsor’s recruiters about one deal (sponsors on Gradway only)',
  tags: ['sponsorships'],
  access: 'sponsorships.society.manage',
  params: SponsorshipIdParamsSchema,
  body: PartnershipMessageBodySchema,
  responses: {
    201: PartnershipMessageDocumentSchema,
    ...errorResponses(400, 401, 403, 404, 422),
  },
});
