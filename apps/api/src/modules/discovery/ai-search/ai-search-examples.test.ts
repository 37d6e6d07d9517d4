import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { touchpointSearchQuery } from '@gradway/domain';
import { stringifyQuery } from '@gradway/domain/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/app';
import { createCandidate, signIn } from '../../../../test/factories';
import { seedDemo } from '../../../seed/demo';

/**
 * The four example questions `/ai/search` offers (as its page shows them, from the web's texts)
 * each find results on the demo data as `npm run seed` writes it (issue 13: two of them answered
 * "Nothing matches this search").
 */
const t = useTestApp();
let uploadsDir: string;

const texts = JSON.parse(
  readFileSync(
    new URL('../../../../../web/public/locales/en/search.json', import.meta.url),
    'utf8',
  ),
) as { ai: { examples: Record<string, string> } };
const EXAMPLES = Object.values(texts.ai.examples);

beforeAll(async () => {
  uploadsDir = mkdtempSync(join(tmpdir(), 'gradway-ai-examples-'));
  await seedDemo(t.db, { uploadsDir });
}, 120_000);
afterAll(() => rmSync(uploadsDir, { recursive: true, force: true }));

describe('the example questions of AI search on the demo data', () => {
  it('are the four the page offers', () => {
    expect(EXAMPLES).toHaveLength(4);
  });

  it.each(EXAMPLES)('%s finds results', async (question) => {
    const { user } = await createCandidate(t.db, { candidate: { onboardingCompleted: true } });
    const headers = await signIn(t.db, user);
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/v1/candidate/ai_searches',
      headers,
      payload: { question },
    });
    expect(answer.statusCode).toBe(201);
    const { attributes } = answer.json().data;
    expect(attributes.results_count).toBeGreaterThan(0);
    // The results page asks the search with the kept filters: it shows results too.
    const results = await t.app.inject({
      method: 'GET',
      url: `/api/v1/search/touchpoints?${stringifyQuery(touchpointSearchQuery(attributes.filters, { per_page: 10 }))}`,
    });
    expect(results.statusCode).toBe(200);
    expect(results.json().data.length).toBeGreaterThan(0);
  });
});
