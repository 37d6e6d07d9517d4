import { eventEndOf, eventHasEnded } from '@gradway/domain';
import type { Db } from '../../../db';
import { notify } from '../../messaging/notifications/notifications.service';
import { defineJob, enqueueJob } from '../../platform/jobs/jobs';
import { findEvent } from '../registrations/registrations.service';
import { invitationFacts } from './feedback.repository';

/**
 * The invitation to rate an event (decision 029): an attendee who was checked in hears, an hour
 * after the event ends, that they can rate it. Scheduled at check-in, in the check-in's own
 * transaction; when the job runs it asks again (still checked in, the event over and visible, not
 * yet rated), so a cancelled event or a rating given in the meantime sends nothing.
 */
export const RATING_INVITATION_JOB = 'events.rating-invitation';

/** How long after the end the invitation goes out: people have left, the event is fresh. */
const AFTER_END_MS = 60 * 60 * 1000;
const VISIBLE_STATES = new Set(['published', 'closed', 'ended']);

type EventDates = Parameters<typeof eventEndOf>[0];

/** Queues the invitation for an attendee just checked in (at once when the event is long over). */
export const scheduleRatingInvitation = async (
  tx: Db,
  registrationId: string,
  event: EventDates,
  now: Date,
) => {
  const end = eventEndOf(event);
  if (!end) return;
  const at = new Date(Math.max(now.getTime(), end.getTime() + AFTER_END_MS));
  await enqueueJob(
    tx,
    RATING_INVITATION_JOB,
    { registrationId },
    { startAfter: at, singletonKey: `rate:${registrationId}` },
  );
};

/** Sends the invitation when it is still true; answers whether it was sent. */
export const inviteToRate = async (db: Db, registrationId: string, now = new Date()) => {
  const facts = await invitationFacts(db, registrationId);
  if (facts?.status !== 'attended' || facts.rated) return false;
  const event = await findEvent(db, facts.touchpointId);
  if (!event || !VISIBLE_STATES.has(event.state) || !eventHasEnded(event, now)) return false;
  const sent = await notify(db, {
    userId: facts.userId,
    kind: 'event_rating',
    title: `How was ${event.title}?`,
    message: `Rate ${event.title}: it takes a few seconds, and the organisers read every rating.`,
    link: `/events/${event.id}#event-rating`,
    subject: { type: 'touchpoint', id: event.id },
  });
  return sent !== null;
};

export const ratingInvitationJob = defineJob<{ registrationId: string }>({
  name: RATING_INVITATION_JOB,
  handler: async ({ registrationId }, { db }) => {
    await inviteToRate(db, registrationId);
  },
});
