import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { forgetCurrentUser } from '../../../lib/session/current-user';
import { setSession } from '../../../lib/session/session-store';
import { editorDocument, savedTouchpoint, TOUCHPOINT_ID, uuid } from './editor.fixtures';
import { loadEditorPage } from './editor-loaders';

const organisation = (name: string) => ({
  data: {
    attributes: {
      id: uuid(92),
      slug: name.toLowerCase(),
      name,
      icon_url: null,
      is_verified: true,
      is_provider_verified: false,
    },
  },
});

const userDocument = (
  userable_type: 'Recruiter' | 'Manager',
  is_approved = true,
  withOrganisation = true,
) => ({
  data: {
    id: uuid(90),
    type: 'user',
    attributes: {
      id: uuid(90),
      first_name: 'Sam',
      last_name: 'Lee',
      name: 'Sam Lee',
      email: 'sam@example.com',
      email_verified: true,
      created_at: '2026-02-01T09:00:00.000Z',
      userable_type,
      userable_id: uuid(91),
      is_approved,
      type: null,
      avatar_url: null,
      ...(withOrganisation
        ? userable_type === 'Recruiter'
          ? { company: organisation('Acme') }
          : { student_society: organisation('Robotics') }
        : {}),
    },
  },
});

const list = (type: string, items: { id: string; attributes: Record<string, unknown> }[]) => ({
  data: items.map((item) => ({ ...item, type })),
  meta: { total_count: items.length },
});

let user = userDocument('Recruiter');
let touchpointAnswer: { status: number; body: unknown };
let paths: string[] = [];

beforeEach(() => {
  paths = [];
  setSession({ email: 'sam@example.com', token: 'token-1' });
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    paths.push(url.pathname);
    const reply = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    if (url.pathname === '/api/v1/user') return reply(user);
    if (url.pathname.includes('/touchpoints/')) {
      return reply(touchpointAnswer.body, touchpointAnswer.status);
    }
    if (url.pathname === '/api/v1/opportunity_types') {
      return reply(
        list('opportunity_type', [
          {
            id: 'internship',
            attributes: {
              id: 'internship',
              name: 'Internship',
              touchpointable_type: 'Internship',
              touchpointable_kinds: [{ id: 'spring_week', name: 'Spring week' }],
            },
          },
          {
            id: 'job',
            attributes: {
              id: 'job',
              name: 'Job',
              touchpointable_type: 'Job',
              touchpointable_kind_mapping: { full_time: 'Full time' },
            },
          },
        ]),
      );
    }
    if (url.pathname === '/api/v1/currencies') {
      return reply(
        list('currency', [
          { id: uuid(70), attributes: { id: uuid(70), code: 'GBP', name: 'Pound', symbol: '£' } },
        ]),
      );
    }
    if (url.pathname === '/api/v1/event_categories') return reply(list('event_category', []));
    if (url.pathname === '/api/v1/tags') return reply(list('tag', []));
    return reply({ error: 'Not found' }, 404);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  forgetCurrentUser();
  user = userDocument('Recruiter');
});

const load = (path: string, id?: string) =>
  loadEditorPage({ request: new Request(`http://localhost${path}`), params: { id } });

describe('loading an editor page', () => {
  test('an organiser without their organisation is sent to set it up before any form', async () => {
    user = userDocument('Manager', true, false);
    const toSociety = await load('/events/create').catch((e) => e);
    expect(toSociety).toBeInstanceOf(Response);
    expect(toSociety.headers.get('Location')).toBe('/society-profile/onboarding');
    user = userDocument('Recruiter', true, false);
    forgetCurrentUser();
    const toCompany = await load('/hiring/create?type=job').catch((e) => e);
    expect(toCompany.headers.get('Location')).toBe('/recruiter/onboarding');
    expect(paths.filter((path) => path !== '/api/v1/user')).toEqual([]);
  });

  test('/hiring/create asks for the type first; ?type= opens that form with its kinds', async () => {
    expect(await load('/hiring/create')).toMatchObject({ mode: 'choose' });
    const page = await load('/hiring/create?type=internship');
    expect(page).toMatchObject({ mode: 'create', base: 'hiring', type: 'Internship' });
    expect(page?.mode === 'create' && page.lists.kinds).toEqual([
      { id: 'spring_week', value: 'spring_week', label: 'Spring week' },
    ]);
    expect(page?.mode === 'create' && page.lists.currencies[0]?.value).toBe('GBP');
  });

  test('recruiters edit through the company endpoint; awaiting approval they cannot submit', async () => {
    user = userDocument('Recruiter', false);
    touchpointAnswer = { status: 200, body: editorDocument() };
    const page = await load(`/jobs/${TOUCHPOINT_ID}/edit`, TOUCHPOINT_ID);
    expect(page).toMatchObject({
      mode: 'edit',
      type: 'Job',
      author: { side: 'company', canSubmit: false, listPath: '/hiring' },
    });
    expect(paths).toContain(`/api/v1/company/touchpoints/${TOUCHPOINT_ID}`);
  });

  test('managers edit through the society endpoint and go back to their dashboard', async () => {
    user = userDocument('Manager');
    touchpointAnswer = {
      status: 200,
      body: editorDocument(savedTouchpoint({}, { touchpointable_type: 'Event' })),
    };
    const page = await load(`/events/${TOUCHPOINT_ID}/edit`, TOUCHPOINT_ID);
    expect(page).toMatchObject({ author: { side: 'society', listPath: '/dashboard' } });
    expect(paths).toContain(`/api/v1/student_society/touchpoints/${TOUCHPOINT_ID}`);
  });

  test('another organisation’s touchpoint, like a missing one, is not found', async () => {
    touchpointAnswer = { status: 404, body: { error: 'Touchpoint not found' } };
    const thrown = await load(`/jobs/${TOUCHPOINT_ID}/edit`, TOUCHPOINT_ID).catch((e) => e);
    expect(thrown).toMatchObject({ init: { status: 404 } });
  });

  test('a touchpoint opened at another type’s address is sent to its own', async () => {
    touchpointAnswer = {
      status: 200,
      body: editorDocument(savedTouchpoint({}, { touchpointable_type: 'Event' })),
    };
    const thrown = await load(`/jobs/${TOUCHPOINT_ID}/edit`, TOUCHPOINT_ID).catch((e) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('Location')).toBe(`/events/${TOUCHPOINT_ID}/edit`);
  });
});
