import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/app';
import {
  createCompany,
  createManager,
  createRecruiter,
  createSociety,
  createTouchpoint,
  createUniversity,
} from '../../../../test/factories';
import { searchPages, touchpoints } from '../../../db/schema';
import { sitemapRoutes } from './sitemap.routes';
import { DISALLOWED_PATHS } from './sitemap-xml';

const t = useTestApp();
const ORIGIN = 'http://gradway.test';

const get = (url: string, app = t.app) =>
  app.inject({ method: 'GET', url, headers: { host: 'gradway.test' } });

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

describe('GET /robots.txt', () => {
  it('lets crawlers in, keeps them out of signed-in areas and points at the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of [
      '/candidate',
      '/company/',
      '/society-profile',
      '/hiring',
      '/admin',
      '/dev',
      '/api/',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(DISALLOWED_PATHS.some((path) => '/companies/acme'.startsWith(path))).toBe(false);
    expect(DISALLOWED_PATHS.some((path) => '/jobs/x'.startsWith(path))).toBe(false);
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe('sitemaps', () => {
  it('lists every public page with its last change, and nothing private', async () => {
    const publicCompany = await createCompany(t.db);
    const { companyId: unapprovedCompanyId } = await createRecruiter(t.db, {
      user: { isApproved: false },
    });
    const university = await createUniversity(t.db);
    const lonelyUniversity = await createUniversity(t.db);
    const society = await createSociety(t.db, { universityId: university.id });
    const { studentSocietyId: hiddenSocietyId } = await createManager(t.db, {
      user: { isApproved: false },
    });
    const job = await createTouchpoint(t.db, { creatableForId: publicCompany.id });
    const internship = await createTouchpoint(t.db, {
      creatableForId: publicCompany.id,
      touchpointableType: 'Internship',
    });
    const event = await createTouchpoint(t.db, {
      creatableForType: 'StudentSociety',
      creatableForId: society.id,
      touchpointableType: 'Event',
    });
    await t.db.insert(searchPages).values([
      { slug: 'graduate-jobs-london', title: 'Graduate jobs in London', published: true },
      { slug: 'unfinished-page', title: 'Not yet', published: false },
    ]);
    const draft = await createTouchpoint(t.db, { state: 'draft' });
    const expired = await createTouchpoint(t.db, { state: 'expired' });

    const index = await get('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toMatch(/^application\/xml/);
    expect(index.headers['cache-control']).toMatch(/max-age=\d+/);
    expect(index.body).toContain(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    );
    const files = locsOf(index.body);
    expect(files).toEqual([
      `${ORIGIN}/sitemaps/pages.xml`,
      `${ORIGIN}/sitemaps/companies-1.xml`,
      `${ORIGIN}/sitemaps/societies-1.xml`,
      `${ORIGIN}/sitemaps/universities-1.xml`,
      `${ORIGIN}/sitemaps/touchpoints-1.xml`,
      `${ORIGIN}/sitemaps/search_pages-1.xml`,
    ]);
    expect(locsOf((await get('/sitemaps/search_pages-1.xml')).body)).toEqual([
      `${ORIGIN}/graduate-jobs-london`,
    ]);

    const pages = locsOf((await get('/sitemaps/pages.xml')).body);
    expect(pages).toEqual([
      `${ORIGIN}/`,
      `${ORIGIN}/companies`,
      `${ORIGIN}/societies`,
      `${ORIGIN}/universities`,
    ]);

    const companies = locsOf((await get('/sitemaps/companies-1.xml')).body);
    expect(companies).toContain(`${ORIGIN}/companies/${publicCompany.slug}`);
    expect(companies.join()).not.toContain(unapprovedCompanyId);

    const societies = (await get('/sitemaps/societies-1.xml')).body;
    expect(locsOf(societies)).toContain(`${ORIGIN}/societies/${society.slug}`);

    const universities = locsOf((await get('/sitemaps/universities-1.xml')).body);
    expect(universities).toContain(`${ORIGIN}/universities/${university.slug}/societies`);
    expect(universities).not.toContain(`${ORIGIN}/universities/${lonelyUniversity.slug}/societies`);

    const touchpointFile = await get('/sitemaps/touchpoints-1.xml');
    expect(touchpointFile.statusCode).toBe(200);
    const touchpointLocs = locsOf(touchpointFile.body);
    expect(touchpointLocs).toEqual(
      expect.arrayContaining([
        `${ORIGIN}/jobs/${job.id}`,
        `${ORIGIN}/internships/${internship.id}`,
        `${ORIGIN}/events/${event.id}`,
      ]),
    );
    expect(touchpointFile.body).not.toContain(draft.id);
    expect(touchpointFile.body).not.toContain(expired.id);
    expect(touchpointFile.body).toContain(
      `<loc>${ORIGIN}/jobs/${job.id}</loc><lastmod>${job.updatedAt.toISOString()}</lastmod>`,
    );
    const hiddenSociety = await get('/sitemaps/societies-1.xml');
    expect(hiddenSociety.body).not.toContain(hiddenSocietyId);
  });

  it('answers 404 for a file that does not exist', async () => {
    for (const file of ['touchpoints-99.xml', 'pages-2.xml', 'secrets.xml', 'touchpoints-0.xml']) {
      expect((await get(`/sitemaps/${file}`)).statusCode).toBe(404);
    }
  });

  it('splits a section into files of the given size, every page in exactly one', async () => {
    const app = Fastify();
    sitemapRoutes(app, t.db, { urlsPerFile: 3, chunkSize: 2, cacheMs: 0 });
    await app.ready();
    try {
      const company = await createCompany(t.db);
      for (let i = 0; i < 4; i += 1) await createTouchpoint(t.db, { creatableForId: company.id });
      const published = await t.db
        .select({ id: touchpoints.id, state: touchpoints.state })
        .from(touchpoints);
      const expected = published.filter((row) => row.state === 'published').map((row) => row.id);
      const files = locsOf((await get('/sitemap.xml', app)).body).filter((loc) =>
        loc?.includes('/touchpoints-'),
      );
      expect(files).toHaveLength(Math.ceil(expected.length / 3));
      const listed: string[] = [];
      for (const file of files) {
        const body = (await get(new URL(file ?? '').pathname, app)).body;
        const ids = locsOf(body).map((loc) => loc?.split('/').pop() ?? '');
        expect(ids.length).toBeLessThanOrEqual(3);
        listed.push(...ids);
      }
      expect(listed.sort()).toEqual([...expected].sort());
      expect(new Set(listed).size).toBe(listed.length);
    } finally {
      await app.close();
    }
  });
});
