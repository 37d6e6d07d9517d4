import { and, asc, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/database';
import { eventRegistrations, touchpoints } from '../db/schema';
import { notifyPlaceConfirmed } from '../modules/events/registrations/registrations.service';
import { notifyTouchpointReview } from '../modules/messaging/notifications/notification-events';

/** How many of the demo candidate's next places, and of each organisation's latest live items. */
const PLACES = 3;
const LIVE = 2;

/**
 * The demo users' notifications, each written by the product's own code for a fact of the demo
 * data, never a made-up line: the demo candidate's places at the next events they registered for
 * (the in-app confirmation; its mail and reminders need the running app), and the recruiter's and the manager's latest live opportunities, as the admin's approval tells their
 * organisers. Society posts, waitlists and replies tell their people where the seed writes them
 * through the product (`register`, `replyToPost`).
 */
export const seedDemoNotifications = async (
  db: Db,
  input: { demoCandidateId: string; companyId: string; societyId: string; now: Date },
) => {
  const places = await db
    .select({ id: eventRegistrations.id })
    .from(eventRegistrations)
    .innerJoin(touchpoints, eq(touchpoints.id, eventRegistrations.touchpointId))
    .where(
      and(
        eq(eventRegistrations.candidateId, input.demoCandidateId),
        eq(eventRegistrations.status, 'registered'),
        eq(touchpoints.state, 'published'),
        gt(touchpoints.startDate, input.now),
      ),
    )
    .orderBy(asc(touchpoints.startDate))
    .limit(PLACES);
  for (const place of places) await notifyPlaceConfirmed(db, place.id);

  for (const [type, id] of [
    ['Company', input.companyId],
    ['StudentSociety', input.societyId],
  ] as const) {
    const live = await db
      .select({ id: touchpoints.id })
      .from(touchpoints)
      .where(
        and(
          eq(touchpoints.creatableForType, type),
          eq(touchpoints.creatableForId, id),
          eq(touchpoints.state, 'published'),
        ),
      )
      .orderBy(desc(touchpoints.publishedAt), asc(touchpoints.id))
      .limit(LIVE);
    for (const item of live) await notifyTouchpointReview(db, item.id, { approved: true });
  }
};
