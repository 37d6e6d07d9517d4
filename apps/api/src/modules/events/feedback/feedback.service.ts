import { averageRating, type EventTimes, eventHasEnded } from '@gradway/domain';
import {
  EVENT_FEEDBACK_MESSAGES,
  type EventFeedbackDocument,
  type EventRatingsDocument,
  type OwnEventFeedbackDocument,
  RATING_STARS,
} from '@gradway/domain/contracts';
import type { Db } from '../../../db';
import { HttpError, notFound } from '../../../http/http-error';
import type { Organisation } from '../../opportunities/organiser-touchpoints/organiser-side';
import { eventOfOrganiser } from '../attendance/attendance.service';
import { findEvent, findRegistration } from '../registrations/registrations.service';
import {
  distributionOf,
  type FeedbackRow,
  findFeedback,
  ratingsOf,
  upsertFeedback,
} from './feedback.repository';

/**
 * Ratings of an event after it ended (decision 029): only attendees who were checked in rate it,
 * once it has ended; a second rating replaces the first. The host and accepted co-hosts read them
 * with the cohort rating distribution (spec §3) and the average (spec §9).
 */

const M = EVENT_FEEDBACK_MESSAGES;
const VISIBLE_STATES = new Set(['published', 'closed', 'ended']);

const feedbackDocument = (row: FeedbackRow): EventFeedbackDocument => ({
  data: {
    id: row.id,
    type: 'event_feedback',
    attributes: {
      id: row.id,
      touchpoint_id: row.touchpointId,
      rating: row.rating,
      comment: row.comment,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    },
  },
});

const visibleEvent = async (db: Db, touchpointId: string) => {
  const event = await findEvent(db, touchpointId);
  if (event?.touchpointableType !== 'Event' || !VISIBLE_STATES.has(event.state)) {
    throw notFound(M.unknownEvent);
  }
  return event;
};

/** Why the candidate may not rate the event now, or null when they may. */
const refusalOf = async (
  db: Db,
  event: EventTimes & { id: string },
  candidateId: string,
  now: Date,
) => {
  const registration = await findRegistration(db, event.id, candidateId);
  if (registration?.status !== 'attended') return new HttpError(403, M.notCheckedIn);
  if (!eventHasEnded(event, now)) return new HttpError(409, M.notEnded);
  return null;
};

export const ownFeedback = async (
  db: Db,
  candidateId: string,
  touchpointId: string,
  now = new Date(),
): Promise<OwnEventFeedbackDocument> => {
  const event = await visibleEvent(db, touchpointId);
  const [row, refusal] = await Promise.all([
    findFeedback(db, touchpointId, candidateId),
    refusalOf(db, event, candidateId, now),
  ]);
  return { data: row ? feedbackDocument(row).data : null, meta: { can_rate: refusal === null } };
};

export const rateEvent = async (
  db: Db,
  candidateId: string,
  touchpointId: string,
  body: { rating: number; comment: string | null },
  now = new Date(),
): Promise<EventFeedbackDocument> => {
  const event = await visibleEvent(db, touchpointId);
  const refusal = await refusalOf(db, event, candidateId, now);
  if (refusal) throw refusal;
  const row = await upsertFeedback(db, {
    touchpointId,
    candidateId,
    rating: body.rating,
    comment: body.comment,
  });
  return feedbackDocument(row);
};

/** Every star value from 1 to 5 with its count (0 when nobody gave it). */
export const ratingDistribution = async (db: Db, touchpointId: string) => {
  const counts = new Map(
    (await distributionOf(db, touchpointId)).map((row) => [row.rating, row.count]),
  );
  return Object.fromEntries(
    RATING_STARS.map((star) => [String(star), counts.get(star) ?? 0]),
  ) as Record<'1' | '2' | '3' | '4' | '5', number>;
};

export const ratingsForOrganiser = async (
  db: Db,
  organisation: Organisation,
  touchpointId: string,
): Promise<EventRatingsDocument> => {
  await eventOfOrganiser(db, organisation, touchpointId);
  const [rows, distribution] = await Promise.all([
    ratingsOf(db, touchpointId),
    ratingDistribution(db, touchpointId),
  ]);
  return {
    data: rows.map((row) => ({
      id: row.id,
      type: 'event_rating' as const,
      attributes: {
        id: row.id,
        rating: row.rating,
        comment: row.comment,
        first_name: row.firstName.trim() || null,
        created_at: row.createdAt.toISOString(),
      },
    })),
    meta: {
      total_count: Object.values(distribution).reduce((sum, count) => sum + count, 0),
      rating_distribution: distribution,
      average_rating: averageRating(distribution),
    },
  };
};
