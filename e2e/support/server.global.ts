import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type {} from 'vitest';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

const root = resolve(import.meta.dirname, '..', '..');

const freePort = () =>
  new Promise<number>((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });

const waitUntilReady = async (baseURL: string, server: ChildProcess, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with ${server.exitCode}`);
    try {
      const answer = await fetch(`${baseURL}/readyz`);
      if (answer.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`The server was not ready within ${timeoutMs} ms`);
};

/** Starts the built server once for the whole end-to-end run, on its own embedded database. */
export default async function setup(project: TestProject) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'gradway-e2e-'));
  const artifacts = join(root, 'e2e', 'artifacts');
  mkdirSync(artifacts, { recursive: true });
  const log = createWriteStream(join(artifacts, 'server.log'));

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
  };
  delete env.DATABASE_URL;
  const server = spawn(process.execPath, [join(root, 'apps/api/dist/server.js')], {
    cwd: root,
    env,
  });
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);

  const baseURL = `http://127.0.0.1:${port}`;
  await waitUntilReady(baseURL, server, 90_000);
  project.provide('baseURL', baseURL);

  return async () => {
    server.kill('SIGTERM');
    await new Promise((done) => server.once('exit', done));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
