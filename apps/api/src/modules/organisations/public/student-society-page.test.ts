import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/app';
import {
  createCandidate,
  createCity,
  createCountry,
  createManager,
  createSociety,
  createTouchpoint,
  createUniversity,
} from '../../../../test/factories';
import {
  educationHistories,
  follows,
  memberships,
  societyCategories,
  tags,
} from '../../../db/schema';

const t = useTestApp();

const get = (url: string) => t.app.inject({ method: 'GET', url });
const ids = (document: { data: { id: string }[] }) => document.data.map((item) => item.id);
const DAY = 86_400_000;

const member = async (societyId: string, universityId: string) => {
  const { candidate } = await createCandidate(t.db);
  await t.db.insert(educationHistories).values({ candidateId: candidate.id, universityId });
  await t.db.insert(memberships).values({
    studentSocietyId: societyId,
    candidateId: candidate.id,
    status: 'subscribed',
  });
  return candidate;
};

describe('GET /api/v1/student_societies/:id', () => {
  it('answers one society by slug or id with its page facts', async () => {
    const city = await createCity(t.db);
    const university = await createUniversity(t.db, { cityId: city.id });
    const other = await createUniversity(t.db, { name: 'Another University' });
    const society = await createSociety(t.db, {
      universityId: university.id,
      description: 'Chess every Tuesday.',
      website: 'https://chess.example.org',
      instagramUrl: 'https://www.instagram.com/chess_example',
    });
    const [topic] = await t.db.select().from(tags).where(eq(tags.type, 'Topic')).limit(1);
    if (!topic) throw new Error('Reference data lacks topics');
    await t.db.insert(societyCategories).values({ studentSocietyId: society.id, tagId: topic.id });
    const first = await member(society.id, university.id);
    await member(society.id, university.id);
    await member(society.id, other.id);
    await t.db.insert(follows).values({
      candidateId: first.id,
      followableType: 'StudentSociety',
      followableId: society.id,
    });
    const host = { creatableForType: 'StudentSociety' as const, creatableForId: society.id };
    await createTouchpoint(t.db, {
      ...host,
      touchpointableType: 'Event',
      startDate: new Date(Date.now() + DAY),
    });
    for (const [days, state] of [
      [3, 'published'],
      [30, 'ended'],
      [40, 'draft'],
    ] as const) {
      await createTouchpoint(t.db, {
        ...host,
        state,
        touchpointableType: 'Event',
        startDate: new Date(Date.now() - days * DAY),
      });
    }

    const answer = await get(`/api/v1/student_societies/${society.slug}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.attributes).toEqual({
      id: society.id,
      name: society.name,
      slug: society.slug,
      icon_url: null,
      is_verified: false,
      is_provider_verified: false,
      university: { id: university.id, name: university.name, slug: university.slug },
      description: 'Chess every Tuesday.',
      cover_url: null,
      city: { id: city.id, name: city.name },
      categories: [{ id: topic.id, name: topic.name }],
      members_count: 3,
      approves_members: false,
      followers_count: 1,
      upcoming_events_count: 1,
      past_events_count: 2,
      audience: [
        { id: university.id, name: university.name, slug: university.slug, members_count: 2 },
        { id: other.id, name: 'Another University', slug: other.slug, members_count: 1 },
      ],
      website: 'https://chess.example.org',
      instagram_url: 'https://www.instagram.com/chess_example',
      linkedin_url: null,
      short_link: null,
    });
    expect((await get(`/api/v1/student_societies/${society.id}`)).json().data.id).toBe(society.id);
  });

  it('answers 404 for a missing society and one not public yet, alike', async () => {
    const { studentSocietyId } = await createManager(t.db, { user: { isApproved: false } });
    const missing = await get('/api/v1/student_societies/no-such-society');
    const hidden = await get(`/api/v1/student_societies/${studentSocietyId}`);
    expect([missing.statusCode, hidden.statusCode]).toEqual([404, 404]);
    expect(hidden.json()).toEqual(missing.json());
  });
});

describe('GET /api/v1/student_societies parameters', () => {
  it('filters by country and by city of the university', async () => {
    const country = await createCountry(t.db);
    const city = await createCity(t.db, { countryId: country.id });
    const inCountry = await createSociety(t.db, {
      universityId: (await createUniversity(t.db, { countryId: country.id })).id,
    });
    const inCity = await createSociety(t.db, {
      universityId: (await createUniversity(t.db, { countryId: country.id, cityId: city.id })).id,
    });
    await createSociety(t.db, { universityId: (await createUniversity(t.db)).id });
    const byCountry = (await get(`/api/v1/student_societies?country_ids[]=${country.id}`)).json();
    expect(ids(byCountry).sort()).toEqual([inCountry.id, inCity.id].sort());
    expect(ids((await get(`/api/v1/student_societies?city_ids=${city.id}`)).json())).toEqual([
      inCity.id,
    ]);
  });

  it('answers only the societies asked for by ids, verified or not', async () => {
    const verified = await createSociety(t.db, { isVerified: true });
    const unverified = await createSociety(t.db);
    const query = `ids[]=${verified.id}&ids[]=${unverified.id}`;
    expect(ids((await get(`/api/v1/student_societies?${query}`)).json()).sort()).toEqual(
      [verified.id, unverified.id].sort(),
    );
    expect(ids((await get(`/api/v1/student_societies?${query}&verified=false`)).json())).toEqual([
      unverified.id,
    ]);
  });

  it('pages 50 at a time by default', async () => {
    const university = await createUniversity(t.db);
    for (let n = 0; n < 3; n += 1) await createSociety(t.db, { universityId: university.id });
    const base = `/api/v1/student_societies?university_ids[]=${university.id}`;
    expect((await get(base)).json().meta).toEqual({
      page: 1,
      per_page: 50,
      total_count: 3,
      total_pages: 1,
      total_is_estimate: false,
    });
    const second = (await get(`${base}&per_page=2&page=2`)).json();
    expect(second.data).toHaveLength(1);
    expect(second.meta.total_pages).toBe(2);
  });

  it('leaves out societies whose managers all await approval', async () => {
    const university = await createUniversity(t.db);
    const waiting = await createSociety(t.db, { universityId: university.id });
    await createManager(t.db, { studentSocietyId: waiting.id, user: { isApproved: false } });
    const approved = await createSociety(t.db, { universityId: university.id });
    await createManager(t.db, { studentSocietyId: approved.id });
    expect(
      ids((await get(`/api/v1/student_societies?university_ids[]=${university.id}`)).json()),
    ).toEqual([approved.id]);
  });
});
