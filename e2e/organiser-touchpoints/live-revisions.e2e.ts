import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseURL, escapeHtml, getHtml, type ListDocument } from '../support/api';
import {
  hydrated,
  openPage,
  seriousAccessibilityViolations,
  useBrowser,
  VIEWPORTS,
} from '../support/browser';
import {
  consoleToken,
  DEMO_ORGANISERS,
  signInConsole,
  signInOrganiser,
} from '../support/organisers';

/**
 * Editing a live job (decision 031): the published version stays live while the changes wait;
 * the admin opens them as the public will see them and approves; a small correction goes live at
 * once. Each test makes and publishes its own job.
 */

const DEMO = DEMO_ORGANISERS;
const SHOTS = '/tmp/shots-revisions';
const COMPANY = '/api/v1/company/touchpoints';

const browser = useBrowser();
let adminToken: string;
let recruiterToken: string;
let cityId: string;

const post = async (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${baseURL()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

const asRecruiter = () => ({
  'X-User-Email': DEMO.recruiter.email,
  'X-User-Token': recruiterToken,
});
const asAdmin = () => ({ 'X-Admin-Token': adminToken });

/** A job of the demo recruiter's company, created, submitted and approved: live. */
const liveJob = async (title: string) => {
  const created = await post(
    COMPANY,
    {
      touchpoint: {
        touchpointable_type: 'Job',
        title,
        description: '<p>Analyse the numbers behind our products.</p>',
        city_ids: [cityId],
        kind: 'full_time',
        experience_level: 'entry_level',
        minimum_salary: '30,000',
        maximum_salary: '35,000',
        pay_currency: 'GBP',
        application_deadline: `${new Date().getUTCFullYear() + 1}-03-01T17:00`,
        application_deadline_time_zone: 'Europe/London',
        apply_kind: 'external',
        apply_url: 'https://careers.example.com/analyst',
      },
    },
    asRecruiter(),
  );
  expect(created.status).toBe(201);
  const id: string = (await created.json()).data.id;
  expect((await post(`${COMPANY}/${id}/submit`, {}, asRecruiter())).status).toBe(200);
  expect((await post(`/api/v1/admin/touchpoints/${id}/approve`, {}, asAdmin())).status).toBe(200);
  return id;
};

const publicTitle = async (id: string) => {
  const answer = await fetch(`${baseURL()}/api/v1/touchpoints/${id}`);
  expect(answer.status).toBe(200);
  return (await answer.json()).data.attributes.title as string;
};

/** Opens the job's editor and replaces its title. */
const editTitle = async (page: Page, id: string, title: string) => {
  await page.goto(`${baseURL()}/jobs/${id}/edit`);
  await page.getByRole('heading', { name: 'Edit job', level: 1 }).waitFor();
  await hydrated(page);
  const field = page.getByLabel('Title', { exact: true });
  await field.fill(title);
  await page.getByRole('button', { name: 'Save changes' }).click();
};

/** The labels over the title's old and new value in "What changes". */
const columnsOf = async (changes: Locator) => {
  const title = changes.getByRole('definition').first();
  // Shown in capitals (CSS); the words are the text's.
  return {
    before: await title.locator(':scope > span:nth-child(1) > span:first-child').textContent(),
    after: await title.locator(':scope > span:nth-child(2) > span:first-child').textContent(),
  };
};

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  adminToken = await consoleToken();
  const recruiter = await post('/api/v1/login', { user: DEMO.recruiter });
  expect(recruiter.status).toBe(200);
  recruiterToken = (await recruiter.json()).data.attributes.authentication_token;
  const cities = await fetch(`${baseURL()}/api/v1/cities?q=Manchester`);
  cityId = ((await cities.json()) as ListDocument<{ name: string }>).data[0]?.id ?? '';
  expect(cityId, 'the reference data has Manchester').not.toBe('');
});

describe('editing a live job', () => {
  it('keeps the published version live while the changes wait; the admin previews and approves them', async () => {
    const stamp = Date.now().toString(36);
    const before = `Graduate analyst ${stamp}`;
    const after = `Quantitative research associate ${stamp}`;
    const id = await liveJob(before);

    const recruiter = await openPage(browser(), VIEWPORTS.phone);
    await signInOrganiser(recruiter.page, '/company/signin', DEMO.recruiter);
    await editTitle(recruiter.page, id, after);
    await recruiter.page
      .getByText(
        'Saved. Your changes wait for approval; the published version stays live until then.',
      )
      .first()
      .waitFor();
    await recruiter.page
      .getByRole('heading', { name: 'Your changes are waiting for approval' })
      .waitFor();
    expect(await recruiter.page.getByLabel('Title', { exact: true }).inputValue()).toBe(after);
    await recruiter.page.screenshot({ path: `${SHOTS}/editor-pending-phone.png`, fullPage: true });
    expect(await seriousAccessibilityViolations(recruiter.page)).toEqual([]);

    // The public page, its API and lists keep the published version.
    expect(await publicTitle(id)).toBe(before);
    const waiting = await getHtml(`/jobs/${id}`);
    expect(waiting.status).toBe(200);
    expect(waiting.html).toContain(escapeHtml(before));
    expect(waiting.html).not.toContain(escapeHtml(after));

    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      const { context, page, cspViolations, pageErrors } = await openPage(browser(), viewport);
      await signInConsole(page);
      await page.goto(`${baseURL()}/admin?queue=revisions`);
      const row = page.getByRole('row').filter({ hasText: before });
      await row.waitFor();
      await page.screenshot({ path: `${SHOTS}/queue-${size}.png`, fullPage: true });
      await row.getByRole('link', { name: /Preview/ }).click();
      await page.getByRole('heading', { name: 'Preview — not yet public', level: 1 }).waitFor();
      await page.getByRole('heading', { name: 'What changes' }).waitFor();
      // The page as the public will see it once approved.
      await page.getByRole('heading', { name: after, level: 1 }).waitFor();
      // Waiting: the title live now, and the one proposed.
      const changes = page.getByRole('region', { name: 'What changes' });
      expect(await columnsOf(changes)).toEqual({ before: 'Now', after: 'Proposed' });
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/preview-${size}.png`, fullPage: true });
      if (size === 'desktop') {
        await page.getByRole('button', { name: 'Approve changes' }).click();
        await page.getByText(`The changes to ${after} are live.`).first().waitFor();
        await page.getByText('These changes were approved and are live.').waitFor();
        // No longer "not yet public": the bar says what was decided.
        await page.getByRole('heading', { name: 'Preview', exact: true, level: 1 }).waitFor();
        // The proposed title is live now: the columns say before and after, not "Now".
        await changes.getByText('Before', { exact: true }).waitFor();
        expect(await columnsOf(changes)).toEqual({ before: 'Before', after: 'After' });
        await page.screenshot({ path: `${SHOTS}/preview-approved-${size}.png`, fullPage: true });
      }
      expect(cspViolations).toEqual([]);
      expect(pageErrors).toEqual([]);
      await context.close();
    }

    expect(await publicTitle(id)).toBe(after);
    const live = await getHtml(`/jobs/${id}`);
    expect(live.html).toContain(escapeHtml(after));
    await recruiter.page.goto(`${baseURL()}/jobs/${id}`);
    await recruiter.page.getByRole('heading', { name: after, level: 1 }).waitFor();
    await recruiter.page.screenshot({ path: `${SHOTS}/public-after-phone.png`, fullPage: true });
    expect(recruiter.pageErrors).toEqual([]);
    await recruiter.context.close();
  });

  it('publishes a small correction at once and lists it for the admin', async () => {
    const stamp = Date.now().toString(36);
    const typo = `Graduate anlayst ${stamp}`;
    const fixed = `Graduate analyst ${stamp}`;
    const id = await liveJob(typo);

    const { context, page, cspViolations, pageErrors } = await openPage(
      browser(),
      VIEWPORTS.desktop,
    );
    await signInOrganiser(page, '/company/signin', DEMO.recruiter);
    await editTitle(page, id, fixed);
    await page.getByText('Saved. Your correction is live.').first().waitFor();
    expect(
      await page.getByRole('heading', { name: 'Your changes are waiting for approval' }).count(),
    ).toBe(0);
    await page.screenshot({ path: `${SHOTS}/editor-correction-desktop.png`, fullPage: true });
    expect(await publicTitle(id)).toBe(fixed);

    const published = await fetch(
      `${baseURL()}/api/v1/admin/touchpoint_revisions?state=published&per_page=100`,
      { headers: asAdmin() },
    );
    const corrections = (await published.json()) as ListDocument<{
      touchpoint: { id: string };
    }>;
    expect(corrections.data.some((each) => each.attributes.touchpoint.id === id)).toBe(true);
    expect(cspViolations).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
