import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../../test/app';
import { createCandidate, createTouchpoint, signIn } from '../../../../test/factories';
import {
  eventRegistrationQuestions,
  eventRegistrations,
  notifications,
  outboxMails,
  waitlistOffers,
} from '../../../db/schema';
import { NOTIFICATIONS_CHANNEL } from '../../messaging/notifications/notifications.service';
import { registrationIdOfTicket } from './registration-tickets';
import { changeCapacity, expireOffers, promoteByHand } from './registrations.service';

const t = useTestApp();
const DAY = 24 * 60 * 60 * 1000;

const createEvent = (overrides: Parameters<typeof createTouchpoint>[1] = {}) =>
  createTouchpoint(t.db, {
    touchpointableType: 'Event',
    capacity: 1,
    waitlistEnabled: true,
    startDate: new Date(Date.now() + 10 * DAY),
    endDate: new Date(Date.now() + 10 * DAY + 2 * 60 * 60 * 1000),
    ...overrides,
  });

const person = async () => {
  const { user, candidate } = await createCandidate(t.db);
  return { user, candidate, headers: await signIn(t.db, user) };
};

const call = (method: 'POST' | 'DELETE' | 'GET', url: string, headers: Record<string, string>) =>
  t.app.inject({ method, url, headers });

const path = (id: string, action = '') => `/api/v1/candidate/registrations/${id}${action}`;

describe('registering for an event and its waitlist', () => {
  it('registers, waitlists in order, offers a freed place to the first in line, who claims it', async () => {
    const event = await createEvent();
    const [a, b, c] = [await person(), await person(), await person()];

    const first = await call('POST', path(event.id), a.headers);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.attributes).toMatchObject({
      touchpoint_id: event.id,
      status: 'registered',
      waitlist_position: null,
      offer_expires_at: null,
    });
    const ticket = first.json().data.attributes.ticket as string;
    expect(registrationIdOfTicket(ticket)).toBe(first.json().data.id);

    // Registering twice changes nothing.
    const again = await call('POST', path(event.id), a.headers);
    expect(again.json().data).toEqual(first.json().data);

    const second = await call('POST', path(event.id), b.headers);
    expect(second.json().data.attributes).toMatchObject({
      status: 'waitlisted',
      waitlist_position: 1,
    });
    const third = await call('POST', path(event.id), c.headers);
    expect(third.json().data.attributes).toMatchObject({
      status: 'waitlisted',
      waitlist_position: 2,
    });

    const cancelled = await call('DELETE', path(event.id), a.headers);
    expect(cancelled.json().data.attributes).toMatchObject({ status: 'cancelled', ticket: null });

    const [offered] = (await call('GET', '/api/v1/candidate/registrations', b.headers)).json().data;
    expect(offered.attributes.status).toBe('offered');
    const expires = new Date(offered.attributes.offer_expires_at).getTime();
    expect(expires - Date.now()).toBeGreaterThan(23 * 60 * 60 * 1000);
    expect(expires - Date.now()).toBeLessThanOrEqual(DAY);
    const [cView] = (await call('GET', '/api/v1/candidate/registrations', c.headers)).json().data;
    expect(cView.attributes).toMatchObject({ status: 'waitlisted', waitlist_position: 1 });

    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, b.user.id), eq(notifications.type, 'waitlist_offer')));
    expect(told).toHaveLength(1);
    expect(told[0]?.link).toContain('claim=1');

    const claimed = await call('POST', path(event.id, '/claim'), b.headers);
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json().data.attributes.status).toBe('registered');
    expect(claimed.json().data.attributes.ticket).toMatch(/\./);

    await t.app.mailer.settled();
    const mails = await t.db
      .select()
      .from(outboxMails)
      .where(eq(outboxMails.to, b.user.email ?? ''));
    const offerMail = mails.find((mail) => mail.subject.startsWith('A place is yours to claim'));
    expect(offerMail?.html).toContain(`/events/${event.id}?claim=1`);
    const confirmation = mails.find((mail) => mail.subject.startsWith("You're registered"));
    expect(confirmation?.html).toContain('src="data:image/png;base64,');
    expect(confirmation?.text).toContain(claimed.json().data.attributes.ticket);
  });

  it('passes a declined offer on at once, and an expired one when it runs out', async () => {
    const event = await createEvent();
    const [a, b, c, d] = [await person(), await person(), await person(), await person()];
    for (const p of [a, b, c, d]) await call('POST', path(event.id), p.headers);
    await call('DELETE', path(event.id), a.headers);
    const declined = await call('POST', path(event.id, '/decline'), b.headers);
    expect(declined.json().data.attributes.status).toBe('cancelled');
    const [cView] = (await call('GET', '/api/v1/candidate/registrations', c.headers)).json().data;
    expect(cView.attributes.status).toBe('offered');

    expect(await expireOffers(t.db, event.id, new Date(Date.now() + 2 * DAY))).toBe(1);
    const late = await call('POST', path(event.id, '/claim'), c.headers);
    expect(late.statusCode).toBe(409);
    const [dView] = (await call('GET', '/api/v1/candidate/registrations', d.headers)).json().data;
    expect(dView.attributes.status).toBe('offered');
    const offers = await t.db
      .select()
      .from(waitlistOffers)
      .where(eq(waitlistOffers.touchpointId, event.id))
      .orderBy(waitlistOffers.seq);
    expect(offers.map((o) => o.outcome)).toEqual(['declined', 'expired', 'pending']);
  });

  it('answers a claim after the offer ran out with 409 and gives the place to the next', async () => {
    const event = await createEvent({ capacity: 1 });
    const [a, b, c] = [await person(), await person(), await person()];
    for (const p of [a, b, c]) await call('POST', path(event.id), p.headers);
    await call('DELETE', path(event.id), a.headers);
    await t.db
      .update(eventRegistrations)
      .set({ offerExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(eventRegistrations.candidateId, b.candidate.id));
    const late = await call('POST', path(event.id, '/claim'), b.headers);
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe('This offer has expired and passed to the next person in line.');
    const [cView] = (await call('GET', '/api/v1/candidate/registrations', c.headers)).json().data;
    expect(cView.attributes.status).toBe('offered');
  });

  it('promotes straight away with a claim window of 0, and when capacity is raised', async () => {
    const event = await createEvent({ waitlistOfferHours: 0 });
    const [a, b, c] = [await person(), await person(), await person()];
    for (const p of [a, b, c]) await call('POST', path(event.id), p.headers);
    await call('DELETE', path(event.id), a.headers);
    const [bView] = (await call('GET', '/api/v1/candidate/registrations', b.headers)).json().data;
    expect(bView.attributes.status).toBe('registered');
    await changeCapacity(t.db, event.id, 2);
    const [cView] = (await call('GET', '/api/v1/candidate/registrations', c.headers)).json().data;
    expect(cView.attributes.status).toBe('registered');
  });

  it('lets an organiser promote by hand, growing a full event by one place', async () => {
    const event = await createEvent();
    const [a, b] = [await person(), await person()];
    await call('POST', path(event.id), a.headers);
    const waiting = (await call('POST', path(event.id), b.headers)).json().data;
    const row = await promoteByHand(t.db, event.id, waiting.id);
    expect(row.status).toBe('registered');
    const [bView] = (await call('GET', '/api/v1/candidate/registrations', b.headers)).json().data;
    expect(bView.attributes.status).toBe('registered');
  });

  it('refuses a full event without a waitlist, a job, an unknown, a closed and an ended event', async () => {
    const a = await person();
    const b = await person();
    const full = await createEvent({ waitlistEnabled: false });
    await call('POST', path(full.id), a.headers);
    const refused = await call('POST', path(full.id), b.headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('This event is full.');

    const job = await createTouchpoint(t.db);
    const closed = await createEvent({ state: 'closed' });
    const ended = await createEvent({
      startDate: new Date(Date.now() - 2 * DAY),
      endDate: new Date(Date.now() - DAY),
    });
    const answers = await Promise.all([
      call('POST', path(job.id), b.headers),
      call('POST', path('00000000-0000-4000-8000-000000000000'), b.headers),
      call('POST', path(closed.id), b.headers),
      call('POST', path(ended.id), b.headers),
      call('POST', path('not-a-uuid'), b.headers),
      call('POST', path(full.id, '/claim'), b.headers),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([422, 404, 422, 422, 400, 409]);
    expect(answers[0]?.json().error).toBe('Only events take registrations.');
    expect(answers[2]?.json().error).toBe('Registration for this event is closed.');
    expect(answers[3]?.json().error).toBe('This event has ended.');
    const written = await t.db
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.candidateId, b.candidate.id));
    expect(written).toEqual([]);
  });

  it('confirms a place taken at registration by notification and mail with the ticket', async () => {
    const event = await createEvent();
    const a = await person();
    const ticket = (await call('POST', path(event.id), a.headers)).json().data.attributes.ticket;
    await vi.waitFor(
      async () => {
        const told = await t.db
          .select()
          .from(notifications)
          .where(
            and(eq(notifications.userId, a.user.id), eq(notifications.type, 'event_registration')),
          );
        expect(told.map((row) => row.title)).toEqual(['You are registered']);
      },
      { timeout: 15_000, interval: 100 },
    );
    await t.app.mailer.settled();
    const [mail] = await t.db
      .select()
      .from(outboxMails)
      .where(eq(outboxMails.to, a.user.email ?? ''));
    expect(mail?.subject).toBe(`You're registered: ${event.title}`);
    expect(mail?.text).toContain(ticket);
  });

  it('takes answers to the event’s questions once, and names each wrong one', async () => {
    const event = await createEvent({ capacity: 5 });
    const [diet, format, tshirt, photo] = await t.db
      .insert(eventRegistrationQuestions)
      .values([
        { touchpointId: event.id, position: 0, kind: 'short_text', label: 'Dietary needs' },
        {
          touchpointId: event.id,
          position: 1,
          kind: 'single_choice',
          label: 'Which session?',
          required: true,
          options: ['Morning', 'Afternoon'],
        },
        {
          touchpointId: event.id,
          position: 2,
          kind: 'multiple_choice',
          label: 'Topics',
          options: ['Law', 'Finance', 'Tech'],
        },
        {
          touchpointId: event.id,
          position: 3,
          kind: 'yes_no',
          label: 'Photos ok?',
          required: true,
        },
      ])
      .returning();
    const a = await person();
    const post = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: path(event.id), headers: a.headers, payload });

    const missing = await call('POST', path(event.id), a.headers);
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({
      error: 'Answer the event’s questions to register.',
      fields: [
        { path: `answers.${format?.id}`, message: 'This question needs an answer.' },
        { path: `answers.${photo?.id}`, message: 'This question needs an answer.' },
      ],
    });
    const wrong = await post({
      answers: { [format?.id ?? '']: 'Evening', [photo?.id ?? '']: 'yes' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().fields.map((f: { message: string }) => f.message)).toEqual([
      'Choose one of the options.',
      'Choose one of the options.',
    ]);
    const stranger = await post({ answers: { '00000000-0000-4000-8000-000000000009': 'x' } });
    expect(stranger.json().fields[0].message).toBe('This event does not ask that question.');
    expect(
      await t.db
        .select()
        .from(eventRegistrations)
        .where(eq(eventRegistrations.touchpointId, event.id)),
    ).toEqual([]);

    const done = await post({
      answers: {
        [diet?.id ?? '']: ' Vegetarian ',
        [format?.id ?? '']: 'Afternoon',
        [tshirt?.id ?? '']: ['Tech', 'Law'],
        [photo?.id ?? '']: false,
      },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().data.attributes.status).toBe('registered');
    const [row] = await t.db
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.touchpointId, event.id));
    expect(row?.answers).toEqual([
      { question_id: diet?.id, question: 'Dietary needs', answer: 'Vegetarian' },
      { question_id: format?.id, question: 'Which session?', answer: 'Afternoon' },
      { question_id: tshirt?.id, question: 'Topics', answer: ['Law', 'Tech'] },
      { question_id: photo?.id, question: 'Photos ok?', answer: false },
    ]);
  });

  /** Hears the notification signals the app sends, on the embedded database or on PostgreSQL. */
  const listenToSignals = async (onPayload: (payload: string) => void) => {
    const { pglite, pool } = t.database;
    if (pglite) return pglite.listen(NOTIFICATIONS_CHANNEL, onPayload);
    if (!pool) throw new Error('No database to listen to');
    const client = new pg.Client(pool.options);
    client.on('notification', (message) => {
      if (message.channel === NOTIFICATIONS_CHANNEL && message.payload) onPayload(message.payload);
    });
    await client.connect();
    await client.query(`listen ${NOTIFICATIONS_CHANNEL}`);
    return () => client.end();
  };

  it('tells those waiting their new place in line, live, when someone ahead leaves', async () => {
    const event = await createEvent();
    const [a, b, c] = [await person(), await person(), await person()];
    for (const p of [a, b, c]) await call('POST', path(event.id), p.headers);
    const heard: unknown[] = [];
    const stop = await listenToSignals((payload) => {
      const signal = JSON.parse(payload);
      if (signal.event?.touchpoint_id === event.id) heard.push(signal);
    });
    await call('DELETE', path(event.id), b.headers);
    await vi.waitFor(() =>
      expect(heard).toEqual([
        {
          user_id: c.user.id,
          event: { type: 'waitlist_position', touchpoint_id: event.id, position: 1 },
        },
      ]),
    );
    await stop();
  });

  it('needs a signed-in candidate', async () => {
    const event = await createEvent();
    expect((await t.app.inject({ method: 'POST', url: path(event.id) })).statusCode).toBe(401);
  });
});
