import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  type Call,
  caller,
  DEMO_MANAGER as MANAGER,
  organiserApi,
  DEMO_RECRUITER as RECRUITER,
  signInThroughForm as signIn,
} from '../support/accounts';
import { baseURL } from '../support/api';
import {
  hydrated,
  openPage,
  seriousAccessibilityViolations,
  useBrowser,
  VIEWPORTS,
} from '../support/browser';
import { demoCandidateSession } from '../support/demo-candidate';

/** The demo accounts (apps/api/src/seed/demo-accounts.ts). */
const CANDIDATE = { email: 'candidate@demo.gradway.app', name: 'Priya Shah' };
const SHOTS = process.env.E2E_SCREENSHOTS;

const browser = useBrowser();

const candidateApi = async (): Promise<Call> => caller(demoCandidateSession());

interface EventRow {
  id: string;
  attributes: {
    title: string;
    start_date: string | null;
    status: string | null;
    creatable_for: { id: string };
  };
}

/** A live, upcoming event of the demo society where the demo candidate gets a place (and a ticket). */
const registeredEvent = async (manager: Call, candidate: Call, exclude: string[] = []) => {
  const list = await manager(
    '/api/v1/student_society/touchpoints?state[]=published&touchpointable_types[]=Event&per_page=100',
  );
  expect(list.status).toBe(200);
  const me = await (await manager('/api/v1/user')).json();
  const societyId: string = me.data.attributes.student_society.data.attributes.id;
  const events = ((await list.json()).data as EventRow[]).filter(
    (event) =>
      !exclude.includes(event.id) &&
      event.attributes.creatable_for.id === societyId &&
      event.attributes.status === null &&
      event.attributes.start_date !== null &&
      Date.parse(event.attributes.start_date) > Date.now() + 86_400_000,
  );
  const tried: string[] = [];
  for (const event of events) {
    const answer = await candidate(`/api/v1/candidate/registrations/${event.id}`, {
      method: 'POST',
    });
    tried.push(`${answer.status} ${(await answer.clone().text()).slice(0, 120)}`);
    if (answer.status !== 200) continue;
    const { status, ticket } = (await answer.json()).data.attributes;
    if (status === 'registered' && ticket) return { event, ticket: ticket as string };
    if (status === 'checked_in') continue;
    await candidate(`/api/v1/candidate/registrations/${event.id}`, { method: 'DELETE' });
  }
  throw new Error(
    `No upcoming demo event of the society had a place: ${events.length} events; ${tried.join(' | ')}`,
  );
};

const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

/** The event the check-in test used (the co-host test takes another). */
const used: string[] = [];

describe('organisers at the door and co-hosts', () => {
  it('a manager checks a ticket in at /attendees on a phone; a second scan says it was used', async () => {
    const manager = await organiserApi(MANAGER);
    const candidate = await candidateApi();
    const { event, ticket } = await registeredEvent(manager, candidate);
    used.push(event.id);

    const { context, page, cspViolations, pageErrors } = await openPage(browser(), VIEWPORTS.phone);
    await signIn(page, '/society/signin', MANAGER);
    await page.goto(`${baseURL()}/attendees?event=${event.id}`);
    await hydrated(page);
    await page.getByRole('heading', { level: 1, name: 'Attendees' }).waitFor();
    await page.getByText(CANDIDATE.name).first().waitFor();
    await expect(seriousAccessibilityViolations(page)).resolves.toEqual([]);
    await shot(page, 'attendees-390');

    const code = page.getByLabel('Ticket code');
    await code.fill(ticket);
    await page.getByRole('button', { name: 'Check in', exact: true }).last().click();
    await page.getByText(`Checked in: ${CANDIDATE.name}`).waitFor();
    await code.fill(ticket);
    await page.getByRole('button', { name: 'Check in', exact: true }).last().click();
    await page
      .getByText(new RegExp(`^Already used: ${CANDIDATE.name} was checked in at`))
      .waitFor();

    const forged = `${ticket.split('.')[0]}.forged`;
    await code.fill(forged);
    await page.getByRole('button', { name: 'Check in', exact: true }).last().click();
    await page.getByText('This ticket is not valid for this event.').waitFor();

    const attendees = await manager(`/api/v1/student_society/touchpoints/${event.id}/attendees`);
    const body = await attendees.json();
    expect(
      body.data.find(
        (row: { attributes: { name: string } }) => row.attributes.name === CANDIDATE.name,
      )?.attributes.status,
    ).toBe('checked_in');

    await page.goto(`${baseURL()}/waitlist?event=${event.id}`);
    await page.getByRole('heading', { level: 1, name: 'Waitlist' }).waitFor();
    await page.getByLabel('Capacity').waitFor();
    await expect(seriousAccessibilityViolations(page)).resolves.toEqual([]);
    await shot(page, 'waitlist-390');
    expect(cspViolations).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();

    if (SHOTS) {
      const wide = await openPage(browser(), VIEWPORTS.desktop);
      await signIn(wide.page, '/society/signin', MANAGER);
      await wide.page.goto(`${baseURL()}/attendees?event=${event.id}`);
      await wide.page.getByText(CANDIDATE.name).first().waitFor();
      await shot(wide.page, 'attendees-1440');
      await wide.page.goto(`${baseURL()}/waitlist?event=${event.id}`);
      await wide.page.getByLabel('Capacity').waitFor();
      await shot(wide.page, 'waitlist-1440');
      await wide.context.close();
    }
  });

  it('a company accepts an invitation to co-host and sees the attendees', async () => {
    const manager = await organiserApi(MANAGER);
    const recruiter = await organiserApi(RECRUITER);
    const candidate = await candidateApi();
    const { event } = await registeredEvent(manager, candidate, used);
    const user = await (await recruiter('/api/v1/user')).json();
    const companyId: string = user.data.attributes.company.data.attributes.id;

    // The host invites the company from the event's editor (saving it, as the editor does).
    const editor = await (await manager(`/api/v1/student_society/touchpoints/${event.id}`)).json();
    const input = editor.data.attributes.input;
    const saved = await manager(`/api/v1/student_society/touchpoints/${event.id}`, {
      method: 'PUT',
      body: {
        touchpoint: { ...input, cohosts: [...input.cohosts, { type: 'Company', id: companyId }] },
      },
    });
    expect(saved.status).toBe(200);

    const { context, page, cspViolations, pageErrors } = await openPage(
      browser(),
      VIEWPORTS.desktop,
    );
    await signIn(page, '/company/signin', RECRUITER);
    await page.goto(`${baseURL()}/hiring?view=events&tab=invited`);
    await hydrated(page);
    const title = event.attributes.title;
    await page.getByText('Invitation pending').first().waitFor();
    await page
      .getByRole('button', { name: `Actions for ${title}` })
      .first()
      .click();
    await page.getByRole('button', { name: 'Accept', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Accept', exact: true }).click();
    await page.getByText(`You now co-host “${title}”.`).first().waitFor();

    await page.goto(`${baseURL()}/attendees?event=${event.id}`);
    await page.getByRole('heading', { level: 1, name: 'Attendees' }).waitFor();
    await page.getByText(CANDIDATE.name).first().waitFor();
    expect(cspViolations).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
