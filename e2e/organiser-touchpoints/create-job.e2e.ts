import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseURL, escapeHtml, getHtml, getJson, type ListDocument } from '../support/api';
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
  admin: { email: 'admin@demo.gradway.app', password: 'Gradway-Admin-2026' },
};
const SALARY_RULE = 'Use digits and commas only, e.g. 30,000';
const URL_RULE = 'Enter a link that starts with http:// or https://';

const browser = useBrowser();
let adminToken: string;

beforeAll(async () => {
  const login = await fetch(`${baseURL()}/api/v1/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ admin: DEMO.admin }),
  });
  expect(login.status).toBe(200);
  adminToken = (await login.json()).data.attributes.authentication_token;
});
const admin = (path: string, method = 'GET') =>
  fetch(`${baseURL()}${path}`, { method, headers: { 'X-Admin-Token': adminToken } });

const waitForPath = (page: Page, path: string | RegExp) =>
  page.waitForURL(
    (url) => (typeof path === 'string' ? url.pathname === path : path.test(url.pathname)),
    { timeout: 20_000 },
  );

const signIn = async (page: Page, path: string, account: { email: string; password: string }) => {
  await page.goto(`${baseURL()}${path}`);
  await page.waitForSelector('form button[type="submit"]:not([disabled])');
  await page.getByLabel('Email address').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== path, { timeout: 20_000 });
};

/** A field's helper text (its error message when invalid). */
const helperOf = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).evaluate((element) => {
    const id = element.getAttribute('aria-describedby');
    return id ? (document.getElementById(id)?.textContent ?? null) : null;
  });

describe('recruiters create a job', () => {
  it('sees a wrong salary and link named, loses nothing, fixes them, submits; the admin approves', async () => {
    const { context, page, cspViolations, pageErrors } = await openPage(
      browser(),
      VIEWPORTS.desktop,
    );
    await signIn(page, '/company/signin', DEMO.recruiter);
    await page.goto(`${baseURL()}/jobs/create`);
    await page.getByRole('heading', { name: 'Create a job', level: 1 }).waitFor();

    const title = `Graduate Data Analyst ${Date.now().toString(36)}`;
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Minimum salary (optional)').fill('thirty thousand');
    await page.getByLabel('On your website (external link)').check();
    await page.getByLabel('Application link').fill('ftp://careers.example.com');
    await page.getByRole('button', { name: 'Submit for review' }).click();

    const salary = page.getByLabel('Minimum salary (optional)');
    await expect.poll(() => salary.getAttribute('aria-invalid')).toBe('true');
    expect(await helperOf(page, 'Minimum salary (optional)')).toBe(SALARY_RULE);
    expect(await page.getByLabel('Application link').getAttribute('aria-invalid')).toBe('true');
    expect(await helperOf(page, 'Application link')).toBe(URL_RULE);
    // Nothing typed is lost; the first field to fill (the description, still empty) has the focus.
    expect(await page.getByLabel('Title', { exact: true }).inputValue()).toBe(title);
    expect(await salary.inputValue()).toBe('thirty thousand');
    expect(await page.getByLabel('Application link').inputValue()).toBe(
      'ftp://careers.example.com',
    );
    expect(
      await page
        .getByRole('textbox', { name: 'Description' })
        .evaluate((element) => element === document.activeElement),
    ).toBe(true);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await salary.fill('30,000');
    await page.getByLabel('Maximum salary (optional)').fill('38,500');
    await page.getByLabel('Application link').fill('https://careers.example.com/analyst');
    await page.getByRole('textbox', { name: 'Description' }).click();
    await page.keyboard.type('Join our analytics team and turn data into decisions.');
    await page.getByLabel('Cities', { exact: true }).fill('Manchester');
    await page
      .getByRole('option', { name: /^Manchester, United Kingdom/ })
      .first()
      .click();
    await page.locator('#tp-application_deadline').fill('2099-06-30');
    await page.locator('#tp-application_deadline-time').fill('17:00');
    // The live preview shows the card as candidates will see it.
    const preview = page.getByRole('complementary', { name: 'Preview' });
    await preview.getByText('£30,000 - £38,500').waitFor();
    await preview.getByRole('heading', { name: title }).waitFor();

    await page.getByRole('button', { name: 'Submit for review' }).click();
    await waitForPath(page, '/hiring');
    await page
      .getByText('Submitted for review. We will tell you when it is live.')
      .first()
      .waitFor();

    const submitted = await (
      await admin('/api/v1/admin/touchpoints/submitted?per_page=100')
    ).json();
    const job = (submitted as ListDocument<{ title: string }>).data.find(
      (item) => item.attributes.title === title,
    );
    expect(job, 'the job waits in the admin’s queue').toBeDefined();
    expect((await admin(`/api/v1/admin/touchpoints/${job!.id}/approve`, 'POST')).status).toBe(200);

    const published = await getJson<ListDocument<{ title: string; apply_url: string | null }>>(
      '/api/v1/touchpoints?touchpointable_type=Job&sort_by=created_at&sort_order=desc&per_page=50',
    );
    const live = published.data.find((item) => item.id === job!.id);
    expect(live?.attributes.apply_url).toBe('https://careers.example.com/analyst');
    const jobPage = await getHtml(`/jobs/${job!.id}`);
    expect(jobPage.status).toBe(200);
    expect(jobPage.html).toContain(escapeHtml(title));

    expect(cspViolations).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

describe('society managers create an event', () => {
  it('saves a virtual event as a draft and keeps editing it at its own address', async () => {
    const { context, page, cspViolations, pageErrors } = await openPage(browser(), VIEWPORTS.phone);
    await signIn(page, '/society/signin', DEMO.manager);
    await page.goto(`${baseURL()}/events/create`);
    await page.getByRole('heading', { name: 'Create an event', level: 1 }).waitFor();

    const title = `Careers in Tech evening ${Date.now().toString(36)}`;
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Virtual').check();
    await page.getByLabel('Link to join').fill('https://meet.example.com/careers');
    await page.getByLabel('Capacity (optional)').fill('120');
    await page.getByLabel('Waitlist when full').check();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save draft' }).click();

    await waitForPath(page, /^\/events\/[0-9a-f-]{36}\/edit$/);
    await page.getByText('Draft saved.').first().waitFor();
    await page.getByRole('heading', { name: 'Edit event', level: 1 }).waitFor();
    expect(await page.getByLabel('Title', { exact: true }).inputValue()).toBe(title);
    expect(await page.getByLabel('Link to join').inputValue()).toBe(
      'https://meet.example.com/careers',
    );
    expect(await page.getByLabel('Capacity (optional)').inputValue()).toBe('120');
    expect(await page.getByLabel('Waitlist when full').isChecked()).toBe(true);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    expect(cspViolations).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
