import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type BrowserContext, chromium, type Worker } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfFile } from '../../apps/api/test/multipart';
import { serveFixtures } from '../../apps/extension/fixtures/serve-fixtures';
import { codeOf, waitForMail } from '../accounts/mailbox';
import { baseURL } from '../support/api';

/**
 * The quick-apply extension as a candidate uses it: the unpacked test build (made by
 * `npm run build`, see scripts/lib/build-state.mjs) loaded into Chromium, sign-in from the popup
 * with the emailed code, a saved Greenhouse form filled and submitted, and the application found
 * in the candidate's tracker.
 */

const EXTENSION_DIR = resolve(import.meta.dirname, '../../apps/extension/.output-test/chrome-mv3');
const CANDIDATE = { email: 'candidate@demo.gradway.app', firstName: 'Priya' };

type Session = { email: string; token: string };

/** The extension's storage as its service worker sees it (evaluated in the worker). */
type StorageArea = { get(key: string | null): Promise<Record<string, unknown>> };
type ExtensionGlobal = { chrome: { storage: { local: StorageArea; session: StorageArea } } };

let context: BrowserContext;
let worker: Worker;
let extensionId: string;
let userDataDir: string;
let fixtures: Awaited<ReturnType<typeof serveFixtures>>;

const api = (
  session: Session | null,
  path: string,
  init: { method?: string; body?: unknown } = {},
) =>
  fetch(`${baseURL()}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'content-type': 'application/json',
      ...(session ? { 'X-User-Email': session.email, 'X-User-Token': session.token } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });

const latestCode = async (since: number) =>
  codeOf(
    await waitForMail(
      CANDIDATE.email,
      (mail) => Date.parse(mail.sent_at) >= since - 1000 && /Your code: \d{6}/.test(mail.text),
    ),
  );

/** A session of the demo candidate for checking what the API holds. */
const candidateSession = async (): Promise<Session> => {
  const since = Date.now();
  await api(null, '/api/v1/candidate/login', {
    method: 'POST',
    body: {
      user: { email: CANDIDATE.email, userable_type: 'Candidate', userable_source: 'website' },
    },
  });
  const answer = await api(null, '/api/v1/login', {
    method: 'POST',
    body: { user: { email: CANDIDATE.email, otp: await latestCode(since) } },
  });
  expect(answer.status).toBe(200);
  return {
    email: CANDIDATE.email,
    token: (await answer.json()).data.attributes.authentication_token,
  };
};

type Listed = {
  id: string;
  attributes: {
    title: string;
    apply_url: string | null;
    creatable_for: { type: string; name: string };
  };
};

beforeAll(async () => {
  fixtures = await serveFixtures();
  userDataDir = mkdtempSync(join(tmpdir(), 'gradway-extension-'));
  context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: false,
    ignoreDefaultArgs: ['--disable-extensions'],
    args: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-sync',
      '--disable-component-update',
      `--disable-extensions-except=${EXTENSION_DIR}`,
      `--load-extension=${EXTENSION_DIR}`,
    ],
  });
  worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  extensionId = new URL(worker.url()).host;
});

afterAll(async () => {
  await context?.close();
  await fixtures?.close();
  if (userDataDir) rmSync(userDataDir, { recursive: true, force: true });
});

describe('the quick-apply extension', () => {
  it('signs in from its popup, fills a Greenhouse form, and the submitted application lands in the tracker', async () => {
    // One of our external jobs, with its company: the form will be this job's.
    const session = await candidateSession();
    const listed: Listed[] = (
      await (await api(null, '/api/v1/touchpoints?touchpointable_type=Job&per_page=50')).json()
    ).data;
    const tracked = new Set(
      (await (await api(session, '/api/v1/candidate/applications?per_page=50')).json()).data.map(
        (row: { attributes: { touchpoint_id: string } }) => row.attributes.touchpoint_id,
      ),
    );
    const job = listed.find(
      (row) =>
        row.attributes.apply_url !== null &&
        row.attributes.creatable_for.type === 'Company' &&
        !tracked.has(row.id),
    );
    if (!job) throw new Error('The demo data has no open external job outside the tracker');

    // The candidate's stored CV, which the extension puts into the form's file field.
    const upload = new FormData();
    upload.append(
      'file',
      new Blob([new Uint8Array(pdfFile(['Priya Shah', 'BSc Computer Science']))], {
        type: 'application/pdf',
      }),
      'Priya Shah CV.pdf',
    );
    const uploaded = await fetch(`${baseURL()}/api/v1/candidate/resume`, {
      method: 'PUT',
      headers: { 'X-User-Email': session.email, 'X-User-Token': session.token },
      body: upload,
    });
    expect(uploaded.status).toBe(200);

    // The app tells the extension where it is (a test build learns the API's port this way).
    const app = await context.newPage();
    await app.goto(`${baseURL()}/`);
    await app.locator('html[data-gradway-extension]').waitFor({ state: 'attached' });
    await expect
      .poll(() =>
        worker.evaluate(async () => {
          const { chrome } = globalThis as unknown as ExtensionGlobal;
          return (await chrome.storage.local.get('gradway.origin'))['gradway.origin'];
        }),
      )
      .toBe(baseURL());

    // Sign in from the popup with the code emailed to the candidate.
    const popup = await context.newPage();
    await popup.goto(`chrome-extension://${extensionId}/popup.html`);
    await popup.getByLabel('Your Gradway email').fill(CANDIDATE.email);
    const since = Date.now();
    await popup.getByRole('button', { name: 'Email me a sign-in code' }).click();
    await popup.getByLabel('The 6-digit code from the email').fill(await latestCode(since));
    await popup.getByRole('button', { name: 'Sign in' }).click();
    await popup.getByText('Signed in as').waitFor();
    await popup.getByLabel('Phone').fill('+44 7700 900456');
    await popup.getByRole('button', { name: 'Save' }).click();
    await popup.getByText('Saved. Forms are filled with these from now on.').waitFor();

    // The token stays in the worker's session storage, out of content scripts' reach.
    const stored = await worker.evaluate(async () => {
      const { chrome } = globalThis as unknown as ExtensionGlobal;
      return {
        session: Boolean((await chrome.storage.session.get('gradway.session'))['gradway.session']),
        local: JSON.stringify(await chrome.storage.local.get(null)),
      };
    });
    expect(stored.session).toBe(true);
    expect(stored.local).not.toContain('token');

    // The web app now knows the extension is installed.
    const user = await (await api(session, '/api/v1/user')).json();
    expect(user.data.attributes.extension_installed).toBe(true);
    const web = await context.newPage();
    await web.goto(`${baseURL()}/`);
    await web.evaluate(([key, value]) => localStorage.setItem(key, value), [
      'gradway.session',
      JSON.stringify(session),
    ] as const);
    await web.goto(`${baseURL()}/candidate/applications`);
    const quickAutofill = web.getByRole('link', { name: /Quick autofill/ });
    await quickAutofill.waitFor();
    expect(await quickAutofill.getAttribute('href')).toBe(
      '/search/results?quick_apply=true&type=jobs',
    );

    // A Greenhouse form for that job, served locally.
    const form = await context.newPage();
    const query = new URLSearchParams({
      title: job.attributes.title,
      company: job.attributes.creatable_for.name,
    });
    await form.goto(`http://localhost:${fixtures.port}/greenhouse/apply?${query}`);
    await form.getByRole('heading', { name: job.attributes.title }).waitFor();
    await form
      .locator('gradway-quick-apply')
      .getByRole('button', { name: 'Fill with Gradway' })
      .click();
    await form
      .locator('gradway-quick-apply')
      .getByText(/^Filled \d+ fields/)
      .waitFor();

    expect(await form.locator('#first_name').inputValue()).toBe(CANDIDATE.firstName);
    expect(await form.locator('#email').inputValue()).toBe(CANDIDATE.email);
    expect(await form.locator('#phone').inputValue()).toBe('+44 7700 900456');
    expect(await form.locator('#email').getAttribute('data-gradway-filled')).toBe('profile');
    await form.getByText('Filled by Gradway: phone from your autofill details').waitFor();
    // Filling never submits.
    expect(await form.locator('#outcome').textContent()).toBe('');

    // The page's own validation saw every value (first name, last name, email, CV).
    await form.getByRole('button', { name: 'Submit application' }).click();
    await form.getByText(/^Thank you for applying\./).waitFor();
    await form
      .locator('gradway-quick-apply')
      .getByText('Submitted: saved to your Gradway applications.')
      .waitFor();

    const tracker = await (await api(session, '/api/v1/candidate/applications?per_page=50')).json();
    const entry = tracker.data.find(
      (row: { attributes: { touchpoint_id: string } }) => row.attributes.touchpoint_id === job.id,
    );
    expect(entry?.attributes.progress).toBe('applied');
    expect(entry?.attributes.touchpoint.attributes.title).toBe(job.attributes.title);

    // The CV the form received is the stored one.
    expect(await form.locator('#outcome').textContent()).toBe(
      'Thank you for applying. Your CV Priya Shah CV.pdf was received.',
    );

    // Other tests expect the demo candidate without the extension or a CV.
    await api(session, '/api/v1/candidate', {
      method: 'PUT',
      body: { candidate: { extension_installed: false } },
    });
    await api(session, '/api/v1/candidate/resume', { method: 'DELETE' });
  });
});
