// Benchmarks that build the app in their own process (`buildApp`, through tsx) measure the server
// as it runs: with Node's flags of every server process (`scripts/lib/node-flags.mjs`, decision
// 061). Started without them (`npx tsx bench/...`), such a script runs itself again with them,
// waits, and exits with its exit code; with them, this returns at once. Call it before any work.
import { spawnSync } from 'node:child_process';
import { NODE_FLAGS } from '../../scripts/lib/node-flags.mjs';

export const runWithServerFlags = () => {
  if (NODE_FLAGS.every((flag) => process.execArgv.includes(flag))) return;
  const run = spawnSync(
    process.execPath,
    [...NODE_FLAGS, ...process.execArgv, ...process.argv.slice(1)],
    { stdio: 'inherit' },
  );
  process.exit(run.status ?? 1);
};
