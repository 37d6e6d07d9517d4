import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL } from '../support/api';
import { hydrated, openPage, useBrowser, VIEWPORTS } from '../support/browser';

/**
 * Organisation descriptions are rich text (issue 14): edited in the rich-text editor, shown
 * formatted, never as tags ("the society description reads <p>Hackathons…</p>").
 */

const DEMO = {
  recruiter: { email: 'recruiter@demo.gradway.app', password: 'Gradway-Recruiter-2026' },
  manager: { email: 'manager@demo.gradway.app', password: 'Gradway-Manager-2026' },
};

const browser = useBrowser();

const signIn = async (page: Page, path: string, account: { email: string; password: string }) => {
  await page.goto(`${baseURL()}${path}`);
  await page.waitForSelector('form button[type="submit"]:not([disabled])');
  await page.getByLabel('Email address').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== path, { timeout: 20_000 });
};

/** The description's rich-text editor: a labelled text box that is no <textarea>. */
const descriptionEditor = (page: Page) =>
  page.getByRole('textbox', { name: /^Description/ }).and(page.locator('[contenteditable]'));

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  describe(`organisation descriptions as rich text (${size})`, () => {
    it('the manager edits the society description formatted, and the profile shows no tags', async () => {
      const { context, page, pageErrors } = await openPage(browser(), viewport);
      await signIn(page, '/society/signin', DEMO.manager);
      await page.goto(`${baseURL()}/society-profile/edit`);
      await page.getByRole('heading', { name: 'Edit your society', level: 1 }).waitFor();
      await hydrated(page);
      const editor = descriptionEditor(page);
      await editor.waitFor();
      expect(await page.locator('textarea[name="description"]').count()).toBe(0);
      const loaded = (await editor.innerText()).trim();
      expect(loaded.length).toBeGreaterThan(0);
      expect(loaded).not.toMatch(/<\/?p>/);
      expect(await editor.locator('p').count()).toBeGreaterThan(0);

      // Bold a new line through the editor's toolbar, then save.
      await editor.click();
      await page.keyboard.press('Control+End');
      await page.keyboard.press('Enter');
      // Bold may carry over from a bold line above (the other viewport's run): turn it on only if off.
      const bold = page.getByRole('button', { name: 'Bold', exact: true });
      if ((await bold.getAttribute('aria-pressed')) !== 'true')
        await page.keyboard.press('Control+b');
      // Each viewport's run adds its own line to the same society's description.
      const line = `Everyone welcome (${size})`;
      await page.keyboard.type(line);
      await page.getByRole('button', { name: 'Save changes' }).click();
      await page.getByText("Your society's profile is saved.").first().waitFor();
      await page.waitForURL((url) => url.pathname === '/society-profile', { timeout: 20_000 });

      const shown = page.locator('dd').filter({ hasText: line });
      await shown.waitFor();
      expect(await shown.innerText()).not.toMatch(/<\/?(p|strong)>/);
      expect(await shown.locator('strong', { hasText: line }).count()).toBe(1);
      expect(pageErrors).toEqual([]);
      await context.close();
    });

    it('the recruiter sees the company description in the editor, not as tags', async () => {
      const { context, page, pageErrors } = await openPage(browser(), viewport);
      await signIn(page, '/company/signin', DEMO.recruiter);
      await page.goto(`${baseURL()}/company/edit`);
      await page.getByRole('heading', { name: 'Company profile', level: 1 }).waitFor();
      await hydrated(page);
      const editor = descriptionEditor(page);
      await editor.waitFor();
      expect(await page.locator('textarea[name="description"]').count()).toBe(0);
      const loaded = (await editor.innerText()).trim();
      expect(loaded.length).toBeGreaterThan(0);
      expect(loaded).not.toMatch(/<\/?p>/);
      expect(pageErrors).toEqual([]);
      await context.close();
    });
  });
}
