import { mkdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseURL, escapeHtml, getHtml, getJson, type ListDocument } from '../support/api';
import {
  openPage,
  seriousAccessibilityViolations,
  useBrowser,
  VIEWPORTS,
} from '../support/browser';

/** The demo recruiter (apps/api/src/seed/demo-accounts.ts). */
const DEMO_RECRUITER = { email: 'recruiter@demo.gradway.app', password: 'Gradway-Recruiter-2026' };
const SHOTS = '/tmp/shots-h3';

interface TouchpointAttributes {
  title: string;
  url: string;
  minimum_salary: number | null;
  maximum_salary: number | null;
  pay_currency: string | null;
  views_count: number;
  place: unknown;
  start_date: string | null;
}

const browser = useBrowser();

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
});
const published = async (type: 'Job' | 'Event', accept: (a: TouchpointAttributes) => boolean) => {
  const list = await getJson<ListDocument<TouchpointAttributes>>(
    `/api/v1/touchpoints?touchpointable_type=${type}&per_page=50`,
  );
  const found = list.data.find((item) => accept(item.attributes));
  if (!found) throw new Error(`The demo data has no published ${type} to check`);
  return found;
};

/** The JSON-LD blocks of a page's HTML, parsed. */
const jsonLdOf = (html: string): Record<string, unknown>[] =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? 'null'),
  );

describe('public job and event pages', () => {
  it('server-renders a published job with its salary and a complete JobPosting', async () => {
    const job = await published('Job', (a) => a.minimum_salary !== null);
    const { status, html, headers } = await getHtml(job.attributes.url);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('private, max-age=60, stale-while-revalidate=600');
    expect(html).toContain(`${escapeHtml(job.attributes.title)}</h1>`);
    expect(html).toMatch(/£[\d,]+( - £[\d,]+)?/);
    expect(html).toContain(`<link rel="canonical" href="${baseURL()}${job.attributes.url}"/>`);
    const nonce = /script-src 'nonce-([^']+)'/.exec(
      headers.get('content-security-policy') ?? '',
    )?.[1];
    expect(html).toContain(`<script type="application/ld+json" nonce="${nonce}"`);
    const [posting] = jsonLdOf(html);
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: job.attributes.title,
      hiringOrganization: { '@type': 'Organization' },
      baseSalary: { '@type': 'MonetaryAmount' },
    });
    for (const key of ['description', 'datePosted', 'validThrough', 'employmentType']) {
      expect(posting?.[key], key).toBeTruthy();
    }
    expect(posting?.jobLocation ?? posting?.jobLocationType).toBeTruthy();
  });

  it('server-renders a published event with a complete Event', async () => {
    const event = await published('Event', (a) => a.place !== null && a.start_date !== null);
    const { status, html } = await getHtml(event.attributes.url);
    expect(status).toBe(200);
    expect(html).toContain(`${escapeHtml(event.attributes.title)}</h1>`);
    const [structured] = jsonLdOf(html);
    expect(structured).toMatchObject({
      '@type': 'Event',
      name: event.attributes.title,
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', address: { '@type': 'PostalAddress' } },
      organizer: { '@type': 'Organization' },
    });
    expect(String(structured?.startDate)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/);
  });

  it('answers 404 for a draft, and moves a job opened as an internship', async () => {
    const login = await fetch(`${baseURL()}/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: DEMO_RECRUITER }),
    });
    const token: string = (await login.json()).data.attributes.authentication_token;
    const drafts = await fetch(`${baseURL()}/api/v1/company/touchpoints?state[]=draft`, {
      headers: { 'X-User-Email': DEMO_RECRUITER.email, 'X-User-Token': token },
    });
    const draft = ((await drafts.json()) as ListDocument<TouchpointAttributes>).data[0];
    expect(draft, 'the demo recruiter has a draft').toBeDefined();
    const page = await getHtml(draft?.attributes.url ?? '/jobs/none');
    expect(page.status).toBe(404);
    expect(page.html).toContain('<meta name="robots" content="noindex"/>');

    const job = await published('Job', () => true);
    const moved = await fetch(`${baseURL()}/internships/${job.id}`, { redirect: 'manual' });
    expect(moved.status).toBe(301);
    expect(new URL(moved.headers.get('location') ?? '', baseURL()).pathname).toBe(
      `/jobs/${job.id}`,
    );
  });

  it('lists the pages in the sitemap, which robots.txt points at', async () => {
    const robots = await (await fetch(`${baseURL()}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${baseURL()}/sitemap.xml`);
    const index = await (await fetch(`${baseURL()}/sitemap.xml`)).text();
    const file = /<loc>([^<]+touchpoints-1\.xml)<\/loc>/.exec(index)?.[1];
    expect(file).toBeDefined();
    const job = await published('Job', () => true);
    const sitemap = await (await fetch(file ?? '')).text();
    expect(sitemap).toContain(`<loc>${baseURL()}${job.attributes.url}</loc>`);
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`is accessible and CSP-clean on a ${name}, and counts one view`, async () => {
      const job = await published('Job', (a) => a.minimum_salary !== null);
      const { context, page, cspViolations, pageErrors } = await openPage(browser(), viewport);
      try {
        const counted = page.waitForResponse(
          (response) =>
            response.url().endsWith(`/api/v1/touchpoints/${job.id}/increment_view_count`) &&
            response.request().method() === 'PATCH',
        );
        await page.goto(`${baseURL()}${job.attributes.url}`, { waitUntil: 'networkidle' });
        const first = await (await counted).json();
        expect(first.data.attributes.views_count).toBeGreaterThanOrEqual(
          job.attributes.views_count,
        );
        // The same visitor on the same day is not counted again.
        const again = page.waitForResponse((response) =>
          response.url().endsWith('/increment_view_count'),
        );
        await page.reload({ waitUntil: 'networkidle' });
        expect((await (await again).json()).data.attributes.views_count).toBe(
          first.data.attributes.views_count,
        );
        await page.getByRole('heading', { level: 1, name: job.attributes.title }).waitFor();
        expect(await seriousAccessibilityViolations(page)).toEqual([]);
        await page.screenshot({ path: `${SHOTS}/job-${name}.png`, fullPage: true });

        const event = await published('Event', (a) => a.place !== null);
        await page.goto(`${baseURL()}${event.attributes.url}`, { waitUntil: 'networkidle' });
        await page.getByRole('heading', { level: 1, name: event.attributes.title }).waitFor();
        expect(await seriousAccessibilityViolations(page)).toEqual([]);
        await page.screenshot({ path: `${SHOTS}/event-${name}.png`, fullPage: true });
        expect(cspViolations).toEqual([]);
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
