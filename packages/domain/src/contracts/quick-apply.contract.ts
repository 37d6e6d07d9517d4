import { z } from 'zod';
import { defineContract } from './contract';
import { errorResponses, IdSchema, singletonDocumentSchema } from './documents';
import { HttpUrlSchema, IsoDateTimeSchema } from './fields';

/**
 * The quick-apply browser extension (spec §1, §2): what it fills into employers' application
 * forms (the autofill profile: the candidate profile plus phone, address, links, work
 * authorisation and, only when the candidate shares them, equal-opportunities answers), and the
 * record of each form the candidate submitted, kept in their tracker.
 */

/** The application-form sites the extension fills, one content-script module each. */
export const QUICK_APPLY_SITES = [
  'greenhouse',
  'lever',
  'workday',
  'ashby',
  'smartrecruiters',
  'workable',
] as const;
export const QuickApplySiteSchema = z.enum(QUICK_APPLY_SITES);
export type QuickApplySite = (typeof QUICK_APPLY_SITES)[number];

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it rejects
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
export const QUICK_APPLY_TEXT_MESSAGE = 'Use plain text without control characters.';

/** One line of plain text (no NUL, control characters or broken characters). */
const plainLine = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => !CONTROL.test(value) && !LONE_SURROGATE.test(value), {
      message: QUICK_APPLY_TEXT_MESSAGE,
    });

const optionalLine = (max: number) =>
  plainLine(max)
    .nullable()
    .transform((value) => (value ? value : null));

export const AutofillDetailsShape = {
  phone: optionalLine(40),
  address_line: optionalLine(200),
  city: optionalLine(100),
  postcode: optionalLine(20),
  country: optionalLine(100),
  website_url: HttpUrlSchema.max(500).nullable(),
  github_url: HttpUrlSchema.max(500).nullable(),
  /** Allowed to work in the job's country without a visa; null when not answered. */
  authorised_to_work: z.boolean().nullable(),
  requires_sponsorship: z.boolean().nullable(),
  /** Whether employers' equal-opportunities questions may be answered from the profile. */
  share_equal_opportunities: z.boolean(),
};

export const UpdateAutofillBodySchema = z.object({
  autofill: z.object(AutofillDetailsShape).partial(),
});
export type UpdateAutofillBody = z.input<typeof UpdateAutofillBodySchema>;

export const AutofillEducationSchema = z.object({
  university: z.string().nullable(),
  degree: z.string().nullable(),
  subject: z.string().nullable(),
  graduation_year: z.number().int().nullable(),
});

/** The answers to equal-opportunities questions, as option names. */
export const EqualOpportunitiesSchema = z.object({
  genders: z.array(z.string()),
  physical_disabilities: z.array(z.string()),
  congnitive_disabilities: z.array(z.string()),
  socio_economic_statuses: z.array(z.string()),
});
export type EqualOpportunities = z.infer<typeof EqualOpportunitiesSchema>;

export const AutofillProfileDocumentSchema = singletonDocumentSchema('autofill_profile', {
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  linkedin_url: z.string().nullable(),
  phone: z.string().nullable(),
  address_line: z.string().nullable(),
  city: z.string().nullable(),
  postcode: z.string().nullable(),
  country: z.string().nullable(),
  website_url: z.string().nullable(),
  github_url: z.string().nullable(),
  authorised_to_work: z.boolean().nullable(),
  requires_sponsorship: z.boolean().nullable(),
  share_equal_opportunities: z.boolean(),
  education: AutofillEducationSchema.nullable(),
  /** Where the stored CV is downloaded (with the session headers), or null without one. */
  resume: z.object({ url: z.string(), filename: z.string().nullable() }).nullable(),
  /** Null unless the candidate chose to share them (`share_equal_opportunities`). */
  equal_opportunities: EqualOpportunitiesSchema.nullable(),
});
export type AutofillProfileDocument = z.infer<typeof AutofillProfileDocumentSchema>;
export type AutofillProfile = AutofillProfileDocument['data']['attributes'];

export const getAutofillProfileContract = defineContract({
  method: 'GET',
  path: '/api/v1/candidate/autofill',
  summary: 'What the quick-apply extension fills into application forms',
  tags: ['candidates', 'quick-apply'],
  access: 'candidate.profile.read',
  responses: { 200: AutofillProfileDocumentSchema, ...errorResponses(401, 403) },
});

export const updateAutofillProfileContract = defineContract({
  method: 'PATCH',
  path: '/api/v1/candidate/autofill',
  summary: 'Change the phone, address, links, work authorisation and sharing the extension fills',
  tags: ['candidates', 'quick-apply'],
  access: 'candidate.profile.update',
  body: UpdateAutofillBodySchema,
  responses: { 200: AutofillProfileDocumentSchema, ...errorResponses(400, 401, 403) },
});

export const RecordQuickApplicationBodySchema = z.object({
  quick_application: z.object({
    site: QuickApplySiteSchema,
    /** The address of the job's application page. */
    job_url: HttpUrlSchema.max(2000),
    company: optionalLine(200).default(null),
    title: optionalLine(300).default(null),
  }),
});
export type RecordQuickApplicationBody = z.input<typeof RecordQuickApplicationBodySchema>;

export const QuickApplicationSchema = z.object({
  id: IdSchema,
  type: z.literal('quick_application'),
  attributes: z.object({
    site: QuickApplySiteSchema,
    job_url: z.string(),
    company: z.string().nullable(),
    title: z.string().nullable(),
    /** The touchpoint when the job is one of ours (then tracked as applied), else null. */
    touchpoint_id: IdSchema.nullable(),
    created_at: IsoDateTimeSchema,
  }),
});
export type QuickApplication = z.infer<typeof QuickApplicationSchema>;

export const QuickApplicationDocumentSchema = z.object({ data: QuickApplicationSchema });
export type QuickApplicationDocument = z.infer<typeof QuickApplicationDocumentSchema>;

/**
 * Records a form the candidate submitted after the extension filled it. When the job is one of
 * ours (its apply link, or its title and company), the touchpoint is tracked as applied.
 */
export const recordQuickApplicationContract = defineContract({
  method: 'POST',
  path: '/api/v1/candidate/quick_applications',
  summary: 'Record an application the candidate submitted on an employer’s form',
  tags: ['applications', 'quick-apply'],
  access: 'applications.manage',
  body: RecordQuickApplicationBodySchema,
  responses: { 201: QuickApplicationDocumentSchema, ...errorResponses(400, 401, 403) },
});

export const QuickApplicationListDocumentSchema = z.object({
  data: z.array(QuickApplicationSchema),
  meta: z.object({ total_count: z.number().int().nonnegative() }),
});
export type QuickApplicationListDocument = z.infer<typeof QuickApplicationListDocumentSchema>;

/**
 * The applications the candidate sent through the extension to jobs that are not ours (ours are
 * tracked as applications): one per job address, the latest first. The tracker shows them as
 * applied, and they count among the applied on the tracker and the dashboard.
 */
export const listQuickApplicationsContract = defineContract({
  method: 'GET',
  path: '/api/v1/candidate/quick_applications',
  summary: 'Applications sent on employers’ forms to jobs that are not on Gradway',
  tags: ['applications', 'quick-apply'],
  access: 'applications.manage',
  responses: { 200: QuickApplicationListDocumentSchema, ...errorResponses(401, 403) },
});
