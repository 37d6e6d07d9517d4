import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { codeOf, freshEmail, waitForMail } from '../accounts/mailbox';
import { openSignedIn } from '../support/accounts';
import { baseURL } from '../support/api';
import {
  openPage,
  seriousAccessibilityViolations,
  useBrowser,
  VIEWPORTS,
} from '../support/browser';

const browser = useBrowser();

const post = async (path: string, body: unknown) => {
  const answer = await fetch(`${baseURL()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`POST ${path} answered ${answer.status}: ${await answer.text()}`);
  return answer.json() as Promise<{ data: { attributes: Record<string, unknown> } }>;
};

/** A new candidate signed in through the API with the emailed code: their session secret. */
const newCandidateSession = async (name: string) => {
  const email = freshEmail(name);
  await post('/api/v1/candidate/login', {
    user: { email, userable_type: 'Candidate', userable_source: 'website' },
  });
  const code = codeOf(await waitForMail(email));
  const signedIn = await post('/api/v1/login', { user: { email, otp: code } });
  return { email, token: String(signedIn.data.attributes.authentication_token) };
};

/** Opens the app signed in as this candidate (the session lives in the browser). */
const continueButton = (page: Page) => page.getByRole('button', { name: 'Save and continue' });

describe('candidate onboarding', () => {
  it('is completed step by step, resumes after a reload, and leads to the matches being generated', async () => {
    const session = await newCandidateSession('onboarding');
    const { context, page, cspViolations, pageErrors } = await openPage(browser(), VIEWPORTS.phone);
    // A candidate who has not finished onboarding is steered to it.
    await openSignedIn(page, session, '/candidate/profile');
    await page.waitForURL((url) => url.pathname === '/candidate/onboarding', { timeout: 20_000 });
    await page.getByRole('heading', { name: 'Your education' }).waitFor();
    expect(await page.getByText('Step 1 of 4').isVisible()).toBe(true);

    // Nothing filled in: each field says what is missing.
    await continueButton(page).click();
    await page.getByText('Enter your first name.').waitFor();
    expect(await page.getByText('Choose your graduation year.').isVisible()).toBe(true);

    await page.getByLabel('First name').fill('Priya');
    await page.getByLabel('Last name').fill('Shah');
    await page.getByLabel('What are you studying?').selectOption('undergraduate');
    await page.getByRole('combobox', { name: 'University' }).fill('University of Leeds');
    await page.getByRole('option', { name: 'University of Leeds' }).click();
    await page.getByLabel('Year of study').selectOption('2');
    await page.getByLabel('Graduation year').selectOption(String(new Date().getFullYear() + 2));
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await continueButton(page).click();

    await page.getByRole('heading', { name: 'What you look for' }).waitFor();
    await continueButton(page).click();
    await page.getByText('Choose at least one kind of opportunity.', { exact: true }).waitFor();
    await page.getByLabel('Internship').check();
    await page.getByLabel('Hybrid').check();
    await continueButton(page).click();

    await page.getByRole('heading', { name: 'Fair-access questions (optional)' }).waitFor();
    expect(await page.getByText(/never shown to employers without your consent/).isVisible()).toBe(
      true,
    );
    await page.getByRole('button', { name: 'Skip for now' }).click();
    await page.getByRole('heading', { name: 'Your CV (optional)' }).waitFor();

    // Leaving and coming back resumes at the same step, with what was saved.
    await page.reload();
    await page.getByRole('heading', { name: 'Your CV (optional)' }).waitFor();
    expect(await page.getByText('Step 4 of 4').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await page.getByRole('heading', { name: 'What you look for' }).waitFor();
    expect(await page.getByLabel('Internship').isChecked()).toBe(true);
    await continueButton(page).click();
    await page.getByRole('button', { name: 'Skip for now' }).click();

    // Finishing starts the generation itself: the matches arrive with no other click.
    await page.getByRole('button', { name: 'Finish and see my matches' }).click();
    await page.waitForURL((url) => url.pathname === '/candidate/matches/success', {
      timeout: 30_000,
    });
    await page.getByRole('heading', { name: 'Your matches are ready' }).waitFor();

    // The profile fits the phone's width: nothing scrolls sideways (the picture's file input).
    await page.goto(`${baseURL()}/candidate/profile`);
    await page.getByLabel('Profile picture').waitFor();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);

    const user = await fetch(`${baseURL()}/api/v1/user`, {
      headers: { 'X-User-Email': session.email, 'X-User-Token': session.token },
    });
    const attributes = (await user.json()).data.attributes;
    expect(attributes).toMatchObject({
      first_name: 'Priya',
      last_name: 'Shah',
      onboarding_completed: true,
      flow_state: 'completed',
    });
    expect(attributes.education_histories[0].university.name).toBe('University of Leeds');
    expect(cspViolations).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('reads a description in AI onboarding into fields to confirm', async () => {
    const session = await newCandidateSession('ai-onboarding');
    const { context, page, pageErrors } = await openPage(browser(), VIEWPORTS.desktop);
    await openSignedIn(page, session, '/candidate/ai/onboarding');
    await page.getByRole('heading', { name: 'In your own words' }).waitFor();
    await page
      .getByLabel('Describe yourself')
      .fill(
        `Hi, I'm Sam Lee, a third year BSc Economics student at the University of Leeds, graduating in ${new Date().getFullYear() + 1}. I want a finance internship in London, ideally hybrid.`,
      );
    await page.getByRole('button', { name: 'Build my profile' }).click();
    await page.getByRole('heading', { name: 'Check what we found' }).waitFor();
    expect(await page.getByLabel('First name').inputValue()).toBe('Sam');
    expect(await page.getByText('University of Leeds').first().isVisible()).toBe(true);
    expect(await page.getByLabel('Internship').isChecked()).toBe(true);
    expect(await page.getByLabel('Hybrid').isChecked()).toBe(true);
    // Confirming finishes onboarding, which starts generating the matches (no extra click).
    await page.getByRole('button', { name: 'Confirm and see my matches' }).click();
    await page.waitForURL((url) => url.pathname === '/candidate/matches/success', {
      timeout: 20_000,
    });
    await page.getByRole('heading', { name: 'Your matches are ready' }).waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
