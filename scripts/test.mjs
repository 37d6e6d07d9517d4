// `npm test`: every test of every workspace (domain rules, API on the embedded database and, when
// DATABASE_URL is set, on PostgreSQL too, web components and routes, end-to-end in Chromium).
// Builds first when needed, because the end-to-end suite runs the production server.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildNeeded, root } from './lib/build-state.mjs';

const reason = buildNeeded();
if (reason) {
  console.log(`Building Gradway for the end-to-end suite (${reason})…`);
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const reportDir = join(root, 'node_modules', '.cache', 'gradway');
mkdirSync(reportDir, { recursive: true });
const report = join(reportDir, 'vitest-report.json');
const vitest = spawnSync(
  'npx',
  [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...process.argv.slice(2),
  ],
  { cwd: root, stdio: 'inherit' },
);

// A plain closing line that any CI reader understands.
if (existsSync(report)) {
  const { numPassedTests, numFailedTests, numPendingTests } = JSON.parse(
    readFileSync(report, 'utf8'),
  );
  console.log(`${numPassedTests} passed, ${numFailedTests} failed, ${numPendingTests} skipped`);
}
process.exit(vitest.status ?? 1);
