import { describe, expect, it } from 'vitest';
import { baseURL } from '../support/api';
import { hydrated, openPage, useBrowser, VIEWPORTS } from '../support/browser';
import { DEMO_ORGANISERS, signInOrganiser } from '../support/organisers';

const browser = useBrowser();

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  describe(`the society's QR code (${size})`, () => {
    it('shows a code for the society’s address and downloads it as a PNG', async () => {
      const { context, page, pageErrors } = await openPage(browser(), viewport);
      await signInOrganiser(page, '/society/signin', DEMO_ORGANISERS.manager);
      await page.goto(`${baseURL()}/qr-code`);
      await page.getByRole('heading', { name: 'QR code', level: 1 }).waitFor();
      await hydrated(page);
      const code = page.getByRole('img', { name: /^QR code that opens .+ on Gradway$/ });
      await code.waitFor();
      // The code is drawn from the society's short link, or its page when it has none.
      const address = page.locator('a', { hasText: /\/(s|societies)\/[\w-]+$/ }).first();
      expect(await address.getAttribute('href')).toMatch(
        new RegExp(`^${baseURL()}/(s|societies)/[\\w-]+$`),
      );
      expect(
        await code.evaluate((image) => (image as HTMLImageElement).naturalWidth),
      ).toBeGreaterThan(0);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Download PNG' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^[\w-]+-qr-code\.png$/);
      expect(pageErrors).toEqual([]);
      await context.close();
    });
  });
}
