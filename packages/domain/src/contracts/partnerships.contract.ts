import { z } from 'zod';
import { defineContract } from './contract';
import { errorResponses, IdSchema, listDocumentSchema, resourceDocumentSchema } from './documents';
import { IsoDateSchema, IsoDateTimeSchema } from './fields';
import {
  SponsorshipBillingPeriodSchema,
  SponsorshipCurrencySchema,
  SponsorshipIdParamsSchema,
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

export const PartnershipListMetaSchema = z.object({
  total_count: z.number().int().nonnegative(),
  /** How many partnerships each stage holds. */
  counts: z.record(SponsorshipStatusSchema, z.number().int().nonnegative()),
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
  access: 'partnerships.company.read',
  responses: { 200: PartnershipListSchema, ...errorResponses(401, 403, 404) },
});

export const getPartnershipContract = defineContract({
  method: 'GET',
  path: `${PARTNERSHIPS}/:id`,
  summary: 'One sponsorship of the recruiter’s company',
  tags: ['sponsorships', 'companies'],
  access: 'partnerships.company.read',
  params: SponsorshipIdParamsSchema,
  responses: { 200: PartnershipDocumentSchema, ...errorResponses(401, 403, 404) },
});
