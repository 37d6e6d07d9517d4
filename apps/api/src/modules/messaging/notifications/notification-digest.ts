import { DIGEST_LOCAL_HOUR } from '@gradway/domain/contracts';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db';
import {
  candidateDetails,
  candidates,
  notificationSettings,
  notifications,
  users,
} from '../../../db/schema';
import { defineSchedule } from '../../platform/jobs/jobs';
import { renderMail } from '../../platform/mail/mail-layout';
import type { Mailer } from '../../platform/mail/mailer';

/** At most this many notifications are listed in one digest (the rest wait on the page). */
const DIGEST_LIMIT = 20;
/** A second digest within this time is never sent (a retried or doubled tick). */
const MIN_GAP_MS = 20 * 60 * 60 * 1000;

type Frequency = 'daily' | 'weekly' | 'never';

/** The hour (0-23) and weekday (0 = Sunday) of `now` in the zone; UTC when the zone is unknown. */
export const localTime = (now: Date, timeZone: string) => {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: '2-digit',
      hourCycle: 'h23',
      weekday: 'short',
    }).formatToParts(now);
  } catch {
    return { hour: now.getUTCHours(), weekday: now.getUTCDay() };
  }
  const hour = Number(parts.find((part) => part.type === 'hour')?.value ?? 0);
  const day = parts.find((part) => part.type === 'weekday')?.value ?? 'Mon';
  return { hour, weekday: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(day) };
};

/** Whether a user's digest is due now: 8am local, daily or on Mondays, not twice in a day. */
export const digestDue = (
  now: Date,
  user: { frequency: Frequency; timeZone: string; lastDigestAt: Date | null },
) => {
  if (user.frequency === 'never') return false;
  if (user.lastDigestAt && now.getTime() - user.lastDigestAt.getTime() < MIN_GAP_MS) return false;
  const { hour, weekday } = localTime(now, user.timeZone);
  if (hour !== DIGEST_LOCAL_HOUR) return false;
  return user.frequency === 'daily' || weekday === 1;
};

/** Users with unread notifications not yet mailed, with their digest settings. */
const usersWaiting = (db: Db) =>
  db
    .selectDistinct({
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      candidateFrequency: candidateDetails.emailDigestFrequency,
      candidateId: candidates.id,
      frequency: notificationSettings.digestFrequency,
      timeZone: notificationSettings.timeZone,
      lastDigestAt: notificationSettings.lastDigestAt,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .leftJoin(candidates, eq(candidates.userId, users.id))
    .leftJoin(candidateDetails, eq(candidateDetails.candidateId, candidates.id))
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .where(
      and(
        isNull(notifications.readAt),
        isNull(notifications.emailedAt),
        eq(notifications.byEmail, true),
        sql`${users.email} is not null`,
      ),
    );

/**
 * Sends every due digest: one mail per user listing their unread notifications not mailed yet
 * (email on for their kind), marked mailed in the same transaction as the mail's job. A read
 * notification is never mailed. Answers how many digests were sent.
 */
export const sendDueDigests = async (db: Db, mailer: Mailer, now = new Date()) => {
  let sent = 0;
  for (const user of await usersWaiting(db)) {
    const frequency: Frequency = user.candidateId
      ? (user.candidateFrequency ?? 'weekly')
      : (user.frequency ?? 'weekly');
    const settings = {
      frequency,
      timeZone: user.timeZone ?? 'Europe/London',
      lastDigestAt: user.lastDigestAt,
    };
    if (!user.email || !digestDue(now, settings)) continue;
    const email = user.email;
    const mailed = await db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, user.userId),
            isNull(notifications.readAt),
            isNull(notifications.emailedAt),
            eq(notifications.byEmail, true),
          ),
        )
        .orderBy(asc(notifications.seq))
        .limit(DIGEST_LIMIT)
        .for('update', { skipLocked: true });
      if (rows.length === 0) return false;
      await tx
        .update(notifications)
        .set({ emailedAt: now })
        .where(
          inArray(
            notifications.id,
            rows.map((row) => row.id),
          ),
        );
      await tx
        .insert(notificationSettings)
        .values({ userId: user.userId, lastDigestAt: now })
        .onConflictDoUpdate({
          target: notificationSettings.userId,
          set: { lastDigestAt: now, updatedAt: now },
        });
      const home = user.candidateId ? '/candidate/notifications' : '/';
      const mail = renderMail({
        heading:
          rows.length === 1
            ? 'You have 1 new notification'
            : `You have ${rows.length} new notifications`,
        preview: rows[0]?.title,
        paragraphs: [
          `Hi ${user.firstName || 'there'},`,
          ...rows.map(
            (row) => `${row.title}: ${row.message}${row.link ? ` (${mailer.url(row.link)})` : ''}`,
          ),
        ],
        action: { label: 'See your notifications', url: mailer.url(home) },
        footnote:
          frequency === 'daily'
            ? 'You get this digest daily. Change it in your settings.'
            : 'You get this digest weekly. Change it in your settings.',
      });
      await mailer.send({ to: email, subject: 'Your Gradway notifications', ...mail }, tx);
      return true;
    });
    if (mailed) sent += 1;
  }
  return sent;
};

/** Every hour on the hour: the digests due at 8am somewhere. */
export const notificationDigestSchedule = defineSchedule<Record<string, never>>({
  name: 'notification-digest',
  cron: '0 * * * *',
  policy: 'singleton',
  retryLimit: 3,
  handler: async (_data, { db, mailer }) => {
    await sendDueDigests(db, mailer);
  },
});
