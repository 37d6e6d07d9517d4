import { z } from 'zod';
import { RegistrationAnswersInputSchema } from '../event-hosting/registration-questions';
import { defineContract } from './contract';
import { errorResponses, IdSchema, listDocumentSchema, resourceDocumentSchema } from './documents';
import { IsoDateTimeSchema } from './fields';

/**
 * Event registration and the fair waitlist (decision 020). A candidate registers for an event, or
 * joins its waitlist when it is full; leaves or cancels; claims or declines the place offered when
 * one frees. Registering twice changes nothing and answers the same registration.
 */

export const REGISTRATION_STATUSES = [
  'registered',
  'waitlisted',
  'offered',
  'cancelled',
  'checked_in',
] as const;
export const RegistrationStatusSchema = z.enum(REGISTRATION_STATUSES);
export type RegistrationStatus = z.infer<typeof RegistrationStatusSchema>;

export const REGISTRATION_MESSAGES = {
  notAnEvent: 'Only events take registrations.',
  unknownEvent: 'This event does not exist.',
  closed: 'Registration for this event is closed.',
  ended: 'This event has ended.',
  full: 'This event is full.',
  notRegistered: 'You are not registered for this event.',
  noOffer: 'There is no place on offer for you at this event.',
  offerExpired: 'This offer has expired and passed to the next person in line.',
  answersInvalid: 'Answer the event’s questions to register.',
} as const;

export const RegistrationAttributesShape = {
  touchpoint_id: IdSchema,
  status: RegistrationStatusSchema,
  /** Place in line while waitlisted (1 is next), else null. */
  waitlist_position: z.number().int().positive().nullable(),
  /** Until when an offered place is held, else null. */
  offer_expires_at: IsoDateTimeSchema.nullable(),
  /** The signed ticket token (what the QR code holds) while the candidate has a place, else null. */
  ticket: z.string().nullable(),
  /** A virtual event's online link: only for a candidate who holds a place, else null. */
  online_link: z.string().nullable(),
  created_at: IsoDateTimeSchema,
  updated_at: IsoDateTimeSchema,
};

export const RegistrationDocumentSchema = resourceDocumentSchema(
  'registration',
  RegistrationAttributesShape,
);
export type RegistrationDocument = z.infer<typeof RegistrationDocumentSchema>;
export type Registration = RegistrationDocument['data'];

export const RegistrationParamsSchema = z.object({ touchpoint_id: IdSchema });

/**
 * A candidate's own setting on one of their registrations (`…/registrations/:touchpoint_id/<name>`,
 * e.g. their rating of the event, their place on the guest list): read it, and set it.
 */
export const ownRegistrationSettingContracts = <
  const Name extends string,
  const Read extends z.ZodType,
  const Body extends z.ZodType,
  const Written extends z.ZodType,
  const WriteErrors extends readonly number[],
>(
  name: Name,
  read: { summary: string; response: Read },
  write: { summary: string; body: Body; response: Written; errors: WriteErrors },
) => {
  const path = `/api/v1/candidate/registrations/:touchpoint_id/${name}` as const;
  return {
    read: defineContract({
      method: 'GET',
      path,
      summary: read.summary,
      tags: ['events', 'candidates'],
      access: 'registrations.list',
      params: RegistrationParamsSchema,
      responses: { 200: read.response, ...errorResponses(400, 401, 403, 404) },
    }),
    write: defineContract({
      method: 'PUT',
      path,
      summary: write.summary,
      tags: ['events', 'candidates'],
      access: 'registrations.manage',
      params: RegistrationParamsSchema,
      body: write.body,
      responses: { 200: write.response, ...errorResponses(...write.errors) },
    }),
  };
};

/**
 * Answers to the event's registration questions, keyed by question id (text, one option, several
 * options, or yes/no); required ones must be answered. Sent once: registering again changes
 * nothing, answers included. The body may be left out when the event asks nothing.
 */
export const RegisterBodySchema = z
  .object({ answers: RegistrationAnswersInputSchema.default({}) })
  .nullish();
export type RegisterBody = z.input<typeof RegisterBodySchema>;

export const registerContract = defineContract({
  method: 'POST',
  path: '/api/v1/candidate/registrations/:touchpoint_id',
  summary: 'Register for an event, or join its waitlist when it is full (once)',
  tags: ['registrations', 'candidates'],
  access: 'registrations.manage',
  params: RegistrationParamsSchema,
  body: RegisterBodySchema,
  responses: { 200: RegistrationDocumentSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
});

export const cancelRegistrationContract = defineContract({
  method: 'DELETE',
  path: '/api/v1/candidate/registrations/:touchpoint_id',
  summary: 'Cancel a registration, leave the waitlist or give up an offered place',
  tags: ['registrations', 'candidates'],
  access: 'registrations.manage',
  params: RegistrationParamsSchema,
  responses: { 200: RegistrationDocumentSchema, ...errorResponses(400, 401, 403, 404, 422) },
});

export const claimOfferContract = defineContract({
  method: 'POST',
  path: '/api/v1/candidate/registrations/:touchpoint_id/claim',
  summary: 'Claim the place offered from the waitlist',
  tags: ['registrations', 'candidates'],
  access: 'registrations.manage',
  params: RegistrationParamsSchema,
  responses: { 200: RegistrationDocumentSchema, ...errorResponses(400, 401, 403, 404, 409) },
});

export const declineOfferContract = defineContract({
  method: 'POST',
  path: '/api/v1/candidate/registrations/:touchpoint_id/decline',
  summary: 'Decline the place offered: it passes to the next in line at once',
  tags: ['registrations', 'candidates'],
  access: 'registrations.manage',
  params: RegistrationParamsSchema,
  responses: { 200: RegistrationDocumentSchema, ...errorResponses(400, 401, 403, 404, 409) },
});

export const RegistrationListDocumentSchema = listDocumentSchema(
  'registration',
  RegistrationAttributesShape,
  z.object({ total_count: z.number().int().nonnegative() }),
);
export type RegistrationListDocument = z.infer<typeof RegistrationListDocumentSchema>;

export const listRegistrationsContract = defineContract({
  method: 'GET',
  path: '/api/v1/candidate/registrations',
  summary: 'The candidate’s own registrations, waitlist places and offers (not cancelled ones)',
  tags: ['registrations', 'candidates'],
  access: 'registrations.list',
  responses: { 200: RegistrationListDocumentSchema, ...errorResponses(401, 403) },
});
