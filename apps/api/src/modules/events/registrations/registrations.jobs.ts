import { and, eq, inArray } from 'drizzle-orm';
import { candidates, eventRegistrations, touchpoints } from '../../../db/schema';
import { notify } from '../../messaging/notifications/notifications.service';
import { defineJob, defineSchedule } from '../../platform/jobs/jobs';
import {
  confirmRegistration,
  expireOffers,
  REGISTRATION_CONFIRMED_JOB,
  sweepExpiredOffers,
} from './registrations.service';

export const OFFER_EXPIRY_JOB = 'events.offer-expiry';
export const OFFER_SWEEP_SCHEDULE = 'events.offer-sweep';
export const EVENT_REMINDER_JOB = 'events.reminder';

/** A place taken at registration: its notification, mail with the QR ticket, and reminders. */
export const registrationConfirmedJob = defineJob<{ registrationId: string }>({
  name: REGISTRATION_CONFIRMED_JOB,
  concurrency: 2,
  handler: async ({ registrationId }, { db }) => {
    await confirmRegistration(db, registrationId);
  },
});

/** At an offer's expiry time: it passes to the next in line unless it was claimed or declined. */
export const offerExpiryJob = defineJob<{ touchpointId: string }>({
  name: OFFER_EXPIRY_JOB,
  handler: async ({ touchpointId }, { db }) => {
    await expireOffers(db, touchpointId);
  },
});

/** The safety net: every five minutes, any offer past its time (a lost job, a clock step). */
export const offerSweepSchedule = defineSchedule<Record<string, never>>({
  name: OFFER_SWEEP_SCHEDULE,
  cron: '*/5 * * * *',
  policy: 'singleton',
  handler: async (_data, { db }) => {
    await sweepExpiredOffers(db);
  },
});

export type ReminderLead = 'day' | 'hour';
const LEAD_TEXT: Record<ReminderLead, string> = { day: 'tomorrow', hour: 'in an hour' };

/**
 * A day and an hour before the event: reminds whoever still holds a place (the candidate's
 * notification preferences for `event_reminder` decide in app or by email, or neither).
 */
export const eventReminderJob = defineJob<{ registrationId: string; lead: ReminderLead }>({
  name: EVENT_REMINDER_JOB,
  handler: async ({ registrationId, lead }, { db }) => {
    const [row] = await db
      .select({
        userId: candidates.userId,
        title: touchpoints.title,
        touchpointId: touchpoints.id,
        startDate: touchpoints.startDate,
      })
      .from(eventRegistrations)
      .innerJoin(candidates, eq(candidates.id, eventRegistrations.candidateId))
      .innerJoin(touchpoints, eq(touchpoints.id, eventRegistrations.touchpointId))
      .where(
        and(
          eq(eventRegistrations.id, registrationId),
          inArray(eventRegistrations.status, ['registered']),
          inArray(touchpoints.state, ['published', 'closed']),
        ),
      );
    if (!row?.startDate || row.startDate < new Date()) return;
    await notify(db, {
      userId: row.userId,
      kind: 'event_reminder',
      title: `${row.title} starts ${LEAD_TEXT[lead]}`,
      message: `${row.title} starts ${LEAD_TEXT[lead]}. Your ticket is on the event page.`,
      link: `/events/${row.touchpointId}`,
      subject: { type: 'touchpoint', id: row.touchpointId },
    });
  },
});
