import { z } from 'zod';
import { CompanyPageDocumentSchema } from './companies.contract';
import { defineContract } from './contract';
import {
  errorResponses,
  IdSchema,
  listDocumentSchema,
  MessageDocumentSchema,
  PagingMetaSchema,
  resourceDocumentSchema,
} from './documents';
import {
  EmailSchema,
  IsoDateTimeSchema,
  SlugSchema,
  TouchpointableTypeSchema,
  TouchpointStateSchema,
  UserableTypeSchema,
} from './fields';
import { pagingQuery } from './query';
import { StudentSocietyPageDocumentSchema } from './student-societies.contract';
import { TouchpointDocumentSchema } from './touchpoint-document';

/**
 * The admin console (`/admin`): its own sign-in and session, queues of accounts, societies,
 * companies and touchpoints to decide on, a search over users, and the audit log of every admin
 * action. An admin session is sent as `X-Admin-Token` and is valid only on these endpoints; the
 * app's session (`X-User-Email` / `X-User-Token`) is never valid here, and admins never get one.
 */

export const ADMIN_TOKEN_HEADER = 'X-Admin-Token';

/** Queues and the audit log show this many rows per page unless asked otherwise. */
export const ADMIN_PER_PAGE = 20;

/** A rejection's reason is shown to its owner: long enough to explain, short enough to read. */
export const REJECTION_REASON_MAX_LENGTH = 1000;

export const RejectionReasonSchema = z
  .string()
  .trim()
  .min(1, 'Give a reason the owner will see')
  .max(REJECTION_REASON_MAX_LENGTH, `Use at most ${REJECTION_REASON_MAX_LENGTH} characters`);

export const RejectBodySchema = z.object({ reason: RejectionReasonSchema });
export type RejectBody = z.infer<typeof RejectBodySchema>;

const IdParamsSchema = z.object({ id: IdSchema });
const AdminPagingQuerySchema = z.object(pagingQuery(ADMIN_PER_PAGE));

// Sessions

export const AdminSignInBodySchema = z.object({
  admin: z.object({ email: EmailSchema, password: z.string().min(1).max(128) }),
});
export type AdminSignInBody = z.infer<typeof AdminSignInBodySchema>;

const adminAttributes = {
  email: z.string(),
  name: z.string(),
};

export const AdminDocumentSchema = resourceDocumentSchema('admin', adminAttributes);
export type AdminDocument = z.infer<typeof AdminDocumentSchema>;

/** A sign-in's answer: the admin and the console session's token (sent as `X-Admin-Token`). */
export const AdminSessionDocumentSchema = resourceDocumentSchema('admin', {
  ...adminAttributes,
  authentication_token: z.string().min(1),
  expires_at: IsoDateTimeSchema,
});
export type AdminSessionDocument = z.infer<typeof AdminSessionDocumentSchema>;

/** Wrong email, wrong password and non-admin accounts all answer the same 401. */
export const signInAdminContract = defineContract({
  method: 'POST',
  path: '/api/v1/admin/login',
  summary: 'Sign in to the admin console with email and password',
  tags: ['admin'],
  access: 'public',
  body: AdminSignInBodySchema,
  responses: { 200: AdminSessionDocumentSchema, ...errorResponses(400, 401, 429) },
});

export const getAdminContract = defineContract({
  method: 'GET',
  path: '/api/v1/admin/me',
  summary: 'The signed-in admin',
  tags: ['admin'],
  access: 'admin.console.use',
  responses: { 200: AdminDocumentSchema, ...errorResponses(401, 403) },
});

export const signOutAdminContract = defineContract({
  method: 'DELETE',
  path: '/api/v1/admin/session',
  summary: 'Sign out of the admin console: the console session is revoked',
  tags: ['admin'],
  access: 'admin.console.use',
  responses: { 200: MessageDocumentSchema, ...errorResponses(401, 403) },
});

// Accounts awaiting approval

export const ORGANISATION_KINDS = ['StudentSociety', 'Company'] as const;
export const OrganisationKindSchema = z.enum(ORGANISATION_KINDS);
export type OrganisationKind = z.infer<typeof OrganisationKindSchema>;

const OrganisationSummarySchema = z.object({
  id: IdSchema,
  kind: OrganisationKindSchema,
  name: z.string(),
  slug: SlugSchema,
  is_verified: z.boolean(),
});

export const REVIEW_DECISIONS = ['approved', 'rejected'] as const;
export const ReviewSchema = z.object({
  decision: z.enum(REVIEW_DECISIONS),
  reason: z.string().nullable(),
  decided_at: IsoDateTimeSchema,
});

export const ACCOUNT_STATUSES = ['approved', 'awaiting_approval', 'rejected'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

const adminAccountAttributes = {
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  name: z.string(),
  userable_type: UserableTypeSchema,
  /** `admin` for admin accounts. */
  type: z.string().nullable(),
  is_approved: z.boolean(),
  email_verified: z.boolean(),
  /** Managers and recruiters: approved, awaiting approval, or rejected (with the reason). */
  status: z.enum(ACCOUNT_STATUSES).nullable(),
  organisation: OrganisationSummarySchema.nullable(),
  last_review: ReviewSchema.nullable(),
  created_at: IsoDateTimeSchema,
};

export const AdminAccountDocumentSchema = resourceDocumentSchema(
  'admin_account',
  adminAccountAttributes,
);
export type AdminAccountDocument = z.infer<typeof AdminAccountDocumentSchema>;
export const AdminAccountListSchema = listDocumentSchema(
  'admin_account',
  adminAccountAttributes,
  PagingMetaSchema,
);
export type AdminAccountList = z.infer<typeof AdminAccountListSchema>;
export type AdminAccount = AdminAccountList['data'][number]['attributes'];

/** Managers and recruiters whose `is_approved` is false and who were not rejected, oldest first. */
export const listPendingAccountsContract = defineContract({
  method: 'GET',
  path: '/api/v1/admin/accounts/pending',
  summary: 'Managers and recruiters awaiting approval, with their society or company',
  tags: ['admin'],
  access: 'admin.console.use',
  query: AdminPagingQuerySchema,
  responses: { 200: AdminAccountListSchema, ...errorResponses(400, 401, 403) },
});

/** Sets `is_approved` and emails the outcome; an account not awaiting approval answers 404. */
export const approveAccountContract = defineContract({
  method: 'POST',
  path: '/api/v1/admin/accounts/:id/approve',
  summary: 'Approve a manager or recruiter account (emails them)',
  tags: ['admin'],
  access: 'admin.approvals.decide',
  params: IdParamsSchema,
  responses: { 200: AdminAccountDocumentSchema, ...errorResponses(400, 401, 403, 404) },
});

export const rejectAccountContract = defineContract({
  method: 'POST',
  path: '/api/v1/admin/accounts/:id/reject',
  summary: 'Reject a manager or recruiter account with a reason (emails them)',
  tags: ['admin'],
  access: 'admin.approvals.decide',
  params: IdParamsSchema,
  body: RejectBodySchema,
  responses: { 200: AdminAccountDocumentSchema, ...errorResponses(400, 401, 403, 404) },
});

// Societies and companies to verify

const adminOrganisationAttributes = {
  kind: OrganisationKindSchema,
  name: z.string(),
  slug: SlugSchema,
  icon_url: z.string().nullable(),
  is_verified: z.boolean(),
  /** The university of a society, the website of a company. */
  detail: z.string().nullable(),
  /** Its managers or recruiters. */
  members_count: z.number().int().nonnegative(),
  last_review: ReviewSchema.nullable(),
  created_at: IsoDateTimeSchema,
  /**
   * The oldest other company whose name reads the same without case, spaces or punctuation
   * (decision 031): a possible duplicate the admin may merge it into. Always null for societies.
   */
  possible_duplicate_of: z.object({ id: IdSchema, name: z.string(), slug: SlugSchema }).nullable(),
};

export const AdminOrganisationDocumentSchema = resourceDocumentSchema(
  'admin_organisation',
  adminOrganisationAttributes,
);
export const AdminOrganisationListSchema = listDocumentSchema(
  'admin_organisation',
  adminOrganisationAttributes,
  PagingMetaSchema,
);
export type AdminOrganisation = z.infer<
  typeof AdminOrganisationListSchema
>['data'][number]['attributes'];

export const ORGANISATION_PATH_KINDS = {
  student_societies: 'StudentSociety',
  companies: 'Company',
} as const;
export const OrganisationPathKindSchema = z.enum(['student_societies', 'companies']);
export type OrganisationPathKind = z.infer<typeof OrganisationPathKindSchema>;

const OrganisationParamsSchema = z.object({ kind: OrganisationPathKindSchema, id: IdSchema });

/** Societies or companies not yet verified and not declined, oldest first. */
export const listOrganisationsToVerifyContract = defineContract({
  method: 'GET',
  path: '/api/v1/admin/organisations/:kind/unverified',
  summary: 'Student societies or companies waiting for verification',
  tags: ['admin'],
  access: 'admin.console.use',
  params: z.object({ kind: OrganisationPathKindSchema }),
  query: AdminPagingQuerySchema,
  responses: { 200: AdminOrganisationListSchema, ...errorResponses(400, 401, 403) },
});

export const verifyOrganisationContract = defineContract({
  method: 'POST',
  path: '/api/v1/admin/organisations/:kind/:id/verify',
  summary: 'Verify a student society or company (is_verified)',
  tags: ['admin'],
  access: 'admin.approvals.decide',
  params: OrganisationParamsSchema,
  responses: { 200: AdminOrganisationDocumentSchema, ...errorResponses(400, 401, 403, 404) },
});

/** Leaves it unverified and takes it off the queue, keeping the reason. */
export const declineOrganisationContract = defineContract({
  method: 'POST',
  path: '/api/v1/admin/organisations/:kind/:id/decline',
  summary: 'Decline to verify a student society or company, with a reason',
  tags: ['admin'],
  access: 'admin.approvals.decide',
  params: OrganisationParamsSchema,
  body: RejectBodySchema,
  responses: { 200: AdminOrganisationDocumentSchema, ...errorResponses(400, 401, 403, 404) },
});

export const MergeCompanyBodySchema = z.object({
  merge: z.object({ into_id: IdSchema }),
});
export type MergeCompanyBody = z.infer<typeof MergeCompanyBodySchema>;

/**
 * Merges the company into `into_id`, the one that stays: touchpoints, co-hostings, recruiters,
 * join requests, offices, followers and short links move to it; the merged company's address
 * redirects (301) to it; the merged company is deleted. One transaction, audited as
 * `organisation.merged`. Answers the company that stays.
 */
export const mergeCompanyContract = defineContract({
  method: 'POST',
  path: '/api/v1/admin/organisations/companies/:id/merge',
  summary: 'Merge a duplicate company into the one that stays',
  tags: ['admin'],
  access: 'admin.approvals.decide',
  params: IdParamsSchema,
  body: MergeCompanyBodySchema,
  responses: { 200: AdminOrganisationDocumentSchema, ...errorResponses(400, 401, 403, 404, 422) },
});

/**
 * The admin's preview of a company or a society in the verification queue: its public page's
 * document, as the public will see it (also when its accounts still await approval, which hides
 * it from the public); the description sanitised with the rich-text allow-list. The app marks it
 * "Preview — not yet public" and keeps it out of indexes and caches.
 */
export const previewCompanyContract = defineContract({
  method: 'GET',
  path: '/api/v1/admin/organisations/companies/:id/preview',
  summary: 'A company as its public page will show it',
  tags: ['admin'],
  access: 'admin.console.use',
  params: IdParamsSchema,
  responses: { 200: CompanyPageDocumentSchema, ...errorResponses(400, 401, 403, 404) },
});

export const previewStudentSocietyContract = defineContract({
  method: 'GET',
  path: '/api/v1/admin/organisations/student_societies/:id/preview',
  summary: 'A student society as its public page will show it',
  tags: ['admin'],
  access: 'admin.console.use',
  params: IdParamsSchema,
  responses: { 200: StudentSocietyPageDocumentSchema, ...errorResponses(400, 401, 403, 404) },
});

// Touchpoints submitted for approval

const adminTouchpointAttributes = {
  title: z.string(),
  slug: SlugSchema,
  touchpointable_type: TouchpointableTypeSchema,
  state: TouchpointStateSchema,
  creatable_for: OrganisationSummarySchema.nullable(),
  created_by: z.object({ name: z.string(), email: z.string() }).nullable(),
  start_date: IsoDateTimeSchema.nullable(),
  application_deadline: IsoDateTimeSchema.nullable(),
  published_at: IsoDateTimeSchema.nullable(),
  rejection_reason: z.string().nullable(),
  /** When it was last changed: for a submitted touchpoint, when it was submitted. */
  updated_at: IsoDateTimeSchema,
};

export const AdminTouchpointDocumentSchema = resourceDocumentSchema(
  'admin_touchpoint',
  adminTouchpointAttributes,
);
export const AdminTouchpointListSchema = listDocumentSchema(
  'admin_touchpoint',
  adminTouchpointAttributes,
  PagingMetaSchema,
);
export type AdminTouchpoint = z.infer<
  typeof AdminTouchpointListSchema
>['data'][number]['attributes'];

/** Touchpoints in `ready_for_approval`, oldest submission first. */
export const listSubmittedTouchpointsContract = defineContract({
  method: 'GET',
  path: '/api/v1/admin/touchpoints/submitted',
  summary: 'Jobs, internships and events submitted for approval',
  tags: ['admin'],
  access: 'admin.console.use',
  query: AdminPagingQuerySchema,
  responses: { 200: AdminTouchpointListSchema, ...errorResponses(400, 401, 403) },
});

/** `ready_for_approval` → `published` with `published_at`; anything else answers 404. */
export const approveTouchpointContract = defineContract({
  method: 'POST',
  path: '/api/v1/admin/touchpoints/:id/approve',
  summary: 'Approve a submitted touchpoint: it is published',
  tags: ['admin'],
  access: 'admin.approvals.decide',
  params: IdParamsSchema,
  responses: { 200: AdminTouchpointDocumentSchema, ...errorResponses(400, 401, 403, 404) },
});

/** `ready_for_approval` → `rejected`, with the reason its owner sees. */
export const rejectTouchpointContract = defineContract({
  method: 'POST',
  path: '/api/v1/admin/touchpoints/:id/reject',
  summary: 'Reject a submitted touchpoint with a reason its owner sees',
  tags: ['admin'],
  access: 'admin.approvals.decide',
  params: IdParamsSchema,
  body: RejectBodySchema,
  responses: { 200: AdminTouchpointDocumentSchema, ...errorResponses(400, 401, 403, 404) },
});

/**
 * The admin's preview of a touchpoint in any state: the public page's document, as the public
 * will see it once approved (the app marks it "Preview — not yet public" and keeps it out of
 * indexes and caches).
 */
export const previewTouchpointContract = defineContract({
  method: 'GET',
  path: '/api/v1/admin/touchpoints/:id/preview',
  summary: 'A touchpoint in any state as its public page will show it',
  tags: ['admin'],
  access: 'admin.console.use',
  params: IdParamsSchema,
  responses: { 200: TouchpointDocumentSchema, ...errorResponses(400, 401, 403, 404) },
});

// Changes to live touchpoints (decision 031)

export const TOUCHPOINT_REVISION_LISTS = ['pending', 'published'] as const;

/** One changed field, as the admin reads it: plain text before and after. */
export const RevisionChangeSchema = z.object({
  field: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type RevisionChange = z.infer<typeof RevisionChangeSchema>;

const adminRevisionAttributes = {
  /** `pending` waits for a decision; `published` went live at once as a small correction. */
  state: z.enum(['pending', 'approved', 'rejected', 'withdrawn', 'published']),
  touchpoint: z.object({
    id: IdSchema,
    title: z.string(),
    slug: SlugSchema,
    touchpointable_type: TouchpointableTypeSchema,
    state: TouchpointStateSchema,
  }),
  creatable_for: OrganisationSummarySchema.nullable(),
  author: z.object({ name: z.string(), email: z.string() }).nullable(),
  /** What it changes against the live version it was made on. */
  changes: z.array(RevisionChangeSchema),
  rejection_reason: z.string().nullable(),
  created_at: IsoDateTimeSchema,
  /** When it was last saved: for a pending one, how long it has waited. */
  updated_at: IsoDateTimeSchema,
};

export const AdminRevisionDocumentSchema = resourceDocumentSchema(
  'admin_touchpoint_revision',
  adminRevisionAttributes,
);
export const AdminRevisionListSchema = listDocumentSchema(
  'admin_touchpoint_revision',
  adminRevisionAttributes,
  PagingMetaSchema,
);
export type AdminRevisionList = z.infer<typeof AdminRevisionListSchema>;
export type AdminRevision = AdminRevisionList['data'][number]['attributes'];

/** `pending`: oldest first; `published` (small corrections, for the admin to read): newest first. */
export const listTouchpointRevisionsContract = defineContract({
  method: 'GET',
  path: '/api/v1/admin/touchpoint_revisions',
  summary: 'Changes to live touchpoints: waiting for approval, or published at once',
  tags: ['admin'],
  access: 'admin.console.use',
  query: z.object({
    state: z.enum(TOUCHPOINT_REVISION_LISTS).default('pending'),
    ...pagingQuery(ADMIN_PER_PAGE),
  }),
  responses: { 200: AdminRevisionListSchema, ...errorResponses(400, 401, 403) },
});

export const getTouchpointRevisionContract = defineContract({
  method: 'GET',
  path: '/api/v1/admin/touchpoint_revisions/:id',
  summary: 'One change to a live touchpoint, with what it changes',
  tags: ['admin'],
  access: 'admin.console.use',
  params: IdParamsSchema,
  responses: { 200: AdminRevisionDocumentSchema, ...errorResponses(400, 401, 403, 404) },
});

/** The live touchpoint as its public page will show it once the revision is approved. */
export const previewTouchpointRevisionContract = defineContract({
  method: 'GET',
  path: '/api/v1/admin/touchpoint_revisions/:id/preview',
  summary: 'A touchpoint as its public page will show it with the changes',
  tags: ['admin'],
  access: 'admin.console.use',
  params: IdParamsSchema,
  responses: { 200: TouchpointDocumentSchema, ...errorResponses(400, 401, 403, 404) },
});

/** The changes replace the live fields at once; anything not pending answers 404. */
export const approveTouchpointRevisionContract = defineContract({
  method: 'POST',
  path: '/api/v1/admin/touchpoint_revisions/:id/approve',
  summary: 'Approve changes to a live touchpoint: they go live',
  tags: ['admin'],
  access: 'admin.approvals.decide',
  params: IdParamsSchema,
  responses: {
    200: AdminRevisionDocumentSchema,
    ...errorResponses(400, 401, 403, 404, 409, 422),
  },
});

/** The live version stays; the organiser is told why. */
export const rejectTouchpointRevisionContract = defineContract({
  method: 'POST',
  path: '/api/v1/admin/touchpoint_revisions/:id/reject',
  summary: 'Reject changes to a live touchpoint with a reason its owner sees',
  tags: ['admin'],
  access: 'admin.approvals.decide',
  params: IdParamsSchema,
  body: RejectBodySchema,
  responses: { 200: AdminRevisionDocumentSchema, ...errorResponses(400, 401, 403, 404) },
});

// Users

export const SearchUsersQuerySchema = z.object({
  /** Part of an email or a name (any case, typos tolerated). */
  q: z.string().trim().max(200).optional(),
  ...pagingQuery(ADMIN_PER_PAGE),
});

export const searchUsersContract = defineContract({
  method: 'GET',
  path: '/api/v1/admin/users',
  summary: 'Search users by email or name',
  tags: ['admin'],
  access: 'admin.users.search',
  query: SearchUsersQuerySchema,
  responses: { 200: AdminAccountListSchema, ...errorResponses(400, 401, 403) },
});

// Audit log

export const ADMIN_AUDIT_ACTIONS = [
  'admin.signed_in',
  'admin.signed_out',
  'admin.created',
  'account.approved',
  'account.rejected',
  'organisation.verified',
  'organisation.declined',
  'organisation.merged',
  'touchpoint.approved',
  'touchpoint.rejected',
  'touchpoint_revision.approved',
  'touchpoint_revision.rejected',
  'search_page.created',
  'search_page.updated',
  'search_page.deleted',
  'job.retried',
] as const;
export const AdminAuditActionSchema = z.enum(ADMIN_AUDIT_ACTIONS);
export type AdminAuditAction = z.infer<typeof AdminAuditActionSchema>;

export const AUDIT_SUBJECT_TYPES = [
  'User',
  'StudentSociety',
  'Company',
  'Touchpoint',
  'SearchPage',
  'Job',
] as const;
export const AuditSubjectTypeSchema = z.enum(AUDIT_SUBJECT_TYPES);
export type AuditSubjectType = z.infer<typeof AuditSubjectTypeSchema>;

/** A before/after summary: the fields the action changed, with their values. */
export const AuditSummarySchema = z.record(
  z.string(),
  z.union([z.string(), z.number(), z.boolean(), z.null()]),
);
export type AuditSummary = z.infer<typeof AuditSummarySchema>;

const auditEntryAttributes = {
  action: AdminAuditActionSchema,
  /** Who: null once the admin's account is gone (the email stays). */
  admin: z.object({ id: IdSchema.nullable(), email: z.string() }),
  subject_type: AuditSubjectTypeSchema,
  subject_id: IdSchema,
  /** What the object was called when the action was taken. */
  subject_label: z.string(),
  before: AuditSummarySchema.nullable(),
  after: AuditSummarySchema.nullable(),
  reason: z.string().nullable(),
  created_at: IsoDateTimeSchema,
};

export const AuditLogSchema = listDocumentSchema(
  'admin_audit_entry',
  auditEntryAttributes,
  PagingMetaSchema,
);
export type AuditLog = z.infer<typeof AuditLogSchema>;
export type AuditEntry = AuditLog['data'][number]['attributes'];

/** Newest first. */
export const listAuditLogContract = defineContract({
  method: 'GET',
  path: '/api/v1/admin/audit_log',
  summary: 'Every admin action: who, what, which object, when, before and after',
  tags: ['admin'],
  access: 'admin.audit_log.read',
  query: AdminPagingQuerySchema,
  responses: { 200: AuditLogSchema, ...errorResponses(400, 401, 403) },
});

// Failed background jobs (dead letters)

const deadJobAttributes = {
  /** The job's kind: the queue it ran in (`send-mail`, `generate-matches`...). */
  queue: z.string(),
  /** What it was given, as JSON (cut at 500 characters). */
  data: z.string(),
  /** Why its last try failed. */
  error: z.string(),
  /** When its tries were spent. */
  failed_at: IsoDateTimeSchema,
};

export const AdminDeadJobDocumentSchema = resourceDocumentSchema(
  'admin_dead_job',
  deadJobAttributes,
);
export const AdminDeadJobListSchema = listDocumentSchema(
  'admin_dead_job',
  deadJobAttributes,
  PagingMetaSchema,
);
export type AdminDeadJobList = z.infer<typeof AdminDeadJobListSchema>;
export type AdminDeadJob = AdminDeadJobList['data'][number]['attributes'];

/** Jobs whose every retry failed, newest first, with the error of the last try. */
export const listDeadJobsContract = defineContract({
  method: 'GET',
  path: '/api/v1/admin/jobs/dead',
  summary: 'Background jobs that kept failing (mail, match generation...), with their error',
  tags: ['admin'],
  access: 'admin.jobs.manage',
  query: AdminPagingQuerySchema,
  responses: { 200: AdminDeadJobListSchema, ...errorResponses(400, 401, 403) },
});

/** Queues the job again with the same data (it leaves the list); audited as `job.retried`. */
export const retryDeadJobContract = defineContract({
  method: 'POST',
  path: '/api/v1/admin/jobs/dead/:id/retry',
  summary: 'Run a failed background job again',
  tags: ['admin'],
  access: 'admin.jobs.manage',
  params: IdParamsSchema,
  responses: { 200: AdminDeadJobDocumentSchema, ...errorResponses(400, 401, 403, 404) },
});
