import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { freshEmail, linkOf, waitForMail } from '../accounts/mailbox';
import { baseURL } from '../support/api';
import { hydrated, openPage, useBrowser, VIEWPORTS } from '../support/browser';
import { DEMO_ORGANISERS, signInOrganiser, waitForPath } from '../support/organisers';

const browser = useBrowser();

/** Every error the console shows and every 4xx/5xx the page's calls get. */
const watchFailures = (page: Page) => {
  const failures: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(`console: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
  });
  return failures;
};

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  describe(`organisers' daily snags (${size})`, () => {
    it('the demo manager saves the society profile as loaded', async () => {
      const { context, page, pageErrors } = await openPage(browser(), viewport);
      await signInOrganiser(page, '/society/signin', DEMO_ORGANISERS.manager);
      await page.goto(`${baseURL()}/society-profile/edit`);
      await page.getByRole('heading', { name: 'Edit your society', level: 1 }).waitFor();
      await hydrated(page);
      await page.getByRole('button', { name: 'Save changes' }).click();
      await page.getByText("Your society's profile is saved.").first().waitFor();
      await waitForPath(page, '/society-profile');
      expect(pageErrors).toEqual([]);
      await context.close();
    });

    it('the demo recruiter saves the company profile as loaded', async () => {
      const { context, page, pageErrors } = await openPage(browser(), viewport);
      await signInOrganiser(page, '/company/signin', DEMO_ORGANISERS.recruiter);
      await page.goto(`${baseURL()}/company/edit`);
      await page.getByRole('heading', { name: 'Company profile', level: 1 }).waitFor();
      await hydrated(page);
      await page.getByRole('button', { name: 'Save changes' }).click();
      await page.getByText("Your company's profile is saved.").first().waitFor();
      expect(pageErrors).toEqual([]);
      await context.close();
    });

    it('a recruiter opening /society-profile is sent home without a 403', async () => {
      const { context, page } = await openPage(browser(), viewport);
      await signInOrganiser(page, '/company/signin', DEMO_ORGANISERS.recruiter);
      const failures = watchFailures(page);
      await page.goto(`${baseURL()}/society-profile`);
      await page.waitForURL((url) => url.pathname !== '/society-profile', { timeout: 20_000 });
      await page.waitForLoadState('networkidle');
      expect(failures.filter((failure) => /403|Forbidden|not allowed/i.test(failure))).toEqual([]);
      await context.close();
    });

    it('a new manager opening the event form is sent to set up the society first', async () => {
      const { context, page } = await openPage(browser(), viewport);
      const email = freshEmail(`setup-${size}`);
      const answer = await fetch(`${baseURL()}/api/v1/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          user: {
            email,
            password: 'violet lantern orbit 42',
            first_name: 'Audit',
            last_name: 'President',
            userable_type: 'Manager',
          },
        }),
      });
      expect(answer.status).toBe(200);
      await page.goto(linkOf(await waitForMail(email)));
      await waitForPath(page, '/society-profile/onboarding');
      await page.goto(`${baseURL()}/events/create`);
      await waitForPath(page, '/society-profile/onboarding');
      await page.goto(`${baseURL()}/dashboard`);
      await waitForPath(page, '/society-profile/onboarding');
      expect(await page.getByRole('heading', { name: 'Create an event' }).count()).toBe(0);
      await context.close();
    });
  });
}
