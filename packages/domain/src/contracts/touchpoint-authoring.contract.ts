import { z } from 'zod';
import { APPLY_KINDS } from '../states/application-progress';
import { EVENT_MODES, TouchpointInputBodySchema } from '../touchpoints/touchpoint-input';
import { type Contract, defineContract } from './contract';
import { errorResponses, IdSchema, resourceIdentifierSchema, resourceSchema } from './documents';
import {
  CREATABLE_FOR_TYPES,
  IsoDateTimeSchema,
  SlugSchema,
  TouchpointableTypeSchema,
  WorkingModelSchema,
} from './fields';
import { TouchpointAttributesShape } from './touchpoint-document';
import { TouchpointParamsSchema } from './touchpoints.contract';

/**
 * Recruiters and society managers creating, editing and managing their touchpoints. Recruiters
 * use the `/company/` endpoints (jobs, internships, events), managers the `/student_society/`
 * ones (events only). Another organisation's touchpoint answers 404, exactly like a missing one;
 * a manager on a company endpoint, or a recruiter on a society one, gets 403.
 *
 * Lifecycle (spec §4): created as `draft` → submit → `ready_for_approval` → the admin approves
 * (`published`) or rejects (`rejected`, with the reason in `rejection_reason`). A draft or a
 * rejected touchpoint can be submitted (only approved accounts: `touchpoints.submit`); a
 * published one can be unpublished (back to `draft`). Past its deadline a job or internship is
 * `expired`; an event past its end is `ended`.
 *
 * Editing (PUT) a live touchpoint (published, not past) keeps it live (decision 031): a small
 * correction publishes at once (`meta.revision: 'published'`), anything else waits for the admin
 * as the touchpoint's pending revision (`meta.revision: 'pending'`, shown to its organisers as
 * `revision` in the editor document, withdrawn with DELETE `…/:id/revision`). Editing a
 * touchpoint in review or past puts it back to `draft` (`meta.back_to_draft`; the app tells the
 * organiser to submit again). Drafts and rejected touchpoints keep their state.
 *
 * Invalid input answers 400 with `fields` (`touchpoint.<field>`, the message to show under the
 * field); submitting an incomplete draft answers 422 with `alert` and `fields` naming what is
 * missing; a move the state does not allow (submitting a published touchpoint) answers 409.
 */

/** Exactly what the form edits, as create and update take it (see `DraftTouchpointInputSchema`). */
export const TouchpointEditorInputSchema = z.object({
  touchpointable_type: TouchpointableTypeSchema,
  title: z.string(),
  description: z.string().nullable(),
  cover_url: z.string().nullable(),
  city_ids: z.array(IdSchema),
  working_model: WorkingModelSchema.nullable(),
  area_of_responsibility_ids: z.array(IdSchema),
  kind: z.string().nullable(),
  experience_level: z.string().nullable(),
  education_requirement_id: IdSchema.nullable(),
  industry_id: IdSchema.nullable(),
  /** As typed: digits and commas (`30,000`). */
  minimum_salary: z.string().nullable(),
  maximum_salary: z.string().nullable(),
  pay_currency: z.string().nullable(),
  salary_estimated: z.boolean(),
  /** Wall-clock `YYYY-MM-DDTHH:mm` in `application_deadline_time_zone`. */
  application_deadline: z.string().nullable(),
  application_deadline_time_zone: z.string().nullable(),
  apply_kind: z.enum(APPLY_KINDS),
  apply_url: z.string().nullable(),
  event_category_id: IdSchema.nullable(),
  event_type: z.string().nullable(),
  event_mode: z.enum(EVENT_MODES).nullable(),
  virtual_link: z.string().nullable(),
  place: z
    .object({
      name: z.string().nullable(),
      address: z.string().nullable(),
      city_id: IdSchema.nullable(),
      postcode: z.string().nullable(),
    })
    .nullable(),
  /** Wall-clock `YYYY-MM-DDTHH:mm` in `time_zone`. */
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  time_zone: z.string().nullable(),
  capacity: z.number().int().positive().nullable(),
  waitlist_enabled: z.boolean(),
  show_guest_list: z.boolean(),
  /** Study years (1–5) and graduation years it is open to; empty means every year. */
  target_study_years: z.array(z.number().int()),
  target_graduation_years: z.array(z.number().int()),
  /** Every invitation sent, whatever its answer (the answers are in `cohost_applications`). */
  cohosts: z.array(z.object({ type: z.enum(CREATABLE_FOR_TYPES), id: IdSchema })),
});
export type TouchpointEditorInput = z.infer<typeof TouchpointEditorInputSchema>;

export const TouchpointEditorAttributesShape = {
  ...TouchpointAttributesShape,
  /** Sanitised HTML, always present in the editor. */
  description: z.string().nullable(),
  slug: SlugSchema,
  /** The admin's reason, while the touchpoint is rejected. */
  rejection_reason: z.string().nullable(),
  published_at: IsoDateTimeSchema.nullable(),
  updated_at: IsoDateTimeSchema,
  input: TouchpointEditorInputSchema,
  /** What must still be filled in before submitting: field → message (`place.city_id` for the venue). */
  submit_errors: z.record(z.string(), z.string()),
  /** Whether the owner may submit it now: a draft or rejected, nothing missing. */
  can_submit: z.boolean(),
  /**
   * The latest edit of the live touchpoint when it waits for the admin (`pending`, with the
   * proposed input) or was rejected (`rejected`, with the admin's reason); null otherwise. Only
   * the owning organisation and the admin ever see it.
   */
  revision: z
    .object({
      id: IdSchema,
      state: z.enum(['pending', 'rejected']),
      input: TouchpointEditorInputSchema,
      rejection_reason: z.string().nullable(),
      updated_at: IsoDateTimeSchema,
    })
    .nullable(),
};

export const TouchpointEditorSchema = resourceSchema('touchpoint', TouchpointEditorAttributesShape);
export type TouchpointEditor = z.infer<typeof TouchpointEditorSchema>;
export const TouchpointEditorDocumentSchema = z.object({ data: TouchpointEditorSchema });
export type TouchpointEditorDocument = z.infer<typeof TouchpointEditorDocumentSchema>;

export const UpdatedTouchpointEditorDocumentSchema = z.object({
  data: TouchpointEditorSchema,
  meta: z.object({
    /** The edit put a touchpoint that was in review or past back to draft. */
    back_to_draft: z.boolean(),
    /**
     * For a live touchpoint: the edit waits for the admin (`pending`), went live at once as a
     * small correction (`published`), or changed nothing (`unchanged`). Null otherwise.
     */
    revision: z.enum(['pending', 'published', 'unchanged']).nullable(),
  }),
});
export type UpdatedTouchpointEditorDocument = z.infer<typeof UpdatedTouchpointEditorDocumentSchema>;

export const CohostApplicationParamsSchema = z.object({
  id: IdSchema,
  cohost_application_id: IdSchema,
});
export type CohostApplicationParams = z.infer<typeof CohostApplicationParamsSchema>;

export const TouchpointIdentifierDocumentSchema = z.object({
  data: resourceIdentifierSchema('touchpoint'),
});

const COMPANY = '/api/v1/company/touchpoints';
const SOCIETY = '/api/v1/student_society/touchpoints';
const COMPANY_TAGS = ['touchpoints', 'companies'] as const;
const SOCIETY_TAGS = ['touchpoints', 'student societies'] as const;

export const getCompanyTouchpointContract = defineContract({
  method: 'GET',
  path: `${COMPANY}/:id`,
  summary: 'One of the company’s touchpoints, as its editor shows it',
  tags: COMPANY_TAGS,
  access: 'touchpoints.company.read',
  params: TouchpointParamsSchema,
  responses: { 200: TouchpointEditorDocumentSchema, ...errorResponses(400, 401, 403, 404) },
});

export const getSocietyTouchpointContract = defineContract({
  method: 'GET',
  path: `${SOCIETY}/:id`,
  summary: 'One of the society’s events, as its editor shows it',
  tags: SOCIETY_TAGS,
  access: 'touchpoints.society.read',
  params: TouchpointParamsSchema,
  responses: { 200: TouchpointEditorDocumentSchema, ...errorResponses(400, 401, 403, 404) },
});

export const createCompanyTouchpointContract = defineContract({
  method: 'POST',
  path: COMPANY,
  summary: 'Create a job, internship or event as a draft',
  tags: COMPANY_TAGS,
  access: 'touchpoints.company.create',
  body: TouchpointInputBodySchema,
  responses: { 201: TouchpointEditorDocumentSchema, ...errorResponses(400, 401, 403, 422) },
});

/** Societies create events only: a job or an internship answers 422. */
export const createSocietyTouchpointContract = defineContract({
  method: 'POST',
  path: SOCIETY,
  summary: 'Create an event as a draft',
  tags: SOCIETY_TAGS,
  access: 'touchpoints.society.create',
  body: TouchpointInputBodySchema,
  responses: { 201: TouchpointEditorDocumentSchema, ...errorResponses(400, 401, 403, 422) },
});

export const replaceCompanyTouchpointContract = defineContract({
  method: 'PUT',
  path: `${COMPANY}/:id`,
  summary: 'Save every field of one of the company’s touchpoints',
  tags: COMPANY_TAGS,
  access: 'touchpoints.company.update',
  params: TouchpointParamsSchema,
  body: TouchpointInputBodySchema,
  responses: {
    200: UpdatedTouchpointEditorDocumentSchema,
    ...errorResponses(400, 401, 403, 404, 422),
  },
});

export const replaceSocietyTouchpointContract = defineContract({
  method: 'PUT',
  path: `${SOCIETY}/:id`,
  summary: 'Save every field of one of the society’s events',
  tags: SOCIETY_TAGS,
  access: 'touchpoints.society.update',
  params: TouchpointParamsSchema,
  body: TouchpointInputBodySchema,
  responses: {
    200: UpdatedTouchpointEditorDocumentSchema,
    ...errorResponses(400, 401, 403, 404, 422),
  },
});

const lifecycle = (side: 'company' | 'society', action: 'submit' | 'unpublish', summary: string) =>
  ({
    method: 'POST',
    path: `${side === 'company' ? COMPANY : SOCIETY}/:id/${action}`,
    summary,
    tags: side === 'company' ? COMPANY_TAGS : SOCIETY_TAGS,
    access: action === 'submit' ? 'touchpoints.submit' : 'touchpoints.unpublish',
    params: TouchpointParamsSchema,
    responses: {
      200: TouchpointEditorDocumentSchema,
      ...errorResponses(400, 401, 403, 404, 409, 422),
    },
  }) as const satisfies Contract;

/** Draft or rejected → ready_for_approval; 422 with `fields` when something is missing. */
export const submitCompanyTouchpointContract = defineContract(
  lifecycle('company', 'submit', 'Submit one of the company’s touchpoints for approval'),
);
export const submitSocietyTouchpointContract = defineContract(
  lifecycle('society', 'submit', 'Submit one of the society’s events for approval'),
);
/** Published → draft. */
export const unpublishCompanyTouchpointContract = defineContract(
  lifecycle('company', 'unpublish', 'Take one of the company’s touchpoints off the site'),
);
export const unpublishSocietyTouchpointContract = defineContract(
  lifecycle('society', 'unpublish', 'Take one of the society’s events off the site'),
);

/** The host withdraws an invitation or removes a co-host ("remove cohost"). */
export const removeCompanyTouchpointCohostContract = defineContract({
  method: 'DELETE',
  path: `${COMPANY}/:id/cohosts/:cohost_application_id`,
  summary: 'Remove a co-host from one of the company’s events',
  tags: COMPANY_TAGS,
  access: 'touchpoints.cohosts.manage',
  params: CohostApplicationParamsSchema,
  responses: { 200: TouchpointEditorDocumentSchema, ...errorResponses(400, 401, 403, 404) },
});
export const removeSocietyTouchpointCohostContract = defineContract({
  method: 'DELETE',
  path: `${SOCIETY}/:id/cohosts/:cohost_application_id`,
  summary: 'Remove a co-host from one of the society’s events',
  tags: SOCIETY_TAGS,
  access: 'touchpoints.cohosts.manage',
  params: CohostApplicationParamsSchema,
  responses: { 200: TouchpointEditorDocumentSchema, ...errorResponses(400, 401, 403, 404) },
});

/** The caller's organisation stops co-hosting someone else's event ("stop cohost"). */
export const stopCohostingCompanyTouchpointContract = defineContract({
  method: 'POST',
  path: `${COMPANY}/:id/stop_cohosting`,
  summary: 'Stop co-hosting an event, as a company',
  tags: COMPANY_TAGS,
  access: 'touchpoints.cohosts.manage',
  params: TouchpointParamsSchema,
  responses: { 200: TouchpointIdentifierDocumentSchema, ...errorResponses(400, 401, 403, 404) },
});
export const stopCohostingSocietyTouchpointContract = defineContract({
  method: 'POST',
  path: `${SOCIETY}/:id/stop_cohosting`,
  summary: 'Stop co-hosting an event, as a society',
  tags: SOCIETY_TAGS,
  access: 'touchpoints.cohosts.manage',
  params: TouchpointParamsSchema,
  responses: { 200: TouchpointIdentifierDocumentSchema, ...errorResponses(400, 401, 403, 404) },
});

/** The organiser takes back the changes to a live touchpoint waiting for approval (404 if none). */
export const withdrawCompanyTouchpointRevisionContract = defineContract({
  method: 'DELETE',
  path: `${COMPANY}/:id/revision`,
  summary: 'Withdraw the changes to a live touchpoint that wait for approval',
  tags: COMPANY_TAGS,
  access: 'touchpoints.company.update',
  params: TouchpointParamsSchema,
  responses: { 200: TouchpointEditorDocumentSchema, ...errorResponses(400, 401, 403, 404) },
});
export const withdrawSocietyTouchpointRevisionContract = defineContract({
  method: 'DELETE',
  path: `${SOCIETY}/:id/revision`,
  summary: 'Withdraw the changes to a live event that wait for approval',
  tags: SOCIETY_TAGS,
  access: 'touchpoints.society.update',
  params: TouchpointParamsSchema,
  responses: { 200: TouchpointEditorDocumentSchema, ...errorResponses(400, 401, 403, 404) },
});
