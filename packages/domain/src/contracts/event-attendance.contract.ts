import { z } from 'zod';
import { type Contract, defineContract } from './contract';
import { errorResponses, IdSchema, listDocumentSchema, resourceDocumentSchema } from './documents';
import { IsoDateTimeSchema } from './fields';
import { pagingQuery } from './query';

/**
 * The organisers' side of an event's registrations (decision 021), for the host and for
 * organisations that accepted to co-host it: who registered, checked in, cancelled or did not
 * come; check-in by ticket (what the QR code holds) or by hand; the waitlist with its offers.
 * Only the host changes capacity, promotes by hand or cancels the event. Another organisation's
 * event answers 404 exactly like a missing one.
 */

export const ATTENDANCE_MESSAGES = {
  notFound: 'This event does not exist.',
  hostOnly: 'Only the event’s host can do that.',
  forgedTicket: 'This ticket is not valid for this event.',
  notRegistered: 'This person has no place at this event.',
  cancelledTicket: 'This registration was cancelled.',
  notCancellable: 'This event has already ended or been cancelled.',
  notWaiting: 'This person is not on the waitlist.',
} as const;

export const ATTENDEE_STATUSES = ['registered', 'checked_in', 'cancelled', 'no_show'] as const;
export type AttendeeStatus = (typeof ATTENDEE_STATUSES)[number];

const AnswerSchema = z.object({
  question_id: IdSchema,
  question: z.string(),
  answer: z.union([z.string(), z.boolean(), z.array(z.string())]),
});

export const AttendeeAttributesShape = {
  /** `no_show`: registered, never checked in, and the event has ended. */
  status: z.enum(ATTENDEE_STATUSES),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  name: z.string(),
  email: z.string().nullable(),
  avatar_url: z.string().nullable(),
  registered_at: IsoDateTimeSchema,
  checked_in_at: IsoDateTimeSchema.nullable(),
  /** Answers to the event's registration questions, in the questions' order. */
  answers: z.array(AnswerSchema),
};

export const AttendeeCountsSchema = z.object({
  registered: z.number().int().nonnegative(),
  checked_in: z.number().int().nonnegative(),
  cancelled: z.number().int().nonnegative(),
  no_show: z.number().int().nonnegative(),
});

export const AttendeeListDocumentSchema = listDocumentSchema(
  'attendee',
  AttendeeAttributesShape,
  z.object({
    page: z.number().int().positive(),
    per_page: z.number().int().positive(),
    total_count: z.number().int().nonnegative(),
    total_pages: z.number().int().nonnegative(),
    /** Every status's count for the whole event, whatever the search. */
    counts: AttendeeCountsSchema,
    /** The event's questions, in order (the export's columns). */
    questions: z.array(z.object({ id: IdSchema, label: z.string() })),
    capacity: z.number().int().nullable(),
    event: z.object({ id: IdSchema, title: z.string(), start_date: IsoDateTimeSchema.nullable() }),
    /** Whether the caller hosts the event (co-hosts see and check in, hosts also change it). */
    is_host: z.boolean(),
  }),
);
export type AttendeeListDocument = z.infer<typeof AttendeeListDocumentSchema>;
export type Attendee = AttendeeListDocument['data'][number];

export const ListAttendeesQuerySchema = z.object({
  ...pagingQuery(50),
  /** Part of a name or an email. */
  q: z.string().trim().max(200).optional(),
  status: z.enum(ATTENDEE_STATUSES).optional(),
});
export type ListAttendeesQuery = z.infer<typeof ListAttendeesQuerySchema>;

/** A check-in: the ticket token a QR code holds, or (checking in by name) the registration. */
export const CheckInBodySchema = z.union([
  z.object({ ticket: z.string().min(1).max(300) }),
  z.object({ registration_id: IdSchema }),
]);
export type CheckInBody = z.infer<typeof CheckInBodySchema>;

export const CheckInDocumentSchema = z.object({
  data: resourceDocumentSchema('attendee', AttendeeAttributesShape).shape.data,
  meta: z.object({
    /** `already_checked_in`: the ticket was used before (at `checked_in_at`); nothing changed. */
    result: z.enum(['checked_in', 'already_checked_in']),
  }),
});
export type CheckInDocument = z.infer<typeof CheckInDocumentSchema>;

export const WaitlistEntryAttributesShape = {
  /** `offered`: a freed place is held for them until `offer_expires_at`. */
  status: z.enum(['waitlisted', 'offered']),
  /** Place in line (1 is next) while waiting; null while holding an offer. */
  position: z.number().int().positive().nullable(),
  name: z.string(),
  email: z.string().nullable(),
  avatar_url: z.string().nullable(),
  joined_at: IsoDateTimeSchema,
  offer_expires_at: IsoDateTimeSchema.nullable(),
};

export const WaitlistDocumentSchema = listDocumentSchema(
  'waitlist_entry',
  WaitlistEntryAttributesShape,
  z.object({
    total_count: z.number().int().nonnegative(),
    waiting: z.number().int().nonnegative(),
    offered: z.number().int().nonnegative(),
    /** Places held: registered, checked in and pending offers. */
    held: z.number().int().nonnegative(),
    capacity: z.number().int().nullable(),
    waitlist_enabled: z.boolean(),
    event: z.object({ id: IdSchema, title: z.string(), start_date: IsoDateTimeSchema.nullable() }),
    is_host: z.boolean(),
  }),
);
export type WaitlistDocument = z.infer<typeof WaitlistDocumentSchema>;
export type WaitlistEntry = WaitlistDocument['data'][number];

export const ChangeCapacityBodySchema = z.object({
  /** Places at the event; null for unlimited. Raising it offers the new places in line. */
  capacity: z.number().int().positive().max(1_000_000).nullable(),
});

export const EventActionDocumentSchema = z.object({
  data: z.object({ id: IdSchema, type: z.literal('touchpoint') }),
  meta: z.object({ told: z.number().int().nonnegative().optional() }),
});

const BASE = {
  company: '/api/v1/company/touchpoints',
  society: '/api/v1/student_society/touchpoints',
} as const;
const TAGS = {
  company: ['events', 'companies'],
  society: ['events', 'student societies'],
} as const;
const ACCESS = {
  company: 'event_attendance.company.manage',
  society: 'event_attendance.society.manage',
} as const;
type Side = keyof typeof BASE;
const EventParams = z.object({ id: IdSchema });

const attendees = (side: Side) =>
  ({
    method: 'GET',
    path: `${BASE[side]}/:id/attendees`,
    summary: 'Who registered for the event: registered, checked in, cancelled, no-show',
    tags: TAGS[side],
    access: ACCESS[side],
    params: EventParams,
    query: ListAttendeesQuerySchema,
    responses: { 200: AttendeeListDocumentSchema, ...errorResponses(400, 401, 403, 404) },
  }) as const satisfies Contract;

const checkIn = (side: Side) =>
  ({
    method: 'POST',
    path: `${BASE[side]}/:id/check_ins`,
    summary:
      'Check someone in by their ticket (a second scan answers already_checked_in) or by name',
    tags: TAGS[side],
    access: ACCESS[side],
    params: EventParams,
    body: CheckInBodySchema,
    responses: { 200: CheckInDocumentSchema, ...errorResponses(400, 401, 403, 404, 422) },
  }) as const satisfies Contract;

const waitlist = (side: Side) =>
  ({
    method: 'GET',
    path: `${BASE[side]}/:id/waitlist`,
    summary: 'The event’s waitlist in order, with pending offers and their expiry',
    tags: TAGS[side],
    access: ACCESS[side],
    params: EventParams,
    responses: { 200: WaitlistDocumentSchema, ...errorResponses(400, 401, 403, 404) },
  }) as const satisfies Contract;

const promote = (side: Side) =>
  ({
    method: 'POST',
    path: `${BASE[side]}/:id/waitlist/:registration_id/promote`,
    summary: 'Give a waiting person a place by hand (the host only)',
    tags: TAGS[side],
    access: ACCESS[side],
    params: z.object({ id: IdSchema, registration_id: IdSchema }),
    responses: { 200: WaitlistDocumentSchema, ...errorResponses(400, 401, 403, 404, 422) },
  }) as const satisfies Contract;

const capacity = (side: Side) =>
  ({
    method: 'PUT',
    path: `${BASE[side]}/:id/capacity`,
    summary: 'Change the event’s capacity (the host only); new places go to the next in line',
    tags: TAGS[side],
    access: ACCESS[side],
    params: EventParams,
    body: ChangeCapacityBodySchema,
    responses: { 200: WaitlistDocumentSchema, ...errorResponses(400, 401, 403, 404, 422) },
  }) as const satisfies Contract;

const cancelEvent = (side: Side) =>
  ({
    method: 'POST',
    path: `${BASE[side]}/:id/cancel_event`,
    summary:
      'Cancel the whole event (the host only): it closes, and everyone registered, offered or waiting is told by notification and email',
    tags: TAGS[side],
    access: ACCESS[side],
    params: EventParams,
    responses: { 200: EventActionDocumentSchema, ...errorResponses(400, 401, 403, 404, 409) },
  }) as const satisfies Contract;

export const listCompanyAttendeesContract = defineContract(attendees('company'));
export const listSocietyAttendeesContract = defineContract(attendees('society'));
export const checkInCompanyAttendeeContract = defineContract(checkIn('company'));
export const checkInSocietyAttendeeContract = defineContract(checkIn('society'));
export const getCompanyWaitlistContract = defineContract(waitlist('company'));
export const getSocietyWaitlistContract = defineContract(waitlist('society'));
export const promoteCompanyWaitlistEntryContract = defineContract(promote('company'));
export const promoteSocietyWaitlistEntryContract = defineContract(promote('society'));
export const changeCompanyEventCapacityContract = defineContract(capacity('company'));
export const changeSocietyEventCapacityContract = defineContract(capacity('society'));
export const cancelCompanyEventContract = defineContract(cancelEvent('company'));
export const cancelSocietyEventContract = defineContract(cancelEvent('society'));

/** This file's endpoints, by name, for the catalogue. */
export const eventAttendanceContracts = {
  listCompanyAttendees: listCompanyAttendeesContract,
  listSocietyAttendees: listSocietyAttendeesContract,
  checkInCompanyAttendee: checkInCompanyAttendeeContract,
  checkInSocietyAttendee: checkInSocietyAttendeeContract,
  getCompanyWaitlist: getCompanyWaitlistContract,
  getSocietyWaitlist: getSocietyWaitlistContract,
  promoteCompanyWaitlistEntry: promoteCompanyWaitlistEntryContract,
  promoteSocietyWaitlistEntry: promoteSocietyWaitlistEntryContract,
  changeCompanyEventCapacity: changeCompanyEventCapacityContract,
  changeSocietyEventCapacity: changeSocietyEventCapacityContract,
  cancelCompanyEvent: cancelCompanyEventContract,
  cancelSocietyEvent: cancelSocietyEventContract,
} as const;
