import { type Contract, defineContract } from './contract';
import { errorResponses } from './documents';
import { TouchpointEditorDocumentSchema } from './touchpoint-authoring.contract';
import { TouchpointParamsSchema } from './touchpoints.contract';

/**
 * The organisers' tools for their events (decision 021): duplicating one as a new draft, and (in
 * `event-attendance.contract.ts`) attendees, check-in and the waitlist. Recruiters use the
 * `/company/…` endpoints, managers the `/student_society/…` ones; another organisation's event
 * answers 404 exactly like a missing one.
 */

const COMPANY = '/api/v1/company/touchpoints';
const SOCIETY = '/api/v1/student_society/touchpoints';

const duplicate = (side: 'company' | 'society') =>
  ({
    method: 'POST',
    path: `${side === 'company' ? COMPANY : SOCIETY}/:id/duplicate`,
    summary:
      'Copy one of the organisation’s events into a new draft: every field, its co-hosts (invited again) and its registration questions, without its dates, registrations or views',
    tags: side === 'company' ? ['events', 'companies'] : ['events', 'student societies'],
    access: side === 'company' ? 'touchpoints.company.create' : 'touchpoints.society.create',
    params: TouchpointParamsSchema,
    responses: {
      201: TouchpointEditorDocumentSchema,
      ...errorResponses(400, 401, 403, 404, 422),
    },
  }) as const satisfies Contract;

export const duplicateCompanyEventContract = defineContract(duplicate('company'));
export const duplicateSocietyEventContract = defineContract(duplicate('society'));

/** This file's endpoints, by name, for the catalogue. */
export const eventHostingContracts = {
  duplicateCompanyEvent: duplicateCompanyEventContract,
  duplicateSocietyEvent: duplicateSocietyEventContract,
} as const;
