import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/app';
import { createCandidate, createTouchpoint } from '../../../../test/factories';
import {
  applications,
  eventRegistrations,
  follows,
  touchpoints,
  viewCounts,
} from '../../../db/schema';
import { startLifecycleSweep, sweepPastTouchpoints } from '../lifecycle/touchpoint-lifecycle';
import { periodOf } from './dashboard.service';
import { caller, organisers } from './organiser-touchpoints.test-support';

const t = useTestApp();
const call = caller(t);
const who = organisers(t);

const DAY = 24 * 60 * 60 * 1000;
const isoDay = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

describe('the organiser dashboard', () => {
  it('answers the last days’ figures, day by day, for the caller’s organisation only', async () => {
    const { headers, companyId } = await who.recruiter(false);
    const other = await who.recruiter();
    const event = await createTouchpoint(t.db, {
      creatableForId: companyId,
      touchpointableType: 'Event',
      title: 'Fair',
    });
    const job = await createTouchpoint(t.db, { creatableForId: companyId, title: 'Analyst' });
    const theirs = await createTouchpoint(t.db, { creatableForId: other.companyId });
    await t.db.insert(viewCounts).values([
      { touchpointId: event.id, visitor: 'a', day: isoDay(0) },
      { touchpointId: event.id, visitor: 'b', day: isoDay(0) },
      { touchpointId: event.id, visitor: 'a', day: isoDay(-1) },
      { touchpointId: job.id, visitor: 'a', day: isoDay(-1) },
      { touchpointId: job.id, visitor: 'a', day: isoDay(-40) },
      { touchpointId: theirs.id, visitor: 'a', day: isoDay(0) },
    ]);
    const one = await createCandidate(t.db);
    const two = await createCandidate(t.db);
    await t.db.insert(eventRegistrations).values([
      { touchpointId: event.id, candidateId: one.candidate.id },
      { touchpointId: event.id, candidateId: two.candidate.id, status: 'cancelled' },
    ]);
    await t.db.insert(applications).values({
      touchpointId: job.id,
      candidateId: one.candidate.id,
      progress: 'applied',
      appliedAt: new Date(),
    });
    await t.db.insert(follows).values([
      { candidateId: one.candidate.id, followableType: 'Company', followableId: companyId },
      {
        candidateId: two.candidate.id,
        followableType: 'Company',
        followableId: companyId,
        createdAt: new Date(Date.now() - 100 * DAY),
      },
    ]);

    const answer = await call(headers, 'GET', '/api/v1/company/dashboard?days=7');
    expect(answer.statusCode).toBe(200);
    const { attributes } = answer.json().data;
    expect(attributes).toMatchObject({
      days: 7,
      from: isoDay(-6),
      to: isoDay(0),
      totals: { views: 4, registrations: 1, applications: 1, followers: 1 },
      followers_count: 2,
      touchpoint_counts: { live: 2, in_review: 0, drafts: 0, ended: 0, invited: 0 },
    });
    expect(attributes.series).toHaveLength(7);
    expect(attributes.series[6]).toEqual({
      date: isoDay(0),
      views: 2,
      registrations: 1,
      applications: 1,
      followers: 1,
    });
    expect(attributes.series[5]).toMatchObject({ date: isoDay(-1), views: 2 });
    expect(attributes.top_touchpoints).toEqual([
      {
        id: event.id,
        title: 'Fair',
        touchpointable_type: 'Event',
        state: 'published',
        url: `/events/${event.id}`,
        views: 3,
        registrations: 1,
        applications: 0,
      },
      expect.objectContaining({ id: job.id, views: 1, applications: 1 }),
    ]);
    const month = (await call(headers, 'GET', '/api/v1/company/dashboard')).json().data.attributes;
    expect(month.series).toHaveLength(30);
  });

  it('is the society’s on the society endpoint; other roles are refused', async () => {
    const manager = await who.manager(false);
    const answer = await call(manager.headers, 'GET', '/api/v1/student_society/dashboard?days=365');
    expect(answer.json().data.attributes.series).toHaveLength(365);
    expect((await call(manager.headers, 'GET', '/api/v1/company/dashboard')).statusCode).toBe(403);
    expect(
      (await call(manager.headers, 'GET', '/api/v1/student_society/dashboard?days=3')).statusCode,
    ).toBe(400);
    expect((await call({}, 'GET', '/api/v1/student_society/dashboard')).statusCode).toBe(401);
  });

  it('counts whole UTC days, today last', () => {
    const { period, dates } = periodOf(7, new Date('2031-03-10T23:59:00Z'));
    expect(period).toEqual({ from: '2031-03-04', to: '2031-03-10' });
    expect(dates).toHaveLength(7);
  });
});

describe('the lifecycle sweep', () => {
  it('expires jobs past their deadline and ends events past their end', async () => {
    const past = new Date(Date.now() - DAY);
    const future = new Date(Date.now() + DAY);
    const job = await createTouchpoint(t.db, { applicationDeadline: past });
    const openJob = await createTouchpoint(t.db, { applicationDeadline: future });
    const event = await createTouchpoint(t.db, {
      touchpointableType: 'Event',
      startDate: new Date(Date.now() - 2 * DAY),
      endDate: past,
    });
    const running = await createTouchpoint(t.db, {
      touchpointableType: 'Event',
      startDate: past,
      endDate: future,
    });
    const noEnd = await createTouchpoint(t.db, { touchpointableType: 'Event', startDate: past });
    const draft = await createTouchpoint(t.db, { state: 'draft', applicationDeadline: past });
    expect(await sweepPastTouchpoints(t.db)).toBeGreaterThanOrEqual(3);
    const state = async (id: string) =>
      (await t.db.select().from(touchpoints).where(eq(touchpoints.id, id)))[0]?.state;
    expect(await state(job.id)).toBe('expired');
    expect(await state(openJob.id)).toBe('published');
    expect(await state(event.id)).toBe('ended');
    expect(await state(running.id)).toBe('published');
    expect(await state(noEnd.id)).toBe('ended');
    expect(await state(draft.id)).toBe('draft');
    expect(await sweepPastTouchpoints(t.db)).toBe(0);
  });

  it('runs at once and then on its interval until stopped', async () => {
    const job = await createTouchpoint(t.db, { applicationDeadline: new Date(Date.now() - DAY) });
    const log = { info: () => {}, warn: () => {} };
    const stop = startLifecycleSweep(t.db, log, 50);
    await new Promise((resolve) => setTimeout(resolve, 200));
    stop();
    const [row] = await t.db.select().from(touchpoints).where(eq(touchpoints.id, job.id));
    expect(row?.state).toBe('expired');
  });
});
