import { createRequire } from 'node:module';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

const require = createRequire(import.meta.url);

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const;

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });

/**
 * One Chromium for a test file: launched before its tests, closed after them (every file used to
 * repeat the two hooks). Call it at the file's top level; the function it answers gives the
 * browser inside tests and hooks.
 */
export const useBrowser = (): (() => Browser) => {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('The browser is launched before the file’s tests, not earlier');
    return browser;
  };
};

/** A page that records Content-Security-Policy violations and uncaught errors, so tests can assert none. */
export const openPage = async (
  browser: Browser,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
): Promise<{
  context: BrowserContext;
  page: Page;
  cspViolations: string[];
  pageErrors: string[];
}> => {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const cspViolations: string[] = [];
  const pageErrors: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) cspViolations.push(message.text());
  });
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return { context, page, cspViolations, pageErrors };
};

const axeSource: string = require('node:fs').readFileSync(
  require.resolve('axe-core/axe.min.js'),
  'utf8',
);

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core in the page (evaluated through the DevTools protocol, so the page's CSP still holds). */
export const seriousAccessibilityViolations = async (page: Page): Promise<AxeViolation[]> => {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected into the page at run time
    const axe = (window as any).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    });
    return result.violations as AxeViolation[];
  });
  return violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
};

/**
 * Resolves once React has hydrated the page (its `<body>` carries React's fiber). A page is
 * readable first; its scripts start after the first paint (decisions 017 and 025). Its forms and
 * links work before that (`search/search-forms.e2e.ts` checks it); a test of what needs scripts
 * waits for this.
 */
export const hydrated = (page: Page): Promise<unknown> =>
  page.waitForFunction(() => Object.keys(document.body).some((key) => key.startsWith('__react')));
