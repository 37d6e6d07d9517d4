import { describe, expect, it } from 'vitest';
import { codeOf, freshEmail, waitForMail } from '../accounts/mailbox';
import { openSignedIn } from '../support/accounts';
import { baseURL } from '../support/api';
import {
  hydrated,
  openPage,
  seriousAccessibilityViolations,
  useBrowser,
  VIEWPORTS,
} from '../support/browser';
import { demoCandidateSession } from '../support/demo-candidate';

const MANAGER = { email: 'manager@demo.gradway.app', password: 'Gradway-Manager-2026' };
const SHOTS = process.env.E2E_SCREENSHOTS;

const browser = useBrowser();

type Headers = Record<string, string>;

const call = async (method: string, path: string, body?: unknown, headers: Headers = {}) => {
  const answer = await fetch(`${baseURL()}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!answer.ok)
    throw new Error(`${method} ${path} answered ${answer.status}: ${await answer.text()}`);
  return answer.json();
};

const headersOf = (session: { email: string; token: string }): Headers => ({
  'X-User-Email': session.email,
  'X-User-Token': session.token,
});

/**
 * A second candidate, made the cheapest correct way: one code from the mailbox (one of the
 * address's five per quarter hour), then education and preferences saved through the API (the
 * onboarding screens are driven in e2e/candidate).
 */
const secondCandidate = async () => {
  const email = freshEmail('waitlist');
  await call('POST', '/api/v1/candidate/login', {
    user: { email, userable_type: 'Candidate', userable_source: 'website' },
  });
  const code = codeOf(await waitForMail(email));
  const signedIn = await call('POST', '/api/v1/login', { user: { email, otp: code } });
  const session = { email, token: String(signedIn.data.attributes.authentication_token) };
  const universities = await call('GET', '/api/v1/universities?q=Leeds&per_page=5');
  await call(
    'PUT',
    '/api/v1/candidate',
    {
      candidate: {
        first_name: 'Tom',
        last_name: 'Okafor',
        education: {
          education_type: 'undergraduate',
          university_id: universities.data[0].id,
          degree_id: null,
          subject_id: null,
          study_year: 2,
          graduation_year: new Date().getFullYear() + 2,
        },
        preferences: { opportunity_types: ['event'], work_modes: ['hybrid'] },
        flow_state: 'completed',
        onboarding_completed: true,
      },
    },
    headersOf(session),
  );
  return session;
};

interface EventRow {
  id: string;
  attributes: {
    slug: string;
    start_date: string | null;
    status: string | null;
    creatable_for: { id: string };
  };
}

/**
 * An upcoming event of the demo society with a waitlist, nobody waiting and no questions, where
 * the demo candidate holds the last place: they register (or already are), then the host sets the
 * capacity to the places held.
 */
const eventWhereFirstHoldsTheLastPlace = async (manager: Headers, first: Headers) => {
  const list = await call(
    'GET',
    '/api/v1/student_society/touchpoints?state[]=published&touchpointable_types[]=Event&per_page=100',
    undefined,
    manager,
  );
  const passed: string[] = [];
  for (const event of list.data as EventRow[]) {
    const start = event.attributes.start_date;
    const why = (reason: string) => passed.push(`${event.attributes.slug}: ${reason}`);
    if (event.attributes.status !== null) {
      why(`status ${event.attributes.status}`);
      continue;
    }
    if (!start || Date.parse(start) < Date.now() + 2 * 3_600_000) {
      why('too soon');
      continue;
    }
    const base = `/api/v1/student_society/touchpoints/${event.id}`;
    const waitlist = await call('GET', `${base}/waitlist`, undefined, manager);
    const questions = await call('GET', `/api/v1/touchpoints/${event.id}/registration_questions`);
    if (!waitlist.meta.is_host) why('co-hosted');
    else if (!waitlist.meta.waitlist_enabled) why('no waitlist');
    else if (waitlist.meta.total_count > 0) why('people waiting');
    else if (questions.data.length > 0) why('asks questions');
    else {
      const path = `/api/v1/candidate/registrations/${event.id}`;
      const registered = await call('POST', path, undefined, first);
      if (registered.data.attributes.status !== 'registered') {
        why(`the demo candidate is ${registered.data.attributes.status}`);
        continue;
      }
      const now = await call('GET', `${base}/waitlist`, undefined, manager);
      await call('PUT', `${base}/capacity`, { capacity: now.meta.held }, manager);
      return event;
    }
  }
  throw new Error(`No upcoming demo society event to use: ${passed.join('; ')}`);
};

describe('registering for an event and its waitlist', () => {
  it('one registers, a second waits at number 1, the first cancels, the second claims the offer', async () => {
    const login = await call('POST', '/api/v1/login', { user: MANAGER });
    const manager = headersOf({
      email: MANAGER.email,
      token: String(login.data.attributes.authentication_token),
    });
    const first = headersOf(demoCandidateSession());
    // The first candidate (the demo candidate) holds the event's last place.
    const event = await eventWhereFirstHoldsTheLastPlace(manager, first);
    const second = await secondCandidate();

    // The second opens the event page: the button says Join Waitlist (spec §4), and joining
    // shows their place in line.
    const { context, page, cspViolations, pageErrors } = await openPage(browser(), VIEWPORTS.phone);
    await openSignedIn(page, second, `/events/${event.id}`);
    await hydrated(page);
    const join = page.getByRole('button', { name: 'Join Waitlist' }).first();
    await join.waitFor();
    await join.click();
    const position = page.getByText('You are number 1 on the waitlist.').first();
    await position.waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/registration-waitlisted-390.png` });

    // The first cancels: the place is offered to the second, and their open page shows it at
    // once (no reload): the offer with its expiry, Claim and Decline.
    await call('DELETE', `/api/v1/candidate/registrations/${event.id}`, undefined, first);
    await page.getByRole('button', { name: 'Claim my place' }).first().waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Decline' }).first().waitFor();
    expect(
      await page
        .getByText(/^A place is yours until /)
        .first()
        .isVisible(),
    ).toBe(true);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/registration-offered-390.png` });

    // The notification says so; following it claims the place in one tap (`?claim=1`).
    await page.goto(`${baseURL()}/candidate/notifications`);
    const told = page.getByRole('link', { name: 'A place is yours to claim' }).first();
    await told.waitFor();
    await told.click();
    await page.waitForURL((url) => url.pathname === `/events/${event.id}`);
    await page.getByText("You're registered.").first().waitFor({ timeout: 20_000 });
    await page.getByRole('img', { name: 'Your ticket: show this code at the door' }).waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/registration-registered-390.png` });

    const mine = await call('GET', '/api/v1/candidate/registrations', undefined, headersOf(second));
    const row = mine.data.find(
      (item: { attributes: { touchpoint_id: string } }) =>
        item.attributes.touchpoint_id === event.id,
    );
    expect(row.attributes.status).toBe('registered');
    expect(row.attributes.ticket).toMatch(/\./);
    expect(cspViolations).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('the event’s .ics opens as a calendar file', async () => {
    const list = await call('GET', '/api/v1/touchpoints?touchpointable_type=Event&per_page=5');
    const [event] = list.data as EventRow[];
    expect(event).toBeDefined();
    const answer = await fetch(`${baseURL()}/api/v1/touchpoints/${event?.id}/calendar.ics`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/calendar/);
    const body = await answer.text();
    expect(body.startsWith('BEGIN:VCALENDAR')).toBe(true);
    expect(body).toContain('BEGIN:VEVENT');
    expect(body.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
  });
});

/** An upcoming open virtual event with its link set, places left and no questions. */
const openVirtualEvent = async () => {
  const found = await call(
    'GET',
    '/api/v1/search/touchpoints?type=events&event_modes[]=virtual&per_page=50',
  );
  for (const { id } of found.data as { id: string }[]) {
    const { data } = await call('GET', `/api/v1/touchpoints/${id}`);
    const attributes = data.attributes;
    const questions = await call('GET', `/api/v1/touchpoints/${id}/registration_questions`);
    if (
      attributes.event_mode === 'virtual' &&
      attributes.has_virtual_link &&
      attributes.status === null &&
      attributes.start_date &&
      Date.parse(attributes.start_date) > Date.now() + 2 * 3_600_000 &&
      (attributes.spots_left === null || attributes.spots_left > 0) &&
      questions.data.length === 0
    )
      return data as { id: string; attributes: { title: string } };
  }
  throw new Error('No upcoming open virtual demo event with a link');
};

describe('an event held online', () => {
  it('its key facts give a candidate the link once they register, at phone and desktop sizes', async () => {
    const candidate = demoCandidateSession();
    const event = await openVirtualEvent();
    const path = `/api/v1/candidate/registrations/${event.id}`;
    // Start without a place (the demo data may have registered the demo candidate already).
    await fetch(`${baseURL()}${path}`, { method: 'DELETE', headers: headersOf(candidate) });
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      const { context, page, cspViolations, pageErrors } = await openPage(browser(), viewport);
      await openSignedIn(page, candidate, `/events/${event.id}`);
      await hydrated(page);
      const where = page.getByRole('region', { name: 'Key facts' }).locator('div', {
        has: page.getByText('Where', { exact: true }),
      });
      if (size === 'phone') {
        // Not registered yet: the link comes after registration. Registering shows it.
        await where.getByText('Link shared after registration').waitFor();
        await page.getByRole('button', { name: 'Register', exact: true }).first().click();
        await page.getByText("You're registered.").first().waitFor({ timeout: 20_000 });
      }
      const link = where.getByRole('link', {
        name: /^meet\.example\.com\/.+ \(opens in a new tab\)$/,
      });
      await link.waitFor();
      expect(await link.getAttribute('href')).toMatch(/^https:\/\/meet\.example\.com\//);
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await where.getByText('Link shared after registration').count()).toBe(0);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      if (SHOTS)
        await page
          .getByRole('region', { name: 'Key facts' })
          .screenshot({ path: `${SHOTS}/online-event-key-facts-${size}.png` });
      expect(cspViolations).toEqual([]);
      expect(pageErrors).toEqual([]);
      await context.close();
    }
    await call('DELETE', path, undefined, headersOf(candidate));
  });
});

/** An upcoming open event with places left (a capacity), no questions, the candidate not on it. */
const eventWithPlacesLeft = async (candidate: Headers) => {
  const found = await call('GET', '/api/v1/search/touchpoints?type=events&per_page=50');
  for (const { id } of found.data as { id: string }[]) {
    const { data } = await call('GET', `/api/v1/touchpoints/${id}`);
    const attributes = data.attributes;
    if (
      attributes.status !== null ||
      !attributes.start_date ||
      Date.parse(attributes.start_date) < Date.now() + 2 * 3_600_000 ||
      attributes.capacity === null ||
      !(attributes.spots_left > 1)
    )
      continue;
    const questions = await call('GET', `/api/v1/touchpoints/${id}/registration_questions`);
    const mine = await fetch(`${baseURL()}/api/v1/candidate/registrations/${id}`, {
      headers: candidate,
    });
    if (questions.data.length === 0 && mine.status === 404) return data as { id: string };
  }
  throw new Error('No upcoming demo event with places left and no questions');
};

describe('the event page follows a registration', () => {
  it('its places left go down on Register and back on Cancel, with no reload', async () => {
    const candidate = demoCandidateSession();
    const event = await eventWithPlacesLeft(headersOf(candidate));
    const { context, page, pageErrors } = await openPage(browser(), VIEWPORTS.phone);
    await openSignedIn(page, candidate, `/events/${event.id}`);
    await hydrated(page);
    const facts = page.getByRole('region', { name: 'Key facts' });
    const placesLeft = async () => {
      const found = /(\d[\d,]*) places? left of/.exec((await facts.textContent()) ?? '');
      return found ? Number(found[1]?.replaceAll(',', '')) : null;
    };
    const before = await placesLeft();
    expect(before).toBeGreaterThan(1);
    await page.getByRole('button', { name: 'Register', exact: true }).first().click();
    await page.getByText("You're registered.").first().waitFor({ timeout: 20_000 });
    await expect.poll(placesLeft).toBe((before ?? 0) - 1);
    await page.getByRole('button', { name: 'Cancel registration' }).first().click();
    await page.getByRole('button', { name: 'Register', exact: true }).first().waitFor();
    await expect.poll(placesLeft).toBe(before);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
