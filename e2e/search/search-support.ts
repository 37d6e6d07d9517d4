import type { Page } from 'playwright-core';
import { baseURL } from '../support/api';

/** The demo candidate (apps/api/src/seed/demo-accounts.ts): signs in with an emailed code. */
export const DEMO_CANDIDATE = 'candidate@demo.gradway.app';
/** The demo admin, who manages the search landing pages in the console. */
export const DEMO_ADMIN = { email: 'admin@demo.gradway.app', password: 'Gradway-Admin-2026' };

const _post = async (path: string, body: unknown) => {
  const answer = await fetch(`${baseURL()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`POST ${path} answered ${answer.status}: ${await answer.text()}`);
  return answer.json() as Promise<{ data: { attributes: Record<string, unknown> } }>;
};

/** Opens the app signed in (the session lives in the browser's storage). */
export { openSignedIn } from '../support/accounts';
/** The demo candidate's session secret, signed in once for the run. */
export { demoCandidateSession } from '../support/demo-candidate';
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
