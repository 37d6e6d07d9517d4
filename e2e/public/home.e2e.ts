import { describe, expect, it } from 'vitest';
import { baseURL, escapeHtml, getHtml, getJson, type ListDocument } from '../support/api';
import {
  openPage,
  seriousAccessibilityViolations,
  useBrowser,
  VIEWPORTS,
} from '../support/browser';

const browser = useBrowser();

describe('the home page', () => {
  it('is rendered on the server with the demo data and the headline counts', async () => {
    const jobs = await getJson<ListDocument<{ title: string }>>(
      '/api/v1/touchpoints?touchpointable_type=Job&sort_by=created_at&per_page=6',
    );
    expect(jobs.data.length).toBeGreaterThan(0);

    const { status, html, headers } = await getHtml('/');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toContain('text/html');
    expect(html).toMatch(/<title>[^<]*Gradway[^<]*<\/title>/);
    expect(html).toContain(escapeHtml(jobs.data[0]!.attributes.title));
    expect(html).toContain('<meta name="description"');
  });

  it('sends a strict nonce-based Content-Security-Policy that every script honours', async () => {
    const { html, headers } = await getHtml('/');
    const policy = headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/script-src[^;]*'nonce-[A-Za-z0-9+/=_-]+'/);
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    const nonce = policy.match(/'nonce-([^']+)'/)?.[1];
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`hydrates without errors or CSP violations and passes axe on a ${name}`, async () => {
      const { context, page, cspViolations, pageErrors } = await openPage(browser(), viewport);
      await page.goto(`${baseURL()}/`, { waitUntil: 'networkidle' });
      await expect(page.getByRole('heading', { level: 1 }).isVisible()).resolves.toBe(true);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      expect(cspViolations).toEqual([]);
      expect(pageErrors).toEqual([]);
      await context.close();
    });
  }
});
