import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/app';
import {
  createCandidate,
  createCompany,
  createManager,
  createRecruiter,
  createSociety,
  createTouchpoint,
  signIn,
} from '../../../../test/factories';
import {
  applications,
  eventRegistrations,
  follows,
  matches,
  memberships,
  posts,
} from '../../../db/schema';
import { postExcerpt } from './candidate-dashboard.service';

const t = useTestApp();

const DAY = 24 * 60 * 60 * 1000;
type Person = { id: string; email: string | null };

const get = async (person: Person | null, url: string) =>
  t.app.inject({ method: 'GET', url, headers: person ? await signIn(t.db, person) : {} });

const ids = (items: { id: string }[]) => items.map((item) => item.id);

describe('GET /api/v1/candidate/dashboard', () => {
  it('answers new matches, deadlines, registered events and followed news', async () => {
    const { user, candidate } = await createCandidate(t.db);
    const [best, good, fair, fourth, viewed] = await Promise.all(
      [1, 2, 3, 4, 5].map(() => createTouchpoint(t.db)),
    );
    await t.db.insert(matches).values(
      [best, good, fair, fourth, viewed].map((touchpoint, index) => ({
        candidateId: candidate.id,
        touchpointId: touchpoint!.id,
        score: 90 - index * 10,
        viewedAt: touchpoint === viewed ? new Date() : null,
      })),
    );
    const soon = await createTouchpoint(t.db, {
      applicationDeadline: new Date(Date.now() + 2 * DAY),
    });
    const far = await createTouchpoint(t.db, {
      applicationDeadline: new Date(Date.now() + 30 * DAY),
    });
    const sent = await createTouchpoint(t.db, {
      applicationDeadline: new Date(Date.now() + DAY),
    });
    await t.db.insert(applications).values([
      { candidateId: candidate.id, touchpointId: soon.id, progress: 'saved' },
      { candidateId: candidate.id, touchpointId: far.id, progress: 'started' },
      { candidateId: candidate.id, touchpointId: sent.id, progress: 'applied' },
    ]);
    const upcoming = await createTouchpoint(t.db, {
      touchpointableType: 'Event',
      startDate: new Date(Date.now() + 5 * DAY),
    });
    const past = await createTouchpoint(t.db, {
      touchpointableType: 'Event',
      startDate: new Date(Date.now() - 5 * DAY),
    });
    await t.db.insert(eventRegistrations).values([
      { candidateId: candidate.id, touchpointId: upcoming.id },
      { candidateId: candidate.id, touchpointId: past.id },
    ]);
    const company = await createCompany(t.db);
    const society = await createSociety(t.db, { name: 'Chess Society' });
    const companyJob = await createTouchpoint(t.db, { creatableForId: company.id });
    await createTouchpoint(t.db, { creatableForId: company.id, state: 'draft' });
    await t.db.insert(follows).values([
      { candidateId: candidate.id, followableType: 'Company', followableId: company.id },
      { candidateId: candidate.id, followableType: 'StudentSociety', followableId: society.id },
    ]);
    await t.db.insert(posts).values([
      { studentSocietyId: society.id, status: 'approved', body: '<p>Blitz night &amp; pizza</p>' },
      { studentSocietyId: society.id, status: 'draft', body: 'Not yet' },
    ]);

    const answer = await get(user, '/api/v1/candidate/dashboard');
    expect(answer.statusCode).toBe(200);
    const dashboard = answer.json().data.attributes;
    expect(dashboard.unvisited_matches_count).toBe(4);
    expect(ids(dashboard.new_matches)).toEqual([best!.id, good!.id, fair!.id]);
    expect(ids(dashboard.upcoming_deadlines)).toEqual([soon.id]);
    expect(ids(dashboard.registered_events)).toEqual([upcoming.id]);
    expect(ids(dashboard.followed_news)).toEqual([companyJob.id]);
    expect(dashboard.followed_posts).toEqual([
      expect.objectContaining({
        excerpt: 'Blitz night & pizza',
        student_society: expect.objectContaining({ id: society.id, name: 'Chess Society' }),
      }),
    ]);
    expect(dashboard.applications_counts).toEqual({ saved: 1, started: 1, applied: 1 });
    expect(dashboard.following_count).toBe(2);
  });

  it('counts saved, started and applied exactly as the tracker does, after an external apply too', async () => {
    const { user } = await createCandidate(t.db);
    const headers = await signIn(t.db, user);
    const touchpoints = await Promise.all(
      Array.from({ length: 8 }, () =>
        createTouchpoint(t.db, { applyUrl: 'https://example.com/apply' }),
      ),
    );
    const put = (id: string, progress: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/candidate/applications/${id}`,
        headers,
        payload: { application: { progress } },
      });
    for (const touchpoint of touchpoints)
      expect((await put(touchpoint.id, 'saved')).statusCode).toBe(200);
    // Three external applies: the button's "Apply on the employer's site" records them started.
    for (const touchpoint of touchpoints.slice(0, 3)) await put(touchpoint.id, 'started');

    const dashboard = (await get(user, '/api/v1/candidate/dashboard')).json().data.attributes;
    const tracker = (await get(user, '/api/v1/candidate/applications')).json().meta;
    expect(dashboard.applications_counts).toEqual({ saved: 5, started: 3, applied: 0 });
    expect(tracker.progress_counts).toEqual(dashboard.applications_counts);
    // What the touchpoint's button reads (the tracked application) says the same.
    const again = await put(touchpoints[0]!.id, 'saved');
    expect(again.json().data.attributes.progress).toBe('started');
  });

  it('answers an empty dashboard for a new candidate; onboarded candidates only', async () => {
    const { user } = await createCandidate(t.db);
    expect((await get(user, '/api/v1/candidate/dashboard')).json().data.attributes).toMatchObject({
      unvisited_matches_count: 0,
      new_matches: [],
      upcoming_deadlines: [],
      registered_events: [],
      followed_news: [],
      followed_posts: [],
    });
    expect((await get(null, '/api/v1/candidate/dashboard')).statusCode).toBe(401);
    const { user: recruiter } = await createRecruiter(t.db);
    expect((await get(recruiter, '/api/v1/candidate/dashboard')).statusCode).toBe(403);
    const { user: onboarding } = await createCandidate(t.db, {
      candidate: { onboardingCompleted: false },
    });
    expect((await get(onboarding, '/api/v1/candidate/dashboard')).statusCode).toBe(403);
  });
});

describe('GET /api/v1/candidate/student_societies/interacted', () => {
  it('lists followed and joined societies with their last post and unseen posts', async () => {
    const { user, candidate } = await createCandidate(t.db);
    const followed = await createSociety(t.db, { name: 'Alpha Society' });
    const joined = await createSociety(t.db, { name: 'Beta Society' });
    const requested = await createSociety(t.db);
    const { studentSocietyId: hidden } = await createManager(t.db, {
      user: { isApproved: false },
    });
    const longAgo = new Date(Date.now() - 10 * DAY);
    await t.db.insert(follows).values([
      {
        candidateId: candidate.id,
        followableType: 'StudentSociety',
        followableId: followed.id,
        createdAt: longAgo,
      },
      { candidateId: candidate.id, followableType: 'StudentSociety', followableId: hidden },
    ]);
    await t.db.insert(memberships).values([
      {
        candidateId: candidate.id,
        studentSocietyId: joined.id,
        status: 'subscribed',
        lastViewedAt: new Date(Date.now() - DAY),
      },
      {
        candidateId: candidate.id,
        studentSocietyId: requested.id,
        status: 'subscription_requests',
      },
    ]);
    const [newest] = await t.db
      .insert(posts)
      .values([
        { studentSocietyId: joined.id, status: 'approved', createdAt: new Date() },
        {
          studentSocietyId: joined.id,
          status: 'approved',
          createdAt: new Date(Date.now() - 2 * DAY),
        },
        {
          studentSocietyId: followed.id,
          status: 'approved',
          createdAt: new Date(Date.now() - 3 * DAY),
        },
        { studentSocietyId: followed.id, status: 'declined', createdAt: new Date() },
      ])
      .returning();

    const list = (await get(user, '/api/v1/candidate/student_societies/interacted')).json();
    expect(list.meta).toEqual({ total_count: 2 });
    expect(list.data.map((item: { attributes: { name: string } }) => item.attributes.name)).toEqual(
      ['Beta Society', 'Alpha Society'],
    );
    expect(list.data[0].attributes).toMatchObject({
      last_post: { id: newest!.id, created_at: newest!.createdAt.toISOString() },
      not_viewed_count: 1,
    });
    expect(list.data[1].attributes.not_viewed_count).toBe(1);
    const { user: manager } = await createManager(t.db);
    expect((await get(manager, '/api/v1/candidate/student_societies/interacted')).statusCode).toBe(
      403,
    );
  });
});

describe('postExcerpt', () => {
  it('strips markup and cuts long text at a word', () => {
    expect(postExcerpt('<p>Hello&nbsp;<b>world</b></p>')).toBe('Hello world');
    const long = `${'word '.repeat(60)}end`;
    const excerpt = postExcerpt(long);
    expect(excerpt.endsWith('…')).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(161);
    expect(excerpt).not.toMatch(/wor…$/);
  });
});
