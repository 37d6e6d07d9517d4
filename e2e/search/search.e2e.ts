import { mkdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseURL } from '../support/api';
import {
  hydrated,
  openPage,
  seriousAccessibilityViolations,
  useBrowser,
  VIEWPORTS,
} from '../support/browser';
import {
  apiTitles,
  demoCandidateSession,
  openSignedIn,
  resultCount,
  resultTitles,
} from './search-support';

const SHOTS = '/tmp/shots-h9';

const browser = useBrowser();
let signedIn: ReturnType<typeof demoCandidateSession> | undefined;
/** One sign-in of the demo candidate for the whole file (codes are rate-limited). */
const candidate = () => {
  signedIn ??= demoCandidateSession();
  return signedIn;
};
beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
});
describe('search', () => {
  for (const javaScriptEnabled of [false, true]) {
    it(`words typed before the page hydrates and sent with Enter search (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async () => {
      const context = await browser().newContext({ viewport: VIEWPORTS.phone, javaScriptEnabled });
      const page = await context.newPage();
      // Typed as soon as the HTML is there, without waiting for the scripts.
      await page.goto(`${baseURL()}/search/results?type=jobs`, { waitUntil: 'commit' });
      const box = page.getByRole('search').getByRole('searchbox', { name: 'Search' });
      await box.waitFor();
      // On a phone the keyword box is visible, not behind "Filters".
      expect(await box.isVisible()).toBe(true);
      await box.fill('data science');
      await box.press('Enter');
      await page.waitForURL((url) => url.searchParams.get('q') === 'data science', {
        timeout: 15_000,
      });
      await expect
        .poll(
          async () => (await resultTitles(page)).some((title) => /Data Scientist/.test(title)),
          {
            timeout: 15_000,
          },
        )
        .toBe(true);
      expect(await page.getByRole('search').getByRole('searchbox').inputValue()).toBe(
        'data science',
      );
      await page.screenshot({
        path: `${SHOTS}/search-before-hydration-${javaScriptEnabled ? 'js' : 'nojs'}.png`,
      });
      await context.close();
    });
  }

  it('on a phone the current type tab is in view, the last one too; the others scroll into view', async () => {
    const { context, page, pageErrors } = await openPage(browser(), VIEWPORTS.phone);
    const tabs = page.getByRole('navigation', { name: 'What to search' });
    const inView = async (name: string) => {
      const tab = await tabs.getByRole('link', { name, exact: true }).boundingBox();
      return tab !== null && tab.x >= 0 && tab.x + tab.width <= VIEWPORTS.phone.width;
    };
    await page.goto(`${baseURL()}/search/results?type=internships`);
    await hydrated(page);
    await expect.poll(() => inView('Internships')).toBe(true);
    expect(await tabs.getByRole('link', { name: 'Internships' }).getAttribute('aria-current')).toBe(
      'page',
    );
    // Back to the first type by its link: that tab comes into view in turn.
    await tabs.getByRole('link', { name: 'Companies', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('type') === 'companies');
    await expect.poll(() => inView('Companies')).toBe(true);
    await page.screenshot({ path: `${SHOTS}/search-tabs-phone.png` });
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('on a phone the tab row fades at an edge with more tabs beyond it, never over the current tab', async () => {
    const { context, page } = await openPage(browser(), VIEWPORTS.phone);
    const row = page.getByRole('navigation', { name: 'What to search' });
    const fadeOf = () =>
      row.evaluate((element) => {
        const style = getComputedStyle(element);
        return {
          start: parseFloat(style.getPropertyValue('--tabs-fade-start')),
          end: parseFloat(style.getPropertyValue('--tabs-fade-end')),
        };
      });
    // The first type: nothing before it, more after it.
    await page.goto(`${baseURL()}/search/results?type=companies`);
    await hydrated(page);
    await expect.poll(async () => (await fadeOf()).end).toBeGreaterThan(0);
    expect((await fadeOf()).start).toBe(0);
    // A middle type: both edges fade, and the current tab stays clear of the faded edges.
    await page.goto(`${baseURL()}/search/results?type=jobs`);
    await hydrated(page);
    await expect.poll(async () => (await fadeOf()).start).toBeGreaterThan(0);
    const fade = await fadeOf();
    expect(fade.end).toBeGreaterThan(0);
    const box = await row.boundingBox();
    const current = await row.getByRole('link', { name: 'Jobs', exact: true }).boundingBox();
    if (!box || !current) throw new Error('the tab row is not on the page');
    expect(current.x).toBeGreaterThanOrEqual(box.x + fade.start);
    expect(current.x + current.width).toBeLessThanOrEqual(box.x + box.width - fade.end);
    await context.close();
  });

  it('a guest searches jobs with words and a filter; the address keeps both, a reload the results', async () => {
    const { context, page, cspViolations, pageErrors } = await openPage(
      browser(),
      VIEWPORTS.desktop,
    );
    await page.goto(`${baseURL()}/search/results?type=jobs`);
    await page.getByRole('heading', { name: 'Search', level: 1 }).waitFor();
    await hydrated(page);
    const panel = page.getByRole('form', { name: 'Filters' });

    await page.getByRole('search').getByRole('searchbox', { name: 'Search' }).fill('analyst');
    await page.waitForURL((url) => url.searchParams.get('q') === 'analyst', { timeout: 10_000 });
    // The box follows the address: it shows checked once the new search has loaded.
    await panel.getByLabel('Hybrid').click();
    await page.waitForURL((url) => url.searchParams.getAll('work_modes[]').includes('hybrid'), {
      timeout: 10_000,
    });
    await page.getByRole('list', { name: 'Active filters' }).getByText('Hybrid').waitFor();

    // The page's first page (ten results) is the API's first page of ten.
    const expected = await apiTitles('type=jobs&q=analyst&work_modes[]=hybrid', 10);
    expect(expected.length).toBeGreaterThan(0);
    await expect.poll(() => resultTitles(page), { timeout: 10_000 }).toEqual(expected);
    const count = await resultCount(page);
    // The count is every match, as a number ("1,204 jobs"), not the page's length.
    expect(count).toMatch(/^(About )?[\d,]+ jobs?$/);
    expect(Number(count?.replace(/\D/g, ''))).toBeGreaterThanOrEqual(expected.length);
    await page.screenshot({ path: `${SHOTS}/search-guest-desktop.png` });

    const address = page.url();
    await page.reload();
    expect(page.url()).toBe(address);
    expect(
      await page.getByRole('search').getByRole('searchbox', { name: 'Search' }).inputValue(),
    ).toBe('analyst');
    expect(await panel.getByLabel('Hybrid').isChecked()).toBe(true);
    expect(await resultTitles(page)).toEqual(expected);
    expect(await resultCount(page)).toBe(count);

    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(cspViolations).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('a candidate shares two selected jobs; the link shows exactly those two to anyone', async () => {
    const session = await candidate();
    const { context, page, cspViolations, pageErrors } = await openPage(browser(), VIEWPORTS.phone);
    await openSignedIn(page, session, '/search/results?type=jobs&q=analyst');
    await hydrated(page);
    const titles = (await resultTitles(page)).slice(0, 2);
    expect(titles).toHaveLength(2);
    const boxes = page.getByRole('checkbox', { name: /^Select .* to share$/ });
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    const bar = page.getByRole('region', { name: 'Share selection' });
    await bar.getByText('2 selected').waitFor();
    await bar.getByRole('button', { name: 'Share selection' }).click();
    const link = await bar.getByLabel('Link to your selection').inputValue({ timeout: 10_000 });
    expect(new URL(link).pathname).toBe('/search/results');
    await page.screenshot({ path: `${SHOTS}/search-share-phone.png` });
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(cspViolations).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();

    // A fresh browser, signed out: the link opens the shared selection and nothing else.
    const guest = await openPage(browser(), VIEWPORTS.desktop);
    await guest.page.goto(link);
    await guest.page.getByText('A shared selection').waitFor();
    expect([...(await resultTitles(guest.page))].sort()).toEqual([...titles].sort());
    expect(await resultCount(guest.page)).toBe('2 jobs');
    expect(await seriousAccessibilityViolations(guest.page)).toEqual([]);
    expect(guest.cspViolations).toEqual([]);
    expect(guest.pageErrors).toEqual([]);
    await guest.context.close();
  });

  it('a candidate’s AI search reads chips from a question; removing and editing one changes the results', async () => {
    const session = await candidate();
    const { context, page, cspViolations, pageErrors } = await openPage(
      browser(),
      VIEWPORTS.desktop,
    );
    await openSignedIn(page, session, '/ai/search');
    await page.getByLabel('What are you looking for?').fill('paid summer internships in London');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/\/ai\/search\/[0-9a-f-]{36}\/results$/, { timeout: 20_000 });
    const chips = page.getByRole('list', { name: 'Filters we read from your question' });
    await chips.getByRole('button', { name: 'London', exact: true }).waitFor();
    expect(await chips.getByRole('button', { name: 'Paid', exact: true }).count()).toBe(1);
    const narrow = await resultTitles(page);
    const narrowCount = await resultCount(page);
    await page.screenshot({ path: `${SHOTS}/ai-search-desktop.png` });
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    // × on London: the search widens, and the change is kept with the search.
    await chips.getByRole('button', { name: 'Remove filter London' }).click();
    await chips.getByRole('button', { name: 'London', exact: true }).waitFor({ state: 'detached' });
    await expect.poll(() => resultCount(page), { timeout: 10_000 }).not.toBe(narrowCount);
    // The count can change a moment before the new titles are on the page: wait for the titles.
    const wide = await apiTitles('type=internships&kinds[]=summer_internship&paid_only=true');
    expect(wide.length).toBeGreaterThan(narrow.length);
    await expect.poll(() => resultTitles(page), { timeout: 10_000 }).toEqual(wide);

    // Editing a chip opens the filters: remote work only narrows the results again.
    await chips.getByRole('button', { name: 'Paid', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit filters' });
    await dialog.getByLabel('Remote').check();
    await dialog.getByRole('button', { name: 'Show results' }).click();
    await chips.getByRole('button', { name: 'Remote', exact: true }).waitFor();
    const remote = await apiTitles(
      'type=internships&kinds[]=summer_internship&paid_only=true&work_modes[]=remote',
    );
    expect(remote.length).toBeLessThan(wide.length);
    await expect.poll(() => resultTitles(page), { timeout: 10_000 }).toEqual(remote);

    await page.reload();
    await chips.getByRole('button', { name: 'Remote', exact: true }).waitFor();
    expect(await chips.getByRole('button', { name: 'London', exact: true }).count()).toBe(0);
    expect(cspViolations).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
