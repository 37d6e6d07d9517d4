import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/app';
import {
  createCandidate,
  createCity,
  createCompany,
  createRecruiter,
  createTouchpoint,
} from '../../../../test/factories';
import { companyOffices, follows, tags } from '../../../db/schema';

const t = useTestApp();

const get = (url: string) => t.app.inject({ method: 'GET', url });
const ids = (document: { data: { id: string }[] }) => document.data.map((item) => item.id);
const DAY = 86_400_000;

let industries: { id: string; name: string }[] = [];
beforeAll(async () => {
  industries = await t.db
    .select({ id: tags.id, name: tags.name })
    .from(tags)
    .where(eq(tags.type, 'Industry'))
    .limit(2);
});

describe('GET /api/v1/companies', () => {
  it('searches by name (close spellings too) and by q', async () => {
    const company = await createCompany(t.db, { name: 'Zephyrine Logistics' });
    for (const query of ['name=zephyrine', 'q=Zephyrine%20Log', 'name=zephyrene%20logistics']) {
      const document = (await get(`/api/v1/companies?${query}`)).json();
      expect(ids(document)).toContain(company.id);
    }
    expect(ids((await get('/api/v1/companies?name=quetzalcoatl')).json())).toEqual([]);
  });

  it('filters by industry, by city (head office or any office) and by verified', async () => {
    const [industry] = industries;
    if (!industry) throw new Error('Reference data lacks industries');
    const city = await createCity(t.db);
    const inIndustry = await createCompany(t.db, { industryId: industry.id, isVerified: true });
    const headOffice = await createCompany(t.db, { cityId: city.id });
    const office = await createCompany(t.db);
    await t.db.insert(companyOffices).values({ companyId: office.id, cityId: city.id });

    const byIndustry = (await get(`/api/v1/companies?industry_ids[]=${industry.id}`)).json();
    expect(ids(byIndustry)).toEqual([inIndustry.id]);
    expect(byIndustry.data[0].attributes.industry).toEqual(industry);
    const byCity = (await get(`/api/v1/companies?city_ids=${city.id}`)).json();
    expect(ids(byCity).sort()).toEqual([headOffice.id, office.id].sort());
    const verified = (await get('/api/v1/companies?verified=true&per_page=100')).json();
    expect(ids(verified)).toContain(inIndustry.id);
    expect(ids(verified)).not.toContain(office.id);
  });

  it('pages 24 at a time by default, in name order', async () => {
    await Promise.all(
      Array.from({ length: 3 }, (_, n) => createCompany(t.db, { name: `Paging Works ${n}` })),
    );
    const first = (await get('/api/v1/companies?name=paging%20works&per_page=2')).json();
    expect(first.meta).toEqual({
      page: 1,
      per_page: 2,
      total_count: 3,
      total_pages: 2,
      total_is_estimate: false,
    });
    expect(
      first.data.map((item: { attributes: { name: string } }) => item.attributes.name),
    ).toEqual(['Paging Works 0', 'Paging Works 1']);
    const second = (await get('/api/v1/companies?name=paging%20works&per_page=2&page=2')).json();
    expect(second.data).toHaveLength(1);
    expect((await get('/api/v1/companies')).json().meta.per_page).toBe(24);
    expect((await get('/api/v1/companies?per_page=500')).statusCode).toBe(400);
  });

  it('leaves out companies whose recruiters all await approval', async () => {
    const { companyId: waiting } = await createRecruiter(t.db, { user: { isApproved: false } });
    const { companyId: approved } = await createRecruiter(t.db);
    const listed = ids((await get('/api/v1/companies?per_page=100')).json());
    expect(listed).toContain(approved);
    expect(listed).not.toContain(waiting);
  });
});

describe('GET /api/v1/companies/:id', () => {
  it('answers one company by slug or id with its page facts', async () => {
    const city = await createCity(t.db);
    const company = await createCompany(t.db, {
      description: 'We make maps.',
      website: 'https://maps.example.com',
      cityId: city.id,
    });
    await t.db.insert(companyOffices).values({ companyId: company.id, cityId: city.id });
    const future = new Date(Date.now() + 20 * DAY);
    const past = new Date(Date.now() - 2 * DAY);
    await createTouchpoint(t.db, { creatableForId: company.id, applicationDeadline: future });
    await createTouchpoint(t.db, { creatableForId: company.id, applicationDeadline: past });
    await createTouchpoint(t.db, { creatableForId: company.id, touchpointableType: 'Internship' });
    await createTouchpoint(t.db, {
      creatableForId: company.id,
      touchpointableType: 'Event',
      startDate: future,
    });
    await createTouchpoint(t.db, { creatableForId: company.id, state: 'draft' });
    const { candidate } = await createCandidate(t.db);
    await t.db.insert(follows).values({
      candidateId: candidate.id,
      followableType: 'Company',
      followableId: company.id,
    });

    const bySlug = await get(`/api/v1/companies/${company.slug}`);
    expect(bySlug.statusCode).toBe(200);
    expect(bySlug.json().data.attributes).toMatchObject({
      id: company.id,
      slug: company.slug,
      description: 'We make maps.',
      website: 'https://maps.example.com',
      city: { id: city.id, name: city.name },
      offices: [{ id: city.id, name: city.name }],
      followers_count: 1,
      open_jobs_count: 1,
      open_internships_count: 1,
      upcoming_events_count: 1,
      open_touchpoints_count: 3,
      short_link: null,
    });
    expect((await get(`/api/v1/companies/${company.id}`)).json().data.id).toBe(company.id);
    // The directory's card counts the same open touchpoints (closed and draft ones left out).
    const listed = await get(`/api/v1/companies?name=${encodeURIComponent(company.name)}`);
    const card = listed.json().data.find((item: { id: string }) => item.id === company.id);
    expect(card?.attributes.open_touchpoints_count).toBe(3);
  });

  it('answers 404 for a missing company and for one not public yet, alike', async () => {
    const { companyId } = await createRecruiter(t.db, { user: { isApproved: false } });
    const missing = await get('/api/v1/companies/no-such-company');
    const hidden = await get(`/api/v1/companies/${companyId}`);
    expect(missing.statusCode).toBe(404);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual(missing.json());
    expect((await get('/api/v1/companies/not%20a%20slug')).statusCode).toBe(400);
  });
});

describe('GET /api/v1/companies/:id/touchpoints', () => {
  it('answers the ids of its published touchpoints, or only the featured ones', async () => {
    const company = await createCompany(t.db);
    const featured = await createTouchpoint(t.db, { creatableForId: company.id, featured: true });
    const plain = await createTouchpoint(t.db, { creatableForId: company.id });
    await createTouchpoint(t.db, { creatableForId: company.id, featured: true, state: 'draft' });
    await createTouchpoint(t.db, { featured: true });

    const all = (await get(`/api/v1/companies/${company.id}/touchpoints`)).json();
    expect(ids(all).sort()).toEqual([featured.id, plain.id].sort());
    expect(all.meta).toEqual({ total_count: 2 });
    const onlyFeatured = (
      await get(`/api/v1/companies/${company.id}/touchpoints?featured=true`)
    ).json();
    expect(onlyFeatured.data).toEqual([{ id: featured.id, type: 'touchpoint' }]);
  });

  it('answers 404 for a company that is not public', async () => {
    const { companyId } = await createRecruiter(t.db, { user: { isApproved: false } });
    await createTouchpoint(t.db, { creatableForId: companyId });
    expect((await get(`/api/v1/companies/${companyId}/touchpoints`)).statusCode).toBe(404);
  });
});
