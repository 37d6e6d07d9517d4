import { z } from 'zod';
import { defineContract } from './contract';
import {
  CountMetaSchema,
  errorResponses,
  IdSchema,
  PagingMetaSchema,
  resourceSchema,
} from './documents';
import { IsoDateSchema, IsoDateTimeSchema } from './fields';
import { pagingQuery } from './query';

/**
 * A society's community: its members and its committee (decision 049).
 *
 * Candidates join from the society's public page (`/api/v1/student_societies/:id/membership`):
 * a society that approves members receives a request instead (`subscription_requests`). Leaving
 * makes them a past member (`unsubscribed`); joining again works from there. Joining twice or
 * leaving twice changes nothing.
 *
 * The society's approved managers handle the three lists (`/api/v1/student_society/memberships`):
 * `subscribed` (labelled Joined), `subscription_requests` (Membership requests) and
 * `unsubscribed` (Past members); they approve or decline requests (a declined request is no
 * membership and is in no list) and remove joined members (they become past members). Committee
 * positions (`/api/v1/student_society/committee_positions`) are titles held by joined members
 * for a term; a term ends on its end date, when ended early, or when the member leaves.
 * Another society's membership or position answers 404 like a missing one.
 */

export const MEMBERSHIP_STATES = ['subscribed', 'subscription_requests', 'unsubscribed'] as const;
export const MembershipStateSchema = z.enum(MEMBERSHIP_STATES);
export type MembershipState = z.infer<typeof MembershipStateSchema>;

export const COMMUNITY_MESSAGES = {
  membershipNotFound: 'Membership not found',
  notARequest: 'This membership is not waiting for approval.',
  notJoined: 'This person is not a joined member.',
  positionNotFound: 'Committee position not found',
  positionEnded: 'This term has already ended.',
  termOrder: 'The term cannot end before it starts.',
  societyNotFound: 'Society not found',
} as const;

/** The candidate's own membership of a society, as its public page shows it. */
export const OwnMembershipAttributesShape = {
  student_society_id: IdSchema,
  /** `none` when the candidate never joined or their request was declined. */
  status: z.enum([...MEMBERSHIP_STATES, 'none']),
  /** Whether joining this society asks its managers first. */
  approves_members: z.boolean(),
};
export const OwnMembershipDocumentSchema = z.object({
  data: z.object({
    type: z.literal('own_membership'),
    attributes: z.object(OwnMembershipAttributesShape),
  }),
});
export type OwnMembershipDocument = z.infer<typeof OwnMembershipDocumentSchema>;

export const SocietyIdParamsSchema = z.object({ id: IdSchema });

const ownMembership = (method: 'GET' | 'POST' | 'DELETE', summary: string) =>
  ({
    method,
    path: '/api/v1/student_societies/:id/membership',
    summary,
    tags: ['community', 'candidates'],
    access: 'memberships.own',
    params: SocietyIdParamsSchema,
    responses: { 200: OwnMembershipDocumentSchema, ...errorResponses(400, 401, 403, 404) },
  }) as const;

export const getOwnMembershipContract = defineContract(
  ownMembership('GET', "The candidate's membership of a society"),
);
/** Joins (or asks to join) a public society; joining twice changes nothing. */
export const joinSocietyContract = defineContract(
  ownMembership('POST', 'Join a student society, or ask to join when it approves its members'),
);
/** Leaves (or withdraws a request); leaving twice changes nothing. */
export const leaveSocietyContract = defineContract(
  ownMembership('DELETE', 'Leave a student society or withdraw a request to join'),
);

export const MemberShape = {
  candidate_id: IdSchema,
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  avatar_url: z.string().nullable(),
  university_name: z.string().nullable(),
};

export const MembershipAttributesShape = {
  status: MembershipStateSchema,
  /** When they joined, asked to join or left (the list's date). */
  status_changed_at: IsoDateTimeSchema,
  member: z.object(MemberShape),
};
export const MembershipSchema = resourceSchema('membership', MembershipAttributesShape);
export type Membership = z.infer<typeof MembershipSchema>;
export const MembershipDocumentSchema = z.object({ data: MembershipSchema });
export type MembershipDocument = z.infer<typeof MembershipDocumentSchema>;

export const MembershipCountsSchema = z.object({
  subscribed: z.number().int().nonnegative(),
  subscription_requests: z.number().int().nonnegative(),
  unsubscribed: z.number().int().nonnegative(),
});
export type MembershipCounts = z.infer<typeof MembershipCountsSchema>;

export const MembershipListDocumentSchema = z.object({
  data: z.array(MembershipSchema),
  meta: PagingMetaSchema.extend({ counts: MembershipCountsSchema }),
});
export type MembershipListDocument = z.infer<typeof MembershipListDocumentSchema>;

export const ListMembershipsQuerySchema = z.object({
  status: MembershipStateSchema.default('subscribed'),
  /** Part of the member's name or email. */
  search: z.string().trim().max(100).optional(),
  ...pagingQuery(20),
});
export type ListMembershipsQuery = z.input<typeof ListMembershipsQuerySchema>;

const MANAGER_BASE = '/api/v1/student_society/memberships';
const MANAGER_TAGS = ['community', 'student societies'];

export const listMembershipsContract = defineContract({
  method: 'GET',
  path: MANAGER_BASE,
  summary: "One of the society's membership lists, newest first, with each list's count",
  tags: MANAGER_TAGS,
  access: 'society.memberships.manage',
  query: ListMembershipsQuerySchema,
  responses: { 200: MembershipListDocumentSchema, ...errorResponses(400, 401, 403, 404) },
});

export const exportMembershipsContract = defineContract({
  method: 'GET',
  path: `${MANAGER_BASE}/export`,
  summary: "The society's joined members as a CSV file",
  tags: MANAGER_TAGS,
  access: 'society.memberships.manage',
  responses: {
    200: z.string().meta({
      description: 'CSV: first name, last name, email, university, joined at',
      format: 'binary',
    }),
    ...errorResponses(401, 403, 404),
  },
});

export const MembershipParamsSchema = z.object({ id: IdSchema });

const decide = (verb: 'approve' | 'decline', summary: string) =>
  defineContract({
    method: 'POST',
    path: `${MANAGER_BASE}/:id/${verb}`,
    summary,
    tags: MANAGER_TAGS,
    access: 'society.memberships.manage',
    params: MembershipParamsSchema,
    responses: { 200: MembershipDocumentSchema, ...errorResponses(400, 401, 403, 404, 409) },
  });

export const approveMembershipContract = decide('approve', 'Approve a request to join');
/** A declined request is no membership any more (in no list); the answer is the request as it was. */
export const declineMembershipContract = decide('decline', 'Decline a request to join');

export const removeMembershipContract = defineContract({
  method: 'POST',
  path: `${MANAGER_BASE}/:id/remove`,
  summary: 'Remove a joined member (they become a past member)',
  tags: MANAGER_TAGS,
  access: 'society.memberships.manage',
  params: MembershipParamsSchema,
  responses: { 200: MembershipDocumentSchema, ...errorResponses(400, 401, 403, 404, 409) },
});

export const BulkApproveBodySchema = z.object({
  ids: z.array(IdSchema).min(1, 'Select at least one request.').max(100),
});
export type BulkApproveBody = z.infer<typeof BulkApproveBodySchema>;

/** Approves the selected requests that are still waiting; the others are left as they are. */
export const bulkApproveMembershipsContract = defineContract({
  method: 'POST',
  path: `${MANAGER_BASE}/approve`,
  summary: 'Approve several requests to join',
  tags: MANAGER_TAGS,
  access: 'society.memberships.manage',
  body: BulkApproveBodySchema,
  responses: {
    200: z.object({ data: z.array(MembershipSchema), meta: CountMetaSchema }),
    ...errorResponses(400, 401, 403, 404),
  },
});

// Committee

export const CommitteePositionAttributesShape = {
  title: z.string(),
  starts_on: IsoDateSchema,
  ends_on: IsoDateSchema.nullable(),
  /** When the term was ended early (by a manager, or because the member left). */
  ended_at: IsoDateTimeSchema.nullable(),
  /** Whether the term runs today or is to come; otherwise it is in the past committee. */
  current: z.boolean(),
  member: z.object(MemberShape),
  /** The member's membership (joined while the position is current). */
  membership_id: IdSchema.nullable(),
};
export const CommitteePositionSchema = resourceSchema(
  'committee_position',
  CommitteePositionAttributesShape,
);
export type CommitteePosition = z.infer<typeof CommitteePositionSchema>;
export const CommitteePositionDocumentSchema = z.object({ data: CommitteePositionSchema });
export type CommitteePositionDocument = z.infer<typeof CommitteePositionDocumentSchema>;
export const CommitteePositionListDocumentSchema = z.object({
  data: z.array(CommitteePositionSchema),
  meta: z.object({
    current_count: z.number().int().nonnegative(),
    past_count: z.number().int().nonnegative(),
  }),
});
export type CommitteePositionListDocument = z.infer<typeof CommitteePositionListDocumentSchema>;

const TitleSchema = z
  .string()
  .trim()
  .min(1, 'Enter a title.')
  .max(60, 'Keep the title under 60 characters.');

export const CreateCommitteePositionBodySchema = z.object({
  committee_position: z
    .object({
      membership_id: IdSchema,
      title: TitleSchema,
      starts_on: IsoDateSchema,
      ends_on: IsoDateSchema.nullable().optional(),
    })
    .refine((value) => !value.ends_on || value.ends_on >= value.starts_on, {
      message: COMMUNITY_MESSAGES.termOrder,
      path: ['ends_on'],
    }),
});
export type CreateCommitteePositionBody = z.infer<typeof CreateCommitteePositionBodySchema>;

export const UpdateCommitteePositionBodySchema = z.object({
  committee_position: z.object({
    title: TitleSchema.optional(),
    starts_on: IsoDateSchema.optional(),
    ends_on: IsoDateSchema.nullable().optional(),
  }),
});
export type UpdateCommitteePositionBody = z.infer<typeof UpdateCommitteePositionBodySchema>;

const COMMITTEE_BASE = '/api/v1/student_society/committee_positions';
export const CommitteePositionParamsSchema = z.object({ id: IdSchema });

export const listCommitteePositionsContract = defineContract({
  method: 'GET',
  path: COMMITTEE_BASE,
  summary: "The society's committee: current terms first, then the past committee",
  tags: MANAGER_TAGS,
  access: 'society.committee.manage',
  responses: { 200: CommitteePositionListDocumentSchema, ...errorResponses(401, 403, 404) },
});

export const createCommitteePositionContract = defineContract({
  method: 'POST',
  path: COMMITTEE_BASE,
  summary: 'Give a joined member a committee position for a term',
  tags: MANAGER_TAGS,
  access: 'society.committee.manage',
  body: CreateCommitteePositionBodySchema,
  responses: { 201: CommitteePositionDocumentSchema, ...errorResponses(400, 401, 403, 404, 409) },
});

export const updateCommitteePositionContract = defineContract({
  method: 'PATCH',
  path: `${COMMITTEE_BASE}/:id`,
  summary: "Change a committee position's title or term",
  tags: MANAGER_TAGS,
  access: 'society.committee.manage',
  params: CommitteePositionParamsSchema,
  body: UpdateCommitteePositionBodySchema,
  responses: { 200: CommitteePositionDocumentSchema, ...errorResponses(400, 401, 403, 404, 409) },
});

export const endCommitteePositionContract = defineContract({
  method: 'POST',
  path: `${COMMITTEE_BASE}/:id/end`,
  summary: 'End a term early (it moves to the past committee)',
  tags: MANAGER_TAGS,
  access: 'society.committee.manage',
  params: CommitteePositionParamsSchema,
  responses: { 200: CommitteePositionDocumentSchema, ...errorResponses(400, 401, 403, 404, 409) },
});

export const deleteCommitteePositionContract = defineContract({
  method: 'DELETE',
  path: `${COMMITTEE_BASE}/:id`,
  summary: 'Remove a committee position entered by mistake',
  tags: MANAGER_TAGS,
  access: 'society.committee.manage',
  params: CommitteePositionParamsSchema,
  responses: {
    200: z.object({ data: z.object({ id: IdSchema }) }),
    ...errorResponses(400, 401, 403, 404),
  },
});

export const PublicCommitteeMemberSchema = z.object({
  id: IdSchema,
  type: z.literal('committee_member'),
  attributes: z.object({
    id: IdSchema,
    title: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    avatar_url: z.string().nullable(),
  }),
});
export const PublicCommitteeDocumentSchema = z.object({
  data: z.array(PublicCommitteeMemberSchema),
});
export type PublicCommitteeDocument = z.infer<typeof PublicCommitteeDocumentSchema>;

export const publicCommitteeContract = defineContract({
  method: 'GET',
  path: '/api/v1/student_societies/:id/committee',
  summary: "A public society's current committee",
  tags: ['community', 'student societies'],
  access: 'public',
  params: SocietyIdParamsSchema,
  responses: { 200: PublicCommitteeDocumentSchema, ...errorResponses(400, 404) },
});

/** This file's endpoints, by name, for the catalogue. */
export const communityContracts = {
  getOwnMembership: getOwnMembershipContract,
  joinSociety: joinSocietyContract,
  leaveSociety: leaveSocietyContract,
  listMemberships: listMembershipsContract,
  exportMemberships: exportMembershipsContract,
  approveMembership: approveMembershipContract,
  declineMembership: declineMembershipContract,
  removeMembership: removeMembershipContract,
  bulkApproveMemberships: bulkApproveMembershipsContract,
  listCommitteePositions: listCommitteePositionsContract,
  createCommitteePosition: createCommitteePositionContract,
  updateCommitteePosition: updateCommitteePositionContract,
  endCommitteePosition: endCommitteePositionContract,
  deleteCommitteePosition: deleteCommitteePositionContract,
  publicCommittee: publicCommitteeContract,
} as const;
