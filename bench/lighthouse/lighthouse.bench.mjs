// Lighthouse 12.8 (mobile preset: simulated slow 4G and a 4× slower CPU) on the public pages, in
// Debian's Chromium, median of 5 runs per page, against the production server over a database
// seeded with `npm run seed -- --scale=full`. Bars (direction/quality.md): performance ≥ 95,
// accessibility 100, SEO 100, best practices ≥ 95. Keeps the median scores, the metrics of the
// median performance run and the audits that did not pass in any run.
//
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/gradway_bench \
//   node bench/lighthouse/lighthouse.bench.mjs [--runs=5] [--pages=home,job] [--databases=postgres]
//     [--app-root=<snapshot>]      (CHROME_PATH defaults to /usr/bin/chromium; BENCH_APP_PORT to 3463)
//   → bench/lighthouse/results.json
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { appRootOf, databasesOf, requireBuild, startAppServer } from '../lib/app-server.mjs';
import { machine, median, parseRuns } from '../lib/measure.mjs';
import { pagesOf, pickPublicPages } from '../lib/public-pages.mjs';

const BARS = { performance: 95, accessibility: 100, seo: 100, 'best-practices': 95 };
const CATEGORIES = Object.keys(BARS);
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];
/** The app's port: BENCH_APP_PORT, so two people measuring on one machine do not collide. */
const APP_PORT = Number(process.env.BENCH_APP_PORT) || 3463;
const runs = parseRuns(process.argv, 5);
const appRoot = appRootOf();
requireBuild(appRoot);
// One database is enough for the browser's view; the first configured one is used.
const [database] = databasesOf();
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';

/** Audits that count and did not pass: binary ones that failed, numeric ones under 0.9. */
const failingAudits = (lhr) =>
  Object.values(lhr.categories).flatMap((category) =>
    category.auditRefs
      .filter((ref) => ref.weight > 0 || category.id !== 'performance')
      .map((ref) => lhr.audits[ref.id])
      .filter(
        (audit) =>
          audit &&
          audit.score !== null &&
          audit.scoreDisplayMode !== 'informative' &&
          audit.scoreDisplayMode !== 'manual' &&
          audit.scoreDisplayMode !== 'notApplicable' &&
          audit.score < (audit.scoreDisplayMode === 'binary' ? 1 : 0.9),
      )
      .map((audit) => ({
        category: category.id,
        id: audit.id,
        title: audit.title,
        score: audit.score,
      })),
  );

/** One Lighthouse run; a run whose trace failed (e.g. NO_NAVSTART) is tried again, up to 3 times. */
const runOnce = async (chrome, url, attempt = 1) => {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
  });
  const { lhr } = result;
  if (lhr.runtimeError) {
    if (attempt < 3) return runOnce(chrome, url, attempt + 1);
    throw new Error(`${url}: ${lhr.runtimeError.message}`);
  }
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round((lhr.categories[id].score ?? 0) * 100)]),
    ),
    metrics: Object.fromEntries(
      METRICS.map((id) => [id, Math.round((lhr.audits[id].numericValue ?? 0) * 1000) / 1000]),
    ),
    failing: failingAudits(lhr),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
};

const measurePage = async (chrome, origin, page) => {
  const url = `${origin}${page.path}`;
  const samples = [];
  for (let run = 0; run < runs; run++) samples.push(await runOnce(chrome, url));
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, median(samples.map((sample) => sample.scores[id]))]),
  );
  const byPerformance = [...samples].sort((a, b) => a.scores.performance - b.scores.performance);
  const medianRun = byPerformance[Math.floor((byPerformance.length - 1) / 2)];
  const failing = new Map();
  for (const sample of samples) {
    for (const audit of sample.failing) {
      const key = `${audit.category}/${audit.id}`;
      const seen = failing.get(key) ?? { ...audit, runs: 0 };
      seen.runs++;
      seen.score = Math.min(seen.score, audit.score);
      failing.set(key, seen);
    }
  }
  const meets = CATEGORIES.every((id) => scores[id] >= BARS[id]);
  console.error(
    `  ${page.name.padEnd(12)} ${CATEGORIES.map((id) => `${id} ${scores[id]}`).join('  ')}${meets ? '' : '  (misses a bar)'}`,
  );
  for (const audit of failing.values()) {
    console.error(`      ${audit.category}: ${audit.id} (${audit.score}) ${audit.title}`);
  }
  return {
    page: page.name,
    path: page.path,
    median_scores: scores,
    samples: samples.map((sample) => sample.scores),
    median_run_metrics_ms: medianRun.metrics,
    benchmark_index: median(samples.map((sample) => sample.benchmarkIndex)),
    failing_audits: [...failing.values()],
    meets_bars: meets,
  };
};

const { pages, upcoming } = await pickPublicPages(appRoot, database, pagesOf());
console.error(
  `lighthouse bench on ${database.name}, ${runs} runs: ${pages.map((p) => p.path).join(', ')}`,
);
const server = await startAppServer({ appRoot, port: APP_PORT, ...database });
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const measured = [];
try {
  for (const page of pages) measured.push(await measurePage(chrome, server.origin, page));
} finally {
  chrome.kill();
  await server.stop();
}

const output = {
  benchmark: 'Lighthouse 12.8, mobile preset (simulated throttling), median of runs per page',
  command: `node ${process.argv.slice(1).join(' ').replace(`${process.cwd()}/`, '')}`,
  date: new Date().toISOString(),
  machine: machine(),
  lighthouse: (await import('lighthouse/package.json', { with: { type: 'json' } })).default.version,
  chrome: chromePath,
  database: database.name,
  seed: 'npm run seed -- --scale=full',
  runs,
  bar: BARS,
  meets_bars: measured.every((page) => page.meets_bars),
  not_built_yet: upcoming,
  pages: measured,
};
writeFileSync(join(import.meta.dirname, 'results.json'), `${JSON.stringify(output, null, 2)}\n`);
console.log(
  `lighthouse bench: ${output.meets_bars ? 'every page meets the bars' : 'some pages miss the bars'}`,
);
