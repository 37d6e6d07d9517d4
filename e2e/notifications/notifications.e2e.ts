import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
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
const DEMO = {
  candidate: 'candidate@demo.gradway.app',
  recruiter: { email: 'recruiter@demo.gradway.app', password: 'Gradway-Recruiter-2026' },
  manager: { email: 'manager@demo.gradway.app', password: 'Gradway-Manager-2026' },
  admin: { email: 'admin@demo.gradway.app', password: 'Gradway-Admin-2026' },
};

type Session = { email: string; token: string };

const browser = useBrowser();
let adminToken: string;

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${baseURL()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

const tokenOf = async (answer: Response) => {
  expect(answer.status).toBe(200);
  return String((await answer.json()).data.attributes.authentication_token);
};

const organiserSession = async (account: { email: string; password: string }) => ({
  email: account.email,
  token: await tokenOf(await post('/api/v1/login', { user: account })),
});

const candidateSession = async (): Promise<Session> => demoCandidateSession();

const as = (session: Session, path: string) =>
  fetch(`${baseURL()}${path}`, {
    headers: { 'X-User-Email': session.email, 'X-User-Token': session.token },
  });

/** One of the organisation's touchpoints waiting for the admin (the demo data has some). */
const submittedTouchpoint = async (session: Session, listPath: string) => {
  const answer = await as(session, `${listPath}?state[]=ready_for_approval&per_page=100`);
  expect(answer.status).toBe(200);
  const rows = (await answer.json()).data as { id: string; attributes: { title: string } }[];
  const row = rows[0];
  if (!row) throw new Error(`Nothing waits for approval at ${listPath}`);
  return row;
};

/** The bell's unread count, from its accessible name ("Notifications, 3 unread"). */
const unreadOf = async (page: Page) => {
  const label = (await page.getByTestId('notification-bell').getAttribute('aria-label')) ?? '';
  return Number(/, (\d+) unread/.exec(label)?.[1] ?? 0);
};

beforeAll(async () => {
  const login = await post('/api/v1/admin/login', { admin: DEMO.admin });
  expect(login.status).toBe(200);
  adminToken = (await login.json()).data.attributes.authentication_token;
});
const adminPost = (path: string, body?: unknown) =>
  post(path, body ?? {}, { 'X-Admin-Token': adminToken });

describe('notifications in the browser', () => {
  it('a recruiter sees the bell count rise live when the admin approves their touchpoint', async () => {
    const session = await organiserSession(DEMO.recruiter);
    const touchpoint = await submittedTouchpoint(session, '/api/v1/company/touchpoints');
    const { context, page, cspViolations, pageErrors } = await openPage(
      browser(),
      VIEWPORTS.desktop,
    );
    await openSignedIn(page, session, '/recruiter/dashboard');
    const bell = page.getByTestId('notification-bell');
    await bell.waitFor();
    await expect.poll(() => unreadOf(page), { timeout: 10_000 }).toBeGreaterThan(0);
    // The stream is open once the bell has its count; give it a moment to be ready.
    await page.waitForTimeout(1000);
    const before = await unreadOf(page);

    const approved = await adminPost(`/api/v1/admin/touchpoints/${touchpoint.id}/approve`);
    expect(approved.status).toBe(200);
    // No reload: the stream brings it.
    await expect.poll(() => unreadOf(page), { timeout: 5_000 }).toBe(before + 1);
    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    const item = panel.getByRole('link', { name: /is live$/ }).first();
    await item.waitFor();
    expect(
      await panel.getByText(`${touchpoint.attributes.title} was approved and is now live.`).count(),
    ).toBe(1);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await panel.getByRole('button', { name: 'Mark all as read' }).click();
    await expect.poll(() => unreadOf(page), { timeout: 5_000 }).toBe(0);
    expect(cspViolations).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('a society manager is told, live, that their event needs changes', async () => {
    const session = await organiserSession(DEMO.manager);
    const touchpoint = await submittedTouchpoint(session, '/api/v1/student_society/touchpoints');
    const { context, page, pageErrors } = await openPage(browser(), VIEWPORTS.phone);
    await openSignedIn(page, session, '/dashboard');
    const bell = page.getByTestId('notification-bell');
    await bell.waitFor();
    await page.waitForTimeout(1500);
    const before = await unreadOf(page);
    const rejected = await adminPost(`/api/v1/admin/touchpoints/${touchpoint.id}/reject`, {
      reason: 'Please add the venue.',
    });
    expect(rejected.status).toBe(200);
    await expect.poll(() => unreadOf(page), { timeout: 5_000 }).toBe(before + 1);
    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await panel
      .getByText(`${touchpoint.attributes.title} was not approved: Please add the venue.`)
      .waitFor();
    const link = panel.getByRole('link', { name: 'Your event needs changes' });
    expect(await link.getAttribute('href')).toBe(`/events/${touchpoint.id}/edit`);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('a candidate reads the notifications page, filters it and marks all read; the bell follows', async () => {
    const session = await candidateSession();
    const { context, page, cspViolations, pageErrors } = await openPage(
      browser(),
      VIEWPORTS.desktop,
    );
    await openSignedIn(page, session, '/candidate/notifications');
    await page.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor();
    await page.getByTestId('notification-item').first().waitFor();
    await expect.poll(() => unreadOf(page), { timeout: 10_000 }).toBeGreaterThan(0);
    const filters = page.getByRole('list', { name: 'Filter by type' });
    // The demo candidate's places at their next events, told by the product when they registered.
    await filters.getByRole('button', { name: 'Event registrations' }).click();
    await expect
      .poll(async () => {
        const items = await page.getByTestId('notification-item').allTextContents();
        return items.length > 0 && items.every((text) => text.includes('You are registered'));
      })
      .toBe(true);
    await filters.getByRole('button', { name: 'All' }).click();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect.poll(() => unreadOf(page), { timeout: 5_000 }).toBe(0);
    await expect.poll(() => page.getByRole('button', { name: /^Mark as read:/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Mark as unread:/ }).count()).toBeGreaterThan(0);
    expect(cspViolations).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('every signed-in header shows the bell and a way to sign out, on a phone and wide screens', async () => {
    const sessions: [Session, string][] = [
      [await candidateSession(), '/candidate/dashboard'],
      [await organiserSession(DEMO.recruiter), '/recruiter/dashboard'],
      [await organiserSession(DEMO.manager), '/dashboard'],
    ];
    for (const [session, path] of sessions) {
      for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop, { width: 1920, height: 1080 }]) {
        const { context, page } = await openPage(browser(), viewport);
        await openSignedIn(page, session, path);
        const bell = page.getByTestId('notification-bell');
        await bell.waitFor();
        expect(await bell.isVisible()).toBe(true);
        const box = await bell.boundingBox();
        expect(box && box.x + box.width <= viewport.width).toBe(true);
        if (path.startsWith('/candidate')) {
          const signOut = page.getByRole('link', { name: 'Sign out' });
          expect(await signOut.isVisible()).toBe(true);
          const out = await signOut.boundingBox();
          expect(out && out.x + out.width <= viewport.width).toBe(true);
          if (viewport.width >= 1440) {
            // Every section of the header's row shows whole (none cut, none scrolled away).
            const clipped = await page.evaluate(() =>
              Array.from(document.querySelectorAll('header nav'))
                .filter((nav) => (nav as HTMLElement).offsetParent !== null)
                .some((nav) => nav.scrollWidth > nav.clientWidth + 1),
            );
            expect(clipped).toBe(false);
          }
        }
        await context.close();
      }
    }
  });
});
