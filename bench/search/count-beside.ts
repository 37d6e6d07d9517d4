// What counting beside the search (decision 046) is worth on this machine: the search service with
// a first page's count started on a second connection and without, alternated query by query (the
// order swapped each round) over the realistic mix, or the rotated one with `--rotated`, on
// PostgreSQL at full scale. Prints p50, p95 and the mean of each.
//
//   BENCH_DATABASE_URL=… npx tsx bench/search/count-beside.ts [--rotated]
import { parseQueryString, SearchTouchpointsQuerySchema } from '@gradway/domain/contracts';
import { poolHasSpare } from '../../apps/api/src/db';
import { searchService } from '../../apps/api/src/modules/discovery/search/search.service';
import { percentile } from '../lib/measure.mjs';
import { runWithServerFlags } from '../lib/server-flags.mjs';
import { cityFiller, openSearchDatabase } from './search-database';
import { REALISTIC_QUERIES, SEARCH_QUERIES } from './search-queries';

runWithServerFlags();
const database = await openSearchDatabase('postgres');
const pool = database.pool;
if (!pool) throw new Error('a PostgreSQL server is needed (BENCH_DATABASE_URL)');
const together = searchService(database.db, { concurrent: () => poolHasSpare(pool, 2) });
const alone = searchService(database.db);
const fill = await cityFiller(database.db);
// The query as the route reads it: the app's own query-string parser, then the contract.
const parse = (raw: string) => SearchTouchpointsQuerySchema.parse(parseQueryString(fill(raw)));
const set = process.argv.includes('--rotated') ? SEARCH_QUERIES : REALISTIC_QUERIES;
const times = { together: [] as number[], alone: [] as number[] };
for (const q of set.slice(0, 30)) {
  await together(parse(q));
  await alone(parse(q));
}
for (let round = 0; round < 3; round++) {
  for (const q of set) {
    const order = round % 2 ? (['together', 'alone'] as const) : (['alone', 'together'] as const);
    for (const name of order) {
      const run = name === 'together' ? together : alone;
      const t0 = performance.now();
      await run(parse(q));
      times[name].push(performance.now() - t0);
    }
  }
}
for (const [k, v] of Object.entries(times))
  console.log(
    k,
    'p50',
    percentile(v, 50).toFixed(1),
    'p95',
    percentile(v, 95).toFixed(1),
    'mean',
    (v.reduce((a, b) => a + b, 0) / v.length).toFixed(1),
  );
await database.close();
