import { describe, expect, it } from 'vitest';
import { waitForMail } from '../accounts/mailbox';
import { openSignedIn } from '../support/accounts';
import { baseURL } from '../support/api';
import {
  openPage,
  seriousAccessibilityViolations,
  useBrowser,
  VIEWPORTS,
} from '../support/browser';
import { demoCandidateSession } from '../support/demo-candidate';

/** The demo accounts (apps/api/src/seed/demo-accounts.ts). */
const CANDIDATE = { email: 'candidate@demo.gradway.app', name: 'Priya Shah' };
const RECRUITER = { email: 'recruiter@demo.gradway.app', password: 'Gradway-Recruiter-2026' };

type Session = { email: string; token: string };
type Call = (path: string, init?: { method?: string; body?: unknown }) => Promise<Response>;

const browser = useBrowser();

const post = async (path: string, body: unknown) =>
  fetch(`${baseURL()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const caller =
  (session: Session): Call =>
  (path, init = {}) =>
    fetch(`${baseURL()}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        'content-type': 'application/json',
        'X-User-Email': session.email,
        'X-User-Token': session.token,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });

const tokenOf = async (answer: Response) => {
  expect(answer.status).toBe(200);
  return String((await answer.json()).data.attributes.authentication_token);
};

/** The demo candidate's session, signed in once for the run (e2e/support/demo-candidate.ts). */
const candidateSession = async (): Promise<Session> => demoCandidateSession();

const recruiterSession = async (): Promise<Session> => ({
  email: RECRUITER.email,
  token: await tokenOf(await post('/api/v1/login', { user: RECRUITER })),
});

interface Row {
  id: string;
  attributes: {
    title: string;
    apply_url: string | null;
    isExpired: boolean;
    status: string | null;
  };
}

/**
 * An open published job of the recruiter's company taking easy applications (made one if none)
 * that the candidate has not tracked yet: progress only moves forward, and other files of the run
 * (the extension's, the XSS corpus') may have applied the demo candidate to one already.
 */
const easyApplyJob = async (recruiter: Call, candidate: Call): Promise<Row> => {
  const list = await recruiter(
    '/api/v1/company/touchpoints?state[]=published&touchpointable_types[]=Job&per_page=100',
  );
  const rows: Row[] = (await list.json()).data;
  const tracked = new Set<string>();
  for (let page = 1; ; page += 1) {
    const answer = await (await candidate(`/api/v1/candidate/applications?page=${page}`)).json();
    for (const item of answer.data) tracked.add(item.attributes.touchpoint_id);
    if (answer.data.length === 0 || page >= (answer.meta.total_pages ?? 1)) break;
  }
  const open = rows.filter(
    (row) => !row.attributes.isExpired && row.attributes.status === null && !tracked.has(row.id),
  );
  const easy = open.find((row) => row.attributes.apply_url === null);
  if (easy) return easy;
  const job = open[0];
  if (!job) throw new Error('The demo recruiter has no open job');
  const enabled = await recruiter(`/api/v1/company/touchpoints/${job.id}`, {
    method: 'PATCH',
    body: { touchpoint: { apply_url: null } },
  });
  expect(enabled.status).toBe(200);
  return { ...job, attributes: { ...job.attributes, apply_url: null } };
};

describe('applying and the applicants list', () => {
  it('a candidate applies once with easy apply, tracks it; the recruiter sees them', async () => {
    const recruiter = caller(await recruiterSession());
    const session = await candidateSession();
    const candidate = caller(session);
    const job = await easyApplyJob(recruiter, candidate);
    const title = job.attributes.title;
    const saved = await candidate(`/api/v1/candidate/applications/${job.id}`, {
      method: 'PUT',
      body: { application: { progress: 'saved' } },
    });
    expect(saved.status).toBe(200);

    // The candidate applies from their tracker: the confirmation says what is sent.
    const { context, page, cspViolations, pageErrors } = await openPage(browser(), VIEWPORTS.phone);
    await openSignedIn(page, session, '/candidate/applications');
    await page.getByRole('heading', { level: 1, name: 'Your applications' }).waitFor();
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: title }) });
    await card.getByRole('button', { name: `Apply (${title})` }).click();
    const dialog = page.getByRole('dialog', { name: `Apply to ${title}` });
    await dialog.waitFor();
    expect(await dialog.getByText(CANDIDATE.name, { exact: true }).first().isVisible()).toBe(true);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    // A double click sends one application.
    await dialog.getByRole('button', { name: 'Send application' }).dblclick();
    await dialog.waitFor({ state: 'detached' });
    await card.getByText('Applied', { exact: true }).waitFor();
    expect(await card.getByRole('button', { name: `Apply (${title})` }).count()).toBe(0);

    // A second submit changes nothing: the same application, still one in the tracker.
    const first = await candidate(`/api/v1/candidate/applications?touchpoint_ids[]=${job.id}`);
    const [application] = (await first.json()).data;
    expect(application.attributes.progress).toBe('applied');
    const again = await candidate(`/api/v1/candidate/applications/${job.id}/apply`, {
      method: 'POST',
      body: { application: {} },
    });
    expect((await again.json()).data).toEqual(application);
    await waitForMail(
      CANDIDATE.email,
      (mail) =>
        mail.subject ===
        `You applied: ${title} at ${application.attributes.touchpoint.attributes.creatable_for.name}`,
    );

    // The board shows it in the Applied column.
    await page.goto(`${baseURL()}/candidate/manager`);
    const appliedColumn = page.getByRole('region', { name: /Applied/ });
    await appliedColumn.getByRole('heading', { name: title }).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(cspViolations).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();

    // The recruiter sees the applicant, with the CV link when the candidate has a CV.
    const desktop = await openPage(browser(), VIEWPORTS.desktop);
    await openSignedIn(desktop.page, await recruiterSession(), `/applicants?touchpoint=${job.id}`);
    const table = desktop.page.getByRole('table', { name: 'Applicants' });
    await table.getByText(CANDIDATE.name).first().waitFor();
    expect(await table.getByRole('link', { name: title }).first().isVisible()).toBe(true);
    expect(await seriousAccessibilityViolations(desktop.page)).toEqual([]);
    expect(desktop.cspViolations).toEqual([]);
    expect(desktop.pageErrors).toEqual([]);
    await desktop.context.close();
  });
});
