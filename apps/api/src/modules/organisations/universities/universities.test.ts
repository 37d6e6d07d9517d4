import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/app';
import { createCity, createSociety, createUniversity } from '../../../../test/factories';

const t = useTestApp();

const get = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() };
};

describe('universities', () => {
  it('pages 50 at a time with paging meta', async () => {
    const { body } = await get('/api/v1/universities');
    expect(body.data).toHaveLength(50);
    expect(body.meta).toMatchObject({ page: 1, per_page: 50 });
    expect(body.meta.total_pages).toBe(Math.ceil(body.meta.total_count / 50));
  });

  it('finds universities by name, also with a typo', async () => {
    const exact = await get('/api/v1/universities?q=Edinburgh');
    expect(exact.body.data[0].attributes.name).toMatch(/Edinburgh/);
    const typo = await get('/api/v1/universities?q=Edinburh');
    expect(
      typo.body.data.map((u: { attributes: { name: string } }) => u.attributes.name),
    ).toContain(exact.body.data[0].attributes.name);
  });

  it('filters by city and counts verified societies', async () => {
    const city = await createCity(t.db, { name: 'Fenbridge' });
    const university = await createUniversity(t.db, {
      name: 'University of Fenbridge',
      cityId: city.id,
    });
    await createSociety(t.db, { universityId: university.id, isVerified: true });
    await createSociety(t.db, { universityId: university.id, isVerified: false });
    const { body } = await get(`/api/v1/universities?city_ids[]=${city.id}`);
    expect(body.data).toHaveLength(1);
    expect(body.data[0].attributes).toMatchObject({
      id: university.id,
      name: 'University of Fenbridge',
      city: { id: city.id, name: 'Fenbridge' },
      country: { label: 'United Kingdom' },
      student_societies_count: 1,
    });
  });

  it('finds a university by its city’s name and lists those with the most societies first', async () => {
    const city = await createCity(t.db, { name: 'Quarrydown' });
    const busy = await createUniversity(t.db, { name: 'Zeta Institute', cityId: city.id });
    await createUniversity(t.db, { name: 'Alpha College', cityId: city.id });
    for (let index = 0; index < 3; index += 1) {
      await createSociety(t.db, { universityId: busy.id, isVerified: true });
    }
    const inCity = await get('/api/v1/universities?q=Quarrydown');
    expect(
      inCity.body.data.map((u: { attributes: { name: string } }) => u.attributes.name),
    ).toEqual(['Zeta Institute', 'Alpha College']);
    expect(inCity.body.meta.total_count).toBe(2);
    const first = await get('/api/v1/universities');
    expect(first.body.data[0].attributes.student_societies_count).toBeGreaterThanOrEqual(3);
  });

  it('answers one university by id or slug, and 404 for an unknown one', async () => {
    const university = await createUniversity(t.db);
    expect((await get(`/api/v1/universities/${university.id}`)).body.data.id).toBe(university.id);
    expect((await get(`/api/v1/universities/${university.slug}`)).body.data.id).toBe(university.id);
    const missing = await get('/api/v1/universities/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('University not found');
  });
});
