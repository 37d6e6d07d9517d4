import { eventHasEnded } from '@gradway/domain';
import {
  ATTENDANCE_MESSAGES,
  type Attendee,
  type AttendeeListDocument,
  type CheckInBody,
  type CheckInDocument,
  type ListAttendeesQuery,
  type WaitlistDocument,
} from '@gradway/domain/contracts';
import { type Db, inTransaction } from '../../../db';
import { isoTime, offsetOf, pagingMeta } from '../../../http/documents';
import { forbidden, HttpError, notFound } from '../../../http/http-error';
import {
  findTouchpointRow,
  isHostedBy,
} from '../../opportunities/organiser-touchpoints/authoring.service';
import type { Organisation } from '../../opportunities/organiser-touchpoints/organiser-side';
import { scheduleRatingInvitation } from '../feedback/rating-invitations';
import { questionsOfEvent } from '../registration-questions/registration-questions.service';
import { registrationIdOfTicket, ticketMatches } from '../registrations/registration-tickets';
import {
  changeCapacity,
  findRegistrationById,
  promoteByHand,
} from '../registrations/registrations.service';
import {
  acceptedCohost,
  countAttendees,
  countByStatus,
  findPerson,
  listAttendees,
  listWaitlist,
  markCheckedIn,
  type PersonRow,
} from './attendance.repository';

/**
 * The organisers' side of an event's registrations (decision 021): the host and organisations
 * that accepted to co-host it see attendees and check people in; only the host changes capacity,
 * promotes by hand or cancels. Places are changed through the registrations service, under the
 * event's lock.
 */

type EventTouchpoint = NonNullable<Awaited<ReturnType<typeof findTouchpointRow>>>['touchpoint'];

export interface OrganiserEvent {
  event: EventTouchpoint;
  isHost: boolean;
}

/** An event the organisation hosts or co-hosts (accepted); anything else is a 404. */
export const eventOfOrganiser = async (
  db: Db,
  organisation: Organisation,
  id: string,
  options: { hostOnly?: boolean } = {},
): Promise<OrganiserEvent> => {
  const row = await findTouchpointRow(db, id);
  if (row?.touchpoint.touchpointableType !== 'Event') {
    throw notFound(ATTENDANCE_MESSAGES.notFound);
  }
  const isHost = isHostedBy(row, organisation);
  if (!isHost && !(await acceptedCohost(db, id, organisation))) {
    throw notFound(ATTENDANCE_MESSAGES.notFound);
  }
  if (options.hostOnly && !isHost) throw forbidden(ATTENDANCE_MESSAGES.hostOnly);
  return { event: row.touchpoint, isHost };
};

const nameOf = (row: PersonRow) =>
  [row.firstName, row.lastName].filter((part) => part.trim() !== '').join(' ') ||
  row.email ||
  'Guest';

type StoredAnswer = Attendee['attributes']['answers'][number];
const answersOf = (row: PersonRow): StoredAnswer[] =>
  Array.isArray(row.registration.answers) ? (row.registration.answers as StoredAnswer[]) : [];

const attendeeStatus = (row: PersonRow, ended: boolean): Attendee['attributes']['status'] => {
  switch (row.registration.status) {
    case 'attended':
      return 'checked_in';
    case 'cancelled':
      return 'cancelled';
    default:
      return ended ? 'no_show' : 'registered';
  }
};

const attendeeOf = (row: PersonRow, ended: boolean): Attendee => ({
  id: row.registration.id,
  type: 'attendee',
  attributes: {
    id: row.registration.id,
    status: attendeeStatus(row, ended),
    first_name: row.firstName || null,
    last_name: row.lastName || null,
    name: nameOf(row),
    email: row.email,
    avatar_url: row.avatarUrl,
    registered_at: row.registration.createdAt.toISOString(),
    checked_in_at: isoTime(row.registration.checkedInAt),
    answers: answersOf(row),
  },
});

const eventSummary = (event: EventTouchpoint) => ({
  id: event.id,
  title: event.title,
  start_date: isoTime(event.startDate),
});

/** A page of the event's attendees, with every status's count and the questions asked. */
export const attendeesOf = async (
  db: Db,
  organisation: Organisation,
  id: string,
  query: ListAttendeesQuery,
  now: Date = new Date(),
): Promise<AttendeeListDocument> => {
  const { event, isHost } = await eventOfOrganiser(db, organisation, id);
  const ended = eventHasEnded(event, now);
  const filters = { q: query.q, status: query.status, ended };
  const [rows, total, byStatus, questions] = await Promise.all([
    listAttendees(db, id, filters, {
      limit: query.per_page,
      offset: offsetOf(query.page, query.per_page),
    }),
    countAttendees(db, id, filters),
    countByStatus(db, id),
    questionsOfEvent(db, id),
  ]);
  const registered = byStatus.get('registered') ?? 0;
  return {
    data: rows.map((row) => attendeeOf(row, ended)),
    meta: {
      ...pagingMeta(query.page, query.per_page, total),
      counts: {
        registered: ended ? 0 : registered,
        checked_in: byStatus.get('attended') ?? 0,
        cancelled: byStatus.get('cancelled') ?? 0,
        no_show: ended ? registered : 0,
      },
      questions: questions.map((question) => ({ id: question.id, label: question.label })),
      capacity: event.capacity,
      event: eventSummary(event),
      is_host: isHost,
    },
  };
};

const unprocessable = (message: string) => new HttpError(422, { error: message, alert: message });

/**
 * Checks someone in by the ticket their QR code holds (a forged ticket, or another event's, is a
 * 422) or by their registration (checking in by name). A second check-in changes nothing and
 * answers `already_checked_in` with the first one's time.
 */
export const checkIn = async (
  db: Db,
  organisation: Organisation,
  id: string,
  body: CheckInBody,
  now: Date = new Date(),
): Promise<CheckInDocument> => {
  const { event } = await eventOfOrganiser(db, organisation, id);
  let registrationId: string;
  if ('ticket' in body) {
    const named = registrationIdOfTicket(body.ticket);
    const registration = named ? await findRegistrationById(db, named) : null;
    if (
      !registration ||
      registration.touchpointId !== id ||
      !ticketMatches(body.ticket, registration)
    ) {
      throw unprocessable(ATTENDANCE_MESSAGES.forgedTicket);
    }
    registrationId = registration.id;
  } else {
    registrationId = body.registration_id;
  }
  const before = await findPerson(db, registrationId);
  if (!before || before.registration.touchpointId !== id) {
    throw notFound(ATTENDANCE_MESSAGES.notRegistered);
  }
  const { status } = before.registration;
  if (status === 'cancelled') throw unprocessable(ATTENDANCE_MESSAGES.cancelledTicket);
  if (status !== 'registered' && status !== 'attended') {
    throw unprocessable(ATTENDANCE_MESSAGES.notRegistered);
  }
  const changed =
    status === 'registered' &&
    (await inTransaction(db, async (tx) => {
      const marked = await markCheckedIn(tx, registrationId, now);
      if (marked) await scheduleRatingInvitation(tx, registrationId, event, now);
      return marked;
    }));
  const after = (await findPerson(db, registrationId)) ?? before;
  return {
    data: attendeeOf(after, eventHasEnded(event, now)),
    meta: { result: changed ? 'checked_in' : 'already_checked_in' },
  };
};

/** The waitlist in order (pending offers first), with the event's places. */
export const waitlistOf = async (
  db: Db,
  organisation: Organisation,
  id: string,
): Promise<WaitlistDocument> => {
  const { event, isHost } = await eventOfOrganiser(db, organisation, id);
  const [rows, byStatus] = await Promise.all([listWaitlist(db, id), countByStatus(db, id)]);
  let position = 0;
  const data = rows.map((row) => {
    const offered = row.registration.status === 'offered';
    if (!offered) position += 1;
    return {
      id: row.registration.id,
      type: 'waitlist_entry' as const,
      attributes: {
        id: row.registration.id,
        status: offered ? ('offered' as const) : ('waitlisted' as const),
        position: offered ? null : position,
        name: nameOf(row),
        email: row.email,
        avatar_url: row.avatarUrl,
        joined_at: row.registration.createdAt.toISOString(),
        offer_expires_at: offered ? isoTime(row.registration.offerExpiresAt) : null,
      },
    };
  });
  const offered = byStatus.get('offered') ?? 0;
  return {
    data,
    meta: {
      total_count: data.length,
      waiting: byStatus.get('waitlisted') ?? 0,
      offered,
      held: (byStatus.get('registered') ?? 0) + (byStatus.get('attended') ?? 0) + offered,
      capacity: event.capacity,
      waitlist_enabled: event.waitlistEnabled,
      event: eventSummary(event),
      is_host: isHost,
    },
  };
};

/** The host gives a waiting person a place by hand (the registrations service, under the lock). */
export const promote = async (
  db: Db,
  organisation: Organisation,
  id: string,
  registrationId: string,
  now: Date = new Date(),
) => {
  await eventOfOrganiser(db, organisation, id, { hostOnly: true });
  const entry = await findRegistrationById(db, registrationId);
  if (!entry || entry.touchpointId !== id || entry.status !== 'waitlisted') {
    throw unprocessable(ATTENDANCE_MESSAGES.notWaiting);
  }
  await promoteByHand(db, id, registrationId, now);
  return waitlistOf(db, organisation, id);
};

/** The host changes the capacity; raised, the new places go to the next in line at once. */
export const setCapacity = async (
  db: Db,
  organisation: Organisation,
  id: string,
  capacity: number | null,
  now: Date = new Date(),
) => {
  await eventOfOrganiser(db, organisation, id, { hostOnly: true });
  await changeCapacity(db, id, capacity, now);
  return waitlistOf(db, organisation, id);
};
