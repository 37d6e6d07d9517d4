import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseURL } from './api';
import { hydrated } from './browser';

/** The demo accounts that sign in with a password (apps/api/src/seed/demo-accounts.ts). */
export const DEMO_MANAGER = { email: 'manager@demo.gradway.app', password: 'Gradway-Manager-2026' };
export const DEMO_RECRUITER = {
  email: 'recruiter@demo.gradway.app',
  password: 'Gradway-Recruiter-2026',
};
export const DEMO_ADMIN = { email: 'admin@demo.gradway.app', password: 'Gradway-Admin-2026' };

/** Where the web app keeps the session in the browser. */
export const SESSION_KEY = 'gradway.session';

export interface Session {
  email: string;
  token: string;
}

/** Calls the API as one user: the path, and a method and JSON body when not a plain GET. */
export type Call = (path: string, init?: { method?: string; body?: unknown }) => Promise<Response>;

export const caller =
  (session: Session): Call =>
  (path, init = {}) =>
    fetch(`${baseURL()}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        'X-User-Email': session.email,
        'X-User-Token': session.token,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });

/** Signs a society manager or recruiter in by the API (password) and answers their session. */
export const signInOrganiser = async (account: {
  email: string;
  password: string;
}): Promise<Session> => {
  const answer = await fetch(`${baseURL()}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: account }),
  });
  expect(answer.status).toBe(200);
  const token = String((await answer.json()).data.attributes.authentication_token);
  return { email: account.email, token };
};

/** A manager's or recruiter's API caller. */
export const organiserApi = async (account: { email: string; password: string }) =>
  caller(await signInOrganiser(account));

/** Signs the demo admin in to the console and answers a POST to the admin API with its token. */
export const adminPoster = async () => {
  const login = await fetch(`${baseURL()}/api/v1/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ admin: DEMO_ADMIN }),
  });
  expect(login.status).toBe(200);
  const token = String((await login.json()).data.attributes.authentication_token);
  return async (path: string, body: unknown = {}) =>
    (
      await fetch(`${baseURL()}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'X-Admin-Token': token },
        body: JSON.stringify(body),
      })
    ).status;
};

/** Opens `path` with `session` already kept in the browser, as after signing in. */
export const openSignedIn = async (page: Page, session: Session, path: string) => {
  await page.goto(`${baseURL()}/`);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    SESSION_KEY,
    JSON.stringify(session),
  ] as const);
  await page.goto(`${baseURL()}${path}`);
};

/** Signs in through an organiser's sign-in page (`/society/signin`, `/company/signin`). */
export const signInThroughForm = async (
  page: Page,
  path: string,
  account: { email: string; password: string },
) => {
  await page.goto(`${baseURL()}${path}`);
  await page.waitForSelector('form button[type="submit"]:not([disabled])');
  await hydrated(page);
  await page.getByLabel('Email address').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== path, { timeout: 20_000 });
};
