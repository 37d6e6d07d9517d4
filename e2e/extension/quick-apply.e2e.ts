import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type BrowserContext, chromium, type Page, type Worker } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfFile } from '../../apps/api/test/multipart';
import { serveFixtures } from '../../apps/extension/fixtures/serve-fixtures';
import { codeOf, waitForMail } from '../accounts/mailbox';
import { baseURL } from '../support/api';
import { demoCandidateSession } from '../support/demo-candidate';

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
let session: Session;
/** The candidate's saved cover letters made here (removed at the end). */
const letters: string[] = [];

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

/**
 * Fills the saved form with the extension's button and waits for its report. The panel's status
 * ends "Filling from your Gradway profile…" with a report or an error (the extension bounds its
 * own waits), and a failure here names the status the candidate would have read.
 */
const fillWithGradway = async (form: Page) => {
  const panel = form.locator('gradway-quick-apply');
  await panel.getByRole('button', { name: 'Fill with Gradway' }).click({ timeout: 15_000 });
  const status = panel.getByRole('status');
  await expect
    .poll(() => status.textContent(), {
      message: 'the quick-apply panel still says it is filling',
      timeout: 40_000,
    })
    .not.toMatch(/^(Filling from your Gradway profile…|Gradway can fill this application)/);
  expect(await status.textContent()).toMatch(/^Filled \d+ fields/);
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
  // A wait that fails names what it waited for, well within the test's own minute.
  context.setDefaultTimeout(20_000);
  worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  extensionId = new URL(worker.url()).host;
});

afterAll(async () => {
  // Other tests expect the demo candidate without the extension, a CV or cover letters.
  if (session) {
    await api(session, '/api/v1/candidate', {
      method: 'PUT',
      body: { candidate: { extension_installed: false } },
    });
    await api(session, '/api/v1/candidate/resume', { method: 'DELETE' });
    for (const id of letters) {
      await api(session, `/api/v1/candidate/cover_letters/${id}`, { method: 'DELETE' });
    }
  }
  await context?.close();
  await fixtures?.close();
  if (userDataDir) rmSync(userDataDir, { recursive: true, force: true });
});

describe('the quick-apply extension', () => {
  it('signs in from its popup, fills a Greenhouse form, and the submitted application lands in the tracker', async () => {
    // One of our external jobs, with its company: the form will be this job's.
    session = demoCandidateSession();
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

    // A saved cover letter written for this job, and a newer one for any job.
    const saveLetter = async (body: object) => {
      const answer = await api(session, '/api/v1/candidate/cover_letters', {
        method: 'POST',
        body: { cover_letter: body },
      });
      expect(answer.status).toBe(201);
      const id = (await answer.json()).data.id as string;
      letters.push(id);
      return id;
    };
    await saveLetter({
      title: `For ${job.attributes.title}`,
      body_html: `<p>Dear ${job.attributes.creatable_for.name} team,</p><p>I would love to join you.</p>`,
      touchpoint_id: job.id,
    });
    await saveLetter({ title: 'Any job', body_html: '<p>Dear hiring team,</p><p>Hello.</p>' });

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
    await fillWithGradway(form);

    expect(await form.locator('#first_name').inputValue()).toBe(CANDIDATE.firstName);
    expect(await form.locator('#email').inputValue()).toBe(CANDIDATE.email);
    expect(await form.locator('#phone').inputValue()).toBe('+44 7700 900456');
    expect(await form.locator('#email').getAttribute('data-gradway-filled')).toBe('profile');
    await form.getByText('Filled by Gradway: phone from your autofill details').waitFor();
    // The cover letter written for this job, as text in the text box.
    expect(await form.locator('#cover_letter_text').inputValue()).toBe(
      `Dear ${job.attributes.creatable_for.name} team,\n\nI would love to join you.`,
    );
    await form
      .getByText('Filled by Gradway: cover letter from your saved letter for this job')
      .waitFor();
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
  });

  /** The other five sites: a job that is not ours, filled, submitted and found in the tracker. */
  const OTHERS = [
    { site: 'lever', email: 'input[name="email"]', name: 'input[name="name"]', file: null },
    {
      site: 'workday',
      email: '#wd-email',
      name: '#wd-first',
      file: { id: '#wd-cover', ext: 'docx' },
    },
    {
      site: 'ashby',
      email: '#_systemfield_email',
      name: '#_systemfield_name',
      file: { id: '#_systemfield_cover_letter', ext: 'pdf' },
    },
    { site: 'smartrecruiters', email: '#email-input', name: '#first-name-input', file: null },
    { site: 'workable', email: '#wk-email', name: 'input[name="firstname"]', file: null },
  ] as const;
  const stamp = Date.now().toString(36);
  const jobOf = (site: string) => ({
    title: `Junior Analyst ${site} ${stamp}`,
    company: `Elsewhere ${site} Ltd`,
  });

  it.each(OTHERS)(
    'fills a $site form and records the application to a job that is not ours',
    async ({ site, email, name, file }) => {
      expect(session).toBeDefined();
      const form = await context.newPage();
      await form.goto(
        `http://localhost:${fixtures.port}/${site}/apply?${new URLSearchParams(jobOf(site))}`,
      );
      await form.getByText(jobOf(site).title).first().waitFor();
      await fillWithGradway(form);
      expect(await form.locator(email).inputValue()).toBe(CANDIDATE.email);
      expect(await form.locator(email).getAttribute('data-gradway-filled')).toBe('profile');
      expect(await form.locator(name).inputValue()).toContain(CANDIDATE.firstName);
      if (file) {
        // No letter for this job: the most recent one, as the file type the upload accepts.
        const sent = await form
          .locator(file.id)
          .evaluate((input: HTMLInputElement) => input.files?.[0]?.name ?? null);
        expect(sent).toBe(`Any job.${file.ext}`);
        expect(await form.locator(file.id).getAttribute('data-gradway-filled')).toBe(
          'most recent saved letter',
        );
      }
      await form.locator('button:has-text("Submit")').first().click();
      const recorded = async () =>
        (
          (await (await api(session, '/api/v1/candidate/quick_applications')).json()).data as {
            attributes: { site: string; title: string; company: string; job_url: string };
          }[]
        ).find((row) => row.attributes.title === jobOf(site).title);
      await expect.poll(recorded, { timeout: 10_000 }).toBeDefined();
      expect((await recorded())?.attributes).toMatchObject({ site, company: jobOf(site).company });
      await form.close();
    },
  );

  it('shows the five jobs that are not ours in the tracker as applied', async () => {
    const web = await context.newPage();
    await web.goto(`${baseURL()}/`);
    await web.evaluate(([key, value]) => localStorage.setItem(key, value), [
      'gradway.session',
      JSON.stringify(session),
    ] as const);
    await web.goto(`${baseURL()}/candidate/applications?progress=applied`);
    for (const { site } of OTHERS) {
      const heading = web.getByRole('heading', { name: new RegExp(jobOf(site).title) });
      await heading.waitFor();
      const card = web.locator('article', { has: heading });
      await card.getByText(`Job · ${jobOf(site).company}`).waitFor();
      expect(await card.getByRole('link').getAttribute('href')).toContain(`/${site}/apply`);
    }
    const counts = (await (await api(session, '/api/v1/candidate/dashboard')).json()).data
      .attributes.applications_counts;
    await web
      .getByRole('tab', { name: /Applied/ })
      .getByText(String(counts.applied))
      .waitFor();
    await web.close();
  });

  it("keeps a long form's submit button clear of its box on a phone, and hides when asked", async () => {
    const form = await context.newPage();
    await form.setViewportSize({ width: 390, height: 844 });
    await form.goto(
      `http://localhost:${fixtures.port}/greenhouse/apply?${new URLSearchParams(jobOf('phone'))}`,
    );
    await form.getByRole('heading', { name: jobOf('phone').title }).waitFor();
    // Employers' pages put the job's description above the form: the form ends far down.
    await form.evaluate(() => {
      const description = document.createElement('section');
      description.style.height = '2000px';
      description.textContent = 'About the role';
      document.body.prepend(description);
    });
    const panel = form.locator('gradway-quick-apply');
    await panel.getByRole('button', { name: 'Fill with Gradway' }).waitFor();
    const submit = form.getByRole('button', { name: 'Submit application' });
    /** Whether a tap on the submit button's middle, scrolled as far down as the page goes, reaches it. */
    const submitReachable = async () => {
      await form.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      return submit.evaluate((button) => {
        const box = button.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return hit === button && box.bottom <= window.innerHeight;
      });
    };
    expect(await submitReachable()).toBe(true);

    await panel.getByRole('button', { name: 'Hide Gradway quick apply' }).click();
    expect(await panel.getByRole('button', { name: 'Fill with Gradway' }).isVisible()).toBe(false);
    expect(await submitReachable()).toBe(true);
    await panel.getByRole('button', { name: 'Show Gradway quick apply' }).click();
    await panel.getByRole('button', { name: 'Fill with Gradway' }).waitFor();
    expect(await submitReachable()).toBe(true);
    await form.close();
  });
});
