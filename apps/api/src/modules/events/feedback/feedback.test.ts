import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../../test/app';
import { createCandidate, createTouchpoint, signIn } from '../../../../test/factories';
import { eventRegistrations, notifications } from '../../../db/schema';
import {
  caller,
  organisers,
  SOCIETY,
} from '../../opportunities/organiser-touchpoints/organiser-touchpoints.test-support';
import { inviteToRate } from './rating-invitations';

const t = useTestApp();
const call = caller(t);
const who = organisers(t);
const DAY = 24 * 60 * 60 * 1000;

const endedEvent = async (overrides: Parameters<typeof createTouchpoint>[1] = {}) => {
  const host = await who.manager();
  const event = await createTouchpoint(t.db, {
    touchpointableType: 'Event',
    creatableForType: 'StudentSociety',
    creatableForId: host.studentSocietyId,
    startDate: new Date(Date.now() - 2 * DAY),
    endDate: new Date(Date.now() - 2 * DAY + 2 * 3600 * 1000),
    ...overrides,
  });
  return { host, event };
};

const attendee = async (
  eventId: string,
  status: 'attended' | 'registered' = 'attended',
  firstName = 'Ada',
) => {
  const { user, candidate } = await createCandidate(t.db, { user: { firstName } });
  await t.db.insert(eventRegistrations).values({
    touchpointId: eventId,
    candidateId: candidate.id,
    status,
    checkedInAt: status === 'attended' ? new Date(Date.now() - 2 * DAY) : null,
  });
  return { candidate, headers: await signIn(t.db, user) };
};

const feedbackPath = (id: string) => `/api/v1/candidate/registrations/${id}/feedback`;

describe('rating an event after it ended', () => {
  it('lets a checked-in attendee rate 1–5 with a comment, change it, and the host sees the distribution and average', async () => {
    const { host, event } = await endedEvent();
    const ada = await attendee(event.id, 'attended', 'Ada');
    const ben = await attendee(event.id, 'attended', 'Ben');
    const cy = await attendee(event.id, 'attended', 'Cy');

    const before = await call(ada.headers, 'GET', feedbackPath(event.id));
    expect(before.json()).toEqual({ data: null, meta: { can_rate: true } });

    const rated = await call(ada.headers, 'PUT', feedbackPath(event.id), {
      rating: 5,
      comment: '  Great speakers  ',
    });
    expect(rated.statusCode).toBe(200);
    expect(rated.json().data.attributes).toMatchObject({
      touchpoint_id: event.id,
      rating: 5,
      comment: 'Great speakers',
    });
    // A second rating replaces the first.
    const changed = await call(ada.headers, 'PUT', feedbackPath(event.id), { rating: 4 });
    expect(changed.json().data).toMatchObject({
      id: rated.json().data.id,
      attributes: { rating: 4, comment: null },
    });
    await call(ben.headers, 'PUT', feedbackPath(event.id), { rating: 4, comment: 'Useful' });
    await call(cy.headers, 'PUT', feedbackPath(event.id), { rating: 2 });

    const ratings = await call(host.headers, 'GET', `${SOCIETY}/${event.id}/ratings`);
    expect(ratings.statusCode).toBe(200);
    expect(ratings.json().meta).toEqual({
      total_count: 3,
      rating_distribution: { '1': 0, '2': 1, '3': 0, '4': 2, '5': 0 },
      // (4 + 4 + 2) / 3 = 3.33… → one decimal (spec §9).
      average_rating: 3.3,
    });
    expect(
      ratings
        .json()
        .data.map((row: { attributes: { first_name: string; rating: number } }) => [
          row.attributes.first_name,
          row.attributes.rating,
        ])
        .sort(),
    ).toEqual([
      ['Ada', 4],
      ['Ben', 4],
      ['Cy', 2],
    ]);
    expect(
      (await call(ada.headers, 'GET', feedbackPath(event.id))).json().data.attributes.rating,
    ).toBe(4);
  });

  it('answers 0 as the average when nobody rated, and another organisation’s event as a missing one', async () => {
    const { host, event } = await endedEvent();
    const empty = await call(host.headers, 'GET', `${SOCIETY}/${event.id}/ratings`);
    expect(empty.json()).toEqual({
      data: [],
      meta: {
        total_count: 0,
        rating_distribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
        average_rating: 0,
      },
    });
    const stranger = await who.manager();
    const theirs = await call(stranger.headers, 'GET', `${SOCIETY}/${event.id}/ratings`);
    expect(theirs.statusCode).toBe(404);
  });

  it('refuses with a clear message: not checked in, not ended, out of range, odd characters', async () => {
    const { event } = await endedEvent();
    const registeredOnly = await attendee(event.id, 'registered');
    const notIn = await call(registeredOnly.headers, 'PUT', feedbackPath(event.id), { rating: 4 });
    expect(notIn.statusCode).toBe(403);
    expect(notIn.json().error).toBe('Only attendees who were checked in can rate this event.');
    expect((await call(registeredOnly.headers, 'GET', feedbackPath(event.id))).json().meta).toEqual(
      {
        can_rate: false,
      },
    );

    const { event: upcoming } = await endedEvent({
      startDate: new Date(Date.now() - 3600 * 1000),
      endDate: new Date(Date.now() + 3600 * 1000),
    });
    const early = await attendee(upcoming.id);
    const notEnded = await call(early.headers, 'PUT', feedbackPath(upcoming.id), { rating: 4 });
    expect(notEnded.statusCode).toBe(409);
    expect(notEnded.json().error).toBe('You can rate this event once it has ended.');

    const ada = await attendee(event.id);
    for (const rating of [0, 6, 3.5, '5', null]) {
      const answer = await call(ada.headers, 'PUT', feedbackPath(event.id), { rating });
      expect(answer.statusCode, String(rating)).toBe(400);
      expect(JSON.stringify(answer.json())).toContain('Choose from 1 to 5 stars.');
    }
    const odd = await call(ada.headers, 'PUT', feedbackPath(event.id), {
      rating: 4,
      comment: 'bell\u0007',
    });
    expect(odd.statusCode).toBe(400);
    expect(JSON.stringify(odd.json())).toContain('Use letters, numbers and punctuation only.');
    const long = await call(ada.headers, 'PUT', feedbackPath(event.id), {
      rating: 4,
      comment: 'x'.repeat(1001),
    });
    expect(JSON.stringify(long.json())).toContain('Keep the comment under 1000 characters.');
    // Nothing was written by the refused attempts.
    expect((await call(ada.headers, 'GET', feedbackPath(event.id))).json().data).toBeNull();

    const job = await createTouchpoint(t.db);
    const notAnEvent = await call(ada.headers, 'PUT', feedbackPath(job.id), { rating: 4 });
    expect(notAnEvent.statusCode).toBe(404);
    expect(notAnEvent.json().error).toBe('This event does not exist.');
  });
});

describe('the invitation to rate', () => {
  const invitationsOf = (userId: string) =>
    t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.type, 'event_rating')));

  it('reaches an attendee checked in at an event that is over, once, linking to the rating', async () => {
    const { host, event } = await endedEvent({ title: 'Debating Night' });
    const { user, candidate } = await createCandidate(t.db, { user: { firstName: 'Ida' } });
    const [registration] = await t.db
      .insert(eventRegistrations)
      .values({ touchpointId: event.id, candidateId: candidate.id, status: 'registered' })
      .returning();
    const checkedIn = await call(host.headers, 'POST', `${SOCIETY}/${event.id}/check_ins`, {
      registration_id: registration?.id,
    });
    expect(checkedIn.json().meta.result).toBe('checked_in');

    await vi.waitFor(
      async () => {
        const told = await invitationsOf(user.id);
        expect(told.map(({ title, link }) => ({ title, link }))).toEqual([
          { title: 'How was Debating Night?', link: `/events/${event.id}#event-rating` },
        ]);
      },
      { timeout: 15_000, interval: 100 },
    );
    // Checking in again queues nothing more, and a second run of the job sends nothing new once
    // the attendee has rated.
    await call(host.headers, 'POST', `${SOCIETY}/${event.id}/check_ins`, {
      registration_id: registration?.id,
    });
    await call(await signIn(t.db, user), 'PUT', feedbackPath(event.id), { rating: 5 });
    expect(await inviteToRate(t.db, registration?.id ?? '')).toBe(false);
    expect(await invitationsOf(user.id)).toHaveLength(1);
  });

  it('waits for the end, and skips those not checked in and places cancelled', async () => {
    const now = new Date();
    const host = await who.manager();
    const upcoming = await createTouchpoint(t.db, {
      touchpointableType: 'Event',
      creatableForType: 'StudentSociety',
      creatableForId: host.studentSocietyId,
      startDate: new Date(now.getTime() + DAY),
      endDate: new Date(now.getTime() + DAY + 3600 * 1000),
    });
    const { event: over } = await endedEvent();
    const register = async (
      touchpointId: string,
      status: 'attended' | 'registered' | 'cancelled',
    ) => {
      const { user, candidate } = await createCandidate(t.db);
      const [row] = await t.db
        .insert(eventRegistrations)
        .values({ touchpointId, candidateId: candidate.id, status, checkedInAt: now })
        .returning();
      return { user, id: row?.id ?? '' };
    };
    const early = await register(upcoming.id, 'attended');
    const absent = await register(over.id, 'registered');
    const gone = await register(over.id, 'cancelled');

    expect(await inviteToRate(t.db, early.id, now)).toBe(false);
    expect(await inviteToRate(t.db, absent.id, now)).toBe(false);
    expect(await inviteToRate(t.db, gone.id, now)).toBe(false);
    // The same attendee is invited once the event is over (an hour after its end, when queued).
    expect(await inviteToRate(t.db, early.id, new Date(now.getTime() + 2 * DAY))).toBe(true);
    expect(await invitationsOf(early.user.id)).toHaveLength(1);
  });
});
