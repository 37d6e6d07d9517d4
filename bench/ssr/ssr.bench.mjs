// Server-rendered public pages under load, against the same HTML served as a static file.
// For each page (home, job, internship, event, company, society, lists), on a database seeded with
// `npm run seed -- --scale=full`: fetch the page once, serve those bytes from a bare node:http
// server (bench/lib/static-server.mjs), then load both with autocannon (warm-up, then the same
// duration and connections) and compare. TTFB is timed per request (request written → response
// headers parsed). Bars (direction/quality.md): throughput ≥ 0.3× the static file; p95 TTFB ≤ 60 ms
// at 20 connections.
//
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/gradway_bench \
//   BENCH_DATA_DIR=/path/to/embedded/full-scale \
//   node bench/ssr/ssr.bench.mjs [--databases=postgres,pglite] [--pages=home,job] \
//     [--duration=10] [--warmup=3] [--connections=20] [--app-root=<snapshot>]
//   → bench/ssr/results.json
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { appRootOf, databasesOf, requireBuild, startAppServer } from '../lib/app-server.mjs';
import { machine, percentile } from '../lib/measure.mjs';
import { pagesOf, pickPublicPages } from '../lib/public-pages.mjs';

const BAR_RATIO = 0.3;
const BAR_P95_TTFB_MS = 60;
const APP_PORT = 3461;
const STATIC_PORT = 3462;

const numberFlag = (name, fallback) => {
  const flag = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  return flag ? Number(flag.slice(name.length + 3)) : fallback;
};
const duration = numberFlag('duration', 10);
const warmup = numberFlag('warmup', 3);
const connections = numberFlag('connections', 20);
const appRoot = appRootOf();
requireBuild(appRoot);
const databases = databasesOf();

const round = (value) => Math.round(value * 100) / 100;

/** One autocannon run; TTFB and response times per request, from the load generator's clock. */
const load = async (url, seconds) => {
  const ttfb = [];
  const response = [];
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    setupClient(client) {
      let sentAt = 0;
      client.on('request', () => {
        sentAt = performance.now();
      });
      client.on('headers', () => ttfb.push(performance.now() - sentAt));
      client.on('response', () => response.push(performance.now() - sentAt));
    },
  });
  return {
    requests_per_second: round(result.requests.average),
    requests: result.requests.total,
    non_2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    ttfb_ms: { p50: percentile(ttfb, 50), p95: percentile(ttfb, 95), p99: percentile(ttfb, 99) },
    response_ms: {
      p50: percentile(response, 50),
      p95: percentile(response, 95),
      p99: percentile(response, 99),
    },
  };
};

const startStaticServer = (file) =>
  new Promise((resolve, reject) => {
    const child = fork(join(import.meta.dirname, '../lib/static-server.mjs'), [file, STATIC_PORT], {
      stdio: 'inherit',
    });
    child.once('message', () =>
      resolve(async () => {
        child.kill('SIGTERM');
        await new Promise((done) => child.once('exit', done));
      }),
    );
    child.once('exit', (code) => reject(new Error(`static server exited with ${code}`)));
  });

const measurePage = async (origin, page, folder) => {
  const url = `${origin}${page.path}`;
  const first = await fetch(url);
  const html = Buffer.from(await first.arrayBuffer());
  if (first.status !== 200 || !first.headers.get('content-type')?.startsWith('text/html')) {
    throw new Error(`${page.path} answered ${first.status} ${first.headers.get('content-type')}`);
  }
  const file = join(folder, `${page.name}.html`);
  writeFileSync(file, html);
  const stopStatic = await startStaticServer(file);
  try {
    const staticUrl = `http://127.0.0.1:${STATIC_PORT}/`;
    await load(url, warmup);
    await load(staticUrl, Math.min(warmup, 1));
    const app = await load(url, duration);
    const baseline = await load(staticUrl, duration);
    const ratio = round(app.requests_per_second / baseline.requests_per_second);
    const ok = app.non_2xx === 0 && app.errors === 0 && app.timeouts === 0;
    const result = {
      page: page.name,
      path: page.path,
      html_bytes: html.length,
      app,
      static_file: baseline,
      throughput_ratio: ratio,
      meets_ratio_bar: ok && ratio >= BAR_RATIO,
      meets_ttfb_bar: ok && app.ttfb_ms.p95 <= BAR_P95_TTFB_MS,
    };
    console.error(
      `  ${page.name.padEnd(12)} ${String(app.requests_per_second).padStart(8)} req/s vs static ${String(baseline.requests_per_second).padStart(8)} → ${ratio}×  TTFB p50 ${app.ttfb_ms.p50} / p95 ${app.ttfb_ms.p95} / p99 ${app.ttfb_ms.p99} ms${ok ? '' : '  (errors or non-2xx answers)'}`,
    );
    return result;
  } finally {
    await stopStatic();
  }
};

const folder = mkdtempSync(join(tmpdir(), 'gradway-ssr-bench-'));
const results = {};
try {
  for (const database of databases) {
    const { pages, upcoming } = await pickPublicPages(appRoot, database, pagesOf());
    console.error(`ssr bench on ${database.name}: ${pages.map((page) => page.path).join(', ')}`);
    const server = await startAppServer({ appRoot, port: APP_PORT, ...database });
    const measured = [];
    try {
      for (const page of pages) measured.push(await measurePage(server.origin, page, folder));
    } finally {
      await server.stop();
    }
    results[database.name] = {
      pages: measured,
      not_built_yet: upcoming,
      meets_bars: measured.every((page) => page.meets_ratio_bar && page.meets_ttfb_bar),
    };
  }
} finally {
  rmSync(folder, { recursive: true, force: true });
}

const output = {
  benchmark:
    'server-rendered public pages vs the same HTML from a bare node:http server (autocannon, no compression asked)',
  command: `node ${process.argv.slice(1).join(' ').replace(`${process.cwd()}/`, '')}`,
  date: new Date().toISOString(),
  machine: machine(),
  seed: 'npm run seed -- --scale=full',
  load: { tool: 'autocannon', connections, duration_seconds: duration, warmup_seconds: warmup },
  bar: { throughput_ratio: BAR_RATIO, p95_ttfb_ms: BAR_P95_TTFB_MS },
  meets_bars: Object.values(results).every((result) => result.meets_bars),
  results,
};
writeFileSync(join(import.meta.dirname, 'results.json'), `${JSON.stringify(output, null, 2)}\n`);
console.log(
  `ssr bench: ${output.meets_bars ? 'every page meets the bars' : 'some pages miss the bars'}`,
);
