import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/app';
import {
  createCandidate,
  createCity,
  createTag,
  createTouchpoint,
  createUser,
  placeTouchpoint,
  signIn,
} from '../../../../test/factories';
import { applications, candidates, matches, touchpointCities } from '../../../db/schema';

const t = useTestApp();
const DAY = 86_400_000;

/** Two areas of responsibility of this test's own, so tests never see each other's touchpoints. */
const areaTags = async () => [
  await createTag(t.db, 'AreaOfResponsibility', 'Marketing'),
  await createTag(t.db, 'AreaOfResponsibility', 'Other'),
];

/** A candidate who wants marketing roles in one city, and touchpoints of every type there. */
const setUp = async () => {
  const [marketing, other] = await areaTags();
  const city = await createCity(t.db);
  const { user, candidate } = await createCandidate(t.db, {
    candidate: {
      preferences: {
        opportunity_types: ['job', 'internship', 'event'],
        area_of_responsibility_ids: [marketing!.id],
        city_ids: [city.id],
      },
    },
  });
  const headers = await signIn(t.db, user);
  const deadline = new Date(Date.now() + 20 * DAY);
  const make = async (
    type: 'Job' | 'Internship' | 'Event',
    title: string,
    area = marketing!.id,
    extra: Parameters<typeof createTouchpoint>[1] = {},
  ) => {
    const touchpoint = await createTouchpoint(t.db, {
      touchpointableType: type,
      title,
      applicationDeadline: type === 'Event' ? null : deadline,
      startDate: type === 'Event' ? deadline : null,
      ...extra,
    });
    await placeTouchpoint(t.db, touchpoint.id, { areaIds: [area], cityIds: [city.id] });
    return touchpoint;
  };
  const job = await make('Job', 'Marketing graduate');
  const internship = await make('Internship', 'Marketing intern');
  const event = await make('Event', 'Marketing careers evening');
  const unrelated = await make('Job', 'Unrelated role', other!.id);
  await t.db.delete(touchpointCities).where(eq(touchpointCities.touchpointId, unrelated.id));
  const closed = await make('Job', 'Closed marketing role', marketing!.id, {
    applicationDeadline: new Date(Date.now() - DAY),
  });
  const draft = await make('Job', 'Draft marketing role', marketing!.id, { state: 'draft' });
  return {
    user,
    candidate,
    headers,
    city,
    marketing: marketing!,
    job,
    internship,
    event,
    unrelated,
    closed,
    draft,
  };
};

const list = async (headers: Record<string, string>, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/v3/matches?group_by=touchpointable${query}`, headers });

const generate = async (headers: Record<string, string>, query = '&generate_now=true') => {
  const started = await list(headers, query);
  await t.app.jobs.settled();
  return started;
};

describe('GET /api/v3/matches', () => {
  it('generates in the background, then answers matches grouped by type with reasons', async () => {
    const s = await setUp();
    const before = await list(s.headers);
    expect(before.statusCode).toBe(200);
    expect(before.json().data.touchpoints).toEqual({ jobs: [], internships: [], events: [] });

    const started = await generate(s.headers);
    expect(started.json().meta.generating).toBe(true);

    const document = (await list(s.headers)).json();
    const ids = (group: string) =>
      document.data.touchpoints[group].map((tp: { id: string }) => tp.id);
    expect(ids('jobs')).toEqual([s.job.id]);
    expect(ids('internships')).toEqual([s.internship.id]);
    expect(ids('events')).toEqual([s.event.id]);
    const match = document.data.touchpoints.jobs[0].attributes.match;
    expect(match.score).toBeGreaterThan(50);
    expect(match.reasons).toEqual(
      expect.arrayContaining([
        { key: `area:${s.marketing.id}`, label: `You want to work in ${s.marketing.name}` },
        { key: `city:${s.city.id}`, label: `In ${s.city.name}` },
      ]),
    );
    expect(document.meta).toEqual({
      unvisited_count: 3,
      viewed_count: 0,
      jobs: { unvisited_count: 1, viewed_count: 0 },
      internships: { unvisited_count: 1, viewed_count: 0 },
      events: { unvisited_count: 1, viewed_count: 0 },
      generating: false,
    });
  });

  it('keeps a viewed match viewed when regenerating, and drops it from scratch', async () => {
    const s = await setUp();
    await generate(s.headers);
    const [row] = await t.db
      .select()
      .from(matches)
      .where(and(eq(matches.candidateId, s.candidate.id), eq(matches.touchpointId, s.job.id)));
    const viewedAt = '2030-01-02T03:04:05.000Z';
    const viewed = await t.app.inject({
      method: 'PATCH',
      url: `/api/v2/matches/${row!.id}`,
      headers: s.headers,
      payload: { match: { viewed_at: viewedAt } },
    });
    expect(viewed.statusCode).toBe(200);
    expect(viewed.json().data.attributes).toMatchObject({
      id: row!.id,
      touchpoint_id: s.job.id,
      viewed_at: viewedAt,
    });

    await generate(s.headers);
    let meta = (await list(s.headers)).json().meta;
    expect(meta).toMatchObject({ unvisited_count: 2, viewed_count: 1, jobs: { viewed_count: 1 } });

    await generate(s.headers, '&generate_from_scratch=true');
    meta = (await list(s.headers)).json().meta;
    expect(meta).toMatchObject({ unvisited_count: 3, viewed_count: 0 });
  });

  it('is for every candidate, and for candidates only', async () => {
    expect((await list({})).statusCode).toBe(401);
    const recruiter = await createUser(t.db, { userableType: 'Recruiter' });
    expect((await list(await signIn(t.db, recruiter))).statusCode).toBe(403);
  });
});

describe('a candidate who has not finished onboarding', () => {
  it('gets the newest and most popular opportunities, each with the true reason it is shown', async () => {
    const deadline = new Date(Date.now() + 20 * DAY);
    const fresh = await createTouchpoint(t.db, {
      touchpointableType: 'Internship',
      title: 'Fresh summer internship',
      applicationDeadline: deadline,
      publishedAt: new Date(Date.now() - DAY),
    });
    const popular = await createTouchpoint(t.db, {
      touchpointableType: 'Job',
      title: 'Popular graduate role',
      applicationDeadline: deadline,
      publishedAt: new Date(Date.now() - 40 * DAY),
    });
    for (const progress of ['saved', 'started', 'applied'] as const) {
      const other = await createCandidate(t.db);
      await t.db
        .insert(applications)
        .values({ candidateId: other.candidate.id, touchpointId: popular.id, progress });
    }
    const { user, candidate } = await createCandidate(t.db, {
      candidate: { onboardingCompleted: false, preferences: {} },
    });

    const answer = await list(await signIn(t.db, user));
    expect(answer.statusCode).toBe(200);
    const document = answer.json();
    const shown = [
      ...document.data.touchpoints.jobs,
      ...document.data.touchpoints.internships,
      ...document.data.touchpoints.events,
    ];
    const reasonsOf = (id: string) =>
      shown.find((item: { id: string }) => item.id === id)?.attributes.match.reasons;
    expect(reasonsOf(fresh.id)).toContainEqual({ key: 'fresh', label: 'New this week' });
    expect(reasonsOf(popular.id)).toContainEqual({
      key: 'popular',
      label: 'Popular with 3 candidates',
    });
    // Nothing is said about preferences, a CV or a place the candidate never gave.
    for (const item of shown) {
      for (const reason of item.attributes.match.reasons) {
        expect(['fresh', 'popular', 'experience']).toContain(reason.key);
      }
    }
    expect(document.meta).toMatchObject({
      unvisited_count: shown.length,
      viewed_count: 0,
      jobs: { unvisited_count: document.data.touchpoints.jobs.length },
      internships: { unvisited_count: document.data.touchpoints.internships.length },
      generating: false,
    });
    const stored = await t.db.select().from(matches).where(eq(matches.candidateId, candidate.id));
    expect(stored).toHaveLength(shown.length);
  });
});

describe('a candidate’s own matches', () => {
  it('answers another candidate’s match exactly like a missing one', async () => {
    const s = await setUp();
    await generate(s.headers);
    const [own] = await t.db.select().from(matches).where(eq(matches.candidateId, s.candidate.id));
    const { user } = await createCandidate(t.db);
    const other = await signIn(t.db, user);
    const missing = '00000000-0000-4000-8000-000000000000';
    const calls = (id: string) => [
      {
        method: 'PATCH' as const,
        url: `/api/v2/matches/${id}`,
        payload: { match: { viewed_at: new Date().toISOString() } },
      },
      { method: 'POST' as const, url: `/api/v3/matches/${id}/dismiss` },
      {
        method: 'POST' as const,
        url: '/api/v3/matches/mark_preferred',
        payload: { match_ids: [id] },
      },
    ];
    for (const [theirs, absent] of calls(own!.id).map(
      (call, i) => [call, calls(missing)[i]!] as const,
    )) {
      const a = await t.app.inject({ ...theirs, headers: other });
      const b = await t.app.inject({ ...absent, headers: other });
      expect(a.statusCode).toBe(404);
      expect(a.body).toBe(b.body);
    }
    const [after] = await t.db.select().from(matches).where(eq(matches.id, own!.id));
    expect(after).toMatchObject({ viewedAt: null, dismissedAt: null, preferred: false });
  });

  it('marks matches preferred and answers the user', async () => {
    const s = await setUp();
    await generate(s.headers);
    const rows = await t.db.select().from(matches).where(eq(matches.candidateId, s.candidate.id));
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/v3/matches/mark_preferred',
      headers: s.headers,
      payload: { match_ids: [rows[0]!.id] },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.attributes.email).toBe(s.user.email);
    const document = (await list(s.headers)).json();
    const all = Object.values(document.data.touchpoints).flat() as {
      attributes: { match: { id: string; preferred: boolean } };
    }[];
    expect(
      all.find((tp) => tp.attributes.match.id === rows[0]!.id)?.attributes.match.preferred,
    ).toBe(true);
  });

  it('dismisses a match for good', async () => {
    const s = await setUp();
    await generate(s.headers);
    const jobs = (await list(s.headers)).json().data.touchpoints.jobs;
    const dismissed = await t.app.inject({
      method: 'POST',
      url: `/api/v3/matches/${jobs[0].attributes.match.id}/dismiss`,
      headers: s.headers,
    });
    expect(dismissed.statusCode).toBe(200);
    expect(dismissed.json().data.attributes.dismissed_at).toEqual(expect.any(String));
    await generate(s.headers);
    const after = (await list(s.headers)).json();
    expect(after.data.touchpoints.jobs).toEqual([]);
    expect(after.meta.unvisited_count).toBe(2);
  });

  it('dismisses a reason: it counts for no match any more', async () => {
    const s = await setUp();
    await generate(s.headers);
    const before = (await list(s.headers)).json().data.touchpoints.jobs[0].attributes.match;
    const key = `city:${s.city.id}`;
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/v3/matches/dismiss_reason',
      headers: s.headers,
      payload: { reason_key: key },
    });
    expect(answer.statusCode).toBe(200);
    const match = answer.json().data.touchpoints.jobs[0].attributes.match;
    expect(match.reasons.map((reason: { key: string }) => reason.key)).not.toContain(key);
    expect(match.score).toBeLessThan(before.score);
    const [candidate] = await t.db
      .select()
      .from(candidates)
      .where(eq(candidates.id, s.candidate.id));
    expect(candidate!.preferences).toMatchObject({ dismissed_match_reasons: [key] });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v3/matches/dismiss_reason',
      headers: s.headers,
      payload: { reason_key: 'City:<b>' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('regenerates when the candidate’s profile changes', async () => {
    const s = await setUp();
    const update = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/candidate',
      headers: s.headers,
      payload: { candidate: { preferences: { opportunity_types: ['event'] } } },
    });
    expect(update.statusCode).toBe(200);
    await t.app.jobs.settled();
    const document = (await list(s.headers)).json();
    expect(document.meta).toMatchObject({ unvisited_count: 1, events: { unvisited_count: 1 } });
  });
});
