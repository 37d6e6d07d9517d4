import type { AddressInfo } from 'node:net';
import { and, asc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/app';
import { createCandidate, createTouchpoint, signIn } from '../../../../test/factories';
import { eventRegistrations, touchpoints, waitlistOffers } from '../../../db/schema';
import { setInProcessEventQueue } from './event-queue';
import { lockEvent } from './registrations.repository';
import { changeCapacity, expireOffers } from './registrations.service';

/**
 * The fair waitlist under races (decision 020): randomized trials of concurrent registrations,
 * cancellations, claims, declines, expiries and capacity changes against one small event each,
 * over HTTP on a listening server backed by PostgreSQL (a pool of 8). Runs in project
 * api-postgres only (`*.pg.test.ts`). RACE_TRIALS sets the number of trials (default 1,000).
 */
const t = useTestApp();
const TRIALS = Number(process.env.RACE_TRIALS ?? 1000);
const ACTORS = 5;
const DAY = 24 * 60 * 60 * 1000;
/** Trials run this many at a time, each on its own event, all through the same pool. */
const PARALLEL = 4;

type Command =
  | { op: 'register' | 'cancel' | 'claim' | 'decline'; actor: number }
  | { op: 'expire' }
  | { op: 'capacity'; capacity: number };

const actorCommand = fc.record({
  op: fc.constantFrom('register', 'register', 'cancel', 'claim', 'decline'),
  actor: fc.integer({ min: 0, max: ACTORS - 1 }),
}) as fc.Arbitrary<Command>;
const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 8, arbitrary: actorCommand },
  { weight: 1, arbitrary: fc.constant({ op: 'expire' } as Command) },
  {
    weight: 1,
    arbitrary: fc
      .integer({ min: 1, max: 4 })
      .map((capacity): Command => ({ op: 'capacity', capacity })),
  },
);
const trial = fc.record({
  capacity: fc.integer({ min: 1, max: 3 }),
  offerHours: fc.constantFrom(0, 24, 24),
  waves: fc.array(fc.array(command, { minLength: 2, maxLength: 6 }), {
    minLength: 2,
    maxLength: 3,
  }),
});
type TrialInput = typeof trial extends fc.Arbitrary<infer T> ? T : never;

/** What an answer may be: done, nothing to cancel, nothing on offer or full, or capacity refused. */
const EXPECTED_STATUSES = new Set([200, 404, 409, 422]);

describe('registrations under concurrent load', () => {
  let base = '';
  const actors: { candidateId: string; headers: Record<string, string> }[] = [];

  beforeAll(async () => {
    // Requests meet only at the advisory lock, as they do across several app instances.
    setInProcessEventQueue(false);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    for (let i = 0; i < ACTORS; i++) {
      const { user, candidate } = await createCandidate(t.db);
      actors.push({ candidateId: candidate.id, headers: await signIn(t.db, user) });
    }
  });

  // The files after this one in the same worker share its modules (isolate: false): their apps
  // queue an event's requests in process again.
  afterAll(() => setInProcessEventQueue(true));

  const http = async (method: string, path: string, headers: Record<string, string>) => {
    const response = await fetch(`${base}${path}`, { method, headers });
    const body = await response.text();
    return { status: response.status, body: body ? JSON.parse(body) : null };
  };

  const run = async (eventId: string, cmd: Command): Promise<void> => {
    if (cmd.op === 'expire') {
      await expireOffers(t.db, eventId, new Date(Date.now() + 3 * DAY));
      return;
    }
    if (cmd.op === 'capacity') {
      await changeCapacity(t.db, eventId, cmd.capacity).catch((error: { statusCode?: number }) => {
        if (error.statusCode !== 422) throw error;
      });
      return;
    }
    const actor = actors[cmd.actor];
    if (!actor) throw new Error('no actor');
    const path = `/api/v1/candidate/registrations/${eventId}`;
    const answer =
      cmd.op === 'register'
        ? await http('POST', path, actor.headers)
        : cmd.op === 'cancel'
          ? await http('DELETE', path, actor.headers)
          : await http('POST', `${path}/${cmd.op}`, actor.headers);
    if (!EXPECTED_STATUSES.has(answer.status)) {
      throw new Error(`${cmd.op} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    }
  };

  const checkInvariants = async (eventId: string, { overHttp }: { overHttp: boolean }) => {
    const [event] = await t.db.select().from(touchpoints).where(eq(touchpoints.id, eventId));
    const rows = await t.db
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.touchpointId, eventId));
    const count = (status: string) => rows.filter((row) => row.status === status).length;
    const held = count('registered') + count('offered') + count('attended');
    const capacity = event?.capacity ?? 0;

    // registered + offered ≤ capacity
    expect(held).toBeLessThanOrEqual(capacity);
    // nobody both registered and waitlisted (one row per candidate, one status)
    expect(new Set(rows.map((row) => row.candidateId)).size).toBe(rows.length);

    // positions 1..n without gaps, in order of arrival, as each candidate sees them over HTTP
    const seen: { position: number; seq: number }[] = [];
    for (const actor of overHttp ? actors : []) {
      const list = await http('GET', '/api/v1/candidate/registrations', actor.headers);
      expect(list.status).toBe(200);
      for (const item of list.body.data) {
        if (item.attributes.touchpoint_id !== eventId) continue;
        const row = rows.find((r) => r.id === item.id);
        expect(item.attributes.status).toBe(
          row?.status === 'attended' ? 'checked_in' : row?.status,
        );
        if (item.attributes.status === 'waitlisted') {
          seen.push({ position: item.attributes.waitlist_position, seq: row?.waitlistSeq ?? -1 });
        } else {
          expect(item.attributes.waitlist_position).toBeNull();
        }
      }
    }
    const waiting = count('waitlisted');
    if (overHttp) {
      seen.sort((a, b) => a.seq - b.seq);
      expect(seen.map((s) => s.position)).toEqual(Array.from({ length: waiting }, (_, i) => i + 1));
    }

    // every freed place was given: nobody waits while a place is free
    if (waiting > 0) expect(held).toBe(capacity);

    const offers = await t.db
      .select()
      .from(waitlistOffers)
      .where(eq(waitlistOffers.touchpointId, eventId))
      .orderBy(asc(waitlistOffers.seq));
    // offers went strictly in waitlist order
    const inLine = offers.filter((offer) => !offer.byHand).map((offer) => offer.waitlistSeq ?? 0);
    for (let i = 1; i < inLine.length; i++) {
      expect(inLine[i] ?? 0).toBeGreaterThan(inLine[i - 1] ?? 0);
    }
    // each place in line was offered exactly once; each pending offer holds one offered place
    const entries = offers.map((offer) => `${offer.registrationId}:${offer.waitlistSeq}`);
    expect(new Set(entries).size).toBe(entries.length);
    const pending = offers.filter((offer) => offer.outcome === 'pending');
    const offered = rows.filter((row) => row.status === 'offered');
    expect(pending.map((o) => o.registrationId).sort()).toEqual(offered.map((r) => r.id).sort());
    // a registration that came from the line came through exactly one given place
    for (const row of rows.filter((r) => r.status === 'registered' && r.waitlistSeq !== null)) {
      const given = offers.filter(
        (o) =>
          o.registrationId === row.id &&
          o.waitlistSeq === row.waitlistSeq &&
          (o.outcome === 'claimed' || o.outcome === 'promoted'),
      );
      expect(given).toHaveLength(1);
    }
  };

  /** One trial: a fresh small event, waves of concurrent commands, then every check. */
  const runTrial = async ({ capacity, offerHours, waves }: TrialInput) => {
    const event = await createTouchpoint(t.db, {
      touchpointableType: 'Event',
      capacity,
      waitlistEnabled: true,
      waitlistOfferHours: offerHours,
      startDate: new Date(Date.now() + 10 * DAY),
    });
    for (const wave of waves) await Promise.all(wave.map((cmd) => run(event.id, cmd)));
    await checkInvariants(event.id, { overHttp: false });
    // Offers that run out pass on; then everything still holds.
    await expireOffers(t.db, event.id, new Date(Date.now() + 3 * DAY));
    await checkInvariants(event.id, { overHttp: true });
    const left = await t.db
      .select()
      .from(eventRegistrations)
      .where(
        and(
          eq(eventRegistrations.touchpointId, event.id),
          eq(eventRegistrations.status, 'offered'),
        ),
      );
    if (offerHours === 0) expect(left).toEqual([]);
    // The actors' lists stay short: the trial's event goes (with its registrations).
    // Under the event's lock, like every change: other trials' list reads may be expiring its offers.
    await t.db.transaction(async (tx) => {
      await lockEvent(tx as unknown as typeof t.db, event.id);
      await tx.delete(touchpoints).where(eq(touchpoints.id, event.id));
    });
  };

  // About a minute on an idle machine; a shared, loaded one takes several.
  it(`keeps every invariant in ${TRIALS} randomized trials, ${PARALLEL} events at a time`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(trial, { minLength: PARALLEL, maxLength: PARALLEL }), (trials) =>
        Promise.all(trials.map(runTrial)).then(() => undefined),
      ),
      { numRuns: Math.ceil(TRIALS / PARALLEL) },
    );
  }, 900_000);
});
