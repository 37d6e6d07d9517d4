import { beforeAll, describe, expect, it } from 'vitest';
import { baseURL } from '../support/api';
import { hydrated, openPage, useBrowser, VIEWPORTS } from '../support/browser';
import { demoCandidateSession } from '../support/demo-candidate';

/**
 * Not-found pages inside the signed-in areas answer HTTP 404 (issue 14): unknown paths under the
 * candidate, society, company and admin areas, and pages whose record does not exist for the
 * signed-in user, another organisation's included (decision 034: the first render reads the
 * session's cookie copy to ask the API).
 */

interface Session {
  email: string;
  token: string;
}

const SESSION_KEY = 'gradway.session';
const SESSION_COOKIE = 'gradway_session';

const DEMO = {
  recruiter: { email: 'recruiter@demo.gradway.app', password: 'Gradway-Recruiter-2026' },
  manager: { email: 'manager@demo.gradway.app', password: 'Gradway-Manager-2026' },
};

const signIn = async (account: { email: string; password: string }): Promise<Session> => {
  const answer = await fetch(`${baseURL()}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: account }),
  });
  expect(answer.status).toBe(200);
  const document = (await answer.json()) as {
    data: { attributes: { authentication_token: string } };
  };
  return { email: account.email, token: document.data.attributes.authentication_token };
};

const apiGet = async <T>(path: string, session: Session): Promise<T> => {
  const answer = await fetch(`${baseURL()}${path}`, {
    headers: { 'X-User-Email': session.email, 'X-User-Token': session.token },
  });
  expect(answer.status).toBe(200);
  return (await answer.json()) as T;
};

/** The status of a page's document request, with the session's cookie copy when signed in. */
const statusOf = async (path: string, session: Session | null): Promise<number> => {
  const cookie = session
    ? `${SESSION_COOKIE}=${encodeURIComponent(JSON.stringify(session))}`
    : undefined;
  const answer = await fetch(`${baseURL()}${path}`, {
    headers: cookie ? { cookie } : {},
    redirect: 'manual',
  });
  await answer.arrayBuffer();
  return answer.status;
};

const firstEventOf = async (path: string, session: Session): Promise<string> => {
  const list = await apiGet<{
    data: { id: string; attributes: { touchpointable_type: string } }[];
  }>(`${path}?per_page=50`, session);
  const event = list.data.find((row) => row.attributes.touchpointable_type === 'Event');
  if (!event) throw new Error(`No event in ${path}`);
  return event.id;
};

const browser = useBrowser();
let candidate: Session;
let recruiter: Session;
let manager: Session;
let recruiterEvent: string;
let managerEvent: string;
let recruiterTouchpoint: { id: string; type: string };
let societySlug: string;

beforeAll(async () => {
  candidate = demoCandidateSession();
  [recruiter, manager] = await Promise.all([signIn(DEMO.recruiter), signIn(DEMO.manager)]);
  [recruiterEvent, managerEvent] = await Promise.all([
    firstEventOf('/api/v1/company/touchpoints', recruiter),
    firstEventOf('/api/v1/student_society/touchpoints', manager),
  ]);
  const own = await apiGet<{ data: { id: string; attributes: { touchpointable_type: string } }[] }>(
    '/api/v1/company/touchpoints?per_page=1',
    recruiter,
  );
  const first = own.data[0];
  if (!first) throw new Error('The demo recruiter has no touchpoint');
  recruiterTouchpoint = { id: first.id, type: first.attributes.touchpointable_type };
  const societies = (await (
    await fetch(`${baseURL()}/api/v1/student_societies?per_page=1`)
  ).json()) as { data: { attributes: { slug: string } }[] };
  societySlug = societies.data[0]?.attributes.slug ?? '';
});
const MISSING_ID = '00000000-0000-4000-8000-000000000000';
const SECTION: Record<string, string> = { Job: 'jobs', Internship: 'internships', Event: 'events' };

describe('unknown paths in the signed-in areas answer 404', () => {
  const UNKNOWN = [
    '/candidate/no-such-page',
    '/candidate/matches/a/b',
    '/candidate/settings/more',
    '/dashboard/no-such-page',
    '/society-profile/no-such-page',
    '/newsletters/1/edit/more',
    '/company/no-such-page',
    '/recruiter/no-such-page',
    '/hiring/no-such-page',
    '/applicants/no-such-page',
    '/events/create/more',
    '/admin/no-such-page',
    '/admin/users/more',
  ];
  it.each(UNKNOWN)('%s, signed out and signed in', async (path) => {
    expect(await statusOf(path, null)).toBe(404);
    expect(await statusOf(path, candidate)).toBe(404);
    expect(await statusOf(path, recruiter)).toBe(404);
  });
});

describe('signed-in pages whose record does not exist for the user answer 404', () => {
  type Row = [string, () => Session, () => string];
  const ROWS: Row[] = [
    [
      "a recruiter, another organisation's event",
      () => recruiter,
      () => `/events/${managerEvent}/edit`,
    ],
    ['a recruiter, a missing event', () => recruiter, () => `/events/${MISSING_ID}/edit`],
    ['a recruiter, a malformed job id', () => recruiter, () => '/jobs/not-an-id/edit'],
    ['a recruiter, a missing internship', () => recruiter, () => `/internships/${MISSING_ID}/edit`],
    ['a recruiter, a missing hiring entry', () => recruiter, () => `/hiring/${MISSING_ID}/edit`],
    ["a manager, a company's event", () => manager, () => `/events/${recruiterEvent}/edit`],
    ['a recruiter, a missing society', () => recruiter, () => '/student-societies/no-such-society'],
    [
      "a recruiter, a missing society's detail",
      () => recruiter,
      () => '/student-societies/no-such-society/detail',
    ],
    ['a candidate, a missing match', () => candidate, () => `/candidate/matches/${MISSING_ID}`],
    ['a candidate, a missing AI search', () => candidate, () => `/ai/search/${MISSING_ID}/results`],
  ];
  it.each(ROWS)('%s', async (_name, who, path) => {
    expect(await statusOf(path(), who())).toBe(404);
  });

  it("answers 200 for the user's own record and for a society that exists", async () => {
    const section = SECTION[recruiterTouchpoint.type];
    expect(await statusOf(`/${section}/${recruiterTouchpoint.id}/edit`, recruiter)).toBe(200);
    expect(await statusOf(`/events/${managerEvent}/edit`, manager)).toBe(200);
    expect(await statusOf(`/student-societies/${societySlug}`, recruiter)).toBe(200);
  });
});

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  describe(`the not-found page in a signed-in area (${size})`, () => {
    it("shows another organisation's event as not found, inside the workspace, with 404", async () => {
      const { context, page, pageErrors } = await openPage(browser(), viewport);
      await page.goto(`${baseURL()}/`);
      await page.evaluate(
        ([key, value]) => localStorage.setItem(key!, value!),
        [SESSION_KEY, JSON.stringify(recruiter)],
      );
      // The stored session put its cookie copy in place (a session from before it gets one too).
      await page.reload();
      await hydrated(page);
      // The copy is written when the app first reads the session: wait for it, not for a moment.
      await expect
        .poll(async () => (await context.cookies()).some(({ name }) => name === SESSION_COOKIE))
        .toBe(true);
      const answer = await page.goto(`${baseURL()}/events/${managerEvent}/edit`);
      expect(answer?.status()).toBe(404);
      await page.getByRole('heading', { name: 'Page not found' }).waitFor();
      await hydrated(page);
      await page.getByRole('heading', { name: 'Page not found' }).waitFor();
      expect(pageErrors).toEqual([]);
      await context.close();
    });
  });
}
