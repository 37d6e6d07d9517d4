// Measures `npm start` on an installed, built checkout: time from launching the server to /readyz
// answering 200, on a fresh embedded database (migrate + reference data + demo seed) and on an
// existing one (cold open). Bar (direction/quality.md): ≤ 10 s to serving; cold open ≤ 1 s of it.
// Run: node bench/start/start.bench.mjs [--runs=5]   → writes bench/start/results.json
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildNeeded, root } from '../../scripts/lib/build-state.mjs';
import { NODE_FLAGS } from '../../scripts/lib/node-flags.mjs';
import { machine, median, parseRuns } from '../lib/measure.mjs';

const runs = parseRuns(process.argv, 5);
if (buildNeeded()) {
  console.error('Build first: npm run build');
  process.exit(1);
}

const startOnce = async (dataDir, port) => {
  const began = performance.now();
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
  };
  delete env.DATABASE_URL;
  const server = spawn(process.execPath, [...NODE_FLAGS, join(root, 'apps/api/dist/server.js')], {
    cwd: root,
    env,
    stdio: 'ignore',
  });
  try {
    for (;;) {
      if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
      try {
        const answer = await fetch(`http://127.0.0.1:${port}/readyz`);
        if (answer.ok) return performance.now() - began;
      } catch {}
      await new Promise((wait) => setTimeout(wait, 20));
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((done) => server.once('exit', done));
  }
};

const firstStart = [];
const reopen = [];
for (let run = 0; run < runs; run++) {
  const dataDir = mkdtempSync(join(tmpdir(), 'gradway-bench-start-'));
  firstStart.push(await startOnce(dataDir, 3390));
  reopen.push(await startOnce(dataDir, 3390));
  rmSync(dataDir, { recursive: true, force: true });
  console.error(
    `run ${run + 1}/${runs}: first start ${firstStart.at(-1).toFixed(0)} ms, reopen ${reopen.at(-1).toFixed(0)} ms`,
  );
}

const results = {
  benchmark: 'npm start to serving (/readyz 200)',
  command: `node bench/start/start.bench.mjs --runs=${runs}`,
  date: new Date().toISOString(),
  machine: machine(),
  runs,
  first_start_ms: { median: median(firstStart), samples: firstStart },
  reopen_existing_database_ms: { median: median(reopen), samples: reopen },
  bar: { to_serving_ms: 10_000 },
  meets_bar: median(firstStart) <= 10_000 && median(reopen) <= 10_000,
};
writeFileSync(join(import.meta.dirname, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log(
  JSON.stringify({
    first_start_ms: results.first_start_ms.median,
    reopen_ms: results.reopen_existing_database_ms.median,
  }),
);
