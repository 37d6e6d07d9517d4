// Search relevance at full scale (issue 13, decision 024): the judged queries of
// `judged-queries.ts` against a database seeded with `npm run seed -- --scale=full`, through the
// whole plugin stack (app.inject), first page only. Reports nDCG@10 and the zero-result rate (bar
// ≤ 2%), for the queries the engine was tuned on and, apart, for those kept out of tuning, plus
// each query's must / must-not failures and its latency.
//
//   npx tsx bench/search-relevance/relevance.bench.ts
//   BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/gradway_bench)
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../../apps/api/src/app';
import { migrateDatabase, openDatabase } from '../../apps/api/src/db';
import { machine, median, percentile } from '../lib/measure.mjs';
import { runWithServerFlags } from '../lib/server-flags.mjs';
import { type Judgement, judge, type SearchAnswer, searchUrl } from './judge';
import { JUDGED_QUERIES } from './judged-queries';

// The app runs in this process: with the server's Node flags (decision 061).
runWithServerFlags();

const here = dirname(fileURLToPath(import.meta.url));
const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/gradway_bench';
const database = await openDatabase({ url, poolSize: 4 });
await migrateDatabase(database);
const app = await buildApp({ database });

const judgements: (Judgement & { tuning: boolean; kind: string; ms: number })[] = [];
// Warm up the reference data and the plans.
for (const judged of JUDGED_QUERIES.slice(0, 10)) await app.inject({ url: searchUrl(judged) });
for (const judged of JUDGED_QUERIES) {
  const started = performance.now();
  const answer = await app.inject({ url: searchUrl(judged) });
  const ms = performance.now() - started;
  if (answer.statusCode !== 200)
    throw new Error(`${judged.q}: ${answer.statusCode} ${answer.body}`);
  judgements.push({
    ...judge(judged, answer.json() as SearchAnswer),
    tuning: judged.tuning,
    kind: judged.kind,
    ms: Math.round(ms * 10) / 10,
  });
}
await app.close();
await database.close();

const summary = (list: typeof judgements) => ({
  queries: list.length,
  ndcg_at_10: Math.round((list.reduce((sum, j) => sum + j.ndcg, 0) / list.length) * 1000) / 1000,
  zero_result_rate: Math.round((list.filter((j) => j.zero).length / list.length) * 1000) / 1000,
  failing: list.filter((j) => j.failures.length > 0).length,
  latency_p50_ms: median(list.map((j) => j.ms)),
  latency_p95_ms: percentile(
    list.map((j) => j.ms),
    95,
  ),
});
const byKind = Object.fromEntries(
  [...new Set(judgements.map((j) => j.kind))].map((kind) => [
    kind,
    summary(judgements.filter((j) => j.kind === kind)),
  ]),
);
const results = {
  command: 'npx tsx bench/search-relevance/relevance.bench.ts',
  date: new Date().toISOString(),
  machine: machine(),
  bar_zero_result_rate: 0.02,
  all: summary(judgements),
  tuned_on: summary(judgements.filter((j) => j.tuning)),
  kept_out_of_tuning: summary(judgements.filter((j) => !j.tuning)),
  by_kind: byKind,
  failures: judgements
    .filter((j) => j.failures.length > 0 || j.ndcg < 0.5)
    .map((j) => ({
      query: j.query,
      ndcg: Math.round(j.ndcg * 100) / 100,
      failures: j.failures,
      titles: j.titles,
    })),
  queries: judgements.map((j) => ({
    query: j.query,
    ndcg: Math.round(j.ndcg * 100) / 100,
    ms: j.ms,
    tuning: j.tuning,
  })),
};
writeFileSync(join(here, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log(
  JSON.stringify(
    {
      all: results.all,
      tuned_on: results.tuned_on,
      kept_out_of_tuning: results.kept_out_of_tuning,
      failures: results.failures,
    },
    null,
    2,
  ),
);
process.exit(0);
