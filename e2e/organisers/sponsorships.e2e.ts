import { describe, expect, it } from 'vitest';
import { baseURL } from '../support/api';
import { hydrated, openPage, useBrowser, VIEWPORTS } from '../support/browser';
import { DEMO_ORGANISERS, signInOrganiser } from '../support/organisers';

const browser = useBrowser();

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  describe(`the society's sponsorships (${size})`, () => {
    it('creates a package, records a sponsor on it and moves the deal to active', async () => {
      const { context, page, pageErrors } = await openPage(browser(), viewport);
      await signInOrganiser(page, '/society/signin', DEMO_ORGANISERS.manager);
      await page.goto(`${baseURL()}/sponsorships`);
      await page.getByRole('heading', { name: 'Sponsorships', level: 1 }).waitFor();
      await hydrated(page);
      // The demo society's own packages, priced with the spec's symbols.
      await page.getByRole('article', { name: 'Gold' }).getByText('£1,500 / year').waitFor();

      const name = `Bronze ${size} ${Date.now()}`;
      await page.getByRole('button', { name: 'New package' }).click();
      const packageForm = page.getByRole('form', { name: 'New package' });
      await packageForm.getByLabel('Name').fill(name);
      await packageForm.getByLabel('Price').fill('250');
      await packageForm.getByLabel('Currency').selectOption('USD');
      await packageForm.getByLabel('Billing period').selectOption('per_month');
      await packageForm
        .getByLabel(/^Deliverables/)
        .fill('Logo on 1 event page\n1 newsletter feature');
      await packageForm.getByRole('button', { name: 'Save package' }).click();
      const card = page.getByRole('article', { name });
      await card.getByText('$250 / month').waitFor();

      const sponsor = `Sponsor ${size} ${Date.now()}`;
      await page.getByRole('button', { name: 'Record a sponsor' }).click();
      const dealForm = page.getByRole('form', { name: 'Record a sponsor' });
      await dealForm.getByLabel('Package').selectOption({ label: `${name} · $250 / month` });
      await dealForm.getByLabel('Company').fill(sponsor);
      await dealForm.getByLabel('Status').selectOption('agreed');
      await dealForm.getByRole('button', { name: 'Save sponsor' }).click();

      const deal = page.getByRole('article', { name: sponsor });
      await deal.waitFor();
      // The active deals' total in dollars (other runs on this database may have some already).
      const dollars = async () =>
        Number(
          (await page.getByTestId('active-total').textContent())
            ?.match(/\$([\d,]+)/)?.[1]
            ?.replaceAll(',', '') ?? 0,
        );
      const before = await dollars();
      await deal.getByRole('button', { name: 'Move to Active' }).click();
      await page
        .getByRole('region', { name: /^Active \d+$/ })
        .getByRole('article', { name: sponsor })
        .waitFor();
      await deal.getByRole('checkbox', { name: '1 newsletter feature' }).check();
      await deal.getByText('Delivered 1 of 2').waitFor();
      expect(await dollars()).toBe(before + 250);
      expect(pageErrors).toEqual([]);
      await context.close();
    });
  });
}
