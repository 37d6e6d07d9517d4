// The API server of the throughput benchmarks, started from this checkout, and the demo
// candidate's session on it. Shared by api-throughput.bench.mjs and profile.mjs.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot, startAppServer } from '../lib/app-server.mjs';

export const CANDIDATE = 'candidate@demo.gradway.app';

/**
 * The server's entry: the build (`apps/api/dist/server.js`, what `npm start` runs) when there is
 * one and `--from-source` was not given, else the sources through tsx. Either way only API routes
 * are measured, so no web build is needed.
 */
export const serverEntry = (argv = process.argv) => {
  const built = join(repoRoot, 'apps/api/dist/server.js');
  if (!argv.includes('--from-source') && existsSync(built)) {
    return { label: 'build (apps/api/dist/server.js)', args: [built] };
  }
  return {
    label: 'source (node --import tsx apps/api/src/server.ts)',
    args: ['--import', 'tsx', 'apps/api/src/server.ts'],
  };
};

/**
 * Starts the server on `port` (production mode, its job workers on: they deliver the sign-in
 * code) over `databaseUrl` or the embedded database in `dataDir`, with the server's Node flags
 * (`startAppServer`); resolves once /readyz is 200.
 */
export const startServer = async ({ databaseUrl, dataDir, port, nodeArgs = [], argv }) => {
  const entry = serverEntry(argv);
  const server = await startAppServer({
    port,
    databaseUrl,
    dataDir,
    nodeArgs,
    entryArgs: entry.args,
    readyWithinMs: 180_000,
  });
  return { ...server, entry: entry.label };
};

/** The demo candidate's session headers, signed in with the code from the development mailbox. */
export const signIn = async (origin) => {
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
