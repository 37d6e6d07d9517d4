import type { Page } from 'playwright-core';
import { codeOf, waitForMail } from '../accounts/mailbox';
import { baseURL } from '../support/api';

const SESSION_KEY = 'gradway.session';

/** The demo candidate (apps/api/src/seed/demo-accounts.ts): signs in with an emailed code. */
export const DEMO_CANDIDATE = 'candidate@demo.gradway.app';
/** The demo admin, who manages the search landing pages in the console. */
export const DEMO_ADMIN = { email: 'admin@demo.gradway.app', password: 'Gradway-Admin-2026' };

const post = async (path: string, body: unknown) => {
  const answer = await fetch(`${baseURL()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`POST ${path} answered ${answer.status}: ${await answer.text()}`);
  return answer.json() as Promise<{ data: { attributes: Record<string, unknown> } }>;
};

/** Signs the demo candidate in with the code read from the dev mailbox: the session secret. */
export const demoCandidateSession = async () => {
  const since = Date.now();
  await post('/api/v1/candidate/login', {
    user: { email: DEMO_CANDIDATE, userable_type: 'Candidate', userable_source: 'website' },
  });
  const mail = await waitForMail(
    DEMO_CANDIDATE,
    (kept) => /Your code: \d{6}/.test(kept.text) && Date.parse(kept.sent_at) >= since - 1000,
  );
  const signedIn = await post('/api/v1/login', {
    user: { email: DEMO_CANDIDATE, otp: codeOf(mail) },
  });
  return { email: DEMO_CANDIDATE, token: String(signedIn.data.attributes.authentication_token) };
};

/** Opens the app signed in (the session lives in the browser's storage). */
export const openSignedIn = async (
  page: Page,
  session: { email: string; token: string },
  path: string,
) => {
  await page.goto(`${baseURL()}/`);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    SESSION_KEY,
    JSON.stringify(session),
  ] as const);
  await page.goto(`${baseURL()}${path}`);
};

/** The titles of the result cards, in order. */
export const resultTitles = async (page: Page): Promise<string[]> => {
  const list = page.getByRole('list', { name: 'Results' });
  await list.waitFor();
  return (await list.getByRole('heading').allTextContents()).map((title) => title.trim());
};

/** The results' count heading ('8 results', '20+ results'). */
export const resultCount = (page: Page) =>
  page.locator('#search-results-heading').innerText({ timeout: 20_000 });

/** What the search API answers for an address's filters (the titles, in order). */
export const apiTitles = async (query: string, perPage = 50): Promise<string[]> => {
  const answer = await fetch(`${baseURL()}/api/v1/search/touchpoints?${query}&per_page=${perPage}`);
  if (!answer.ok) throw new Error(`search answered ${answer.status}`);
  const { data } = (await answer.json()) as { data: { attributes: { title: string } }[] };
  return data.map((item) => item.attributes.title);
};
