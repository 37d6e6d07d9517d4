import { describe, expect, it } from 'vitest';
import { baseURL } from '../support/api';
import {
  hydrated,
  openPage,
  seriousAccessibilityViolations,
  useBrowser,
  VIEWPORTS,
} from '../support/browser';
import { DEMO_ORGANISERS, signInOrganiser } from '../support/organisers';

const browser = useBrowser();

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  describe(`a recruiter's partnerships (${size})`, () => {
    it('shows the demo society’s sponsorship of the recruiter’s company, by stage', async () => {
      const { context, page, pageErrors } = await openPage(browser(), viewport);
      await signInOrganiser(page, '/company/signin', DEMO_ORGANISERS.recruiter);
      await page.goto(`${baseURL()}/recruiter/partnerships`);
      await page.getByRole('heading', { name: 'Partnerships', level: 1 }).waitFor();
      await hydrated(page);

      // The demo society's Gold deal with Northwind Analytics (apps/api/src/seed), running now.
      const active = page.getByRole('region', { name: /^Active \d+$/ });
      const gold = active.getByRole('article', { name: 'UCL Technology Society' });
      await gold.waitFor();
      await gold.getByText('Gold', { exact: true }).waitFor();
      await gold.getByText('£1,500 / year').waitFor();
      await gold.getByText('1 Sep 2026 to 31 Aug 2027').waitFor();
      await gold.getByText('Delivered 2 of 3').waitFor();
      expect(
        await gold.getByRole('link', { name: 'UCL Technology Society' }).getAttribute('href'),
      ).toMatch(/^\/societies\/[\w-]+$/);
      // Nothing the society keeps for itself.
      expect(await page.getByText('Renewed after last year’s careers evening.').count()).toBe(0);

      // Another society's finished deal, priced in dollars, comes after the running ones.
      const ended = page.getByRole('region', { name: /^Ended \d+$/ });
      const fair = ended.getByRole('article', { name: 'LSE Finance Society' });
      await fair.getByText('$500 one-off').waitFor();
      await fair.getByText('Delivered 2 of 2').waitFor();
      const stages = await page.getByRole('heading', { level: 2 }).allTextContents();
      expect(stages[0]).toMatch(/^Active/);
      expect(stages.indexOf(stages.find((each) => each.startsWith('Ended')) ?? '')).toBe(
        stages.length - 1,
      );

      // The society's page is one click away.
      await gold.getByRole('link', { name: 'UCL Technology Society' }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/societies/'));
      await page.goBack();
      await page.getByRole('heading', { name: 'Partnerships', level: 1 }).waitFor();

      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      expect(pageErrors).toEqual([]);
      await context.close();
    });
  });
}

describe('a manager removing a sponsor (desktop)', () => {
  it('asks in the app’s dialog, and Cancel keeps the sponsor', async () => {
    const { context, page, pageErrors } = await openPage(browser(), VIEWPORTS.desktop);
    await signInOrganiser(page, '/society/signin', DEMO_ORGANISERS.manager);
    await page.goto(`${baseURL()}/sponsorships`);
    await page.getByRole('heading', { name: 'Sponsorships', level: 1 }).waitFor();
    await hydrated(page);
    const coffee = page.getByRole('article', { name: 'Campus Coffee Co.' });
    await coffee.getByRole('button', { name: 'Remove' }).click();
    const dialog = page.getByRole('dialog', {
      name: 'Remove Campus Coffee Co. from your sponsors?',
    });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await coffee.waitFor();
    // The deals' dates read as dates.
    await page
      .getByRole('article', { name: 'Northwind Analytics' })
      .getByText('1 Sep 2026 to 31 Aug 2027')
      .waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

describe('a partnership’s discussion (desktop)', () => {
  it('the recruiter writes about the Gold deal and the society’s manager answers from its card', async () => {
    const text = `Could our talk slot be in March? (${Date.now()})`;
    const recruiter = await openPage(browser(), VIEWPORTS.desktop);
    await signInOrganiser(recruiter.page, '/company/signin', DEMO_ORGANISERS.recruiter);
    await recruiter.page.goto(`${baseURL()}/recruiter/partnerships`);
    await hydrated(recruiter.page);
    await recruiter.page
      .getByRole('article', { name: 'UCL Technology Society' })
      .getByRole('link', { name: 'Discussion' })
      .click();
    await recruiter.page
      .getByRole('heading', { name: 'Partnership with UCL Technology Society', level: 1 })
      .waitFor();
    await hydrated(recruiter.page);
    await recruiter.page.getByLabel('Write to UCL Technology Society').fill(text);
    await recruiter.page.getByRole('button', { name: 'Send' }).click();
    await recruiter.page.getByRole('list', { name: 'Messages' }).getByText(text).waitFor();
    expect(await seriousAccessibilityViolations(recruiter.page)).toEqual([]);
    expect(recruiter.pageErrors).toEqual([]);
    await recruiter.context.close();

    const manager = await openPage(browser(), VIEWPORTS.desktop);
    await signInOrganiser(manager.page, '/society/signin', DEMO_ORGANISERS.manager);
    await manager.page.goto(`${baseURL()}/sponsorships`);
    await hydrated(manager.page);
    await manager.page
      .getByRole('article', { name: 'Northwind Analytics' })
      .getByRole('button', { name: 'Messages' })
      .click();
    const dialog = manager.page.getByRole('dialog', { name: 'Messages with Northwind Analytics' });
    await dialog.getByText(text).waitFor();
    const answer = `Yes, 12 March works (${Date.now()})`;
    await dialog.getByLabel('Write to Northwind Analytics').fill(answer);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await dialog.getByRole('list', { name: 'Messages' }).getByText(answer).waitFor();
    expect(manager.pageErrors).toEqual([]);
    await manager.context.close();
  });
});
