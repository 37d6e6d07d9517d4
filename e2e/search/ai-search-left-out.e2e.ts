import { mkdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  openPage,
  seriousAccessibilityViolations,
  useBrowser,
  VIEWPORTS,
} from '../support/browser';
import { demoCandidateSession, openSignedIn, resultCount, resultTitles } from './search-support';

const SHOTS = '/tmp/shots-h9';

/**
 * Nothing on the demo data pays £95,000, and no summer internship is in Manchester or remote:
 * every filter together finds nothing, so the search leaves some out (issue 13).
 */
const QUESTION = 'paid summer internships in marketing in Manchester or remote, over 95k';
const NOTE =
  'Nothing matched every filter in your question, so we left out: Remote, Summer internship, £95,000+, Paid.';

/** A label as a candidate compares them: without the keyword's quotes, in any case. */
const plain = (label: string) => label.replace(/[“”]/g, '').trim().toLowerCase();

const browser = useBrowser();
beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true });
});

describe('an AI search whose filters together find nothing', () => {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    it(`says what it left out, and shows none of it as applied (${size})`, async () => {
      const { context, page, cspViolations, pageErrors } = await openPage(browser(), viewport);
      await openSignedIn(page, demoCandidateSession(), '/ai/search');
      await page.getByLabel('What are you looking for?').fill(QUESTION);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.waitForURL(/\/ai\/search\/[0-9a-f-]{36}\/results$/, { timeout: 20_000 });

      const note = page.getByRole('status').filter({ hasText: 'so we left out' });
      await note.waitFor();
      expect(await note.innerText()).toBe(NOTE);
      expect(await note.isVisible()).toBe(true);

      // The filters kept: the words and the place. "marketing" is still searched, so the note
      // does not name Marketing as left out.
      const chips = page.getByRole('list', { name: 'Filters we read from your question' });
      const shown = (await chips.getByRole('listitem').allInnerTexts()).map(plain);
      expect(shown).toEqual(['marketing', 'manchester']);
      const leftOut = NOTE.slice(NOTE.indexOf(': ') + 2, -1)
        .split(', ')
        .map(plain);
      expect(leftOut.filter((label) => shown.includes(label))).toEqual([]);

      // With what was left out, the kept filters find something, and the page lists it.
      expect((await resultTitles(page)).length).toBeGreaterThan(0);
      expect(await resultCount(page)).toMatch(/^\d+ internships?$/);

      await page.screenshot({ path: `${SHOTS}/ai-search-left-out-${size}.png`, fullPage: true });
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      expect(cspViolations).toEqual([]);
      expect(pageErrors).toEqual([]);
      await context.close();
    });
  }
});
