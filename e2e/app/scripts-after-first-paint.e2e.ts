import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, getHtml } from '../support/api';
import { hydrated, openPage, useBrowser, VIEWPORTS } from '../support/browser';

/**
 * A page's scripts start after its first paint (decisions 017 and 025): the server writes them
 * inert and a small script restores them. Checked here as shipped, in a real browser: the restore,
 * a restore whose staged start fails (the page still hydrates), and a page whose restoring script
 * never runs (it stays usable: its forms and links work).
 */

const INERT = '[rel="gradway-modulepreload"], script[type="text/gradway-deferred-module"]';

const browser = useBrowser();

const inertLeft = (page: Page) =>
  page.evaluate((selector) => document.querySelectorAll(selector).length, INERT);
const modulePreloads = (page: Page) =>
  page.evaluate(() => document.querySelectorAll('link[rel="modulepreload"]').length);

describe('scripts after the first paint, as shipped', () => {
  it('the server writes them inert, and the browser restores them and hydrates', async () => {
    const { html } = await getHtml('/search/results?type=jobs');
    expect(html).toContain('rel="gradway-modulepreload"');
    expect(html).toContain('type="text/gradway-deferred-module"');
    expect(html).not.toContain('rel="modulepreload"');

    const { context, page, pageErrors, cspViolations } = await openPage(browser(), VIEWPORTS.phone);
    await page.goto(`${baseURL()}/search/results?type=jobs`);
    await hydrated(page);
    expect(await inertLeft(page)).toBe(0);
    expect(await modulePreloads(page)).toBeGreaterThan(5);
    expect(pageErrors).toEqual([]);
    expect(cspViolations).toEqual([]);
    await context.close();
  });

  it('where frames cannot be asked for, the page still hydrates', async () => {
    const { context, page, pageErrors } = await openPage(browser(), VIEWPORTS.phone);
    await page.addInitScript(() => {
      window.requestAnimationFrame = () => {
        throw new Error('no frames in this browser');
      };
    });
    await page.goto(`${baseURL()}/`);
    // Polled on a timer: the test's own wait would ask for frames too.
    await page.waitForFunction(
      () => Object.keys(document.body).some((key) => key.startsWith('__react')),
      null,
      { polling: 100, timeout: 20_000 },
    );
    expect(await inertLeft(page)).toBe(0);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('a page whose restoring script never runs stays usable: its search form works', async () => {
    const { context, page } = await openPage(browser(), VIEWPORTS.phone);
    await page.route(/\/search\/results/, async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const answer = await route.fetch();
      const body = (await answer.text()).replace(
        /<script nonce="[^"]*">\(function startScriptsAfterFirstPaint[\s\S]*?<\/script>/,
        '',
      );
      await route.fulfill({ response: answer, body });
    });
    await page.goto(`${baseURL()}/search/results?type=jobs`);
    await page.waitForTimeout(1500);
    expect(await inertLeft(page)).toBeGreaterThan(0);
    const box = page.getByRole('search').getByRole('searchbox', { name: 'Search' });
    await box.fill('analyst');
    await box.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q') === 'analyst');
    await page.getByRole('list', { name: 'Results' }).waitFor();
    await context.close();
  });
});
