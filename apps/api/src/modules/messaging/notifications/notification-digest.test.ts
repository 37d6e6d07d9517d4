import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/app';
import { createCandidate, createRecruiter } from '../../../../test/factories';
import { notificationSettings, notifications, outboxMails } from '../../../db/schema';
import { upsertCandidateDetails } from '../../accounts/candidates/candidates.repository';
import { digestDue, sendDueDigests } from './notification-digest';
import { notify } from './notifications.service';

const t = useTestApp();

const mailsTo = (to: string | null) =>
  t.db
    .select()
    .from(outboxMails)
    .where(eq(outboxMails.to, to ?? ''));

const note = (userId: string, title: string) => ({
  userId,
  kind: 'touchpoint_review' as const,
  title,
  message: `${title} happened.`,
  link: '/hiring',
});

// 2026-11-30 is a Monday. 08:00 in London (UTC in winter) and 08:00 in New York (UTC-5).
const MONDAY_8_LONDON = new Date('2026-11-30T08:00:00Z');
const MONDAY_8_NEW_YORK = new Date('2026-11-30T13:00:00Z');
const TUESDAY_8_LONDON = new Date('2026-12-01T08:00:00Z');

describe('digestDue', () => {
  it('is due at 8am local: daily every day, weekly on Mondays, never never', () => {
    const london = { timeZone: 'Europe/London', lastDigestAt: null };
    expect(digestDue(MONDAY_8_LONDON, { ...london, frequency: 'weekly' })).toBe(true);
    expect(digestDue(TUESDAY_8_LONDON, { ...london, frequency: 'weekly' })).toBe(false);
    expect(digestDue(TUESDAY_8_LONDON, { ...london, frequency: 'daily' })).toBe(true);
    expect(digestDue(MONDAY_8_LONDON, { ...london, frequency: 'never' })).toBe(false);
    expect(
      digestDue(MONDAY_8_LONDON, {
        timeZone: 'America/New_York',
        lastDigestAt: null,
        frequency: 'daily',
      }),
    ).toBe(false);
    expect(
      digestDue(MONDAY_8_NEW_YORK, {
        timeZone: 'America/New_York',
        lastDigestAt: null,
        frequency: 'daily',
      }),
    ).toBe(true);
    expect(
      digestDue(TUESDAY_8_LONDON, {
        ...london,
        frequency: 'daily',
        lastDigestAt: new Date(TUESDAY_8_LONDON.getTime() - 60 * 60 * 1000),
      }),
    ).toBe(false);
  });
});

describe('the email digest', () => {
  it('mails one digest of the unread notifications, never a read one, and never twice', async () => {
    const { user } = await createRecruiter(t.db);
    await t.db
      .insert(notificationSettings)
      .values({ userId: user.id, digestFrequency: 'daily', timeZone: 'Europe/London' });
    await notify(t.db, note(user.id, 'First news'));
    await notify(t.db, note(user.id, 'Second news'));
    const read = await notify(t.db, note(user.id, 'Already read'));
    await t.db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(eq(notifications.id, read?.id ?? ''));

    await sendDueDigests(t.db, t.app.mailer, TUESDAY_8_LONDON);
    await t.app.mailer.settled();
    const mails = await mailsTo(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Your Gradway notifications');
    expect(mails[0]?.text).toContain('First news: First news happened.');
    expect(mails[0]?.text).toContain('Second news');
    expect(mails[0]?.text).not.toContain('Already read');

    await notify(t.db, note(user.id, 'Later news'));
    await sendDueDigests(t.db, t.app.mailer, new Date(TUESDAY_8_LONDON.getTime() + 60_000));
    await t.app.mailer.settled();
    expect(await mailsTo(user.email)).toHaveLength(1);
  });

  it("follows a candidate's frequency from their settings, and sends nothing off the hour", async () => {
    const { user, candidate } = await createCandidate(t.db);
    await upsertCandidateDetails(t.db, candidate.id, { emailDigestFrequency: 'never' });
    await notify(t.db, { ...note(user.id, 'Quiet'), kind: 'application_status' });
    await sendDueDigests(t.db, t.app.mailer, MONDAY_8_LONDON);
    const { user: other } = await createCandidate(t.db);
    await notify(t.db, { ...note(other.id, 'Weekly'), kind: 'application_status' });
    await sendDueDigests(t.db, t.app.mailer, new Date('2026-11-30T09:00:00Z'));
    await t.app.mailer.settled();
    expect(await mailsTo(user.email)).toHaveLength(0);
    expect(await mailsTo(other.email)).toHaveLength(0);
    await sendDueDigests(t.db, t.app.mailer, MONDAY_8_LONDON);
    await t.app.mailer.settled();
    expect(await mailsTo(other.email)).toHaveLength(1);
  });
});
