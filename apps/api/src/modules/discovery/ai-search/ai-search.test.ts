import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/app';
import {
  createCandidate,
  createCity,
  createManager,
  createTouchpoint,
  placeTouchpoint,
  signIn,
} from '../../../../test/factories';
import { cities } from '../../../db/schema';

const t = useTestApp();
const MISSING_ID = '00000000-0000-4000-8000-000000000066';

const signedInCandidate = async (onboardingCompleted = true) => {
  const { user } = await createCandidate(t.db, { candidate: { onboardingCompleted } });
  return signIn(t.db, user);
};

const ask = (headers: Record<string, string>, question: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/candidate/ai_searches',
    headers,
    payload: { question },
  });

const manchester = async () => {
  const [found] = await t.db.select().from(cities).where(eq(cities.name, 'Manchester'));
  return found ?? createCity(t.db, { name: 'Manchester' });
};

interface AiSearchBody {
  data: {
    id: string;
    attributes: {
      query: string;
      name: string | null;
      filters: Record<string, unknown>;
      names: Record<string, string>;
      dropped_filters: Record<string, unknown>;
      provider?: string;
      results_count: number;
    };
  };
}

describe('AI searches', () => {
  it('widens a question whose filters together find nothing, until it finds something', async () => {
    const city = await manchester();
    // Remote work anywhere, or any work in Manchester ("in Manchester or remote").
    const office = await createTouchpoint(t.db, {
      touchpointableType: 'Internship',
      title: 'Widening marketing intern',
      workingModel: 'office',
      minimumSalary: 18000,
    });
    await placeTouchpoint(t.db, office.id, { cityIds: [city.id] });
    const headers = await signedInCandidate();
    const answer = await ask(
      headers,
      'paid summer internships in widening marketing in Manchester or remote, over 95k',
    );
    const { data } = answer.json() as AiSearchBody;
    // Nothing pays 95k: the pay and the kind were left out, the place and the words kept.
    expect(data.attributes.results_count).toBeGreaterThan(0);
    expect(data.attributes.filters).toMatchObject({ type: 'internships', city_ids: [city.id] });
    expect(data.attributes.filters).not.toHaveProperty('salary_min');
    expect(String(data.attributes.filters.q)).toContain('widening');
    // The page says what was left out: the pay asked for, with its amount.
    expect(data.attributes.dropped_filters).toMatchObject({ salary_min: 95000 });
    expect(data.attributes.dropped_filters).not.toHaveProperty('city_ids');
    // "marketing" is still searched, as words: the area is not said to be left out beside its
    // "marketing" chip (issue 13, found by hand).
    expect(String(data.attributes.filters.q).split(' ')).toContain('marketing');
    expect(data.attributes.dropped_filters).not.toHaveProperty('area_of_responsibility_ids');
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/v1/candidate/ai_searches/${data.id}`,
      headers,
    });
    expect(again.json().data.attributes.dropped_filters).toEqual(data.attributes.dropped_filters);
    const results = await t.app.inject({
      method: 'GET',
      url: `/api/v1/search/touchpoints?type=internships&city_ids[]=${city.id}&q=${encodeURIComponent(String(data.attributes.filters.q))}`,
    });
    expect(results.json().data.map((item: { id: string }) => item.id)).toContain(office.id);
  });

  it('reads "in Manchester or remote" as a place: remote anywhere, or in Manchester in any mode', async () => {
    const city = await manchester();
    const office = await createTouchpoint(t.db, {
      touchpointableType: 'Job',
      title: 'Placeword analyst in the office',
      workingModel: 'office',
    });
    await placeTouchpoint(t.db, office.id, { cityIds: [city.id] });
    const remote = await createTouchpoint(t.db, {
      touchpointableType: 'Job',
      title: 'Placeword analyst from home',
      workingModel: 'remote',
    });
    const elsewhere = await createTouchpoint(t.db, {
      touchpointableType: 'Job',
      title: 'Placeword analyst elsewhere',
      workingModel: 'office',
    });
    const found = await t.app.inject({
      method: 'GET',
      url: `/api/v1/search/touchpoints?type=jobs&q=placeword&city_ids[]=${city.id}&work_modes[]=remote`,
    });
    const ids = found.json().data.map((item: { id: string }) => item.id);
    expect(ids).toEqual(expect.arrayContaining([office.id, remote.id]));
    expect(ids).not.toContain(elsewhere.id);
  });

  it('reads a question into filters with names, counts the results and keeps it', async () => {
    const city = await manchester();
    const internship = await createTouchpoint(t.db, {
      touchpointableType: 'Internship',
      title: 'Summer marketing intern',
      kind: 'summer_internship',
      minimumSalary: 26000,
      maximumSalary: 28000,
    });
    await placeTouchpoint(t.db, internship.id, { cityIds: [city.id] });
    const headers = await signedInCandidate();
    const answer = await ask(headers, 'paid summer internships in Manchester, over 25k');
    expect(answer.statusCode).toBe(201);
    const { data } = answer.json() as AiSearchBody;
    expect(data.attributes).toMatchObject({
      query: 'paid summer internships in Manchester, over 25k',
      name: null,
      provider: 'built_in',
      filters: {
        type: 'internships',
        city_ids: [city.id],
        kinds: ['summer_internship'],
        salary_min: 25000,
        paid_only: true,
      },
      names: { [city.id]: 'Manchester', summer_internship: 'Summer internship' },
    });
    expect(data.attributes.results_count).toBe(1);

    const read = await t.app.inject({
      method: 'GET',
      url: `/api/v1/candidate/ai_searches/${data.id}`,
      headers,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().data.attributes.filters).toEqual(data.attributes.filters);

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/candidate/ai_searches',
      headers,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({
      data: [
        {
          id: data.id,
          attributes: { filters: { type: 'internships', city_ids: [city.id] }, results_count: 1 },
        },
      ],
      meta: { total_count: 1 },
    });
  });

  it('saves edited filters and a name, and recounts', async () => {
    const headers = await signedInCandidate();
    const { data } = (await ask(headers, 'remote marketing jobs')).json() as AiSearchBody;
    const url = `/api/v1/candidate/ai_searches/${data.id}`;
    const saved = await t.app.inject({
      method: 'PATCH',
      url,
      headers,
      payload: { ai_search: { filters: { type: 'jobs', q: 'analyst' }, name: 'Analyst jobs' } },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.attributes).toMatchObject({
      name: 'Analyst jobs',
      filters: { type: 'jobs', q: 'analyst' },
      // Filters the candidate chose leave nothing out.
      dropped_filters: {},
    });
    const invalid = await t.app.inject({
      method: 'PATCH',
      url,
      headers,
      payload: { ai_search: { name: '   ' } },
    });
    expect(invalid.statusCode).toBe(400);
    const unsaved = await t.app.inject({
      method: 'PATCH',
      url,
      headers,
      payload: { ai_search: { name: null } },
    });
    expect(unsaved.json().data.attributes.name).toBeNull();
  });

  it('keeps each candidate’s searches to themselves: another’s answers 404', async () => {
    const owner = await signedInCandidate();
    const other = await signedInCandidate();
    const { data } = (await ask(owner, 'graduate jobs in London')).json() as AiSearchBody;
    const url = `/api/v1/candidate/ai_searches/${data.id}`;
    const theirs = await t.app.inject({ method: 'GET', url, headers: other });
    const missing = await t.app.inject({
      method: 'GET',
      url: `/api/v1/candidate/ai_searches/${MISSING_ID}`,
      headers: other,
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).toBe(missing.body);
    const patch = await t.app.inject({
      method: 'PATCH',
      url,
      headers: other,
      payload: { ai_search: { name: 'Mine now' } },
    });
    expect(patch.statusCode).toBe(404);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/candidate/ai_searches',
      headers: other,
    });
    expect(list.json().data).toEqual([]);
  });

  it('is for onboarded candidates only', async () => {
    expect((await ask({}, 'jobs')).statusCode).toBe(401);
    const { user } = await createManager(t.db);
    expect((await ask(await signIn(t.db, user), 'jobs')).statusCode).toBe(403);
    expect((await ask(await signedInCandidate(false), 'jobs')).statusCode).toBe(403);
    const empty = await ask(await signedInCandidate(), '   ');
    expect(empty.statusCode).toBe(400);
  });
});
