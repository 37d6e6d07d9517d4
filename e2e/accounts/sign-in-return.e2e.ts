import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, getJson, type ListDocument } from '../support/api';
import { hydrated, openPage, useBrowser, VIEWPORTS } from '../support/browser';
import { demoCandidateSession } from '../support/demo-candidate';
import { codeOf, linkOf, waitForMail } from './mailbox';

/**
 * Signing in from a page brings the user back to it, whichever way they sign in (the code, the
 * emailed link, a password), and only to a page of this site. The demo candidate asks for two
 * codes here (the address allows five per quarter hour; the run's setup and accounts.e2e use two).
 */

const DEMO_CANDIDATE = 'candidate@demo.gradway.app';
const DEMO_RECRUITER = { email: 'recruiter@demo.gradway.app', password: 'Gradway-Recruiter-2026' };
const SESSION_KEY = 'gradway.session';

const browser = useBrowser();

const publishedUrl = async (type: 'Job' | 'Event') => {
  const list = await getJson<ListDocument<{ url: string }>>(
    `/api/v1/touchpoints?touchpointable_type=${type}&per_page=5`,
  );
  const url = list.data[0]?.attributes.url;
  if (!url) throw new Error(`The demo data has no published ${type}`);
  return url;
};

const formReady = (page: Page) =>
  page.waitForSelector('form button[type="submit"]:not([disabled])');

/** Asks for the demo candidate's code on the page open now, and answers the mail sent for it. */
const askForDemoCode = async (page: Page) => {
  const since = Date.now();
  await formReady(page);
  await page.getByLabel('Email address').fill(DEMO_CANDIDATE);
  await page.getByRole('button', { name: 'Email me a code' }).click();
  await page.getByText('Check your inbox').waitFor();
  return waitForMail(
    DEMO_CANDIDATE,
    (mail) => mail.subject.includes('sign-in code') && Date.parse(mail.sent_at) >= since - 1000,
  );
};

const waitForPath = (page: Page, path: string) =>
  page.waitForURL((url) => url.pathname === path, { timeout: 20_000 });

describe('signing in from a page', () => {
  it('"Sign in to apply", then the pasted code and "Sign in": one sign-in, back on the job', async () => {
    const job = await publishedUrl('Job');
    const { context, page, pageErrors } = await openPage(browser(), VIEWPORTS.desktop);
    const logins: number[] = [];
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/v1/login') logins.push(response.status());
    });
    await page.goto(`${baseURL()}${job}`);
    await hydrated(page);
    // "Sign in to apply" ("Sign in to track" beside an employer's own site).
    await page.locator('main a[href^="/signin?redirect="]').first().click();
    await page.waitForURL((url) => url.pathname === '/signin');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(job);
    const mail = await askForDemoCode(page);
    // Pasting the code signs in at once; pressing "Sign in" right after sends nothing more.
    await page.getByLabel('6-digit code').fill(codeOf(mail));
    await page
      .getByRole('button', { name: 'Sign in' })
      .click({ timeout: 2_000 })
      .catch(() => null);
    await waitForPath(page, job);
    await page.waitForTimeout(500);
    expect(logins).toEqual([200]);
    expect(consoleErrors.filter((text) => text.includes('401'))).toEqual([]);
    expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toContain(
      DEMO_CANDIDATE,
    );
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('the emailed link, opened in a new tab, goes back to the page too', async () => {
    const event = await publishedUrl('Event');
    const { context, page } = await openPage(browser(), VIEWPORTS.desktop);
    await page.goto(`${baseURL()}/signin?redirect=${encodeURIComponent(event)}`);
    const mail = await askForDemoCode(page);
    const tab = await context.newPage();
    await tab.goto(linkOf(mail));
    await waitForPath(tab, event);
    expect(tab.url()).not.toContain('token=');
    await context.close();
  });

  it('an organiser’s password sign-in goes back too; another site never', async () => {
    const job = await publishedUrl('Job');
    for (const [redirect, landing] of [
      [job, job],
      ['//evil.example/x', '/recruiter/dashboard'],
      ['/\\evil.example', '/recruiter/dashboard'],
      ['https://evil.example/', '/recruiter/dashboard'],
    ] as const) {
      const { context, page } = await openPage(browser(), VIEWPORTS.desktop);
      await page.goto(`${baseURL()}/company/signin?redirect=${encodeURIComponent(redirect)}`);
      await formReady(page);
      await page.getByLabel('Email address').fill(DEMO_RECRUITER.email);
      await page.getByLabel('Password').fill(DEMO_RECRUITER.password);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await waitForPath(page, landing);
      expect(new URL(page.url()).origin).toBe(baseURL());
      await context.close();
    }
  });

  it('the candidate sign-in’s links to the other sign-ins keep the page to go back to', async () => {
    const { context, page } = await openPage(browser(), VIEWPORTS.desktop);
    await page.goto(`${baseURL()}/signin?redirect=%2Fcompanies`);
    await hydrated(page);
    expect(await page.locator('main a[href="/company/signin?redirect=%2Fcompanies"]').count()).toBe(
      1,
    );
    await context.close();
  });
});

describe('signing out on a phone', () => {
  const signedIn = async (path: string) => {
    const session = demoCandidateSession();
    const opened = await openPage(browser(), VIEWPORTS.phone);
    await opened.page.goto(`${baseURL()}/`);
    await opened.page.evaluate(([key, value]) => localStorage.setItem(key, value), [
      SESSION_KEY,
      JSON.stringify(session),
    ] as const);
    // The run shares the demo candidate's session: signing out here leaves it valid on the server
    // (the revoke is answered here), and the browser's copy is what is checked.
    await opened.context.route('**/api/v1/logout', (route) =>
      route.fulfill({ status: 204, body: '' }),
    );
    await opened.page.goto(`${baseURL()}${path}`);
    await hydrated(opened.page);
    return opened;
  };

  it('the candidate header’s "Sign out" is on screen and shows the sign-out screen', async () => {
    const { context, page } = await signedIn('/candidate/dashboard');
    const signOut = page.getByRole('link', { name: 'Sign out' });
    await signOut.waitFor({ timeout: 15_000 });
    expect(await signOut.isVisible()).toBe(true);
    const box = await signOut.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= VIEWPORTS.phone.width).toBe(true);
    expect(box && box.width >= 24 && box.height >= 24).toBe(true);
    await signOut.click();
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key), SESSION_KEY), {
        timeout: 20_000,
      })
      .toBeNull();
    await context.close();
  });

  it('a public page’s menu offers "Sign out" to a signed-in user', async () => {
    const { context, page } = await signedIn('/companies');
    // The header learns who is signed in once hydrated (the user is read from the API).
    await page.waitForTimeout(2000);
    await page.getByLabel('Menu', { exact: true }).click();
    const signOut = page.getByRole('link', { name: 'Sign out' }).filter({ visible: true });
    await signOut.waitFor({ timeout: 15_000 });
    expect(await signOut.isVisible()).toBe(true);
    await signOut.click();
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key), SESSION_KEY), {
        timeout: 20_000,
      })
      .toBeNull();
    await context.close();
  });
});
