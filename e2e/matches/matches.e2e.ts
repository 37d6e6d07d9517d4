import { describe, expect, it } from 'vitest';
import { codeOf, freshEmail, waitForMail } from '../accounts/mailbox';
import { baseURL } from '../support/api';
import {
  openPage,
  seriousAccessibilityViolations,
  useBrowser,
  VIEWPORTS,
} from '../support/browser';

const SESSION_KEY = 'gradway.session';

const browser = useBrowser();

const call = async (method: string, path: string, body?: unknown, headers = {}) => {
  const answer = await fetch(`${baseURL()}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!answer.ok)
    throw new Error(`${method} ${path} answered ${answer.status}: ${await answer.text()}`);
  return answer.json();
};

/**
 * A new candidate who finished onboarding (the onboarding screens are driven in
 * e2e/candidate): signed in with the emailed code, education and preferences saved.
 */
const onboardedCandidate = async () => {
  const email = freshEmail('matches');
  await call('POST', '/api/v1/candidate/login', {
    user: { email, userable_type: 'Candidate', userable_source: 'website' },
  });
  const code = codeOf(await waitForMail(email));
  const signedIn = await call('POST', '/api/v1/login', { user: { email, otp: code } });
  const session = { email, token: String(signedIn.data.attributes.authentication_token) };
  const headers = { 'X-User-Email': session.email, 'X-User-Token': session.token };
  const universities = await call('GET', '/api/v1/universities?q=Leeds&per_page=5');
  await call(
    'PUT',
    '/api/v1/candidate',
    {
      candidate: {
        first_name: 'Maya',
        last_name: 'Patel',
        education: {
          education_type: 'undergraduate',
          university_id: universities.data[0].id,
          degree_id: null,
          subject_id: null,
          study_year: 2,
          graduation_year: new Date().getFullYear() + 2,
        },
        preferences: {
          opportunity_types: ['job', 'internship', 'event'],
          work_modes: ['hybrid', 'remote'],
        },
        flow_state: 'completed',
        onboarding_completed: true,
      },
    },
    headers,
  );
  return session;
};

/** A new candidate who signed in and told us nothing: no onboarding, no preferences, no CV. */
const emptyProfileCandidate = async () => {
  const email = freshEmail('empty');
  await call('POST', '/api/v1/candidate/login', {
    user: { email, userable_type: 'Candidate', userable_source: 'website' },
  });
  const code = codeOf(await waitForMail(email));
  const signedIn = await call('POST', '/api/v1/login', { user: { email, otp: code } });
  return { email, token: String(signedIn.data.attributes.authentication_token) };
};

/** The only reasons true of a candidate the app knows nothing about: facts of the opportunity. */
const OPPORTUNITY_FACTS = [
  /^New this week$/,
  /^Popular with \d+ candidates$/,
  /^Needs no work experience$/,
];

const countsOf = async (page: import('playwright-core').Page) =>
  (await page.getByTestId('match-counts').textContent())?.trim();

describe('personalised matches', () => {
  it('are generated while the candidate waits, grouped by type with reasons; opening one moves the counts', async () => {
    const session = await onboardedCandidate();
    const { context, page, cspViolations, pageErrors } = await openPage(browser(), VIEWPORTS.phone);
    await page.goto(`${baseURL()}/`);
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
      SESSION_KEY,
      JSON.stringify(session),
    ] as const);
    await page.goto(`${baseURL()}/candidate/get-personalised-matches`);
    await page.getByRole('heading', { name: 'Get personalised matches' }).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Generate my matches' }).click();

    await page.waitForURL((url) => url.pathname === '/candidate/matches/success', {
      timeout: 30_000,
    });
    await page.getByRole('heading', { name: 'Your matches are ready' }).waitFor();
    await page.getByRole('link', { name: 'See your matches' }).click();

    await page.getByRole('heading', { name: 'Your matches', exact: true }).waitFor();
    for (const group of ['Jobs', 'Internships', 'Events']) {
      expect(await page.getByRole('heading', { name: new RegExp(`^${group}`) }).isVisible()).toBe(
        true,
      );
    }
    expect(await page.getByRole('list', { name: 'Why it fits' }).first().isVisible()).toBe(true);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    const before = await countsOf(page);
    const [newCount, seenCount] = (before ?? '').match(/\d+/g)?.map(Number) ?? [];
    expect(newCount).toBeGreaterThan(0);
    expect(seenCount).toBe(0);

    // Opening a match marks it viewed; back on the list the counts moved, with no refetch.
    await page.locator('main li h3 a, main li h2 a').first().click();
    await page.getByRole('heading', { name: 'Why it’s a match' }).waitFor();
    await page.getByRole('link', { name: 'Back to your matches' }).first().click();
    await page.getByTestId('match-counts').waitFor();
    expect(await countsOf(page)).toBe(`${(newCount ?? 0) - 1} new · 1 seen`);

    expect(cspViolations).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('shows a candidate with an empty profile matches whose every reason is true of them', async () => {
    const session = await emptyProfileCandidate();
    const { context, page, cspViolations, pageErrors } = await openPage(browser(), VIEWPORTS.phone);
    await page.goto(`${baseURL()}/`);
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
      SESSION_KEY,
      JSON.stringify(session),
    ] as const);
    await page.goto(`${baseURL()}/candidate/matches`);
    await page.getByRole('heading', { name: 'Your matches', exact: true }).waitFor();
    await page.getByTestId('match-counts').waitFor();
    await page.getByRole('list', { name: 'Why it fits' }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/candidate/matches');
    const reasons = await page
      .getByRole('list', { name: 'Why it fits' })
      .locator('li')
      .allTextContents();
    expect(reasons.length).toBeGreaterThan(0);
    for (const reason of reasons) {
      expect(
        OPPORTUNITY_FACTS.some((fact) => fact.test(reason.trim())),
        reason,
      ).toBe(true);
    }
    // Nothing about preferences, a CV or a place this candidate never gave.
    const text = (await page.locator('main').textContent()) ?? '';
    expect(text).not.toMatch(
      /as you prefer|Your CV mentions|where you want to work|You want to work in/,
    );
    expect(cspViolations).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
