// API throughput (issue 15, direction/quality.md): the public lists (touchpoints, companies,
// societies, universities) and an authenticated simple GET (`GET /api/v1/candidate` with the demo
// candidate's session) through the whole plugin stack, each against a bare `node:http` server
// answering the same bytes in the same run (bench/lib/static-server.mjs). Bar: the authenticated
// GET ≥ 0.6× the bare server's requests/s. 20 connections, autocannon, warm-up first.
//
//   BENCH_DATABASE_URL=<postgres url> BENCH_DATA_DIR=<DATA_DIR> \
//     node bench/api-throughput/api-throughput.bench.mjs [--databases=postgres,pglite] [--seconds=8]
//
// The server runs from source (`node --import tsx apps/api/src/server.ts`, production mode, with
// its workers, which deliver the sign-in code; no web build needed: only API routes are measured). It migrates the database it is
// given: point it at a copy, never at a shared seed. Writes bench/api-throughput/results.json.
import { fork, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { databasesOf, repoRoot } from '../lib/app-server.mjs';
import { machine } from '../lib/measure.mjs';

const here = import.meta.dirname;
const seconds = Number(
  process.argv.find((arg) => arg.startsWith('--seconds='))?.slice('--seconds='.length) ?? 8,
);
const CONNECTIONS = 20;
const APP_PORT = 3871;
const BARE_PORT = 3872;
const CANDIDATE = 'candidate@demo.gradway.app';
const BAR_AUTHENTICATED = 0.6;

const LISTS = [
  ['touchpoints: jobs, page 1', '/api/v1/touchpoints?touchpointable_type=Job&per_page=10'],
  ['touchpoints: all, page 3', '/api/v1/touchpoints?per_page=10&page=3'],
  ['companies', '/api/v1/companies'],
  ['student societies', '/api/v1/student_societies'],
  ['universities', '/api/v1/universities'],
];

const startServer = async ({ databaseUrl, dataDir }) => {
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(APP_PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl ?? '',
      DATA_DIR: dataDir ?? '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${APP_PORT}`;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${origin}/readyz`)).ok) break;
    } catch {}
    await new Promise((wait) => setTimeout(wait, 200));
  }
  return {
    origin,
    stop: async () => {
      if (server.exitCode !== null) return;
      server.kill('SIGTERM');
      await new Promise((done) => server.once('exit', done));
    },
  };
};

/** The demo candidate's session, signed in with the code from the development mailbox. */
const signIn = async (origin) => {
  const post = (path, body) =>
    fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const since = Date.now();
  const asked = await post('/api/v1/candidate/login', {
    user: { email: CANDIDATE, userable_type: 'Candidate', userable_source: 'website' },
  });
  if (!asked.ok) throw new Error(`asking for a code answered ${asked.status}`);
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const mailbox = await fetch(`${origin}/api/dev/mailbox?to=${encodeURIComponent(CANDIDATE)}`);
    const { data } = await mailbox.json();
    const code = data
      .filter((mail) => Date.parse(mail.sent_at) >= since - 1000)
      .map((mail) => /Your code: (\d{6})/.exec(mail.text)?.[1])
      .find(Boolean);
    if (code) {
      const answer = await post('/api/v1/login', { user: { email: CANDIDATE, otp: code } });
      const document = await answer.json();
      return {
        'x-user-email': CANDIDATE,
        'x-user-token': document.data.attributes.authentication_token,
      };
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error('no sign-in code arrived');
};

const load = async (url, headers = {}) => {
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  const errors = result.errors + result.timeouts + result.non2xx;
  return {
    requests_per_s: Math.round(result.requests.average),
    latency_p50_ms: result.latency.p50,
    latency_p97_5_ms: result.latency.p97_5,
    latency_p99_ms: result.latency.p99,
    errors,
  };
};

/** The same bytes from a bare node:http server, in its own process, measured now. */
const bare = async (origin, path, headers) => {
  const body = await (await fetch(`${origin}${path}`, { headers })).text();
  const file = join(tmpdir(), `api-throughput-${process.pid}.json`);
  writeFileSync(file, body);
  const child = fork(join(here, '../lib/static-server.mjs'), [file, String(BARE_PORT)], {
    stdio: 'inherit',
  });
  await new Promise((done) => child.once('message', done));
  try {
    return { bytes: Buffer.byteLength(body), ...(await load(`http://127.0.0.1:${BARE_PORT}/`)) };
  } finally {
    child.kill('SIGTERM');
    await new Promise((done) => child.once('exit', done));
  }
};

const results = [];
for (const database of databasesOf()) {
  const server = await startServer(database);
  try {
    const headers = await signIn(server.origin);
    const measured = [];
    const loadBefore = loadavg()[0];
    for (const [name, path, auth] of [
      ...LISTS,
      ['authenticated simple GET', '/api/v1/candidate', true],
    ]) {
      const sendHeaders = auth ? headers : {};
      const baseline = await bare(server.origin, path, sendHeaders);
      const app = await load(`${server.origin}${path}`, sendHeaders);
      const ratio = Number((app.requests_per_s / baseline.requests_per_s).toPrecision(2));
      const entry = { name, path, app, bare: baseline, ratio_to_bare: ratio };
      if (auth) entry.bar = { ratio_to_bare: BAR_AUTHENTICATED, met: ratio >= BAR_AUTHENTICATED };
      measured.push(entry);
      console.log(
        `${database.name} ${name}: ${app.requests_per_s}/s (p50 ${app.latency_p50_ms} ms, p99 ${app.latency_p99_ms} ms), bare ${baseline.requests_per_s}/s, ${ratio}×`,
      );
    }
    results.push({
      database: database.name,
      load_average_1m: { before: loadBefore, after: loadavg()[0] },
      endpoints: measured,
    });
  } finally {
    await server.stop();
  }
}

writeFileSync(
  join(here, 'results.json'),
  `${JSON.stringify(
    {
      benchmark:
        'API throughput: public lists and an authenticated simple GET vs a bare node:http server',
      command: `node bench/api-throughput/api-throughput.bench.mjs ${process.argv.slice(2).join(' ')}`,
      date: new Date().toISOString(),
      machine: machine(),
      connections: CONNECTIONS,
      seconds,
      note: 'The bare server answers the same bytes from its own process; both are measured in the same run, one after the other.',
      results,
    },
    null,
    2,
  )}\n`,
);
