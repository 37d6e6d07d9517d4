// Times the full-scale seed (`npm run seed -- --scale=full`: reference data, demo, then 114,000
// jobs, 7,000 companies and 128,000 opportunities with their candidates, societies and
// engagement) on the embedded database (PGlite) and on the PostgreSQL server at DATABASE_URL (or
// 127.0.0.1:5432), each on a fresh database, and writes bench/seed/results.json.
//
//   node bench/seed/seed.bench.mjs [--scale=full|<fraction>] [--runs=1] [--targets=pglite,postgres]
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { argument } from '../lib/arguments.mjs';
import { machine, median, parseRuns } from '../lib/measure.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const cli = join(root, 'apps/api/src/seed/cli.ts');
const scale = argument('scale', 'full');
const runs = parseRuns(process.argv, 1);
const targets = argument('targets', 'pglite,postgres').split(',');
const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/** Tables the seed fills, counted after each run. */
const TABLES = [
  'countries',
  'cities',
  'universities',
  'tags',
  'companies',
  'student_societies',
  'users',
  'candidates',
  'education_histories',
  'recruiters',
  'managers',
  'touchpoints',
  'touchpoint_cities',
  'touchpoint_areas_of_responsibility',
  'applications',
  'event_registrations',
  'memberships',
  'follows',
  'matches',
  'posts',
];
const countSql = `select ${TABLES.map((t) => `(select count(*)::int from ${t}) as "${t}"`).join(', ')}`;

const runSeed = (env) =>
  new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, ['--import', 'tsx', cli, `--scale=${scale}`], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolve((performance.now() - started) / 1000);
      else reject(new Error(`seed exited with ${code}`));
    });
  });

const onPglite = async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'gradway-seed-bench-'));
  try {
    const env = { DATA_DIR: dataDir, DATABASE_URL: '', INIT_CWD: root };
    const seconds = await runSeed(env);
    const db = await PGlite.create(join(dataDir, 'db'), { extensions: { pg_trgm } });
    const rows = (await db.query(countSql)).rows[0];
    await db.close();
    return { seconds, rows };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
};

const withServer = async (url, work) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};

const onPostgres = async () => {
  const name = `gradway_seed_bench_${randomBytes(4).toString('hex')}`;
  const url = new URL(serverUrl);
  await withServer(serverUrl, (client) => client.query(`create database ${name}`));
  url.pathname = `/${name}`;
  try {
    const dataDir = mkdtempSync(join(tmpdir(), 'gradway-seed-bench-uploads-'));
    const seconds = await runSeed({
      DATABASE_URL: url.toString(),
      DATA_DIR: dataDir,
      INIT_CWD: root,
    });
    rmSync(dataDir, { recursive: true, force: true });
    const rows = await withServer(
      url.toString(),
      async (client) => (await client.query(countSql)).rows[0],
    );
    const server = await withServer(
      url.toString(),
      async (client) => (await client.query('show server_version')).rows[0].server_version,
    );
    return { seconds, rows, server };
  } finally {
    await withServer(serverUrl, (client) =>
      client.query(`drop database if exists ${name} with (force)`),
    );
  }
};

const results = {};
for (const target of targets) {
  const samples = [];
  let last;
  for (let run = 0; run < runs; run += 1) {
    console.error(`seed bench: ${target}, run ${run + 1} of ${runs}, --scale=${scale}`);
    last = target === 'pglite' ? await onPglite() : await onPostgres();
    samples.push(last.seconds);
  }
  const rows = Object.values(last.rows).reduce((sum, n) => sum + n, 0);
  const seconds = median(samples);
  results[target] = {
    median_seconds: seconds,
    samples_seconds: samples.map((s) => Math.round(s * 100) / 100),
    rows_total: rows,
    rows_per_second: Math.round(rows / seconds),
    rows: last.rows,
    ...(last.server ? { server_version: last.server } : {}),
  };
  console.error(`seed bench: ${target} took ${seconds} s for ${rows.toLocaleString('en-GB')} rows`);
}

const output = {
  benchmark:
    'full-scale seed: migrations, reference data, demo, then the generated scale, on a fresh database',
  command: `node bench/seed/seed.bench.mjs --scale=${scale} --runs=${runs} --targets=${targets.join(',')}`,
  seed_command: `npm run seed -- --scale=${scale}`,
  date: new Date().toISOString(),
  machine: machine(),
  results,
};
writeFileSync(join(here, 'results.json'), `${JSON.stringify(output, null, 2)}\n`);
console.log(JSON.stringify(output, null, 2));
