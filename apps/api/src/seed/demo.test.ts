import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deadlineIndicator } from '@gradway/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/database';
import type { Database } from '../db';
import {
  candidates,
  companies,
  eventRegistrations,
  managers,
  matches,
  memberships,
  notifications,
  posts,
  recruiters,
  studentSocieties,
  touchpoints,
  users,
} from '../db/schema';
import { verifyPassword } from '../modules/accounts/auth/password';
import { type SeedDemoResult, seedDemo } from './demo';
import { DEMO_ACCOUNTS } from './demo-accounts';

const now = new Date('2026-03-02T09:30:00Z');
let database: Database;
let uploadsDir: string;
let result: SeedDemoResult;

beforeAll(async () => {
  database = await openTestDatabase();
  uploadsDir = mkdtempSync(join(tmpdir(), 'gradway-demo-'));
  result = await seedDemo(database.db, { uploadsDir, now });
}, 60_000);
afterAll(async () => {
  await database.close();
  rmSync(uploadsDir, { recursive: true, force: true });
});

const all = <T>(rows: Promise<T[]>) => rows;

describe('seedDemo', () => {
  it('answers the four demo sign-ins, with passwords for the manager, recruiter and admin', () => {
    expect(result.created).toBe(true);
    expect(
      result.signIns.map((signIn) => [signIn.role, signIn.email, Boolean(signIn.password)]),
    ).toEqual([
      ['candidate', 'candidate@demo.gradway.app', false],
      ['manager', 'manager@demo.gradway.app', true],
      ['recruiter', 'recruiter@demo.gradway.app', true],
      ['admin', 'admin@demo.gradway.app', true],
    ]);
  });

  it('creates the demo accounts: an onboarded candidate, an approved manager and recruiter, an admin', async () => {
    const db = database.db;
    const [candidate] = await db
      .select()
      .from(users)
      .innerJoin(candidates, eq(candidates.userId, users.id))
      .where(eq(users.email, DEMO_ACCOUNTS.candidate.email));
    expect(candidate?.candidates.onboardingCompleted).toBe(true);
    const [manager] = await db
      .select()
      .from(users)
      .innerJoin(managers, eq(managers.userId, users.id))
      .innerJoin(studentSocieties, eq(studentSocieties.id, managers.studentSocietyId))
      .where(eq(users.email, DEMO_ACCOUNTS.manager.email));
    expect(manager?.users.isApproved).toBe(true);
    expect(manager?.student_societies.name).toBe('UCL Technology Society');
    expect(
      await verifyPassword(manager?.users.passwordHash ?? '', DEMO_ACCOUNTS.manager.password),
    ).toBe(true);
    const [recruiter] = await db
      .select()
      .from(users)
      .innerJoin(recruiters, eq(recruiters.userId, users.id))
      .innerJoin(companies, eq(companies.id, recruiters.companyId))
      .where(eq(users.email, DEMO_ACCOUNTS.recruiter.email));
    expect(recruiter?.users.isApproved).toBe(true);
    expect(recruiter?.companies.name).toBe('Northwind Analytics');
    expect(
      await verifyPassword(recruiter?.users.passwordHash ?? '', DEMO_ACCOUNTS.recruiter.password),
    ).toBe(true);
    const [admin] = await db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.admin.email));
    expect(admin?.type).toBe('admin');
    expect(await verifyPassword(admin?.passwordHash ?? '', DEMO_ACCOUNTS.admin.password)).toBe(
      true,
    );
  });

  it('makes about 25 companies, 20 societies, 120 jobs, 60 internships and 50 events', async () => {
    const rows = await all(database.db.select().from(touchpoints));
    const ofType = (type: string) => rows.filter((row) => row.touchpointableType === type).length;
    expect([ofType('Job'), ofType('Internship'), ofType('Event')]).toEqual([120, 60, 50]);
    expect((await database.db.select().from(companies)).length).toBeGreaterThanOrEqual(25);
    expect((await database.db.select().from(studentSocieties)).length).toBeGreaterThanOrEqual(20);
  });

  it('gives the demo company and the demo society touchpoints in every state of their tabs', async () => {
    const rows = await all(database.db.select().from(touchpoints));
    const statesOf = (predicate: (row: (typeof rows)[number]) => boolean) =>
      new Set(rows.filter(predicate).map((row) => row.state));
    const [recruiter] = await database.db
      .select()
      .from(recruiters)
      .innerJoin(users, eq(users.id, recruiters.userId))
      .where(eq(users.email, DEMO_ACCOUNTS.recruiter.email));
    const companyJobs = statesOf(
      (row) =>
        row.creatableForId === recruiter?.recruiters.companyId && row.touchpointableType === 'Job',
    );
    for (const state of [
      'published',
      'draft',
      'ready_for_approval',
      'rejected',
      'expired',
      'closed',
    ])
      expect(companyJobs).toContain(state);
    const events = statesOf((row) => row.touchpointableType === 'Event');
    for (const state of [
      'published',
      'draft',
      'ready_for_approval',
      'rejected',
      'expired',
      'ended',
    ])
      expect(events).toContain(state);
  });

  it('spreads job and internship deadlines over every deadline band', async () => {
    const rows = await all(database.db.select().from(touchpoints));
    for (const type of ['Job', 'Internship']) {
      const bands = new Set(
        rows
          .filter((row) => row.touchpointableType === type && row.applicationDeadline)
          .map((row) => deadlineIndicator({ deadline: row.applicationDeadline as Date }, now).band),
      );
      expect([...bands].sort()).toEqual([
        'closed',
        'critical',
        'none',
        'orange',
        'tertiary',
        'warning',
      ]);
    }
  });

  it('shows salaries in GBP, USD and EUR as ranges, single amounts and estimates', async () => {
    const rows = (await database.db.select().from(touchpoints)).filter(
      (row) => row.touchpointableType !== 'Event',
    );
    expect(new Set(rows.map((row) => row.payCurrency))).toEqual(
      new Set(['GBP', 'USD', 'EUR', null]),
    );
    expect(
      rows.some(
        (row) => row.minimumSalary !== null && row.minimumSalary < (row.maximumSalary ?? 0),
      ),
    ).toBe(true);
    expect(
      rows.some((row) => row.minimumSalary !== null && row.minimumSalary === row.maximumSalary),
    ).toBe(true);
    expect(rows.some((row) => row.salaryEstimated)).toBe(true);
  });

  it('has past and upcoming, virtual and in-person events, busy ones, a full one with a waitlist', async () => {
    const events = (await database.db.select().from(touchpoints)).filter(
      (row) => row.touchpointableType === 'Event',
    );
    expect(events.some((row) => row.startDate && row.startDate > now)).toBe(true);
    expect(events.some((row) => row.startDate && row.startDate < now)).toBe(true);
    expect(events.some((row) => row.startDate === null)).toBe(true);
    expect(new Set(events.map((row) => row.eventMode))).toEqual(new Set(['virtual', 'in_person']));
    expect(
      events
        .filter((row) => row.eventMode === 'in_person')
        .every((row) => row.placeCityId && row.placeName),
    ).toBe(true);
    const registrations = await database.db.select().from(eventRegistrations);
    // Places held: registered, attended, or offered and not yet claimed (the waitlist holds none).
    const perEvent = new Map<string, number>();
    for (const row of registrations.filter((row) =>
      ['registered', 'attended', 'offered'].includes(row.status),
    ))
      perEvent.set(row.touchpointId, (perEvent.get(row.touchpointId) ?? 0) + 1);
    expect([...perEvent.values()].filter((n) => n >= 10).length).toBeGreaterThanOrEqual(5);
    // The waitlist is made of waitlisted registrations, joined in order once the event was full.
    const waitlist = registrations.filter((row) => row.status === 'waitlisted');
    const full = events.find((row) => row.id === waitlist[0]?.touchpointId);
    expect(full?.waitlistEnabled).toBe(true);
    expect(perEvent.get(full?.id ?? '')).toBe(full?.capacity);
    const waiting = waitlist.filter((row) => row.touchpointId === full?.id);
    expect(waiting.map((row) => row.waitlistSeq).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(waiting.every((row) => row.answers.length === 0 && row.ticketSecret)).toBe(true);
  });

  it('gives the demo candidate matches with reasons, applications in every progress and memberships', async () => {
    const [candidate] = await database.db
      .select()
      .from(candidates)
      .innerJoin(users, eq(users.id, candidates.userId))
      .where(eq(users.email, DEMO_ACCOUNTS.candidate.email));
    const candidateId = candidate?.candidates.id ?? '';
    const own = await database.db
      .select()
      .from(matches)
      .where(eq(matches.candidateId, candidateId));
    // From the engine: every reason is one it computed (a kind and a key), none picked at random.
    expect(own.length).toBeGreaterThanOrEqual(3);
    expect(
      own.every(
        (match) =>
          match.reasons.length >= 1 &&
          match.reasons.every(
            (reason) => typeof reason === 'object' && reason !== null && 'key' in reason,
          ),
      ),
    ).toBe(true);
    expect(own.some((match) => match.viewedAt) && own.some((match) => !match.viewedAt)).toBe(true);
    const progress = new Set(
      (
        await database.db.query.applications.findMany({
          where: (a, { eq: is }) => is(a.candidateId, candidateId),
        })
      ).map((a) => a.progress),
    );
    expect([...progress].sort()).toEqual(['applied', 'saved', 'started']);
    const statuses = new Set((await database.db.select().from(memberships)).map((m) => m.status));
    expect([...statuses].sort()).toEqual(['subscribed', 'subscription_requests', 'unsubscribed']);
  });

  it('gives the demo society posts of every kind and status', async () => {
    const rows = await database.db.select().from(posts);
    expect(new Set(rows.map((row) => row.kind))).toEqual(
      new Set(['TextPost', 'MediaPost', 'DocumentPost', 'PollPost']),
    );
    expect(new Set(rows.map((row) => row.status))).toEqual(
      new Set(['approved', 'draft', 'declined']),
    );
  });

  it('gives the demo users notifications that are true of the demo data', async () => {
    const db = database.db;
    const userOf = async (email: string) =>
      (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id;
    const told = async (email: string) =>
      db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, (await userOf(email)) as string));

    // The candidate: a confirmed place at each of their next events, each a registration of theirs
    // for an event still to come.
    const candidate = await told('candidate@demo.gradway.app');
    const places = candidate.filter((row) => row.type === 'event_registration');
    expect(places.length).toBeGreaterThan(0);
    const [demoCandidate] = await db
      .select({ id: candidates.id })
      .from(candidates)
      .innerJoin(users, eq(users.id, candidates.userId))
      .where(eq(users.email, 'candidate@demo.gradway.app'));
    const registered = await db
      .select({ id: touchpoints.id, title: touchpoints.title, start: touchpoints.startDate })
      .from(eventRegistrations)
      .innerJoin(touchpoints, eq(touchpoints.id, eventRegistrations.touchpointId))
      .where(eq(eventRegistrations.candidateId, demoCandidate?.id as string));
    for (const place of places) {
      expect(place.title).toBe('You are registered');
      const event = registered.find((row) => place.message?.includes(row.title));
      expect(event, place.message ?? '').toBeDefined();
      expect(event?.start && event.start > now).toBe(true);
    }

    // The recruiter and the manager: their organisation's live items, as the admin's approval
    // tells them; every title names a published item of theirs.
    for (const email of ['recruiter@demo.gradway.app', 'manager@demo.gradway.app']) {
      const reviews = (await told(email)).filter((row) => row.type === 'touchpoint_review');
      expect(reviews.length).toBeGreaterThan(0);
      for (const review of reviews) {
        expect(review.title).toMatch(/^Your (job|internship|event) is live$/);
        const [item] = await db
          .select({ state: touchpoints.state })
          .from(touchpoints)
          .where(eq(touchpoints.id, review.subjectId as string));
        expect(item?.state).toBe('published');
      }
    }
  });

  it('writes the pictures it refers to under uploads/demo', async () => {
    const urls = [
      ...(await database.db.select({ url: companies.iconUrl }).from(companies)).map(
        (row) => row.url,
      ),
      ...(await database.db.select({ url: touchpoints.iconUrl }).from(touchpoints)).map(
        (row) => row.url,
      ),
    ].filter((url): url is string => Boolean(url));
    expect(urls.length).toBeGreaterThan(200);
    for (const url of new Set(urls)) {
      expect(url).toMatch(/^\/uploads\/demo\/[a-z0-9-]+\.svg$/);
      expect(statSync(join(uploadsDir, url.replace('/uploads/', ''))).size).toBeGreaterThan(100);
    }
  });

  it('does nothing the second time', async () => {
    const before = (await database.db.select().from(touchpoints)).length;
    const again = await seedDemo(database.db, { uploadsDir, now });
    expect(again.created).toBe(false);
    expect(again.signIns).toEqual(result.signIns);
    expect((await database.db.select().from(touchpoints)).length).toBe(before);
  });
});
