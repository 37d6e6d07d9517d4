import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type {} from 'vitest';
import type { TestProject } from 'vitest/node';
import { NODE_FLAGS } from '../../scripts/lib/node-flags.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    demoCandidate: { email: string; token: string };
  }
}

const DEMO_CANDIDATE_EMAIL = 'candidate@demo.gradway.app';

/** Signs the demo candidate in with the code from the development mailbox, once for the run. */
const signInDemoCandidate = async (baseURL: string) => {
  const post = (path: string, body: unknown) =>
    fetch(`${baseURL}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const since = Date.now();
  const asked = await post('/api/v1/candidate/login', {
    user: { email: DEMO_CANDIDATE_EMAIL, userable_type: 'Candidate', userable_source: 'website' },
  });
  if (!asked.ok) throw new Error(`Asking for the demo candidate's code answered ${asked.status}`);
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const answer = await fetch(
      `${baseURL}/api/dev/mailbox?to=${encodeURIComponent(DEMO_CANDIDATE_EMAIL)}`,
    );
    const { data } = (await answer.json()) as { data: { text: string; sent_at: string }[] };
    const code = data
      .filter((mail) => Date.parse(mail.sent_at) >= since - 1000)
      .map((mail) => /Your code: (\d{6})/.exec(mail.text)?.[1])
      .find(Boolean);
    if (code) {
      const signedIn = await post('/api/v1/login', {
        user: { email: DEMO_CANDIDATE_EMAIL, otp: code },
      });
      if (!signedIn.ok) throw new Error(`The demo candidate's sign-in answered ${signedIn.status}`);
      const document = (await signedIn.json()) as {
        data: { attributes: { authentication_token: string } };
      };
      return { email: DEMO_CANDIDATE_EMAIL, token: document.data.attributes.authentication_token };
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error("The demo candidate's code did not arrive within 30 s");
};

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
  const server = spawn(process.execPath, [...NODE_FLAGS, join(root, 'apps/api/dist/server.js')], {
    cwd: root,
    env,
  });
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);

  const baseURL = `http://127.0.0.1:${port}`;
  await waitUntilReady(baseURL, server, 90_000);
  project.provide('baseURL', baseURL);
  project.provide('demoCandidate', await signInDemoCandidate(baseURL));

  return async () => {
    server.kill('SIGTERM');
    await new Promise((done) => server.once('exit', done));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
