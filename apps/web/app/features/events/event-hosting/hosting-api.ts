import {
  type AttendeeListDocument,
  type CheckInBody,
  type CheckInDocument,
  cancelCompanyEventContract,
  cancelSocietyEventContract,
  changeCompanyEventCapacityContract,
  changeSocietyEventCapacityContract,
  checkInCompanyAttendeeContract,
  checkInSocietyAttendeeContract,
  getCompanyWaitlistContract,
  getSocietyWaitlistContract,
  type ListAttendeesQuery,
  listCompanyAttendeesContract,
  listCompanyTouchpointsContract,
  listSocietyAttendeesContract,
  listSocietyTouchpointsContract,
  promoteCompanyWaitlistEntryContract,
  promoteSocietyWaitlistEntryContract,
  type TouchpointListDocument,
  type WaitlistDocument,
} from '@gradway/domain/contracts';
import { api } from '../../../lib/api/api-client';
import type { OrganiserKind } from '../../opportunities/organiser-touchpoints';

/** The calls behind /attendees and /waitlist, by the organiser's side (company or society). */

/** The organisation's events (hosted or co-hosted), soonest last, for the picker. */
export const listOwnEvents = (
  kind: OrganiserKind,
  signal?: AbortSignal,
): Promise<TouchpointListDocument> => {
  const query = {
    page: 1,
    per_page: 100,
    touchpointable_types: ['Event' as const],
    sort_by: 'start_date desc',
  };
  return kind === 'company'
    ? api(listCompanyTouchpointsContract, { query }, { signal, quiet: true })
    : api(listSocietyTouchpointsContract, { query }, { signal, quiet: true });
};

export const listAttendees = (
  kind: OrganiserKind,
  id: string,
  query: Partial<ListAttendeesQuery>,
  signal?: AbortSignal,
): Promise<AttendeeListDocument> =>
  kind === 'company'
    ? api(listCompanyAttendeesContract, { params: { id }, query }, { signal, quiet: true })
    : api(listSocietyAttendeesContract, { params: { id }, query }, { signal, quiet: true });

/** Checks in; a refused ticket throws quietly (the scanner shows the answer's message). */
export const checkIn = (
  kind: OrganiserKind,
  id: string,
  body: CheckInBody,
): Promise<CheckInDocument> =>
  kind === 'company'
    ? api(checkInCompanyAttendeeContract, { params: { id }, body }, { quiet: true })
    : api(checkInSocietyAttendeeContract, { params: { id }, body }, { quiet: true });

export const getWaitlist = (
  kind: OrganiserKind,
  id: string,
  signal?: AbortSignal,
): Promise<WaitlistDocument> =>
  kind === 'company'
    ? api(getCompanyWaitlistContract, { params: { id } }, { signal, quiet: true })
    : api(getSocietyWaitlistContract, { params: { id } }, { signal, quiet: true });

export const promoteEntry = (kind: OrganiserKind, id: string, registrationId: string) =>
  kind === 'company'
    ? api(promoteCompanyWaitlistEntryContract, { params: { id, registration_id: registrationId } })
    : api(promoteSocietyWaitlistEntryContract, { params: { id, registration_id: registrationId } });

export const changeCapacity = (kind: OrganiserKind, id: string, capacity: number | null) =>
  kind === 'company'
    ? api(changeCompanyEventCapacityContract, { params: { id }, body: { capacity } })
    : api(changeSocietyEventCapacityContract, { params: { id }, body: { capacity } });

export const cancelEvent = (kind: OrganiserKind, id: string) =>
  kind === 'company'
    ? api(cancelCompanyEventContract, { params: { id } })
    : api(cancelSocietyEventContract, { params: { id } });
