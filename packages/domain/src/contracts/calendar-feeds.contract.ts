import { z } from 'zod';
import { defineContract } from './contract';
import { errorResponses, resourceDocumentSchema } from './documents';
import { IsoDateTimeSchema } from './fields';

/**
 * A candidate's private calendar feed (decision 029): one secret address that Google Calendar,
 * Outlook and Apple Calendar subscribe to, holding the events they registered for and the
 * application deadlines of the opportunities they saved. Revoking it (or making a new one) stops
 * the old address at once: it answers 404.
 */

export const CALENDAR_FEED_MESSAGES = {
  noFeed: 'You have no calendar feed yet.',
  unknownFeed: 'This calendar feed does not exist or was turned off.',
} as const;

export const CalendarFeedAttributesShape = {
  /** The feed's https address (paste into Outlook's "Subscribe from web"). */
  url: z.string(),
  /** The same address with the webcal: scheme (opens the calendar app that subscribes). */
  webcal_url: z.string(),
  /** Google Calendar's "add by URL" page with this feed. */
  google_calendar_url: z.string(),
  created_at: IsoDateTimeSchema,
};

export const CalendarFeedDocumentSchema = resourceDocumentSchema(
  'calendar_feed',
  CalendarFeedAttributesShape,
);
export type CalendarFeedDocument = z.infer<typeof CalendarFeedDocumentSchema>;
export type CalendarFeed = CalendarFeedDocument['data'];

/** No feed (never made, or turned off). */
export const NoCalendarFeedDocumentSchema = z.object({ data: z.null() });

const TAGS = ['calendars', 'candidates'] as const;
const PATH = '/api/v1/candidate/calendar_feed';

export const getCalendarFeedContract = defineContract({
  method: 'GET',
  path: PATH,
  summary: 'The candidate’s private calendar feed address, or null when there is none',
  tags: TAGS,
  access: 'registrations.list',
  responses: {
    200: z.union([CalendarFeedDocumentSchema, NoCalendarFeedDocumentSchema]),
    ...errorResponses(401, 403),
  },
});

export const createCalendarFeedContract = defineContract({
  method: 'POST',
  path: PATH,
  summary: 'Make the candidate’s calendar feed (answers the existing one when there is one)',
  tags: TAGS,
  access: 'registrations.manage',
  responses: { 200: CalendarFeedDocumentSchema, ...errorResponses(401, 403) },
});

export const regenerateCalendarFeedContract = defineContract({
  method: 'POST',
  path: `${PATH}/regenerate`,
  summary: 'A new feed address; the old one stops working at once',
  tags: TAGS,
  access: 'registrations.manage',
  responses: { 200: CalendarFeedDocumentSchema, ...errorResponses(401, 403) },
});

export const revokeCalendarFeedContract = defineContract({
  method: 'DELETE',
  path: PATH,
  summary: 'Turn the calendar feed off; its address answers 404 from now on',
  tags: TAGS,
  access: 'registrations.manage',
  responses: { 200: NoCalendarFeedDocumentSchema, ...errorResponses(401, 403) },
});

/** This file's endpoints, by name, for the catalogue. */
export const calendarFeedContracts = {
  getCalendarFeed: getCalendarFeedContract,
  createCalendarFeed: createCalendarFeedContract,
  regenerateCalendarFeed: regenerateCalendarFeedContract,
  revokeCalendarFeed: revokeCalendarFeedContract,
} as const;
