// What every distinct search of the benchmark's six mixes answers, to compare a change's results
// with the code before it on the same database: each search's first page (ids, in order) and its
// whole `meta` (total and what kind, dropped words, next cursor). No timings: it reads answers
// only, so it may run on the mixes kept out of tuning.
//
//   npx tsx bench/search/search-compare.ts > after.json
//   BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/gradway_bench), or
//   BENCH_PGLITE_DIR (a DATA_DIR seeded at full scale).
// Then compare two outputs, e.g. `cmp before.json after.json` or a diff of their lines.
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/api/src/app';
import { pgliteDirOf } from '../../apps/api/src/config';
import { migrateDatabase, openDatabase, selectRows } from '../../apps/api/src/db';
import {
  HELD_OUT_QUERIES,
  REALISTIC_QUERIES,
  SEARCH_QUERIES,
  UNSEEN_AFTERNOON_QUERIES,
  UNSEEN_MORNING_QUERIES,
  UNSEEN_QUERIES,
} from './search-queries';

const database = process.env.BENCH_PGLITE_DIR
  ? await openDatabase({ dataDir: pgliteDirOf(process.env.BENCH_PGLITE_DIR) })
  : await openDatabase({
      url: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/gradway_bench',
      poolSize: 4,
    });
await migrateDatabase(database);
const app = await buildApp({ database, jobs: { workers: false } });
const cities = await selectRows<{ name: string; id: string }>(
  database.db,
  sql`select lower(c.name) as name, c.id from cities c join countries k on k.id = c.country_id
    where k.code = 'GB' and c.name in ('London', 'Manchester')`,
);
const withCities = (raw: string) =>
  raw.replace(/\{(london|manchester)\}/g, (_, name: string) => {
    const found = cities.find((city) => city.name === name);
    if (!found) throw new Error(`No city ${name}`);
    return found.id;
  });

const queries = [
  ...new Set([
    ...SEARCH_QUERIES,
    ...REALISTIC_QUERIES,
    ...UNSEEN_QUERIES,
    ...UNSEEN_MORNING_QUERIES,
    ...UNSEEN_AFTERNOON_QUERIES,
    ...HELD_OUT_QUERIES,
  ]),
].sort();
const answers: Record<string, unknown> = {};
for (const raw of queries) {
  const answer = await app.inject({
    method: 'GET',
    url: `/api/v1/search/touchpoints?${withCities(raw)}`,
  });
  const body = answer.json() as { data?: { id: string }[]; meta?: unknown };
  answers[raw] = {
    status: answer.statusCode,
    ids: (body.data ?? []).map((item) => item.id),
    meta: body.meta,
  };
}
console.log(JSON.stringify({ searches: queries.length, answers }, null, 1));
await app.close();
await database.close();
