import { describe, expect, it } from 'vitest';
import { baseURL, escapeHtml, getHtml, getJson, type ListDocument } from '../support/api';
import {
  openPage,
  seriousAccessibilityViolations,
  useBrowser,
  VIEWPORTS,
} from '../support/browser';

const browser = useBrowser();

describe('the public list of student societies', () => {
  it('is rendered on the server with every society of the first page', async () => {
    const societies = await getJson<ListDocument<{ name: string }>>(
      '/api/v1/student_societies?page=1&per_page=50',
    );
    expect(societies.data.length).toBeGreaterThan(0);
    const { status, html } = await getHtml('/societies');
    expect(status).toBe(200);
    for (const society of societies.data)
      expect(html).toContain(escapeHtml(society.attributes.name));
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/societies"/);
  });

  it('passes axe on a phone and on a desktop, with no CSP violation', async () => {
    for (const viewport of Object.values(VIEWPORTS)) {
      const { context, page, cspViolations, pageErrors } = await openPage(browser(), viewport);
      await page.goto(`${baseURL()}/societies`, { waitUntil: 'networkidle' });
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      expect(cspViolations).toEqual([]);
      expect(pageErrors).toEqual([]);
      await context.close();
    }
  });

  it('answers an unknown page with a 404 inside the layout', async () => {
    const { status, html } = await getHtml('/no/such/page');
    expect(status).toBe(404);
    expect(html).toContain('Gradway');
  });
});
