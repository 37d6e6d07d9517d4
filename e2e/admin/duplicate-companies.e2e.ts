import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseURL } from '../support/api';
import {
  hydrated,
  openPage,
  seriousAccessibilityViolations,
  useBrowser,
  VIEWPORTS,
} from '../support/browser';
import { pick, signInConsole, signUpAndConfirm, waitForPath } from '../support/organisers';

/**
 * Two companies with the same name (decision 031, issue 14): the second recruiter is shown the
 * first and creates theirs only when they confirm it is another company; the admin sees the
 * possible duplicate in the companies queue, opens the company as the public will see it, and
 * merges it into the first.
 */

const SHOTS = '/tmp/shots-duplicates';

const browser = useBrowser();
beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true });
});

/** Fills the onboarding form's required fields, a bold line in the description. */
const fillCompany = async (page: Page, form: Locator, name: string, about: string) => {
  await form.getByLabel('Company name').fill(name);
  await form.getByLabel('Company size').selectOption({ index: 2 });
  await form.getByLabel('Industry').click();
  // The list loads on demand: search once its box is there.
  await page.getByRole('combobox', { name: 'Search Industry' }).fill('Technology');
  await page.getByRole('option', { name: 'Technology', exact: true }).click();
  await pick(form, 'Offices', 'Manchester', /^Manchester, United Kingdom/);
  await form.getByRole('textbox', { name: /^Description/ }).click();
  await page.keyboard.press('Control+b');
  await page.keyboard.type(about);
};

describe('duplicate companies', () => {
  it('warns the second recruiter, who creates theirs anyway; the admin previews and merges it', async () => {
    const stamp = Date.now().toString(36);
    const first = `Dupe Labs ${stamp}`;
    const second = `DUPE LABS ${stamp}.`;

    // The first company, by a recruiter of one domain.
    const owner = await openPage(browser(), VIEWPORTS.desktop);
    await signUpAndConfirm(owner.page, 'Recruiter', `sophie@dupe-${stamp}.com`, 'Sophie');
    await waitForPath(owner.page, '/recruiter/onboarding');
    await hydrated(owner.page);
    const ownerForm = owner.page.getByRole('form', { name: 'Create your company' });
    await fillCompany(owner.page, ownerForm, first, 'Data tools for small teams');
    await ownerForm.getByRole('button', { name: 'Create company' }).click();
    await waitForPath(owner.page, '/company/edit');
    await owner.context.close();

    // The second, at phone size, by a recruiter of another domain (gmail: nothing to join).
    const recruiter = await openPage(browser(), VIEWPORTS.phone);
    await signUpAndConfirm(recruiter.page, 'Recruiter', `jo.dupe.${stamp}@gmail.com`, 'Jo');
    await waitForPath(recruiter.page, '/recruiter/onboarding');
    await hydrated(recruiter.page);
    const form = recruiter.page.getByRole('form', { name: 'Create your company' });
    await fillCompany(recruiter.page, form, second, 'Another company');
    await form.getByRole('button', { name: 'Create company' }).click();
    const warning = form.getByRole('alert').filter({ hasText: 'is already on Gradway' });
    await warning
      .getByRole('heading', { name: `A company called “${first}” is already on Gradway` })
      .waitFor();
    await warning.getByText('It uses another email domain than yours').waitFor();
    expect(
      await warning.getByRole('link', { name: `See the page of ${first}` }).getAttribute('href'),
    ).toMatch(/^\/companies\//);
    // Nothing else is marked wrong, and no error toast: the warning says it all.
    expect(await recruiter.page.getByText('Error!').count()).toBe(0);
    expect(await seriousAccessibilityViolations(recruiter.page)).toEqual([]);
    await recruiter.page.screenshot({
      path: `${SHOTS}/onboarding-duplicate-phone.png`,
      fullPage: true,
    });
    await form.getByLabel('Mine is a different company: create it anyway').check();
    await form.getByRole('button', { name: 'Create company' }).click();
    await waitForPath(recruiter.page, '/company/edit');
    expect(recruiter.pageErrors).toEqual([]);
    expect(recruiter.cspViolations).toEqual([]);
    await recruiter.context.close();

    // A colleague of the first recruiter, at desktop size: the warning offers to ask to join.
    const colleague = await openPage(browser(), VIEWPORTS.desktop);
    await signUpAndConfirm(colleague.page, 'Recruiter', `lee@dupe-${stamp}.com`, 'Lee');
    await waitForPath(colleague.page, '/recruiter/onboarding');
    await hydrated(colleague.page);
    const colleagueForm = colleague.page.getByRole('form', { name: 'Create your company' });
    await fillCompany(colleague.page, colleagueForm, `dupe labs ${stamp}`, 'Same company');
    await colleagueForm.getByRole('button', { name: 'Create company' }).click();
    const joinable = colleagueForm.getByRole('alert').filter({ hasText: 'is already on Gradway' });
    await joinable.getByText('If it is your company, ask to join it').waitFor();
    expect(await seriousAccessibilityViolations(colleague.page)).toEqual([]);
    await colleague.page.screenshot({
      path: `${SHOTS}/onboarding-duplicate-desktop.png`,
      fullPage: true,
    });
    await joinable.getByRole('button', { name: `Ask to join ${first}` }).click();
    await colleague.page
      .getByRole('heading', { name: `Your request to join ${first} is waiting for its owner` })
      .waitFor();
    expect(colleague.pageErrors).toEqual([]);
    await colleague.context.close();

    const mergeName = `Merge ${second} into ${first}`;
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      const { context, page, cspViolations, pageErrors } = await openPage(browser(), viewport);
      await signInConsole(page);
      await page.goto(`${baseURL()}/admin?queue=companies`);
      const row = page
        .getByRole('row')
        .filter({ has: page.getByRole('button', { name: mergeName }) });
      await row.waitFor();
      expect(
        await row.getByRole('link', { name: new RegExp(`^${first}`) }).getAttribute('href'),
      ).toMatch(/^\/companies\//);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/companies-queue-${size}.png`, fullPage: true });

      // The company as the public will see it (its recruiter awaits approval: not public yet).
      await row.locator('a[href^="/admin/preview/companies/"]').click();
      await page.getByRole('heading', { name: 'Preview — not yet public', level: 1 }).waitFor();
      await page.getByRole('heading', { name: second, level: 1 }).waitFor();
      const about = page.getByRole('heading', { name: `About ${second}` }).locator('xpath=..');
      expect(await about.locator('strong', { hasText: 'Another company' }).count()).toBe(1);
      expect(await about.innerText()).not.toMatch(/<\/?(p|strong)>/);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/company-preview-${size}.png`, fullPage: true });
      await page.getByRole('link', { name: 'Back to the companies' }).click();

      if (size === 'desktop') {
        await page.getByRole('button', { name: mergeName }).click();
        const dialog = page.getByRole('dialog', { name: `Merge ${second} into ${first}?` });
        await dialog.waitFor();
        await page.screenshot({ path: `${SHOTS}/merge-question-${size}.png` });
        await dialog.getByRole('button', { name: 'Merge', exact: true }).click();
        await page.getByText(`${second} was merged into ${first}.`).first().waitFor();
        await page.getByRole('button', { name: mergeName }).waitFor({ state: 'detached' });
      }
      expect(cspViolations).toEqual([]);
      expect(pageErrors).toEqual([]);
      await context.close();
    }
  });
});
