import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL } from '../support/api';
import {
  openPage,
  seriousAccessibilityViolations,
  useBrowser,
  VIEWPORTS,
} from '../support/browser';
import { codeOf, freshEmail, linkOf, waitForMail } from './mailbox';

const SESSION_KEY = 'gradway.session';
const DEMO = {
  candidate: 'candidate@demo.gradway.app',
  manager: { email: 'manager@demo.gradway.app', password: 'Gradway-Manager-2026' },
  recruiter: { email: 'recruiter@demo.gradway.app', password: 'Gradway-Recruiter-2026' },
  admin: { email: 'admin@demo.gradway.app', password: 'Gradway-Admin-2026' },
};

const browser = useBrowser();

const storedSession = (page: Page) =>
  page.evaluate((key) => localStorage.getItem(key), SESSION_KEY);

const currentUserStatus = async (session: { email: string; token: string }) =>
  (
    await fetch(`${baseURL()}/api/v1/user`, {
      headers: { 'X-User-Email': session.email, 'X-User-Token': session.token },
    })
  ).status;

/** Account forms enable their submit button once the app runs in the browser. */
const formReady = (page: Page) =>
  page.waitForSelector('form button[type="submit"]:not([disabled])');

const waitForPath = (page: Page, path: string) =>
  page.waitForURL((url) => url.pathname === path, { timeout: 20_000 });

/** Asks for a candidate code at /signin and waits for the "check your inbox" step. */
const askForCode = async (page: Page, email: string) => {
  await page.goto(`${baseURL()}/signin`);
  await formReady(page);
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Email me a code' }).click();
  await page.getByText('Check your inbox').waitFor();
};

const passwordSignIn = async (page: Page, path: string, email: string, password: string) => {
  await page.goto(`${baseURL()}${path}`);
  await formReady(page);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
};

describe('candidates', () => {
  it('sign up and in with the emailed code', async () => {
    const { context, page, cspViolations } = await openPage(browser(), VIEWPORTS.phone);
    const email = freshEmail('ada');
    await askForCode(page, email);
    const mail = await waitForMail(email);
    expect(mail.subject).toMatch(/is your Gradway sign-in code$/);
    await page.getByLabel('6-digit code').fill(codeOf(mail));
    await waitForPath(page, '/candidate/onboarding');
    const session = JSON.parse((await storedSession(page)) ?? 'null');
    expect(session.email).toBe(email);
    expect(await currentUserStatus(session)).toBe(200);
    expect(cspViolations).toEqual([]);
    await context.close();
  });

  it('sign in with the magic link, whose parameters leave the address', async () => {
    const { context, page } = await openPage(browser());
    const email = freshEmail('grace');
    await askForCode(page, email);
    const link = linkOf(await waitForMail(email));
    expect(link).toContain('candidate_id=');
    const fresh = await context.newPage();
    await fresh.goto(link);
    await waitForPath(fresh, '/candidate/onboarding');
    expect(fresh.url()).not.toContain('candidate_id');
    expect(fresh.url()).not.toContain('token=');
    expect(await storedSession(fresh)).toContain(email);
    await context.close();
  });

  it('a used link says so and leaves the address clean', async () => {
    const { context, page } = await openPage(browser());
    const email = freshEmail('used');
    await askForCode(page, email);
    const mail = await waitForMail(email);
    await page.getByLabel('6-digit code').fill(codeOf(mail));
    await waitForPath(page, '/candidate/onboarding');
    const other = await openPage(browser());
    await other.page.goto(linkOf(mail));
    await other.page.getByText('This sign-in link did not work').waitFor();
    expect(other.page.url()).not.toContain('token=');
    await other.context.close();
    await context.close();
  });

  it('the demo candidate signs in and lands on the dashboard', async () => {
    const { context, page } = await openPage(browser());
    await askForCode(page, DEMO.candidate);
    const mail = await waitForMail(DEMO.candidate, (each) => each.subject.includes('sign-in code'));
    await page.getByLabel('6-digit code').fill(codeOf(mail));
    await waitForPath(page, '/candidate/dashboard');
    await context.close();
  });
});

describe('society managers and recruiters', () => {
  const signUp = async (page: Page, area: 'society' | 'company', email: string) => {
    await page.goto(`${baseURL()}/${area}/signup`);
    await formReady(page);
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Last name').fill('Hopper');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password').fill('violet lantern orbit 42');
    await page.getByRole('button', { name: 'Create account' }).click();
    await waitForPath(page, `/${area}/signup/success`);
    await page.getByText(email).waitFor();
  };

  it('a manager signs up, confirms the email, signs out and in again', async () => {
    const { context, page, cspViolations } = await openPage(browser(), VIEWPORTS.phone);
    const email = freshEmail('manager');
    await signUp(page, 'society', email);
    const mail = await waitForMail(email);
    expect(mail.subject).toBe('Confirm your email address for Gradway');
    await page.goto(linkOf(mail));
    await waitForPath(page, '/society-profile/onboarding');
    const session = JSON.parse((await storedSession(page)) ?? 'null');
    expect(await currentUserStatus(session)).toBe(200);

    await page.goto(`${baseURL()}/logout`);
    await waitForPath(page, '/');
    expect(await storedSession(page)).toBeNull();
    expect(await currentUserStatus(session)).toBe(401);

    await passwordSignIn(page, '/society/signin', email, 'violet lantern orbit 42');
    await waitForPath(page, '/society-profile/onboarding');
    expect(cspViolations).toEqual([]);
    await context.close();
  });

  it('a recruiter signs up, confirms the email and lands on onboarding', async () => {
    const { context, page } = await openPage(browser());
    const email = freshEmail('recruiter');
    await signUp(page, 'company', email);
    await page.goto(linkOf(await waitForMail(email)));
    await waitForPath(page, '/recruiter/onboarding');
    await context.close();
  });

  it('a common password is refused under the field, keeping what was typed', async () => {
    const { context, page } = await openPage(browser());
    await page.goto(`${baseURL()}/company/signup`);
    await formReady(page);
    await page.getByLabel('First name').fill('Alan');
    await page.getByLabel('Last name').fill('Turing');
    await page.getByLabel('Email address').fill(freshEmail('alan'));
    await page.getByLabel('Password').fill('password123');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('This password is too common').waitFor();
    expect(await page.getByLabel('First name').inputValue()).toBe('Alan');
    await context.close();
  });

  it('the demo manager and recruiter sign in with their passwords', async () => {
    const { context, page } = await openPage(browser());
    await passwordSignIn(page, '/society/signin', DEMO.manager.email, DEMO.manager.password);
    await waitForPath(page, '/dashboard');
    await page.goto(`${baseURL()}/logout`);
    await waitForPath(page, '/');
    await passwordSignIn(page, '/company/signin', DEMO.recruiter.email, DEMO.recruiter.password);
    await waitForPath(page, '/recruiter/dashboard');
    await context.close();
  });

  it('a forgotten password is reset from the emailed link', async () => {
    const { context, page } = await openPage(browser());
    const email = freshEmail('forgetful');
    await page.goto(`${baseURL()}/company/signup`);
    await formReady(page);
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Byron');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password').fill('violet lantern orbit 42');
    await page.getByRole('button', { name: 'Create account' }).click();
    await waitForPath(page, '/company/signup/success');
    await page.goto(`${baseURL()}/company/forgot-password`);
    await formReady(page);
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page.getByText('Check your inbox').first().waitFor();
    const mail = await waitForMail(
      email,
      (each) => each.subject === 'Choose a new Gradway password',
    );
    await page.goto(linkOf(mail));
    await formReady(page);
    await page.getByLabel('New password', { exact: true }).fill('copper meadow signal 9');
    await page.getByLabel('Repeat the new password').fill('copper meadow signal 9');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await waitForPath(page, '/company/signin');
    await passwordSignIn(page, '/company/signin', email, 'copper meadow signal 9');
    await waitForPath(page, '/recruiter/onboarding');
    await context.close();
  });
});

describe('admins in the app', () => {
  it('get the unauthorized-access toast and no session', async () => {
    const { context, page } = await openPage(browser());
    await passwordSignIn(page, '/society/signin', DEMO.admin.email, DEMO.admin.password);
    const toast = page.getByRole('status').or(page.getByRole('alert')).filter({
      hasText: 'Unauthorized access',
    });
    await toast.first().waitFor();
    expect(await toast.first().textContent()).toContain('Admin accounts cannot use the app.');
    expect(await storedSession(page)).toBeNull();
    await context.close();
  });
});

describe('the account pages', () => {
  it('have no serious accessibility violations', async () => {
    const { context, page } = await openPage(browser());
    for (const path of ['/signin', '/society/signin', '/company/signup', '/signin/ai']) {
      await page.goto(`${baseURL()}${path}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await seriousAccessibilityViolations(page), path).toEqual([]);
    }
    await context.close();
  });

  it('the development mailbox lists the mail and shows it in a sandboxed frame', async () => {
    const { context, page } = await openPage(browser());
    const email = freshEmail('mailbox');
    await askForCode(page, email);
    await waitForMail(email);
    await page.goto(`${baseURL()}/dev/mailbox?to=${encodeURIComponent(email)}`);
    await page.getByRole('link', { name: /is your Gradway sign-in code/ }).click();
    const frame = page.locator('iframe[sandbox]');
    await frame.waitFor();
    expect(await frame.getAttribute('sandbox')).not.toContain('allow-scripts');
    await page.frameLocator('iframe[sandbox]').getByText('Your sign-in code').first().waitFor();
    await context.close();
  });
});
