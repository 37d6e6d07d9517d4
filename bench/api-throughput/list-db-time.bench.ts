// Database time of one page of each public list (issue 15, direction/quality.md): the list's
// service call (its statements plus turning rows into resources: an upper bound on the database
// time), over rotated pages and filters, on PostgreSQL and on PGlite.
// Bars: ≤ 5 ms on the demo (PGlite; p50 and p95 checked), p95 ≤ 15 ms at full scale on PostgreSQL.
// Timings on a shared machine move with its load: each list also reports the process's CPU time
// per page (on PGlite the database runs in this process, so that is the database's work too).
//
//   npx tsx bench/api-throughput/list-db-time.bench.ts --target=postgres --url=<database url>
//   npx tsx bench/api-throughput/list-db-time.bench.ts --target=pglite --data-dir=<DATA_DIR>
//   [--label=full|demo] [--rounds=5]
// Writes bench/api-throughput/db-time-<target>-<label>.json.
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pgliteDirOf } from '../../apps/api/src/config';
import { type Db, migrateDatabase, openDatabase } from '../../apps/api/src/db';
import { forgetTotals } from '../../apps/api/src/db/queries/list-totals';
import { publishedTouchpointList } from '../../apps/api/src/modules/opportunities/touchpoints/touchpoints.service';
import { companyListDocument } from '../../apps/api/src/modules/organisations/public/companies.service';
import { societyListDocument } from '../../apps/api/src/modules/organisations/public/student-societies.service';
import { universityListDocument } from '../../apps/api/src/modules/organisations/universities/universities.service';
import {
  listCompaniesContract,
  listStudentSocietiesContract,
  listTouchpointsContract,
  listUniversitiesContract,
} from '../../packages/domain/src/contracts';
import { argument } from '../lib/arguments.mjs';
import { machine, median, percentile } from '../lib/measure.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const target = argument('target', 'postgres') as 'postgres' | 'pglite';
const label = argument('label', target === 'postgres' ? 'full' : 'demo');
const rounds = Number(argument('rounds', '5'));
const BARS: Record<typeof target, { p50?: number; p95: number }> = {
  postgres: { p95: 15 },
  pglite: { p50: 5, p95: 5 },
};

const database =
  target === 'postgres'
    ? await openDatabase({
        url: argument('url', 'postgres://postgres@127.0.0.1:5432/gradway_bench'),
        poolSize: 4,
      })
    : await openDatabase({ dataDir: pgliteDirOf(argument('data-dir', '/tmp/gradway-demo')) });
await migrateDatabase(database);
const db: Db = database.db;
// The embedded database has no autovacuum: give it the statistics a fresh `npm start` (and,
// since decision 037, `npm run seed`) leaves, or its planner guesses.
if (database.kind === 'pglite') await database.pglite?.exec('analyze');

/** Each list's pages as third-party clients and the web app ask for them. */
const LISTS: Record<string, { run: (query: string) => Promise<unknown>; queries: string[] }> = {
  touchpoints: {
    run: (query) =>
      publishedTouchpointList(
        db,
        listTouchpointsContract.query.parse(Object.fromEntries(new URLSearchParams(query))),
      ),
    queries: [
      'touchpointable_type=Job&per_page=10',
      'touchpointable_type=Job&per_page=10&page=2',
      'touchpointable_type=Job&per_page=10&page=50',
      'touchpointable_type=Internship&per_page=10',
      'touchpointable_type=Event&per_page=10&sort_by=start_date&sort_order=asc',
      'per_page=10',
      'per_page=25&page=3',
    ],
  },
  companies: {
    run: (query) =>
      companyListDocument(
        db,
        listCompaniesContract.query.parse(Object.fromEntries(new URLSearchParams(query))),
      ),
    queries: ['', 'page=2', 'page=20', 'per_page=50'],
  },
  student_societies: {
    run: (query) =>
      societyListDocument(
        db,
        listStudentSocietiesContract.query.parse(Object.fromEntries(new URLSearchParams(query))),
      ),
    queries: ['', 'page=2', 'page=20', 'per_page=100&basic_details=true'],
  },
  universities: {
    run: (query) =>
      universityListDocument(
        db,
        listUniversitiesContract.query.parse(Object.fromEntries(new URLSearchParams(query))),
      ),
    queries: ['', 'page=2', 'page=5'],
  },
};

// Keyset paging (decision 037): the page after page 50 of the jobs, by cursor.
const parseTouchpoints = (query: string) =>
  listTouchpointsContract.query.parse(Object.fromEntries(new URLSearchParams(query)));
const deep = await publishedTouchpointList(
  db,
  parseTouchpoints('touchpointable_type=Job&per_page=10&page=50'),
);
if (deep.meta.next_cursor) {
  LISTS.touchpoints?.queries.push(
    `touchpointable_type=Job&per_page=10&cursor=${deep.meta.next_cursor}`,
  );
}

/** On PGlite, the plans its kept statements made so far: custom ones are planned anew per run. */
const plansMade = async () => {
  if (!database.pglite) return { generic: 0, custom: 0 };
  const { rows } = await database.pglite.query<{ generic: number; custom: number }>(
    'select coalesce(sum(generic_plans), 0)::int as generic, coalesce(sum(custom_plans), 0)::int as custom from pg_prepared_statements',
  );
  return rows[0] ?? { generic: 0, custom: 0 };
};

const results: Record<string, unknown> = {};
const load = [loadavg()[0]];
forgetTotals();
for (const [name, list] of Object.entries(LISTS)) {
  // Warm: the first pages of each shape plan its statements and count its total once; on PGlite
  // a kept statement (decision 037) is planned anew on its first five runs, then keeps a plan.
  for (let run = 0; run < 5; run += 1) for (const query of list.queries) await list.run(query);
  const samples: number[] = [];
  const plansBefore = await plansMade();
  const cpuBefore = process.cpuUsage();
  for (let round = 0; round < rounds; round += 1) {
    for (const query of list.queries) {
      for (let repeat = 0; repeat < 4; repeat += 1) {
        const started = performance.now();
        await list.run(query);
        samples.push(performance.now() - started);
      }
    }
  }
  const cpu = process.cpuUsage(cpuBefore);
  const plansAfter = await plansMade();
  load.push(loadavg()[0]);
  const bar = BARS[target];
  const p50 = median(samples);
  const p95 = percentile(samples, 95);
  results[name] = {
    samples: samples.length,
    p50_ms: p50,
    p95_ms: p95,
    max_ms: percentile(samples, 100),
    cpu_ms_per_page: Math.round(((cpu.user + cpu.system) / 1000 / samples.length) * 100) / 100,
    ...(database.pglite
      ? {
          // Statements run from a kept plan, and those planned anew (a page past the end also
          // runs its count, from a kept plan since decision 045).
          kept_plans: plansAfter.generic - plansBefore.generic,
          planned_anew: plansAfter.custom - plansBefore.custom,
        }
      : {}),
    meets_bar: (bar.p50 === undefined || p50 <= bar.p50) && p95 <= bar.p95,
  };
  console.log(name, results[name]);
}
await database.close();

const output = {
  benchmark: 'public list page: database time (service call) per page',
  command: `npx tsx bench/api-throughput/list-db-time.bench.ts ${process.argv.slice(2).join(' ')}`,
  date: new Date().toISOString(),
  machine: machine(),
  load_average_1m: { min: Math.min(...load), max: Math.max(...load) },
  target,
  data: label,
  bar: BARS[target],
  lists: results,
};
writeFileSync(
  join(here, `db-time-${target}-${label}.json`),
  `${JSON.stringify(output, null, 2)}\n`,
);
