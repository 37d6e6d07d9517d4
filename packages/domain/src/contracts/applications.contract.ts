import { z } from 'zod';
import { APPLICATION_PROGRESS } from '../states/application-progress';
import { defineContract } from './contract';
import {
  errorResponses,
  IdSchema,
  listDocumentSchema,
  PagingMetaSchema,
  resourceDocumentSchema,
} from './documents';
import { IsoDateTimeSchema, TouchpointableTypeSchema } from './fields';
import { pagingQuery, queryArray, queryBoolean } from './query';
import { TouchpointSchema } from './touchpoint-document';

/**
 * Applying and tracking (spec §4: progress saved → started → applied, only forward). A candidate
 * saves a touchpoint for later, starts an external application (opening its `apply_url`), or
 * applies internally (easy apply) once: a second submit changes nothing and answers the same
 * application. Recruiters and managers list who applied to their organisation's touchpoints.
 */

export const ApplicationProgressSchema = z.enum(APPLICATION_PROGRESS);

/** The longest note a candidate keeps on an application. */
export const APPLICATION_NOTES_MAX_LENGTH = 2000;
/** At most this many answers to an application's questions, each this long. */
export const APPLICATION_ANSWERS_MAX = 20;
export const APPLICATION_ANSWER_MAX_LENGTH = 2000;
/** "Deadline soon" in the tracker and on the dashboard: within this many days. */
export const DEADLINE_SOON_DAYS = 14;

export const ApplicationAnswerSchema = z.object({
  question: z.string().trim().min(1).max(500),
  answer: z.string().trim().max(APPLICATION_ANSWER_MAX_LENGTH),
});
export type ApplicationAnswer = z.infer<typeof ApplicationAnswerSchema>;

/** A saved cover letter as sent with an easy application (a copy: later edits do not change it). */
export const SentCoverLetterSchema = z.object({
  /** The saved letter it came from, null once the candidate deleted that letter. */
  id: IdSchema.nullable(),
  title: z.string(),
  /** The letter as sanitised rich-text HTML. */
  body_html: z.string(),
});
export type SentCoverLetter = z.infer<typeof SentCoverLetterSchema>;

export const ApplicationAttributesShape = {
  touchpoint_id: IdSchema,
  progress: ApplicationProgressSchema,
  notes: z.string().nullable(),
  answers: z.array(ApplicationAnswerSchema),
  /** When the application was sent (progress applied), else null. */
  applied_at: IsoDateTimeSchema.nullable(),
  /** Where the CV sent with an easy application is downloaded, else null. */
  cv_url: z.string().nullable(),
  /** The cover letter sent with an easy application, else null. */
  cover_letter: SentCoverLetterSchema.nullable(),
  created_at: IsoDateTimeSchema,
  updated_at: IsoDateTimeSchema,
  touchpoint: TouchpointSchema,
};

export const ApplicationDocumentSchema = resourceDocumentSchema(
  'application',
  ApplicationAttributesShape,
);
export type ApplicationDocument = z.infer<typeof ApplicationDocumentSchema>;
export type Application = ApplicationDocument['data'];

export const ApplicationParamsSchema = z.object({ touchpoint_id: IdSchema });

export const APPLICATION_CLOSED_MESSAGE =
  'Applications for this opportunity are closed. Look for similar ones in your matches or search.';
export const APPLICATION_EXTERNAL_MESSAGE =
  'This opportunity is applied for on the employer’s site: open its apply link.';
export const APPLICATION_EVENT_MESSAGE = 'Events take registrations, not applications.';
export const APPLICATION_INTERNAL_APPLIED_MESSAGE =
  'Send an easy application to mark this opportunity applied.';
export const APPLICATION_REMOVE_APPLIED_MESSAGE = 'An application you sent stays in your tracker.';
export const APPLICATION_NOT_TRACKED_MESSAGE = 'This opportunity is not in your tracker.';

export const SaveApplicationBodySchema = z.object({
  application: z.object({
    /**
     * `saved` (save for later) or `started` (the candidate opened the external apply link);
     * `applied` only for an external application the candidate says they sent. Progress never
     * moves back: asking for an earlier step answers the application as it is.
     */
    progress: ApplicationProgressSchema,
  }),
});
export type SaveApplicationBody = z.infer<typeof SaveApplicationBodySchema>;

export const saveApplicationContract = defineContract({
  method: 'PUT',
  path: '/api/v1/candidate/applications/:touchpoint_id',
  summary: 'Track a touchpoint: save it for later, or record an application as started',
  tags: ['applications', 'candidates'],
  access: 'applications.manage',
  params: ApplicationParamsSchema,
  body: SaveApplicationBodySchema,
  responses: { 200: ApplicationDocumentSchema, ...errorResponses(400, 401, 403, 404, 422) },
});

export const ApplyBodySchema = z.object({
  application: z
    .object({
      answers: z.array(ApplicationAnswerSchema).max(APPLICATION_ANSWERS_MAX),
      /** One of the candidate's saved cover letters to send with it; null or absent sends none. */
      cover_letter_id: IdSchema.nullable(),
    })
    .partial()
    .default({}),
});
export type ApplyBody = z.input<typeof ApplyBodySchema>;

/**
 * Easy apply: sends the profile, CV and (chosen) saved cover letter once; a second submit answers
 * the same application.
 */
export const applyContract = defineContract({
  method: 'POST',
  path: '/api/v1/candidate/applications/:touchpoint_id/apply',
  summary: 'Apply with the candidate’s profile and CV (easy apply), once',
  tags: ['applications', 'candidates'],
  access: 'applications.apply',
  params: ApplicationParamsSchema,
  body: ApplyBodySchema,
  responses: { 200: ApplicationDocumentSchema, ...errorResponses(400, 401, 403, 404, 422) },
});

export const UpdateApplicationBodySchema = z.object({
  application: z.object({
    notes: z.string().max(APPLICATION_NOTES_MAX_LENGTH).nullable(),
  }),
});
export type UpdateApplicationBody = z.infer<typeof UpdateApplicationBodySchema>;

export const updateApplicationContract = defineContract({
  method: 'PATCH',
  path: '/api/v1/candidate/applications/:touchpoint_id',
  summary: 'Change the candidate’s notes on a tracked touchpoint',
  tags: ['applications', 'candidates'],
  access: 'applications.manage',
  params: ApplicationParamsSchema,
  body: UpdateApplicationBodySchema,
  responses: { 200: ApplicationDocumentSchema, ...errorResponses(400, 401, 403, 404) },
});

export const RemovedApplicationDocumentSchema = z.object({
  data: z.object({ touchpoint_id: IdSchema }),
});

/** Removes a saved or started touchpoint from the tracker; one applied to stays (422). */
export const deleteApplicationContract = defineContract({
  method: 'DELETE',
  path: '/api/v1/candidate/applications/:touchpoint_id',
  summary: 'Remove a touchpoint from the tracker (unless applied)',
  tags: ['applications', 'candidates'],
  access: 'applications.manage',
  params: ApplicationParamsSchema,
  responses: {
    200: RemovedApplicationDocumentSchema,
    ...errorResponses(400, 401, 403, 404, 422),
  },
});

export const APPLICATIONS_PER_PAGE = 50;

export const ListApplicationsQuerySchema = z.object({
  progress: queryArray(ApplicationProgressSchema).optional(),
  touchpointable_type: TouchpointableTypeSchema.optional(),
  /** Only open ones whose deadline falls within {@link DEADLINE_SOON_DAYS} days. */
  deadline_soon: queryBoolean().optional(),
  /** Only these touchpoints (e.g. the one whose page is open). */
  touchpoint_ids: queryArray(IdSchema).optional(),
  ...pagingQuery(APPLICATIONS_PER_PAGE),
});
export type ListApplicationsQuery = z.input<typeof ListApplicationsQuerySchema>;

export const ProgressCountsSchema = z.object({
  saved: z.number().int().nonnegative(),
  started: z.number().int().nonnegative(),
  applied: z.number().int().nonnegative(),
});
export type ProgressCounts = z.infer<typeof ProgressCountsSchema>;

export const ApplicationListDocumentSchema = listDocumentSchema(
  'application',
  ApplicationAttributesShape,
  PagingMetaSchema.extend({
    /** Every tracked touchpoint by progress, whatever the filters. */
    progress_counts: ProgressCountsSchema,
  }),
);
export type ApplicationListDocument = z.infer<typeof ApplicationListDocumentSchema>;

/** The tracker, soonest deadline first (no deadline last), then newest. */
export const listApplicationsContract = defineContract({
  method: 'GET',
  path: '/api/v1/candidate/applications',
  summary: 'The candidate’s tracker: saved, started and applied touchpoints',
  tags: ['applications', 'candidates'],
  access: 'applications.list',
  query: ListApplicationsQuerySchema,
  responses: { 200: ApplicationListDocumentSchema, ...errorResponses(400, 401, 403) },
});

/* Applicants: who applied to the organisation's touchpoints. */

export const APPLICANTS_PER_PAGE = 25;

export const ListApplicantsQuerySchema = z.object({
  touchpoint_id: IdSchema.optional(),
  ...pagingQuery(APPLICANTS_PER_PAGE),
});
export type ListApplicantsQuery = z.input<typeof ListApplicantsQuerySchema>;

export const ApplicantListDocumentSchema = listDocumentSchema(
  'applicant',
  {
    applied_at: IsoDateTimeSchema,
    touchpoint: z.object({
      id: IdSchema,
      title: z.string(),
      touchpointable_type: TouchpointableTypeSchema,
    }),
    candidate: z.object({
      id: IdSchema,
      name: z.string(),
      email: z.string().nullable(),
      avatar_url: z.string().nullable(),
      university: z.string().nullable(),
      degree: z.string().nullable(),
      subject: z.string().nullable(),
      graduation_year: z.number().int().nullable(),
    }),
    /** Where the CV sent with the application is downloaded (with the session), else null. */
    cv_url: z.string().nullable(),
    answers: z.array(ApplicationAnswerSchema),
    /** The cover letter sent with the application, else null. */
    cover_letter: SentCoverLetterSchema.omit({ id: true }).nullable(),
  },
  PagingMetaSchema.extend({
    /** The organisation's touchpoints that have applicants, for the filter. */
    touchpoints: z.array(
      z.object({
        id: IdSchema,
        title: z.string(),
        applicants_count: z.number().int().nonnegative(),
      }),
    ),
  }),
);
export type ApplicantListDocument = z.infer<typeof ApplicantListDocumentSchema>;
export type Applicant = ApplicantListDocument['data'][number];

export const listCompanyApplicantsContract = defineContract({
  method: 'GET',
  path: '/api/v1/company/applicants',
  summary: 'Candidates who applied to the company’s touchpoints, newest first',
  tags: ['applications', 'companies'],
  access: 'applicants.company.list',
  query: ListApplicantsQuerySchema,
  responses: { 200: ApplicantListDocumentSchema, ...errorResponses(400, 401, 403) },
});

export const listSocietyApplicantsContract = defineContract({
  method: 'GET',
  path: '/api/v1/student_society/applicants',
  summary: 'Candidates who applied to the society’s touchpoints, newest first',
  tags: ['applications', 'student societies'],
  access: 'applicants.society.list',
  query: ListApplicantsQuerySchema,
  responses: { 200: ApplicantListDocumentSchema, ...errorResponses(400, 401, 403) },
});
