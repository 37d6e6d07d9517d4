import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { linkOf, waitForMail } from '../accounts/mailbox';
import { baseURL } from './api';

/** The demo accounts (apps/api/src/seed/demo-accounts.ts): both organisers are approved. */
export const DEMO_ORGANISERS = {
  recruiter: { email: 'recruiter@demo.gradway.app', password: 'Gradway-Recruiter-2026' },
  manager: { email: 'manager@demo.gradway.app', password: 'Gradway-Manager-2026' },
  admin: { email: 'admin@demo.gradway.app', password: 'Gradway-Admin-2026' },
};

export const NEW_ORGANISER_PASSWORD = 'violet lantern orbit 42';

export const waitForPath = (page: Page, path: string) =>
  page.waitForURL((url) => url.pathname === path, { timeout: 20_000 });

/**
 * Signs a manager or recruiter up through the API and opens the emailed confirmation link, which
 * signs them in (new accounts are unapproved).
 */
export const signUpAndConfirm = async (
  page: Page,
  userableType: 'Manager' | 'Recruiter',
  email: string,
  firstName = 'Grace',
) => {
  const answer = await fetch(`${baseURL()}/api/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      user: {
        email,
        password: NEW_ORGANISER_PASSWORD,
        first_name: firstName,
        last_name: 'Hopper',
        userable_type: userableType,
      },
    }),
  });
  expect(answer.status).toBe(200);
  await page.goto(linkOf(await waitForMail(email)));
};

/** Types into a searchable picker and chooses the first result that matches. */
export const pick = async (scope: Locator, label: string, text: string, result: RegExp) => {
  await scope.getByLabel(label, { exact: true }).fill(text);
  await scope.getByRole('option', { name: result }).first().click();
};

/** Signs an organiser in on their sign-in page (`/company/signin`, `/society/signin`). */
export const signInOrganiser = async (
  page: Page,
  path: string,
  account: { email: string; password: string },
) => {
  await page.goto(`${baseURL()}${path}`);
  await page.waitForSelector('form button[type="submit"]:not([disabled])');
  await page.getByLabel('Email address').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== path, { timeout: 20_000 });
};

/** Signs the demo admin in to the console, at its queues. */
export const signInConsole = async (page: Page) => {
  await page.goto(`${baseURL()}/admin/signin`, { waitUntil: 'networkidle' });
  await page.getByLabel('Email').fill(DEMO_ORGANISERS.admin.email);
  await page.getByLabel('Password').fill(DEMO_ORGANISERS.admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Queues' }).waitFor();
};

/** A console session for the admin API (`X-Admin-Token`). */
export const consoleToken = async () => {
  const answer = await fetch(`${baseURL()}/api/v1/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ admin: DEMO_ORGANISERS.admin }),
  });
  expect(answer.status).toBe(200);
  return (await answer.json()).data.attributes.authentication_token as string;
};
