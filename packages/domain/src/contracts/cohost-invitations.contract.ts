import { z } from 'zod';
import { type Contract, defineContract } from './contract';
import { errorResponses, IdSchema, listDocumentSchema, resourceDocumentSchema } from './documents';
import { IsoDateTimeSchema } from './fields';
import { TouchpointSchema } from './touchpoint-document';

/**
 * Invitations to co-host an event, seen by the invited company (`/company/…`, recruiters) or
 * society (`/student_society/…`, managers). The host invites from the event's editor (`cohosts`);
 * the invited organisation answers here. Accepting makes the event its own too: it shows in both
 * organisations' lists and public pages, and the co-host sees its attendees. Declining tells the
 * host (the invitation reads `rejected` on the event). "Stop cohost" and "remove cohost" end an
 * accepted co-hosting (`touchpoint-authoring.contract.ts`).
 *
 * Another organisation's invitation answers 404 like a missing one; an invitation already answered
 * answers 409.
 */

export const COHOST_INVITATION_STATES = ['Invitation pending', 'accepted', 'rejected'] as const;

export const CohostInvitationAttributesShape = {
  /** 'Invitation pending' until answered (spec §4), then `accepted` or `rejected`. */
  state: z.enum(COHOST_INVITATION_STATES),
  touchpoint_id: IdSchema,
  /** When the host sent it. */
  created_at: IsoDateTimeSchema,
  /** The event, as the organisation's lists show it (its host is `creatable_for`). */
  touchpoint: z.object({ data: TouchpointSchema }),
};

export const CohostInvitationDocumentSchema = resourceDocumentSchema(
  'cohost_invitation',
  CohostInvitationAttributesShape,
);
export type CohostInvitationDocument = z.infer<typeof CohostInvitationDocumentSchema>;

export const CohostInvitationListDocumentSchema = listDocumentSchema(
  'cohost_invitation',
  CohostInvitationAttributesShape,
  z.object({ total_count: z.number().int().nonnegative() }),
);
export type CohostInvitationListDocument = z.infer<typeof CohostInvitationListDocumentSchema>;
export type CohostInvitation = CohostInvitationListDocument['data'][number];

export const CohostInvitationParamsSchema = z.object({ id: IdSchema });

const BASES = {
  company: { path: '/api/v1/company/cohost_invitations', tags: ['events', 'companies'] },
  society: {
    path: '/api/v1/student_society/cohost_invitations',
    tags: ['events', 'student societies'],
  },
} as const;

const list = (side: keyof typeof BASES) =>
  ({
    method: 'GET',
    path: BASES[side].path,
    summary: `Events the ${side === 'company' ? 'company' : 'society'} is invited to co-host and has not answered yet`,
    tags: BASES[side].tags,
    access: 'touchpoints.cohosts.manage',
    responses: { 200: CohostInvitationListDocumentSchema, ...errorResponses(401, 403, 404) },
  }) as const satisfies Contract;

const answer = (side: keyof typeof BASES, verb: 'accept' | 'decline') =>
  ({
    method: 'POST',
    path: `${BASES[side].path}/:id/${verb}`,
    summary:
      verb === 'accept'
        ? 'Accept an invitation to co-host an event'
        : 'Decline an invitation to co-host an event',
    tags: BASES[side].tags,
    access: 'touchpoints.cohosts.manage',
    params: CohostInvitationParamsSchema,
    responses: {
      200: CohostInvitationDocumentSchema,
      ...errorResponses(400, 401, 403, 404, 409),
    },
  }) as const satisfies Contract;

export const listCompanyCohostInvitationsContract = defineContract(list('company'));
export const listSocietyCohostInvitationsContract = defineContract(list('society'));
export const acceptCompanyCohostInvitationContract = defineContract(answer('company', 'accept'));
export const acceptSocietyCohostInvitationContract = defineContract(answer('society', 'accept'));
export const declineCompanyCohostInvitationContract = defineContract(answer('company', 'decline'));
export const declineSocietyCohostInvitationContract = defineContract(answer('society', 'decline'));

/** This file's endpoints, by name, for the catalogue. */
export const cohostInvitationContracts = {
  listCompanyCohostInvitations: listCompanyCohostInvitationsContract,
  listSocietyCohostInvitations: listSocietyCohostInvitationsContract,
  acceptCompanyCohostInvitation: acceptCompanyCohostInvitationContract,
  acceptSocietyCohostInvitation: acceptSocietyCohostInvitationContract,
  declineCompanyCohostInvitation: declineCompanyCohostInvitationContract,
  declineSocietyCohostInvitation: declineSocietyCohostInvitationContract,
} as const;
