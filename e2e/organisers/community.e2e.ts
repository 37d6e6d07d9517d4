import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { caller, DEMO_MANAGER, openSignedIn, organiserApi } from '../support/accounts';
import { baseURL } from '../support/api';
import {
  hydrated,
  openPage,
  seriousAccessibilityViolations,
  useBrowser,
  VIEWPORTS,
} from '../support/browser';
import { demoCandidateSession } from '../support/demo-candidate';
import { DEMO_ORGANISERS, signInOrganiser } from '../support/organisers';

/**
 * A society's community (decision 049): a candidate joins from the society's public page, before
 * the page's scripts run; the manager finds them in /community and appoints them in /committee;
 * the public page then lists them in the committee.
 */

const browser = useBrowser();

/** The demo manager's society (the demo candidate is one of its members in the demo data). */
const demoSociety = async () => {
  const user = await (await (await organiserApi(DEMO_MANAGER))('/api/v1/user')).json();
  const society = user.data.attributes.student_society.data;
  return { id: String(society.id), slug: String(society.attributes.slug) };
};

const candidateName = async () => {
  const user = await (await caller(demoCandidateSession())('/api/v1/user')).json();
  return `${user.data.attributes.first_name} ${user.data.attributes.last_name}`;
};

/** Keeps the page's scripts from loading, so what is clicked is the server's HTML. */
const withoutScripts = (page: Page) =>
  page.route(
    (url) => url.pathname.endsWith('.js'),
    (route) => route.abort(),
  );

describe('society community', () => {
  it('a guest without JavaScript is sent to sign in by Join, with the way back', async () => {
    const { slug } = await demoSociety();
    const context = await browser().newContext({
      javaScriptEnabled: false,
      viewport: VIEWPORTS.phone,
    });
    const page = await context.newPage();
    await page.goto(`${baseURL()}/societies/${slug}`);
    await page.getByRole('button', { name: /^Join / }).click();
    await page.waitForURL((url) => url.pathname === '/signin');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(`/societies/${slug}?join=1`);
    await context.close();
  });

  it('a candidate joins before the page hydrates; the manager sees and appoints them; the page shows the committee', async () => {
    const society = await demoSociety();
    const session = demoCandidateSession();
    // Start as a past member (the demo data makes the candidate a member).
    const left = await caller(session)(`/api/v1/student_societies/${society.id}/membership`, {
      method: 'DELETE',
    });
    expect(left.status).toBe(200);
    const name = await candidateName();

    const candidate = await openPage(browser(), VIEWPORTS.phone);
    await withoutScripts(candidate.page);
    await openSignedIn(candidate.page, session, `/societies/${society.slug}`);
    await candidate.page.getByRole('button', { name: /^Join / }).click();
    // Sign-in sees the session once its scripts run and sends the candidate back to join.
    await candidate.page.waitForURL((url) => url.pathname === '/signin');
    await candidate.page.unrouteAll();
    await candidate.page.reload();
    await candidate.page.waitForURL(
      (url) => url.pathname === `/societies/${society.slug}` && !url.searchParams.has('join'),
      { timeout: 20_000 },
    );
    await candidate.page.getByText('Member', { exact: true }).waitFor();
    // The members' community shows without a reload: the invitation to join is gone.
    await expect.poll(() => candidate.page.getByText(/to see its community/).count()).toBe(0);
    expect(await seriousAccessibilityViolations(candidate.page)).toEqual([]);
    expect(candidate.cspViolations).toEqual([]);
    expect(candidate.pageErrors).toEqual([]);

    // Leaving asks first; staying keeps the membership.
    await candidate.page.getByRole('button', { name: /^Leave / }).click();
    const dialog = candidate.page.getByRole('dialog', { name: /^Leave .*\?$/ });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Stay a member' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await candidate.page.getByText('Member', { exact: true }).waitFor();
    await candidate.context.close();

    const manager = await openPage(browser(), VIEWPORTS.desktop);
    await signInOrganiser(manager.page, '/society/signin', DEMO_ORGANISERS.manager);
    await manager.page.goto(`${baseURL()}/community`);
    await manager.page.getByRole('heading', { name: 'Community members', level: 1 }).waitFor();
    await hydrated(manager.page);
    await manager.page.getByLabel('Search by name or email').fill(name);
    await manager.page.getByRole('button', { name: 'Search', exact: true }).click();
    await manager.page.getByText(name, { exact: true }).first().waitFor();

    const title = `Events officer ${Date.now() % 100_000}`;
    await manager.page.goto(`${baseURL()}/committee`);
    await manager.page.getByRole('heading', { name: 'Committee', level: 1 }).waitFor();
    await hydrated(manager.page);
    await manager.page.getByLabel('Search joined members').fill(name.split(' ')[0] ?? name);
    await manager.page
      .getByRole('radio', { name: new RegExp(name) })
      .first()
      .check();
    await manager.page.getByLabel(/^Position/).fill(title);
    await manager.page.getByRole('button', { name: 'Appoint', exact: true }).click();
    await manager.page.getByText(title, { exact: true }).waitFor();
    expect(await seriousAccessibilityViolations(manager.page)).toEqual([]);
    expect(manager.cspViolations).toEqual([]);
    expect(manager.pageErrors).toEqual([]);
    await manager.context.close();

    // Guests get the page from the shared cache (kept up to 10 s): the new committee shows then.
    const guest = await openPage(browser(), VIEWPORTS.desktop);
    await expect
      .poll(
        async () => {
          await guest.page.goto(`${baseURL()}/societies/${society.slug}`);
          return guest.page.getByText(title, { exact: true }).count();
        },
        { timeout: 30_000, interval: 2_000 },
      )
      .toBe(1);
    const committee = guest.page.getByRole('region', { name: 'Committee' });
    await committee.getByText(name, { exact: true }).waitFor();
    expect(await committee.textContent()).not.toContain('@');
    await guest.context.close();
  });
});
