import { z } from 'zod';
import { isPlainText } from '../event-hosting/registration-questions';
import { type Contract, defineContract } from './contract';
import { errorResponses, IdSchema, listDocumentSchema, resourceDocumentSchema } from './documents';
import { IsoDateTimeSchema } from './fields';
import { ownRegistrationSettingContracts } from './registrations.contract';

/**
 * Ratings of an event after it ended (decision 029): an attendee who was checked in gives 1–5
 * stars and an optional comment, and may change them; the event's host and co-hosts see each
 * rating, the cohort rating distribution (spec §3: star value → count) and the average (spec §9:
 * one decimal, or 0 when there are none).
 */

export const EVENT_FEEDBACK_LIMITS = { comment: 1000 } as const;

export const EVENT_FEEDBACK_MESSAGES = {
  unknownEvent: 'This event does not exist.',
  notEnded: 'You can rate this event once it has ended.',
  notCheckedIn: 'Only attendees who were checked in can rate this event.',
  ratingInvalid: 'Choose from 1 to 5 stars.',
  commentTooLong: `Keep the comment under ${EVENT_FEEDBACK_LIMITS.comment} characters.`,
  commentInvalid: 'Use letters, numbers and punctuation only.',
} as const;
const M = EVENT_FEEDBACK_MESSAGES;

export const RATING_STARS = [1, 2, 3, 4, 5] as const;

export const EventFeedbackBodySchema = z.object({
  rating: z
    .number({ error: M.ratingInvalid })
    .int(M.ratingInvalid)
    .min(1, M.ratingInvalid)
    .max(5, M.ratingInvalid),
  comment: z
    .string({ error: M.commentInvalid })
    .trim()
    .max(EVENT_FEEDBACK_LIMITS.comment, M.commentTooLong)
    .refine(isPlainText, M.commentInvalid)
    .nullish()
    .transform((comment) => (comment ? comment : null)),
});
export type EventFeedbackBody = z.input<typeof EventFeedbackBodySchema>;

export const EventFeedbackAttributesShape = {
  touchpoint_id: IdSchema,
  rating: z.number().int().min(1).max(5),
  comment: z.string().nullable(),
  created_at: IsoDateTimeSchema,
  updated_at: IsoDateTimeSchema,
};

export const EventFeedbackDocumentSchema = resourceDocumentSchema(
  'event_feedback',
  EventFeedbackAttributesShape,
);
export type EventFeedbackDocument = z.infer<typeof EventFeedbackDocumentSchema>;

/** The candidate's own rating of an event, or null before they rate it. */
export const OwnEventFeedbackDocumentSchema = z.object({
  data: EventFeedbackDocumentSchema.shape.data.nullable(),
  meta: z.object({
    /** Whether the candidate may rate the event now (checked in, and it has ended). */
    can_rate: z.boolean(),
  }),
});
export type OwnEventFeedbackDocument = z.infer<typeof OwnEventFeedbackDocumentSchema>;

/** Cohort rating distribution (spec §3): every star value from 1 to 5 → how many gave it. */
export const RatingDistributionSchema = z.record(
  z.enum(['1', '2', '3', '4', '5']),
  z.number().int().nonnegative(),
);

export const EventRatingsDocumentSchema = listDocumentSchema(
  'event_rating',
  {
    rating: z.number().int().min(1).max(5),
    comment: z.string().nullable(),
    /** The attendee's first name (organisers see who said what, as they see the attendee list). */
    first_name: z.string().nullable(),
    created_at: IsoDateTimeSchema,
  },
  z.object({
    total_count: z.number().int().nonnegative(),
    rating_distribution: RatingDistributionSchema,
    /** Rounded to one decimal, 0 when there are no ratings (spec §9). */
    average_rating: z.number().min(0).max(5),
  }),
);
export type EventRatingsDocument = z.infer<typeof EventRatingsDocumentSchema>;

const ownFeedback = ownRegistrationSettingContracts(
  'feedback',
  {
    summary: 'The candidate’s rating of an event they attended, and whether they may rate it',
    response: OwnEventFeedbackDocumentSchema,
  },
  {
    summary: 'Rate an event after it ended (checked-in attendees only): 1–5 stars, a comment',
    body: EventFeedbackBodySchema,
    response: EventFeedbackDocumentSchema,
    errors: [400, 401, 403, 404, 409, 422] as const,
  },
);
export const getOwnEventFeedbackContract = ownFeedback.read;
export const rateEventContract = ownFeedback.write;

const ratings = (side: 'company' | 'society') =>
  ({
    method: 'GET',
    path: `/api/v1/${side === 'company' ? 'company' : 'student_society'}/touchpoints/:id/ratings`,
    summary: 'The event’s ratings: each one, the rating distribution and the average',
    tags: ['events', side === 'company' ? 'companies' : 'student societies'],
    access:
      side === 'company' ? 'event_attendance.company.manage' : 'event_attendance.society.manage',
    params: z.object({ id: IdSchema }),
    responses: { 200: EventRatingsDocumentSchema, ...errorResponses(400, 401, 403, 404) },
  }) as const satisfies Contract;

export const listCompanyEventRatingsContract = defineContract(ratings('company'));
export const listSocietyEventRatingsContract = defineContract(ratings('society'));

/** This file's endpoints, by name, for the catalogue. */
export const eventFeedbackContracts = {
  getOwnEventFeedback: getOwnEventFeedbackContract,
  rateEvent: rateEventContract,
  listCompanyEventRatings: listCompanyEventRatingsContract,
  listSocietyEventRatings: listSocietyEventRatingsContract,
} as const;
