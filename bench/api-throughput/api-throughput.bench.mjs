// API throughput (issue 15, direction/quality.md): the public lists (touchpoints, companies,
// societies, universities) and an authenticated simple GET (`GET /api/v1/user`, the signed-in user's
// own document, with the demo candidate's session) through the whole plugin stack, each against a bare `node:http` server
// answering the same bytes in the same run (bench/lib/static-server.mjs). Bar: the authenticated
// GET ≥ 0.6× the bare server's requests/s. The authenticated GET is also measured against
// Fastify alone sending the same answer (bench/lib/fastify-floor.mjs), the most the app could
// reach on this framework. 20 connections, autocannon, warm-up first. The authenticated GET is
// measured in rounds (bare server, app, Fastify alone, bare server again, one after the other,
// `--rounds` times; the bare server's two readings bracket the others and their mean is the
// round's baseline) and its ratio is the median of the rounds' ratios: one reading of each moved
// by a third between consecutive runs on an otherwise idle machine.
//
//   BENCH_DATABASE_URL=<postgres url> BENCH_DATA_DIR=<DATA_DIR> \
//     node bench/api-throughput/api-throughput.bench.mjs [--databases=postgres,pglite] [--seconds=8] [--rounds=5]
//
// The server runs as `npm start` runs it (`apps/api/dist/server.js`, made by `npm run build -w
// @gradway/api`) when that build exists, else from source through tsx (`--from-source` forces
// it); production mode, with its workers, which deliver the sign-in code; no web build is needed:
// only API routes are measured. It migrates the database it is given: point it at a copy, never
// at a shared seed. Every measured request must answer 200: a run with any other answer stops
// with an error instead of recording the speed of an error page. Writes
// bench/api-throughput/results.json.
import { fork } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { databasesOf } from '../lib/app-server.mjs';
import { machine } from '../lib/measure.mjs';
import { signIn, startServer } from './server.mjs';

const here = import.meta.dirname;
const seconds = Number(
  process.argv.find((arg) => arg.startsWith('--seconds='))?.slice('--seconds='.length) ?? 8,
);
const CONNECTIONS = 20;
const APP_PORT = 3871;
const BARE_PORT = 3872;
const FLOOR_PORT = 3874;
const ROUNDS = Number(
  process.argv.find((arg) => arg.startsWith('--rounds='))?.slice('--rounds='.length) ?? 5,
);
const BAR_AUTHENTICATED = 0.6;

const LISTS = [
  ['touchpoints: jobs, page 1', '/api/v1/touchpoints?touchpointable_type=Job&per_page=10'],
  ['touchpoints: all, page 3', '/api/v1/touchpoints?per_page=10&page=3'],
  ['companies', '/api/v1/companies'],
  ['student societies', '/api/v1/student_societies'],
  ['universities', '/api/v1/universities'],
];

const load = async (url, headers = {}) => {
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  const errors = result.errors + result.timeouts + result.non2xx;
  if (errors > 0) {
    // The speed of an error answer (a 400, 401 or 429) says nothing about the route.
    throw new Error(
      `${url}: ${errors} of ${result.requests.total} requests failed (${JSON.stringify(result.statusCodeStats)})`,
    );
  }
  return {
    requests_per_s: Math.round(result.requests.average),
    latency_p50_ms: result.latency.p50,
    latency_p97_5_ms: result.latency.p97_5,
    latency_p99_ms: result.latency.p99,
    errors,
  };
};

/** Headers of the app's answer that a server writes for itself (not part of what it chose). */
const OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'x-request-id']);

/** A baseline server (a script of bench/lib) in its own process, given the app's answer in a file. */
const startBaseline = async (script, answerFile, port) => {
  const child = fork(join(here, '../lib', script), [answerFile, String(port)], {
    stdio: 'inherit',
  });
  await new Promise((done) => child.once('message', done));
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((done) => child.once('exit', done));
    },
  };
};

/** The app's answer to `path`, written for a bare node:http server to send as it is. */
const bareAnswerFile = async (origin, path, headers) => {
  const body = await (await fetch(`${origin}${path}`, { headers })).text();
  const file = join(tmpdir(), `api-throughput-${process.pid}.json`);
  writeFileSync(file, body);
  return { file, bytes: Buffer.byteLength(body) };
};

/** The same answer, headers included, for a Fastify server doing nothing else (its floor). */
const floorAnswerFile = async (origin, path, headers) => {
  const answer = await fetch(`${origin}${path}`, { headers });
  const kept = Object.fromEntries(
    [...answer.headers].filter(([name]) => !OWN_HEADERS.has(name.toLowerCase())),
  );
  const file = join(tmpdir(), `api-throughput-floor-${process.pid}.json`);
  writeFileSync(file, JSON.stringify({ body: await answer.text(), headers: kept }));
  return file;
};

/** The same bytes from a bare node:http server, measured now. */
const bare = async (origin, path, headers) => {
  const { file, bytes } = await bareAnswerFile(origin, path, headers);
  const server = await startBaseline('static-server.mjs', file, BARE_PORT);
  try {
    return { bytes, ...(await load(server.url)) };
  } finally {
    await server.stop();
  }
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const ratioOf = (a, b) => Number((a / b).toPrecision(2));

/**
 * The authenticated GET against its two baselines, in rounds: each round measures the bare
 * server, the app, Fastify alone and the bare server again, one after the other, and takes the
 * mean of the bare server's two readings, which bracket the other two: the machine's speed here
 * moves by half within minutes (another process, the CPU's clock), and a baseline read only
 * before the app leaned every round's ratio the way the machine drifted. The ratio is the median
 * of the rounds' ratios, and every round is kept.
 */
const authenticatedRounds = async (origin, path, headers) => {
  const { file, bytes } = await bareAnswerFile(origin, path, headers);
  const bareServer = await startBaseline('static-server.mjs', file, BARE_PORT);
  const floorServer = await startBaseline(
    'fastify-floor.mjs',
    await floorAnswerFile(origin, path, headers),
    FLOOR_PORT,
  );
  try {
    const rounds = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const bareBefore = await load(bareServer.url);
      const app = await load(`${origin}${path}`, headers);
      const floor = await load(floorServer.url);
      const bareAfter = await load(bareServer.url);
      const bareRun = {
        requests_per_s: Math.round((bareBefore.requests_per_s + bareAfter.requests_per_s) / 2),
        before: bareBefore,
        after: bareAfter,
      };
      rounds.push({
        app,
        bare: bareRun,
        fastify_floor: floor,
        ratio_to_bare: ratioOf(app.requests_per_s, bareRun.requests_per_s),
        fastify_floor_ratio_to_bare: ratioOf(floor.requests_per_s, bareRun.requests_per_s),
        load_average_1m: loadavg()[0],
      });
    }
    return { bytes, rounds };
  } finally {
    await bareServer.stop();
    await floorServer.stop();
  }
};

const results = [];
for (const database of databasesOf()) {
  const server = await startServer({ ...database, port: APP_PORT });
  try {
    const headers = await signIn(server.origin);
    const measured = [];
    const loadBefore = loadavg()[0];
    for (const [name, path, auth] of [
      ...LISTS,
      ['authenticated simple GET', '/api/v1/user', true],
      ['authenticated profile GET', '/api/v1/candidate/profile', true],
    ]) {
      const sendHeaders = auth ? headers : {};
      let entry;
      let floorNote = '';
      if (path === '/api/v1/user') {
        const { bytes, rounds } = await authenticatedRounds(server.origin, path, sendHeaders);
        const ratio = median(rounds.map((round) => round.ratio_to_bare));
        const floorRatio = median(rounds.map((round) => round.fastify_floor_ratio_to_bare));
        entry = {
          name,
          path,
          bytes,
          app: {
            requests_per_s: median(rounds.map((round) => round.app.requests_per_s)),
            latency_p50_ms: median(rounds.map((round) => round.app.latency_p50_ms)),
            latency_p99_ms: median(rounds.map((round) => round.app.latency_p99_ms)),
          },
          bare: { requests_per_s: median(rounds.map((round) => round.bare.requests_per_s)) },
          ratio_to_bare: ratio,
          fastify_floor: { ratio_to_bare: floorRatio },
          bar: { ratio_to_bare: BAR_AUTHENTICATED, met: ratio >= BAR_AUTHENTICATED },
          rounds,
        };
        floorNote = ` (median of ${ROUNDS} rounds: ${rounds.map((round) => round.ratio_to_bare).join(', ')}), Fastify alone ${floorRatio}× bare`;
      } else {
        const baseline = await bare(server.origin, path, sendHeaders);
        const app = await load(`${server.origin}${path}`, sendHeaders);
        entry = {
          name,
          path,
          app,
          bare: baseline,
          ratio_to_bare: ratioOf(app.requests_per_s, baseline.requests_per_s),
        };
      }
      const { app, bare: baseline, ratio_to_bare: ratio } = entry;
      measured.push(entry);
      console.log(
        `${database.name} ${name}: ${app.requests_per_s}/s (p50 ${app.latency_p50_ms} ms, p99 ${app.latency_p99_ms} ms), bare ${baseline.requests_per_s}/s, ${ratio}×${floorNote}`,
      );
    }
    results.push({
      database: database.name,
      server: server.entry,
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
      note: "The bare server answers the same bytes from its own process; both are measured in the same run, one after the other. For the authenticated GET, a third server (bench/lib/fastify-floor.mjs: Fastify with the app's logger settings and request ids, sending the same headers and body, nothing else) shows what the framework alone costs (the app passes it only where it answers before the framework, decision 052). The app runs with its own Node flags (scripts/lib/node-flags.mjs, decision 061), the two baselines with Node's defaults. The authenticated GET's three servers are measured in rounds (bare, app, Fastify alone, bare again: the bare server's two readings bracket the others, and their mean is the round's baseline); its ratios are the medians of the rounds' ratios, and every round is kept.",
      results,
    },
    null,
    2,
  )}\n`,
);
