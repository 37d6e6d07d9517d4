import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseURL, getJson, type ListDocument } from '../support/api';
import {
  openPage,
  seriousAccessibilityViolations,
  useBrowser,
  VIEWPORTS,
} from '../support/browser';

/** The demo admin (apps/api/src/seed/demo-accounts.ts). */
const DEMO_ADMIN = { email: 'admin@demo.gradway.app', password: 'Gradway-Admin-2026' };
const SHOTS = '/tmp/shots-admin';

interface PendingAccount {
  email: string;
  name: string;
  userable_type: string;
}
interface SubmittedTouchpoint {
  title: string;
  touchpointable_type: string;
  creatable_for: { id: string } | null;
}
interface Mail {
  to: string;
  subject: string;
  text: string;
}

const browser = useBrowser();
let consoleToken: string;

/** Reads the console's own API with a console session, as the console does. */
const adminGet = async <T>(path: string): Promise<T> => {
  const answer = await fetch(`${baseURL()}${path}`, { headers: { 'X-Admin-Token': consoleToken } });
  if (!answer.ok) throw new Error(`GET ${path} answered ${answer.status}`);
  return (await answer.json()) as T;
};

const isPublic = async (id: string, touchpoint: SubmittedTouchpoint) => {
  const list = await getJson<ListDocument<{ id: string }>>(
    `/api/v1/touchpoints?touchpointable_type=${touchpoint.touchpointable_type}&creatable_for_ids=${touchpoint.creatable_for?.id}&per_page=100`,
  );
  return list.data.some((item) => item.id === id);
};

const signIn = async (page: Page) => {
  await page.goto(`${baseURL()}/admin/signin`, { waitUntil: 'networkidle' });
  await page.getByLabel('Email').fill(DEMO_ADMIN.email);
  await page.getByLabel('Password').fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Queues' }).waitFor();
};

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  const login = await fetch(`${baseURL()}/api/v1/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ admin: DEMO_ADMIN }),
  });
  expect(login.status).toBe(200);
  consoleToken = (await login.json()).data.attributes.authentication_token;
});
describe('the admin console', () => {
  it('sends a visitor to its own sign-in, which the app’s session never opens', async () => {
    const { context, page } = await openPage(browser(), VIEWPORTS.desktop);
    await page.goto(`${baseURL()}/admin`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Admin sign in' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/signin');
    const app = await fetch(`${baseURL()}/api/v1/user`, {
      headers: { 'X-User-Email': DEMO_ADMIN.email, 'X-User-Token': consoleToken },
    });
    expect(app.status).toBe(401);
    await context.close();
  });

  it('lets the demo admin approve a pending manager, who is emailed', async () => {
    const pending = await adminGet<ListDocument<PendingAccount & { id: string }>>(
      '/api/v1/admin/accounts/pending?per_page=100',
    );
    const manager = pending.data.find((item) => item.attributes.userable_type === 'Manager');
    expect(manager, 'the demo data has a manager awaiting approval').toBeDefined();
    const { email, name } = manager!.attributes;

    const { context, page, cspViolations, pageErrors } = await openPage(
      browser(),
      VIEWPORTS.desktop,
    );
    await signIn(page);
    const row = page.getByRole('row').filter({ hasText: email });
    await row.waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/queues-desktop.png`, fullPage: true });

    await page.getByRole('button', { name: `Approve: ${name || email}` }).click();
    await page
      .getByText(`${name || email} is approved and was emailed.`)
      .first()
      .waitFor();
    await row.waitFor({ state: 'detached' });

    const mailbox = await getJson<{ data: Mail[] }>(
      `/api/dev/mailbox?to=${encodeURIComponent(email)}`,
    );
    const mail = mailbox.data.find((item) => item.subject === 'Your Gradway account is approved');
    expect(mail, 'the approval email is in the outbox').toBeDefined();
    expect(mail!.text).toContain('/society/signin');

    await page.getByRole('link', { name: 'Audit log' }).click();
    await page.getByRole('row').filter({ hasText: email }).first().waitFor();
    expect(await page.getByRole('row').filter({ hasText: 'Account approved' }).count()).toBe(1);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(cspViolations).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('approves a submitted touchpoint, which becomes public', async () => {
    const submitted = await adminGet<ListDocument<SubmittedTouchpoint>>(
      '/api/v1/admin/touchpoints/submitted?per_page=100',
    );
    const touchpoint = submitted.data.find((item) => item.attributes.creatable_for);
    expect(touchpoint, 'the demo data has a submitted touchpoint').toBeDefined();
    expect(await isPublic(touchpoint!.id, touchpoint!.attributes)).toBe(false);

    const { context, page, cspViolations } = await openPage(browser(), VIEWPORTS.desktop);
    await signIn(page);
    await page.getByRole('tab', { name: /Submitted/ }).click();
    const title = touchpoint!.attributes.title;
    await page.getByRole('button', { name: `Approve: ${title}` }).click();
    await page.getByText(`${title} is published.`).first().waitFor();
    expect(await isPublic(touchpoint!.id, touchpoint!.attributes)).toBe(true);
    expect(cspViolations).toEqual([]);
    await context.close();
  });

  it('works with the keyboard on a phone: a rejection with its reason', async () => {
    const submitted = await adminGet<ListDocument<SubmittedTouchpoint>>(
      '/api/v1/admin/touchpoints/submitted?per_page=100',
    );
    const touchpoint = submitted.data[0];
    expect(touchpoint, 'a second submitted touchpoint remains').toBeDefined();
    const title = touchpoint!.attributes.title;

    const { context, page, cspViolations, pageErrors } = await openPage(browser(), VIEWPORTS.phone);
    await signIn(page);
    await page.goto(`${baseURL()}/admin?queue=touchpoints`, { waitUntil: 'networkidle' });
    const reject = page.getByRole('button', { name: `Reject: ${title}` });
    await reject.waitFor();
    await page.screenshot({ path: `${SHOTS}/queues-phone.png`, fullPage: true });
    await reject.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Reject this submission' });
    await dialog.waitFor();
    await page.keyboard.type('The dates clash with exams.');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/reject-phone.png` });
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByText(`${title} was rejected; its owner sees the reason.`).first().waitFor();
    await dialog.waitFor({ state: 'detached' });

    const log = await adminGet<ListDocument<{ action: string; reason: string | null }>>(
      '/api/v1/admin/audit_log?per_page=5',
    );
    expect(log.data[0]?.attributes).toMatchObject({
      action: 'touchpoint.rejected',
      reason: 'The dates clash with exams.',
    });

    await page.getByRole('link', { name: 'Users' }).click();
    await page.getByLabel('Search users').fill(DEMO_ADMIN.email);
    await page.getByText('1 user', { exact: true }).waitFor();
    await page.getByRole('row').filter({ hasText: DEMO_ADMIN.email }).waitFor();
    await page.screenshot({ path: `${SHOTS}/users-phone.png`, fullPage: true });
    expect(cspViolations).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
