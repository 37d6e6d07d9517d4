import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseURL, escapeHtml, getHtml, getJson, type ListDocument } from '../support/api';
import {
  openPage,
  seriousAccessibilityViolations,
  useBrowser,
  VIEWPORTS,
} from '../support/browser';
import { demoCandidateSession } from '../support/demo-candidate';

const SESSION_KEY = 'gradway.session';
const _DEMO_CANDIDATE = 'candidate@demo.gradway.app';
/** Hydration, the user and their follows load before the button is enabled. */
const POLL = { timeout: 15_000, interval: 100 };

const browser = useBrowser();
let company: { id: string; slug: string; name: string };
let society: { slug: string; name: string; university: { slug: string } | null };

beforeAll(async () => {
  const companies = await getJson<ListDocument<{ id: string; slug: string; name: string }>>(
    '/api/v1/companies?name=Northwind%20Analytics',
  );
  const found = companies.data[0]?.attributes;
  if (!found) throw new Error('The demo lacks Northwind Analytics');
  company = found;
  const societies = await getJson<
    ListDocument<{ slug: string; name: string; university: { slug: string } | null }>
  >('/api/v1/student_societies?name=UCL%20Technology%20Society');
  const first = societies.data[0]?.attributes;
  if (!first) throw new Error('The demo lacks UCL Technology Society');
  society = first;
});
const _post = async (path: string, body: unknown) => {
  const answer = await fetch(`${baseURL()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`POST ${path} answered ${answer.status}: ${await answer.text()}`);
  return answer.json() as Promise<{ data: { attributes: Record<string, unknown> } }>;
};

const jsonLdOf = (html: string): Record<string, unknown>[] =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((match) =>
    JSON.parse(match[1] ?? 'null'),
  );

const followButton = (page: Page) =>
  page.getByRole('button', { name: new RegExp(`^Follow(ing)? ${company.name}$`) });

describe('the public company page', () => {
  it('is rendered on the server with its Organization JSON-LD and a published job', async () => {
    const jobs = await getJson<ListDocument<{ title: string }>>(
      `/api/v1/touchpoints?touchpointable_type=Job&creatable_for_ids[]=${company.id}&per_page=1`,
    );
    const job = jobs.data[0]?.attributes;
    if (!job) throw new Error('Northwind Analytics has no published job');
    const { status, html } = await getHtml(`/companies/${company.slug}`);
    expect(status).toBe(200);
    expect(html).toContain(`<title>${escapeHtml(company.name)} | Gradway</title>`);
    expect(html).toContain(escapeHtml(job.title));
    const organisation = jsonLdOf(html).find((item) => item['@type'] === 'Organization');
    expect(organisation).toMatchObject({
      '@context': 'https://schema.org',
      name: company.name,
      url: expect.stringContaining(`/companies/${company.slug}`),
    });
    expect(html).toMatch(/<script type="application\/ld\+json" nonce="[^"]+"/);
  });

  it('lets a candidate follow the company, and the button remembers it after a reload', async () => {
    const session = await demoCandidateSession();
    const { context, page, cspViolations, pageErrors } = await openPage(browser());
    await page.goto(`${baseURL()}/`);
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
      SESSION_KEY,
      JSON.stringify(session),
    ] as const);
    await page.goto(`${baseURL()}/companies/${company.slug}`);
    const button = followButton(page);
    await expect.poll(() => button.isEnabled(), POLL).toBe(true);
    if ((await button.getAttribute('aria-pressed')) === 'true') {
      await button.click();
      await expect.poll(() => button.getAttribute('aria-pressed'), POLL).toBe('false');
    }
    await button.click();
    await expect.poll(() => button.getAttribute('aria-pressed'), POLL).toBe('true');
    await page.waitForLoadState('networkidle');
    await page.reload();
    await expect.poll(() => followButton(page).isEnabled(), POLL).toBe(true);
    expect(await followButton(page).getAttribute('aria-pressed')).toBe('true');
    expect(await followButton(page).textContent()).toContain('Following');
    expect(cspViolations).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('sends a guest who wants to follow to sign in', async () => {
    const { context, page } = await openPage(browser());
    await page.goto(`${baseURL()}/companies/${company.slug}`);
    await page.getByRole('link', { name: `Follow ${company.name}` }).click();
    await page.waitForURL(/\/signin\?redirect=/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(`/companies/${company.slug}`);
    await context.close();
  });
});

describe('short links', () => {
  it('redirect with a 302 to their target, and an unknown one is a 404', async () => {
    const answer = await fetch(`${baseURL()}/s/${company.slug.toUpperCase()}`, {
      redirect: 'manual',
    });
    expect(answer.status).toBe(302);
    expect(new URL(answer.headers.get('location') ?? '', baseURL()).pathname).toBe(
      `/companies/${company.slug}`,
    );
    const { status } = await getHtml('/s/no-such-short-link');
    expect(status).toBe(404);
    const { context, page } = await openPage(browser());
    await page.goto(`${baseURL()}/s/${society.slug}`);
    expect(new URL(page.url()).pathname).toBe(`/societies/${society.slug}`);
    await context.close();
  });
});

describe('organisation pages', () => {
  it('pass axe on a phone and on a desktop, with no CSP violation', async () => {
    const paths = [
      '/companies',
      `/companies/${company.slug}`,
      `/societies/${society.slug}`,
      `/universities/${society.university?.slug}/societies`,
    ];
    for (const viewport of Object.values(VIEWPORTS)) {
      const { context, page, cspViolations, pageErrors } = await openPage(browser(), viewport);
      for (const path of paths) {
        const answer = await page.goto(`${baseURL()}${path}`, { waitUntil: 'networkidle' });
        expect(answer?.status(), path).toBe(200);
        expect(await seriousAccessibilityViolations(page), path).toEqual([]);
      }
      expect(cspViolations).toEqual([]);
      expect(pageErrors).toEqual([]);
      await context.close();
    }
  });

  it('show their descriptions as rich text, server-rendered, never as tags', async () => {
    mkdirSync('/tmp/shots-organisations', { recursive: true });
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      const { context, page } = await openPage(browser(), viewport);
      for (const [kind, path, name] of [
        ['company', `/companies/${company.slug}`, company.name],
        ['society', `/societies/${society.slug}`, society.name],
      ] as const) {
        const { html } = await getHtml(path);
        const about = /<h2[^>]*>About [^<]*<\/h2>(.*?)<\/section>/s.exec(html)?.[1] ?? '';
        expect(about, `${path} has its description in the server's HTML`).toMatch(/<p>/);
        expect(about).not.toMatch(/&lt;\/?p&gt;/);
        await page.goto(`${baseURL()}${path}`, { waitUntil: 'networkidle' });
        const section = page.getByRole('heading', { name: `About ${name}` }).locator('xpath=..');
        expect(await section.locator('p').count()).toBeGreaterThan(0);
        expect(await section.innerText()).not.toMatch(/<\/?p>/);
        await page.screenshot({ path: `/tmp/shots-organisations/${kind}-${size}.png` });
      }
      await context.close();
    }
  });

  it('render a society with its university and its JSON-LD', async () => {
    const { status, html } = await getHtml(`/societies/${society.slug}`);
    expect(status).toBe(200);
    const organisation = jsonLdOf(html).find((item) => item['@type'] === 'Organization');
    expect(organisation?.memberOf).toMatchObject({ '@type': 'CollegeOrUniversity' });
    expect((await getHtml('/societies/no-such-society')).status).toBe(404);
    expect((await getHtml('/companies/no-such-company')).status).toBe(404);
  });
});
