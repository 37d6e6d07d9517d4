import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  judge,
  type SearchAnswer,
  searchUrl,
} from '../../../../../../bench/search-relevance/judge';
import { JUDGED_QUERIES } from '../../../../../../bench/search-relevance/judged-queries';
import { useTestApp } from '../../../../test/app';
import { seedDemo } from '../../../seed/demo';

/**
 * The judged queries of `bench/search-relevance` that hold on the demo data alone (`ci: true`),
 * against the demo as `npm run seed` writes it: each first page holds what it must, nothing it
 * must not, and none is empty.
 */
const t = useTestApp();
let uploadsDir: string;

beforeAll(async () => {
  uploadsDir = mkdtempSync(join(tmpdir(), 'gradway-judged-'));
  await seedDemo(t.db, { uploadsDir });
}, 120_000);
afterAll(() => rmSync(uploadsDir, { recursive: true, force: true }));

/** The demo's few hundred opportunities hold fewer than ten of most kinds: see `firstRelevant`. */
const CI_QUERIES = JUDGED_QUERIES.filter((judged) => judged.ci);

describe('judged search queries on the demo data', () => {
  it('has a CI subset of every kind the full set judges', () => {
    expect(CI_QUERIES.length).toBeGreaterThanOrEqual(15);
    expect(new Set(CI_QUERIES.map((judged) => judged.kind)).size).toBeGreaterThanOrEqual(5);
  });

  it.each(CI_QUERIES.map((judged) => [`${judged.type}: ${judged.q}`, judged] as const))(
    '%s',
    async (_name, judged) => {
      const answer = await t.app.inject({ method: 'GET', url: searchUrl(judged) });
      expect(answer.statusCode).toBe(200);
      const judgement = judge(judged, answer.json() as SearchAnswer);
      expect({ failures: judgement.failures, titles: judgement.titles }).toEqual({
        failures: [],
        titles: judgement.titles,
      });
      // The demo has a few of each, not ten: its first result must be one of them.
      expect(judgement.firstRelevant, judgement.titles.join(' | ')).toBe(true);
    },
  );
});
