import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSentryReceiver } from '../../apps/api/test/sentry-receiver';
import { NODE_FLAGS } from '../../scripts/lib/node-flags.mjs';
import { baseURL } from '../support/api';
import { openPage, useBrowser } from '../support/browser';

/**
 * Error reporting in the browser (decision 030), against a small receiver of Sentry envelopes
 * started here: a server of the production build started with SENTRY_DSN pointing at it loads
 * the SDK after the page, reports a render crash there, and its API calls carry the trace headers;
 * the run's own server (no DSN) loads none of it. The sign-in client logs its errors at
 * /api/auth/_log.
 */

const root = resolve(import.meta.dirname, '..', '..');
let receiver: Awaited<ReturnType<typeof startSentryReceiver>>;
let server: ChildProcess;
let reportingURL: string;
let dataDir: string;
const browser = useBrowser();

const freePort = () =>
  new Promise<number>((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });

beforeAll(async () => {
  receiver = await startSentryReceiver();
  const port = await freePort();
  dataDir = mkdtempSync(join(tmpdir(), 'gradway-e2e-sentry-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SENTRY_DSN: receiver.dsn('7'),
    SENTRY_ENVIRONMENT: 'e2e',
  };
  delete env.DATABASE_URL;
  server = spawn(process.execPath, [...NODE_FLAGS, join(root, 'apps/api/dist/server.js')], {
    cwd: root,
    env,
  });
  reportingURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with ${server.exitCode}`);
    const ready = await fetch(`${reportingURL}/readyz`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((wait) => setTimeout(wait, 250));
  }
}, 120_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    // A graceful stop (jobs handed back, streams told); then no longer than 15 s.
    const exited = new Promise((done) => server.once('exit', done));
    server.kill('SIGTERM');
    const forced = setTimeout(() => server.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(forced);
  }
  await receiver?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('error reporting in the browser', () => {
  it('loads no error-reporting code when no DSN is set', async () => {
    const { context, page, cspViolations } = await openPage(browser());
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(`${baseURL()}/`, { waitUntil: 'networkidle' });
    expect(await page.evaluate(() => '__SENTRY__' in globalThis)).toBe(false);
    expect(scripts.filter((url) => /error-reporting|sentry/i.test(url))).toEqual([]);
    expect(cspViolations).toEqual([]);
    await context.close();
  });

  it('with SENTRY_DSN: trace headers on the app’s API calls, and a render crash reported to the service', async () => {
    const { context, page, cspViolations } = await openPage(browser());
    const serverLog: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/client_errors')) serverLog.push(request.url());
    });
    await page.goto(`${reportingURL}/signin`, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => '__SENTRY__' in globalThis);

    // The app's own API call carries sentry-trace and baggage.
    const call = page.waitForRequest((request) =>
      request.url().endsWith('/api/v1/candidate/login'),
    );
    await page.getByLabel('Email address').fill('sentry-e2e@example.com');
    await page.getByRole('button', { name: 'Email me a code' }).click();
    const headers = (await call).headers();
    expect(headers['sentry-trace']).toMatch(/^[0-9a-f]{32}-[0-9a-f]{16}(-[01])?$/);
    expect(headers.baggage).toContain('sentry-public_key=testkey');
    expect(headers.baggage).toContain('sentry-environment=e2e');

    // A render crash: the next navigation's data arrives corrupted.
    await page.goto(`${reportingURL}/`, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => '__SENTRY__' in globalThis);
    await page.route('**/societies.data*', (route) =>
      route.fulfill({ status: 200, contentType: 'text/x-script', body: '\u0000not the data' }),
    );
    await page.locator('header').getByRole('link', { name: 'Societies' }).first().click();
    await page.getByText('Ooops! Something went wrong!').waitFor();
    await expect
      .poll(() => receiver.events().filter(({ envelope }) => envelope.project === '7').length, {
        timeout: 10_000,
      })
      .toBeGreaterThan(0);
    const [report] = receiver.events().filter(({ envelope }) => envelope.project === '7');
    expect(report?.envelope.key).toBe('testkey');
    expect(report?.event.exception?.values.length).toBeGreaterThan(0);
    expect(report?.event.request?.url).toContain(reportingURL);
    // It went to the service instead of the server log, and the CSP let it through.
    expect(serverLog).toEqual([]);
    expect(cspViolations).toEqual([]);
    await context.close();
  });

  it('logs the sign-in client’s failures at /api/auth/_log by beacon', async () => {
    const { context, page } = await openPage(browser());
    await page.goto(`${reportingURL}/signin`, { waitUntil: 'networkidle' });
    await page.route('**/api/v1/candidate/login', (route) => route.abort('connectionrefused'));
    const logged = page.waitForRequest((request) => request.url().endsWith('/api/auth/_log'));
    await page.getByLabel('Email address').fill('offline@example.com');
    await page.getByRole('button', { name: 'Email me a code' }).click();
    const request = await logged;
    expect(request.method()).toBe('POST');
    expect(JSON.parse(request.postData() ?? '{}')).toMatchObject({
      level: 'error',
      code: 'CLIENT_FETCH_ERROR',
    });
    const answer = await (await logged).response();
    expect(answer?.status()).toBe(204);
    await context.close();
  });
});
