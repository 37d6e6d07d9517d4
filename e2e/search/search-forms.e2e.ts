import { mkdirSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseURL } from '../support/api';
import { hydrated, openPage, useBrowser, VIEWPORTS } from '../support/browser';
import { resultTitles } from './search-support';

/**
 * The search results page as forms and links (docs/decisions/025-public-pages-as-forms-and-links.md):
 * the keyword box, the filters, the type tabs, the chips, the sort and "Load more" work with
 * JavaScript off, before the page hydrates, and (client-side) once it has.
 */

const SHOTS = '/tmp/shots-discovery-pages';

const browser = useBrowser();
beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true });
});

const noScripts = (viewport: { width: number; height: number } = VIEWPORTS.desktop) =>
  browser().newContext({ viewport, javaScriptEnabled: false });

const params = (page: Page) => new URL(page.url()).searchParams;

/**
 * Holds back the page's JavaScript until `release` is called, so a test acts on the page as a
 * phone sees it before its scripts arrive (deterministically, not by racing them).
 */
const holdScripts = async (context: BrowserContext) => {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await context.route(/\/assets\/.*\.js(\?.*)?$/, async (route) => {
    await released;
    await route.continue();
  });
  return () => release();
};

/** The jobs search page at `viewport`, its scripts held back until `release` is called. */
const openSearchBeforeScripts = async (viewport: (typeof VIEWPORTS)[keyof typeof VIEWPORTS]) => {
  const opened = await openPage(browser(), viewport);
  const release = await holdScripts(opened.context);
  await opened.page.goto(`${baseURL()}/search/results?type=jobs`, {
    waitUntil: 'domcontentloaded',
  });
  return { ...opened, release };
};

describe('the search results page without JavaScript', () => {
  it('filters with the form, switches type with the tabs, removes a chip, sorts and loads the next page', async () => {
    const context = await noScripts();
    const page = await context.newPage();
    await page.goto(`${baseURL()}/search/results?type=jobs`);
    const filters = page.getByRole('form', { name: 'Filters' });
    await filters.getByLabel('Remote').check();
    await filters.getByRole('button', { name: 'Show results' }).click();
    await page.waitForURL((url) => url.searchParams.getAll('work_modes[]').includes('remote'));
    expect(await filters.getByLabel('Remote').isChecked()).toBe(true);
    const chips = page.getByRole('list', { name: 'Active filters' });
    await chips.getByText('Remote').waitFor();
    expect((await resultTitles(page)).length).toBeGreaterThan(0);

    // The chip's remove control is a link to the search without it.
    await chips.getByRole('link', { name: 'Remove filter Remote' }).click();
    await page.waitForURL((url) => !url.searchParams.has('work_modes[]'));

    // The type tabs are links; the current one is marked.
    const tabs = page.getByRole('navigation', { name: 'What to search' });
    await tabs.getByRole('link', { name: 'Events' }).click();
    await page.waitForURL((url) => url.searchParams.get('type') === 'events');
    expect(await tabs.getByRole('link', { name: 'Events' }).getAttribute('aria-current')).toBe(
      'page',
    );

    // The sort is a link.
    await page
      .getByRole('navigation', { name: 'Sort by' })
      .getByRole('link', { name: /Newest/ })
      .click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'newest');

    // "Load more" is a link to the next page of the same search.
    await tabs.getByRole('link', { name: 'Jobs' }).click();
    await page.waitForURL((url) => url.searchParams.get('type') === 'jobs');
    const first = await resultTitles(page);
    expect(first.length).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Load more' }).click();
    await page.waitForURL((url) => url.searchParams.has('cursor'));
    const next = await resultTitles(page);
    expect(next.length).toBeGreaterThan(0);
    expect(next.some((title) => !first.includes(title))).toBe(true);
    await context.close();
  });

  it('on a phone, "Filters" shows the form in place and "Show results" applies it', async () => {
    const context = await noScripts(VIEWPORTS.phone);
    const page = await context.newPage();
    await page.goto(`${baseURL()}/search/results?type=internships`);
    const filters = page.getByRole('form', { name: 'Filters' });
    expect(await filters.isVisible()).toBe(false);
    await page.getByRole('link', { name: 'Filters' }).click();
    await filters.waitFor({ state: 'visible' });
    await filters.getByLabel('Hybrid').check();
    await page.screenshot({ path: `${SHOTS}/search-filters-phone-nojs.png` });
    await filters.getByRole('button', { name: 'Show results' }).click();
    await page.waitForURL((url) => url.searchParams.getAll('work_modes[]').includes('hybrid'));
    expect(await filters.isVisible()).toBe(false);
    await page.getByRole('link', { name: 'Filters (1)' }).waitFor();
    await context.close();
  });
});

describe('the search results page before it hydrates', () => {
  it('a search typed and sent with Enter before the scripts arrive runs, and the page then hydrates', async () => {
    const { context, page, pageErrors, release } = await openSearchBeforeScripts(VIEWPORTS.phone);
    const box = page.getByRole('search').getByRole('searchbox', { name: 'Search' });
    await box.fill('data science');
    await box.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q') === 'data science');
    expect((await resultTitles(page)).some((title) => /Data Scien/.test(title))).toBe(true);
    release();
    await hydrated(page);
    expect(await box.inputValue()).toBe('data science');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('what is ticked before hydration stays ticked after it, and "Show results" applies it', async () => {
    const { context, page, pageErrors, release } = await openSearchBeforeScripts(VIEWPORTS.desktop);
    const filters = page.getByRole('form', { name: 'Filters' });
    const box = page.getByRole('search').getByRole('searchbox', { name: 'Search' });
    await box.fill('analyst');
    await filters.getByLabel('Office').check();
    release();
    await hydrated(page);
    // React keeps what was typed and ticked (no replay), and the form sends it as it is.
    expect(await box.inputValue()).toBe('analyst');
    expect(await filters.getByLabel('Office').isChecked()).toBe(true);
    await filters.getByRole('button', { name: 'Show results' }).click();
    await page.waitForURL((url) => url.searchParams.getAll('work_modes[]').includes('office'));
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

describe('a city typed before the page hydrates', () => {
  it('is searched once the scripts arrive: the picker shows its cities, the focus still in it', async () => {
    const { context, page, pageErrors, release } = await openSearchBeforeScripts(VIEWPORTS.desktop);
    const cities = page.getByRole('combobox', { name: 'Cities' });
    await cities.click();
    await page.keyboard.type('Lond');
    release();
    await hydrated(page);
    await expect
      .poll(() => page.getByRole('option').allTextContents(), { timeout: 10_000 })
      .toContain('London, United Kingdom');
    expect(await cities.inputValue()).toBe('Lond');
    expect(await cities.evaluate((box) => box === document.activeElement)).toBe(true);
    await page.screenshot({ path: `${SHOTS}/cities-typed-before-hydration.png` });
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

describe('the search results page once hydrated', () => {
  it('a tick, a tab, a chip and "Load more" navigate in the page (no new document)', async () => {
    const { context, page, pageErrors } = await openPage(browser(), VIEWPORTS.desktop);
    await page.goto(`${baseURL()}/search/results?type=jobs`);
    await hydrated(page);
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    const filters = page.getByRole('form', { name: 'Filters' });
    await filters.getByLabel('Remote').check();
    await page.waitForURL((url) => url.searchParams.getAll('work_modes[]').includes('remote'));
    await page.getByRole('list', { name: 'Active filters' }).getByText('Remote').waitFor();
    // Empty fields stay out of the address.
    expect(params(page).has('salary_min')).toBe(false);
    await page
      .getByRole('navigation', { name: 'What to search' })
      .getByRole('link', { name: 'Internships' })
      .click();
    await page.waitForURL((url) => url.searchParams.get('type') === 'internships');
    await expect.poll(() => filters.getByLabel('Remote').isChecked()).toBe(true);
    await page
      .getByRole('list', { name: 'Active filters' })
      .getByRole('link', { name: 'Remove filter Remote' })
      .click();
    await page.waitForURL((url) => !url.searchParams.has('work_modes[]'));
    // The box follows the address when it changes from outside.
    await expect.poll(() => filters.getByLabel('Remote').isChecked()).toBe(false);
    const before = (await resultTitles(page)).length;
    await page.getByRole('link', { name: 'Load more' }).click();
    await expect.poll(async () => (await resultTitles(page)).length).toBeGreaterThan(before);
    expect(params(page).has('cursor')).toBe(false);
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
  it('on a phone, the filters close on "Show results" and on a new sort, and stay open while ticking', async () => {
    const { context, page, pageErrors } = await openPage(browser(), VIEWPORTS.phone);
    await page.goto(`${baseURL()}/search/results?type=jobs`);
    await hydrated(page);
    const filters = page.getByRole('form', { name: 'Filters' });
    expect(await filters.isVisible()).toBe(false);
    await page.getByRole('link', { name: 'Filters' }).click();
    await filters.waitFor({ state: 'visible' });
    // A tick applies at once and keeps the panel open for the next one.
    await filters.getByLabel('Remote').check();
    await page.waitForURL((url) => url.searchParams.getAll('work_modes[]').includes('remote'));
    expect(await filters.isVisible()).toBe(true);
    await filters.getByRole('button', { name: 'Show results' }).click();
    await page.waitForURL((url) => url.hash === '');
    await filters.waitFor({ state: 'hidden' });
    // Opened again, then a sort chosen below it: the results in that order, the panel closed.
    await page.getByRole('link', { name: 'Filters (1)' }).click();
    await filters.waitFor({ state: 'visible' });
    await page.getByRole('link', { name: 'Newest' }).click();
    await page.waitForURL((url) => url.searchParams.get('sort') !== null && url.hash === '');
    await filters.waitFor({ state: 'hidden' });
    expect(pageErrors).toEqual([]);
    await context.close();
  });
  it('says which words it left out when every word together finds nothing', async () => {
    const context = await noScripts(VIEWPORTS.phone);
    const page = await context.newPage();
    await page.goto(`${baseURL()}/search/results?type=jobs&q=softwear%20developer`);
    const notice = page.getByRole('status').filter({ hasText: 'Showing results for' });
    await notice.waitFor();
    expect(await notice.textContent()).toBe(
      'Showing results for “software” Nothing has every word of “softwear developer”, so “developer” was left out.',
    );
    await context.close();
  });
});
