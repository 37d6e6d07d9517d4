// Starts the production server (apps/api/dist/server.js, which renders apps/web/build) for a
// benchmark and stops it afterwards. The app can run from this checkout or from a copy of its
// build (`node bench/lib/snapshot.mjs <dir>`), so a long measurement does not hold the build lock.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { NODE_FLAGS } from '../../scripts/lib/node-flags.mjs';

export const repoRoot = resolve(import.meta.dirname, '..', '..');

/** `--app-root=<dir>` or BENCH_APP_ROOT: a snapshot made by bench/lib/snapshot.mjs. */
export const appRootOf = (argv = process.argv) =>
  resolve(
    argv.find((arg) => arg.startsWith('--app-root='))?.slice('--app-root='.length) ||
      process.env.BENCH_APP_ROOT ||
      repoRoot,
  );

export const requireBuild = (appRoot) => {
  const missing = ['apps/api/dist/server.js', 'apps/web/build/server/index.js'].filter(
    (file) => !existsSync(join(appRoot, file)),
  );
  if (missing.length > 0) {
    console.error(`No build in ${appRoot} (missing ${missing.join(', ')}): run npm run build`);
    process.exit(1);
  }
};

const waitForReady = async (origin, server, timeoutMs) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      const answer = await fetch(`${origin}/readyz`);
      if (answer.ok) return;
    } catch {}
    await new Promise((wait) => setTimeout(wait, 100));
  }
  throw new Error(`the server at ${origin} was not ready within ${timeoutMs} ms`);
};

/**
 * Starts the server on `port` over the PostgreSQL database at `databaseUrl`, or the embedded one
 * in `dataDir`; resolves once /readyz answers 200. It runs the build in `appRoot` unless
 * `entryArgs` name another entry (the API benchmarks may run the sources), always with the
 * server's Node flags, after any `nodeArgs` (a profiler's). It migrates the database it is
 * given: point it at a copy, never at a shared seed.
 */
export const startAppServer = async ({
  appRoot = repoRoot,
  port,
  databaseUrl,
  dataDir,
  nodeArgs = [],
  entryArgs = [join(appRoot, 'apps/api/dist/server.js')],
  readyWithinMs = 120_000,
}) => {
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir ?? '',
    DATABASE_URL: databaseUrl ?? '',
  };
  const server = spawn(process.execPath, [...nodeArgs, ...NODE_FLAGS, ...entryArgs], {
    cwd: appRoot,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (server.exitCode !== null) return;
    server.kill('SIGTERM');
    await new Promise((done) => server.once('exit', done));
  };
  try {
    await waitForReady(origin, server, readyWithinMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop, pid: server.pid };
};

/** Which databases to measure: `--databases=postgres,pglite` (the ones configured by default). */
export const databasesOf = (argv = process.argv) => {
  const flag = argv.find((arg) => arg.startsWith('--databases='));
  const wanted = flag
    ? flag.slice('--databases='.length).split(',')
    : [
        ...(process.env.BENCH_DATABASE_URL ? ['postgres'] : []),
        ...(process.env.BENCH_DATA_DIR ? ['pglite'] : []),
      ];
  if (wanted.length === 0) {
    // Skipped, not failed: `npm run bench` runs every benchmark, most need no seeded database.
    console.error(
      'Skipped: set BENCH_DATABASE_URL (PostgreSQL) and/or BENCH_DATA_DIR (embedded) to a database seeded with `npm run seed -- --scale=full`',
    );
    process.exit(0);
  }
  return wanted.map((name) => {
    if (name === 'postgres') {
      if (!process.env.BENCH_DATABASE_URL) throw new Error('postgres needs BENCH_DATABASE_URL');
      return { name, databaseUrl: process.env.BENCH_DATABASE_URL };
    }
    if (name === 'pglite') {
      if (!process.env.BENCH_DATA_DIR) throw new Error('pglite needs BENCH_DATA_DIR');
      return { name, dataDir: resolve(process.env.BENCH_DATA_DIR) };
    }
    throw new Error(`unknown database ${name} (postgres or pglite)`);
  });
};
