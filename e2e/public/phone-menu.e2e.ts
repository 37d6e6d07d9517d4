import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL } from '../support/api';
import {
  hydrated,
  openPage,
  seriousAccessibilityViolations,
  useBrowser,
  VIEWPORTS,
} from '../support/browser';

/**
 * The public header's phone menu is a disclosure (`<details>`): it opens, closes and leads to
 * every section with scripts off and before hydration; hydrated, Escape and a page change close it
 * (decision 035).
 */

const browser = useBrowser();

const menuButton = (page: Page) => page.locator('header').getByLabel('Menu', { exact: true });
const isOpen = (page: Page) =>
  page.locator('header details').evaluate((menu) => menu.hasAttribute('open'));
const menuLink = (page: Page, name: string) =>
  page.locator('header details').getByRole('link', { name, exact: true });

describe('the public header on a phone', () => {
  it('opens its menu and follows its links with JavaScript disabled', async () => {
    const context = await browser().newContext({
      viewport: VIEWPORTS.phone,
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto(`${baseURL()}/`);
    expect(await menuButton(page).isVisible()).toBe(true);
    expect(await menuLink(page, 'Companies').isVisible()).toBe(false);

    await menuButton(page).click();
    expect(await isOpen(page)).toBe(true);
    for (const name of ['Jobs', 'Internships', 'Events', 'Companies', 'Societies', 'Sign in']) {
      expect(await menuLink(page, name).isVisible()).toBe(true);
    }
    // The keyboard closes it too: the button is focusable and toggles with Enter.
    await menuButton(page).focus();
    await page.keyboard.press('Enter');
    expect(await isOpen(page)).toBe(false);

    await menuButton(page).click();
    await menuLink(page, 'Companies').click();
    await page.waitForURL('**/companies');
    expect(await page.getByRole('heading', { level: 1 }).first().textContent()).toBeTruthy();
    expect(await isOpen(page)).toBe(false);
    await context.close();
  });

  it('hydrated, closes on Escape (focus back on its button) and after a page change', async () => {
    const { context, page, pageErrors } = await openPage(browser(), VIEWPORTS.phone);
    await page.goto(`${baseURL()}/`);
    await hydrated(page);

    await menuButton(page).click();
    expect(await isOpen(page)).toBe(true);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    expect(await isOpen(page)).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('SUMMARY');

    await menuButton(page).click();
    await menuLink(page, 'Societies').click();
    await page.waitForURL('**/societies');
    await expect.poll(() => isOpen(page)).toBe(false);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('is not shown on a desktop, where the sections and sign-in sit in the bar', async () => {
    const context = await browser().newContext({
      viewport: VIEWPORTS.desktop,
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto(`${baseURL()}/`);
    expect(await menuButton(page).isVisible()).toBe(false);
    const bar = page.locator('header nav').first();
    expect(await bar.getByRole('link', { name: 'Companies' }).isVisible()).toBe(true);
    await context.close();
  });
});
