import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, escapeHtml, getHtml } from '../support/api';
import {
  openPage,
  seriousAccessibilityViolations,
  useBrowser,
  VIEWPORTS,
} from '../support/browser';
import { DEMO_ADMIN } from './search-support';

const SHOTS = '/tmp/shots-h9';

const browser = useBrowser();

const signInToConsole = async (page: Page) => {
  await page.goto(`${baseURL()}/admin/signin`, { waitUntil: 'networkidle' });
  await page.getByLabel('Email').fill(DEMO_ADMIN.email);
  await page.getByLabel('Password').fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Queues' }).waitFor();
};

describe('search landing pages', () => {
  it('a published page is rendered on the server with its title, introduction and results', async () => {
    const { status, html } = await getHtml('/graduate-jobs-london');
    expect(status).toBe(200);
    expect(html).toContain(`<title>${escapeHtml('Graduate jobs in London')} | Gradway</title>`);
    expect(html).toMatch(/<h1[^>]*>Graduate jobs in London<\/h1>/);
    expect(html).toContain('Entry-level and graduate roles in London');
    expect(html).toContain('<link rel="canonical"');
    expect((await getHtml('/no-such-search-page')).status).toBe(404);

    const { context, page, cspViolations, pageErrors } = await openPage(browser(), VIEWPORTS.phone);
    await page.goto(`${baseURL()}/graduate-jobs-london`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Graduate jobs in London', level: 1 }).waitFor();
    expect(await page.getByRole('link', { name: 'Refine this search' }).count()).toBe(1);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(cspViolations).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('an admin creates one in the console; it answers at its address once published', async () => {
    const slug = `remote-analyst-jobs-${Date.now().toString(36)}`;
    const { context, page, cspViolations, pageErrors } = await openPage(
      browser(),
      VIEWPORTS.desktop,
    );
    await signInToConsole(page);
    await page
      .getByRole('navigation', { name: 'Admin console' })
      .getByRole('link', {
        name: 'Search pages',
      })
      .click();
    await page.getByRole('heading', { name: 'Search pages', level: 1 }).waitFor();
    await page
      .getByRole('table', { name: 'Search pages' })
      .getByText('/graduate-jobs-london')
      .waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'New search page' }).click();
    // Nothing typed: each field says what is wrong.
    await page.getByRole('button', { name: 'Create search page' }).click();
    await page.getByText('Give the page a title.').waitFor();
    await page.getByLabel(/^Address/).fill(slug);
    await page.getByLabel(/^Title/).fill('Remote analyst jobs');
    await page.getByLabel(/^Introduction/).fill('Analyst roles you can do from anywhere.');
    await page.getByRole('searchbox', { name: 'Search' }).fill('analyst');
    await page.getByLabel('Remote').check();
    await page.screenshot({ path: `${SHOTS}/admin-search-page-form-desktop.png`, fullPage: true });
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Create search page' }).click();
    await page.getByText('Remote analyst jobs is saved.').first().waitFor();
    const row = page.getByRole('row', { name: /Remote analyst jobs/ });
    await row.getByText('Not published').waitFor();
    // A draft is not public.
    expect((await getHtml(`/${slug}`)).status).toBe(404);

    await row.getByRole('button', { name: 'Edit: Remote analyst jobs' }).click();
    await page.getByLabel('Published').check();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('link', { name: new RegExp(`/${slug}`) }).waitFor();

    const { status, html } = await getHtml(`/${slug}`);
    expect(status).toBe(200);
    expect(html).toContain('<title>Remote analyst jobs | Gradway</title>');
    expect(html).toMatch(/<h1[^>]*>Remote analyst jobs<\/h1>/);

    // Deleting asks first; then the address stops answering.
    await page.getByRole('button', { name: 'Delete: Remote analyst jobs' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Remote analyst jobs?' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Remote analyst jobs is deleted.').first().waitFor();
    expect((await getHtml(`/${slug}`)).status).toBe(404);

    // The console on a phone: the list becomes cards, still readable and usable.
    await page.setViewportSize(VIEWPORTS.phone);
    await page.getByRole('heading', { name: 'Search pages', level: 1 }).waitFor();
    await page.screenshot({ path: `${SHOTS}/admin-search-pages-phone.png`, fullPage: true });
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    expect(cspViolations).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
