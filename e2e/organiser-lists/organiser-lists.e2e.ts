import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, type ListDocument } from '../support/api';
import {
  openPage,
  seriousAccessibilityViolations,
  useBrowser,
  VIEWPORTS,
} from '../support/browser';

/** The demo accounts (apps/api/src/seed/demo-accounts.ts): both organisers are approved. */
const DEMO = {
  recruiter: { email: 'recruiter@demo.gradway.app', password: 'Gradway-Recruiter-2026' },
  manager: { email: 'manager@demo.gradway.app', password: 'Gradway-Manager-2026' },
};

interface Row {
  title: string;
  apply_url: string | null;
  state: string;
  featured: boolean;
}

const browser = useBrowser();

/** An API session for arranging and checking data, as the app's own calls carry it. */
const sessionOf = async (account: { email: string; password: string }) => {
  const answer = await fetch(`${baseURL()}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: account }),
  });
  expect(answer.status).toBe(200);
  const token: string = (await answer.json()).data.attributes.authentication_token;
  return (path: string, init: { method?: string; body?: unknown } = {}) =>
    fetch(`${baseURL()}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        'content-type': 'application/json',
        'X-User-Email': account.email,
        'X-User-Token': token,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
};

const signIn = async (page: Page, path: string, account: { email: string; password: string }) => {
  await page.goto(`${baseURL()}${path}`);
  await page.waitForSelector('form button[type="submit"]:not([disabled])');
  await page.getByLabel('Email address').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== path, { timeout: 20_000 });
};

const toastWith = (page: Page, text: string) =>
  page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text }).first();

describe('the society’s events table', () => {
  it('a manager deletes an event: the spec’s toast, and the row is gone', async () => {
    const api = await sessionOf(DEMO.manager);
    const title = `Book swap ${Date.now().toString(36)}`;
    const created = await api('/api/v1/student_society/touchpoints', {
      method: 'POST',
      body: { touchpoint: { touchpointable_type: 'Event', title } },
    });
    expect(created.status).toBe(201);
    const id: string = (await created.json()).data.id;

    const { context, page, cspViolations, pageErrors } = await openPage(browser(), VIEWPORTS.phone);
    await signIn(page, '/society/signin', DEMO.manager);
    await page.goto(`${baseURL()}/dashboard?tab=drafts#events`);
    const row = page.getByRole('link', { name: title });
    await row.waitFor();
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    // A manager never sees the featured star.
    expect(await page.getByRole('button', { name: /^Feature / }).count()).toBe(0);

    await page.getByRole('button', { name: `Actions for ${title}` }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Delete “${title}”?` });
    await dialog.waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();

    const toast = toastWith(page, 'Event removed successfully.');
    await toast.waitFor();
    expect(await toast.textContent()).toContain('Success!');
    await row.waitFor({ state: 'detached' });
    expect((await api(`/api/v1/student_society/touchpoints/${id}`)).status).toBe(404);
    expect(cspViolations).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('toggling featured is refused for a manager', async () => {
    const manager = await sessionOf(DEMO.manager);
    const list = await manager('/api/v1/student_society/touchpoints?state[]=published');
    const [event] = ((await list.json()) as ListDocument<Row>).data;
    expect(event).toBeDefined();
    const answer = await manager(`/api/v1/company/touchpoints/${event?.id}`, {
      method: 'PATCH',
      body: { id: event?.id, featured: true },
    });
    expect(answer.status).toBe(403);
  });
});

describe('the recruiter’s /hiring', () => {
  it('the live tab shows a published job; enabling easy apply shows the spec’s toast', async () => {
    const api = await sessionOf(DEMO.recruiter);
    const live = await api(
      '/api/v1/company/touchpoints?state[]=published&touchpointable_types[]=Job&touchpointable_types[]=Internship&per_page=10&sort_by=start_date%20desc',
    );
    const rows = ((await live.json()) as ListDocument<Row>).data;
    const job = rows.find((each) => each.attributes.apply_url !== null);
    expect(job).toBeDefined();
    const title = job?.attributes.title ?? '';

    const { context, page, cspViolations, pageErrors } = await openPage(
      browser(),
      VIEWPORTS.desktop,
    );
    await signIn(page, '/company/signin', DEMO.recruiter);
    await page.goto(`${baseURL()}/hiring?tab=live`);
    await page.getByRole('tab', { name: 'Live', selected: true }).waitFor();
    await page.getByRole('link', { name: title }).first().waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await page
      .getByRole('button', { name: `Actions for ${title}` })
      .first()
      .click();
    await page.getByRole('button', { name: 'Enable easy apply', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Enable easy apply?' });
    await dialog.getByRole('button', { name: 'Enable easy apply' }).click();
    const toast = toastWith(page, 'Enabled easy apply on the product successfully.');
    await toast.waitFor();
    expect(await toast.textContent()).toContain('Success');
    const after = await api(`/api/v1/company/touchpoints/${job?.id}`);
    expect((await after.json()).data.attributes.apply_url).toBeNull();

    // The featured star is the recruiter's: it toggles and says so.
    const star = page
      .getByRole('button', { name: `Feature ${title} on your company page` })
      .first();
    const before = await star.getAttribute('aria-pressed');
    await star.click();
    await expect.poll(() => star.getAttribute('aria-pressed')).not.toBe(before);
    await star.click();
    await expect.poll(() => star.getAttribute('aria-pressed')).toBe(before);
    expect(cspViolations).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('the recruiter’s dashboard charts real figures', async () => {
    const { context, page, cspViolations, pageErrors } = await openPage(browser(), VIEWPORTS.phone);
    await signIn(page, '/company/signin', DEMO.recruiter);
    await page.goto(`${baseURL()}/recruiter/dashboard?days=90`);
    const chart = page.getByRole('slider', { name: 'Views per day over 90 days' });
    await chart.waitFor();
    const views = page.getByRole('button', { name: /^Views/ });
    expect(await views.getAttribute('aria-pressed')).toBe('true');
    // The tile reads 'Views', the period's total, then 'Last 90 days'.
    await expect
      .poll(async () =>
        Number((await views.textContent())?.match(/^Views([\d,]+)/)?.[1]?.replace(/,/g, '')),
      )
      .toBeGreaterThan(0);
    await chart.focus();
    await page.keyboard.press('Home');
    expect(await chart.getAttribute('aria-valuetext')).toMatch(/: \d+ views?$/);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(cspViolations).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
