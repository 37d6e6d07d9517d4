import { z } from 'zod';
import { defineContract } from './contract';
import { errorResponses, IdSchema, listDocumentSchema } from './documents';
import { ownRegistrationSettingContracts } from './registrations.contract';

/**
 * An event's guest list (decision 029): when the host turned `show_guest_list` on, the event page
 * shows who is going, by first name and picture, of those who agreed to be shown (nobody is shown
 * without saying yes; the choice is the candidate's, per registration, and off by default). The
 * event card's registrations row reads the same people.
 */

export const GUEST_LIST_MESSAGES = {
  unknownEvent: 'This event does not exist.',
  hidden: 'This event does not show its guest list.',
  notRegistered: 'You are not registered for this event.',
} as const;

export const GuestListDocumentSchema = listDocumentSchema(
  'guest',
  { first_name: z.string(), avatar_url: z.string().nullable() },
  z.object({
    /** Everyone going (registered or checked in), shown or not. */
    total_count: z.number().int().nonnegative(),
    /** How many of them agreed to be shown (the list above, up to its first 100). */
    shown_count: z.number().int().nonnegative(),
  }),
);
export type GuestListDocument = z.infer<typeof GuestListDocumentSchema>;
export type Guest = GuestListDocument['data'][number];

export const GuestListChoiceSchema = z.object({
  data: z.object({
    type: z.literal('guest_list_choice'),
    attributes: z.object({ touchpoint_id: IdSchema, show_in_guest_list: z.boolean() }),
  }),
});
export type GuestListChoiceDocument = z.infer<typeof GuestListChoiceSchema>;

export const GuestListChoiceBodySchema = z.object({ show_in_guest_list: z.boolean() });

export const listEventGuestsContract = defineContract({
  method: 'GET',
  path: '/api/v1/touchpoints/:id/guests',
  summary: 'Who is going to an event that shows its guest list (first names and pictures)',
  tags: ['events'],
  access: 'public',
  params: z.object({ id: IdSchema }),
  responses: { 200: GuestListDocumentSchema, ...errorResponses(400, 404) },
});

const ownChoice = ownRegistrationSettingContracts(
  'guest_list',
  {
    summary: 'Whether the candidate is shown on the event’s guest list',
    response: GuestListChoiceSchema,
  },
  {
    summary: 'Be shown on the event’s guest list, or not (off until the candidate says yes)',
    body: GuestListChoiceBodySchema,
    response: GuestListChoiceSchema,
    errors: [400, 401, 403, 404, 422] as const,
  },
);
export const getGuestListChoiceContract = ownChoice.read;
export const setGuestListChoiceContract = ownChoice.write;

/** This file's endpoints, by name, for the catalogue. */
export const guestListContracts = {
  listEventGuests: listEventGuestsContract,
  getGuestListChoice: getGuestListChoiceContract,
  setGuestListChoice: setGuestListChoiceContract,
} as const;
