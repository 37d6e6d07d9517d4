import { z } from 'zod';
import { BILLING_PERIODS, PRICING_CURRENCIES } from '../constants/pricing';
import {
  SPONSORSHIP_CAPACITY_MAX,
  SPONSORSHIP_DELIVERABLE_MAX,
  SPONSORSHIP_DELIVERABLES_MAX,
  SPONSORSHIP_DESCRIPTION_MAX,
  SPONSORSHIP_MAX_AMOUNT_MINOR,
  SPONSORSHIP_NAME_MAX,
  SPONSORSHIP_NOTES_MAX,
  SPONSORSHIP_STATUSES,
} from '../constants/sponsorships';
import { defineContract } from './contract';
import { errorResponses, IdSchema, listDocumentSchema, resourceDocumentSchema } from './documents';
import { IsoDateSchema, IsoDateTimeSchema } from './fields';

/**
 * A society's sponsorships (decision 053), managed by the society's approved managers only:
 * - `/api/v1/student_society/sponsorship_packages`: priced packages (amount in integer minor
 *   units, a currency of USD, EUR or GBP, a billing period) with their deliverables and an
 *   optional capacity (how many active sponsors it takes). Archiving keeps the package's deals.
 * - `/api/v1/student_society/sponsorships`: deals, a sponsor (a company on Gradway or a typed
 *   name) on a package, moving along prospect → in_talks → agreed → active → ended (or declined),
 *   with the package's deliverables ticked off as delivered.
 * Another society's package or deal answers 404 like a missing one.
 */

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it rejects
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const SPONSORSHIP_TEXT_MESSAGE = 'Use plain text without control characters.';

/** Text a person typed: trimmed, no NUL or other control characters (tabs and new lines are fine). */
const line = (max: number, required: string | null) => {
  const base = z
    .string()
    .trim()
    .max(max, `Use at most ${max} characters`)
    .refine((value) => !CONTROL.test(value) && !LONE_SURROGATE.test(value), {
      message: SPONSORSHIP_TEXT_MESSAGE,
    });
  return required ? base.min(1, required) : base;
};

/** Several lines (a description, notes). */
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Use at most ${max} characters`)
    .refine((value) => !CONTROL.test(value) && !LONE_SURROGATE.test(value), {
      message: SPONSORSHIP_TEXT_MESSAGE,
    });

/** An amount in minor units (pence, cents): a whole number from 0 to 1,000,000.00. */
export const MinorAmountSchema = z
  .number({ error: 'Enter an amount' })
  .int('Use a whole number of pence or cents')
  .min(0, 'The amount cannot be negative')
  .max(SPONSORSHIP_MAX_AMOUNT_MINOR, 'The amount can be at most 1,000,000');

export const SponsorshipCurrencySchema = z.enum(PRICING_CURRENCIES, {
  error: 'Choose USD, EUR or GBP',
});
export const SponsorshipBillingPeriodSchema = z.enum(BILLING_PERIODS, {
  error: 'Choose per month, per year or one-off',
});
export const SponsorshipStatusSchema = z.enum(SPONSORSHIP_STATUSES, {
  error: 'Choose a status of the pipeline',
});

const DeliverablesSchema = z
  .array(line(SPONSORSHIP_DELIVERABLE_MAX, 'A deliverable cannot be empty'))
  .max(SPONSORSHIP_DELIVERABLES_MAX, `List at most ${SPONSORSHIP_DELIVERABLES_MAX} deliverables`);

// Packages ---------------------------------------------------------------------------------------

const packageFields = {
  name: line(SPONSORSHIP_NAME_MAX, 'Name the package'),
  description: text(SPONSORSHIP_DESCRIPTION_MAX),
  price_minor: MinorAmountSchema,
  currency: SponsorshipCurrencySchema,
  billing_period: SponsorshipBillingPeriodSchema,
  deliverables: DeliverablesSchema,
  capacity: z
    .number()
    .int('Use a whole number')
    .min(1, 'A package takes at least 1 sponsor')
    .max(SPONSORSHIP_CAPACITY_MAX, `Use at most ${SPONSORSHIP_CAPACITY_MAX}`)
    .nullable(),
};

export const CreateSponsorshipPackageBodySchema = z.object({
  sponsorship_package: z.strictObject({
    ...packageFields,
    description: packageFields.description.default(''),
    deliverables: packageFields.deliverables.default([]),
    capacity: packageFields.capacity.default(null),
  }),
});
export type CreateSponsorshipPackageBody = z.infer<typeof CreateSponsorshipPackageBodySchema>;

export const UpdateSponsorshipPackageBodySchema = z.object({
  sponsorship_package: z
    .strictObject({ ...packageFields, archived: z.boolean() })
    .partial()
    .refine((value) => Object.keys(value).length > 0, 'Send at least one field to change'),
});
export type UpdateSponsorshipPackageBody = z.infer<typeof UpdateSponsorshipPackageBodySchema>;

export const SponsorshipPackageAttributesShape = {
  name: z.string(),
  description: z.string(),
  price_minor: z.number().int(),
  currency: SponsorshipCurrencySchema,
  billing_period: SponsorshipBillingPeriodSchema,
  deliverables: z.array(z.string()),
  capacity: z.number().int().nullable(),
  archived: z.boolean(),
  /** Deals on it that are active now. */
  active_count: z.number().int().nonnegative(),
  /** Every deal on it, whatever its status. */
  deals_count: z.number().int().nonnegative(),
  /** Active deals have reached its capacity. */
  full: z.boolean(),
  created_at: IsoDateTimeSchema,
};

export const SponsorshipPackageDocumentSchema = resourceDocumentSchema(
  'sponsorship_package',
  SponsorshipPackageAttributesShape,
);
export type SponsorshipPackageDocument = z.infer<typeof SponsorshipPackageDocumentSchema>;
export type SponsorshipPackage = SponsorshipPackageDocument['data']['attributes'];

export const SponsorshipPackageListSchema = listDocumentSchema(
  'sponsorship_package',
  SponsorshipPackageAttributesShape,
  z.object({ total_count: z.number().int().nonnegative() }),
);
export type SponsorshipPackageList = z.infer<typeof SponsorshipPackageListSchema>;

export const SponsorshipIdParamsSchema = z.object({ id: IdSchema });

const PACKAGES = '/api/v1/student_society/sponsorship_packages';

export const listSponsorshipPackagesContract = defineContract({
  method: 'GET',
  path: PACKAGES,
  summary: 'The manager’s society’s sponsorship packages, archived ones last',
  tags: ['sponsorships'],
  access: 'sponsorships.society.manage',
  responses: { 200: SponsorshipPackageListSchema, ...errorResponses(401, 403, 404) },
});

export const createSponsorshipPackageContract = defineContract({
  method: 'POST',
  path: PACKAGES,
  summary: 'Create a sponsorship package',
  tags: ['sponsorships'],
  access: 'sponsorships.society.manage',
  body: CreateSponsorshipPackageBodySchema,
  responses: { 201: SponsorshipPackageDocumentSchema, ...errorResponses(400, 401, 403, 404) },
});

export const updateSponsorshipPackageContract = defineContract({
  method: 'PATCH',
  path: `${PACKAGES}/:id`,
  summary: 'Edit, archive or restore a sponsorship package (its deals stay)',
  tags: ['sponsorships'],
  access: 'sponsorships.society.manage',
  params: SponsorshipIdParamsSchema,
  body: UpdateSponsorshipPackageBodySchema,
  responses: {
    200: SponsorshipPackageDocumentSchema,
    ...errorResponses(400, 401, 403, 404, 422),
  },
});

// Deals ------------------------------------------------------------------------------------------

const dealFields = {
  package_id: IdSchema,
  /** A company on Gradway; or null with `company_name` for a sponsor not on Gradway. */
  company_id: IdSchema.nullable(),
  company_name: line(SPONSORSHIP_NAME_MAX * 2, null),
  contact_email: z
    .email('Enter a valid email')
    .max(254, 'Use at most 254 characters')
    .or(z.literal(''))
    .nullable(),
  status: SponsorshipStatusSchema,
  start_date: IsoDateSchema.nullable(),
  end_date: IsoDateSchema.nullable(),
  /** Defaults to the package's price. */
  amount_minor: MinorAmountSchema,
  notes: text(SPONSORSHIP_NOTES_MAX),
  /** Which of the package's deliverables the sponsor has received (their exact lines). */
  delivered: DeliverablesSchema,
};

export const CreateSponsorshipBodySchema = z.object({
  sponsorship: z.strictObject({
    package_id: dealFields.package_id,
    company_id: dealFields.company_id.default(null),
    company_name: dealFields.company_name.default(''),
    contact_email: dealFields.contact_email.default(null),
    status: dealFields.status.default('prospect'),
    start_date: dealFields.start_date.default(null),
    end_date: dealFields.end_date.default(null),
    amount_minor: dealFields.amount_minor.nullable().default(null),
    notes: dealFields.notes.default(''),
  }),
});
export type CreateSponsorshipBody = z.infer<typeof CreateSponsorshipBodySchema>;

export const UpdateSponsorshipBodySchema = z.object({
  sponsorship: z
    .strictObject(dealFields)
    .partial()
    .refine((value) => Object.keys(value).length > 0, 'Send at least one field to change'),
});
export type UpdateSponsorshipBody = z.infer<typeof UpdateSponsorshipBodySchema>;

export const SponsorshipAttributesShape = {
  package_id: IdSchema,
  package_name: z.string(),
  /** The package's deliverables, each with whether this sponsor has received it. */
  deliverables: z.array(z.object({ label: z.string(), delivered: z.boolean() })),
  company_id: IdSchema.nullable(),
  company_name: z.string(),
  /** The company's public page slug, when the sponsor is on Gradway. */
  company_slug: z.string().nullable(),
  contact_email: z.string().nullable(),
  status: SponsorshipStatusSchema,
  start_date: IsoDateSchema.nullable(),
  end_date: IsoDateSchema.nullable(),
  amount_minor: z.number().int(),
  currency: SponsorshipCurrencySchema,
  billing_period: SponsorshipBillingPeriodSchema,
  notes: z.string(),
  created_at: IsoDateTimeSchema,
};

export const SponsorshipDocumentSchema = resourceDocumentSchema(
  'sponsorship',
  SponsorshipAttributesShape,
);
export type SponsorshipDocument = z.infer<typeof SponsorshipDocumentSchema>;
export type Sponsorship = SponsorshipDocument['data']['attributes'];

export const SponsorshipListMetaSchema = z.object({
  total_count: z.number().int().nonnegative(),
  /** How many deals each status holds. */
  counts: z.record(SponsorshipStatusSchema, z.number().int().nonnegative()),
  /** The agreed amounts of active deals, summed per currency and billing period (minor units). */
  active_totals: z.array(
    z.object({
      currency: SponsorshipCurrencySchema,
      billing_period: SponsorshipBillingPeriodSchema,
      amount_minor: z.number().int(),
    }),
  ),
});
export type SponsorshipListMeta = z.infer<typeof SponsorshipListMetaSchema>;

export const SponsorshipListSchema = listDocumentSchema(
  'sponsorship',
  SponsorshipAttributesShape,
  SponsorshipListMetaSchema,
);
export type SponsorshipList = z.infer<typeof SponsorshipListSchema>;

const DEALS = '/api/v1/student_society/sponsorships';

export const listSponsorshipsContract = defineContract({
  method: 'GET',
  path: DEALS,
  summary: 'The manager’s society’s sponsors, with counts per status and active totals',
  tags: ['sponsorships'],
  access: 'sponsorships.society.manage',
  responses: { 200: SponsorshipListSchema, ...errorResponses(401, 403, 404) },
});

export const createSponsorshipContract = defineContract({
  method: 'POST',
  path: DEALS,
  summary: 'Record a sponsor on a package',
  tags: ['sponsorships'],
  access: 'sponsorships.society.manage',
  body: CreateSponsorshipBodySchema,
  responses: { 201: SponsorshipDocumentSchema, ...errorResponses(400, 401, 403, 404, 422) },
});

export const updateSponsorshipContract = defineContract({
  method: 'PATCH',
  path: `${DEALS}/:id`,
  summary: 'Edit a sponsor’s deal, move it along the pipeline, tick deliverables',
  tags: ['sponsorships'],
  access: 'sponsorships.society.manage',
  params: SponsorshipIdParamsSchema,
  body: UpdateSponsorshipBodySchema,
  responses: { 200: SponsorshipDocumentSchema, ...errorResponses(400, 401, 403, 404, 422) },
});

export const deleteSponsorshipContract = defineContract({
  method: 'DELETE',
  path: `${DEALS}/:id`,
  summary: 'Remove a sponsor’s deal',
  tags: ['sponsorships'],
  access: 'sponsorships.society.manage',
  params: SponsorshipIdParamsSchema,
  responses: {
    200: z.object({ data: z.object({ id: IdSchema }) }),
    ...errorResponses(401, 403, 404),
  },
});
