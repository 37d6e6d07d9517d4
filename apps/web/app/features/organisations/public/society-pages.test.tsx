import { render, screen, within } from '@testing-library/react';
import { type AppLoadContext, createRoutesStub } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { json, SOCIETY_ID, sampleSociety } from '../../../lib/testing/organisation-test-data';
import { sampleEvent } from '../../../lib/testing/touchpoint-samples';
import ShortLinkRoute, { loader as shortLinkLoader } from '../../../routes/public/short-link';
import SocietyRoute, { loader } from '../../../routes/public/society';
import { splitEvents } from './society-events';

afterEach(() => vi.restoreAllMocks());

const NOW = new Date('2099-03-01T12:00:00.000Z');
const upcoming = sampleEvent({
  title: 'Spring careers fair',
  start_date: '2099-03-04T18:00:00.000Z',
});
const past = {
  ...sampleEvent({ title: 'Winter mixer', start_date: '2020-01-10T18:00:00.000Z' }),
  id: '88888888-8888-4888-8888-888888888888',
};
const tbd = {
  ...sampleEvent({ title: 'Summer ball', start_date: null }),
  id: '99999999-9999-4999-8999-999999999999',
};

describe('a society’s events', () => {
  test('are upcoming soonest first (undated last), and past most recent first', () => {
    const later = {
      ...upcoming,
      id: tbd.id.replace('9999', '1111'),
      attributes: { ...upcoming.attributes, start_date: '2099-04-01T00:00:00.000Z' },
    };
    const split = splitEvents([later, past, tbd, upcoming], NOW);
    expect(split.upcoming.map((event) => event.attributes.title)).toEqual([
      'Spring careers fair',
      'Spring careers fair',
      'Summer ball',
    ]);
    expect(split.upcoming[0]?.id).toBe(upcoming.id);
    expect(split.past.map((event) => event.attributes.title)).toEqual(['Winter mixer']);
  });
});

const PRESIDENT = {
  id: '77777777-7777-4777-8777-777777777777',
  type: 'committee_member',
  attributes: {
    id: '77777777-7777-4777-8777-777777777777',
    title: 'President',
    first_name: 'Priya',
    last_name: 'Shah',
    avatar_url: null,
  },
};

const serverApi = (committee: unknown[] = []) =>
  vi.fn<typeof fetch>(async (input) => {
    const path = String(input);
    if (path === `/api/v1/student_societies/${SOCIETY_ID}/committee`) {
      return json({ data: committee });
    }
    if (path === '/api/v1/student_societies/careers-society') {
      const society = sampleSociety();
      return json({ data: { id: SOCIETY_ID, type: 'student_society', attributes: society } });
    }
    if (path.startsWith('/api/v1/touchpoints?')) {
      const query = new URL(path, 'https://gradway.test').searchParams;
      const events = query.get('starts') === 'upcoming' ? [upcoming, tbd] : [past];
      return json({
        data: events,
        meta: { page: 1, per_page: 10, total_count: events.length, total_pages: 1 },
      });
    }
    if (path === '/api/v1/short_links/Careers') {
      return json({
        data: {
          id: SOCIETY_ID,
          type: 'short_link',
          attributes: {
            id: SOCIETY_ID,
            slug: 'careers',
            target_type: 'StudentSociety',
            target_id: SOCIETY_ID,
            target_path: '/societies/careers-society',
          },
        },
      });
    }
    return json({ error: 'Not found' }, 404);
  });

const renderAt = (path: string, apiFetch = serverApi()) => {
  const context: AppLoadContext = { apiFetch, cspNonce: 'n', requestId: 'r' };
  const Stub = createRoutesStub(
    [
      { path: '/societies/:slug', Component: SocietyRoute as never, loader: loader as never },
      {
        path: '/s/:slug',
        Component: ShortLinkRoute as never,
        loader: shortLinkLoader as never,
        ErrorBoundary: () => <h1>Not found</h1>,
      },
    ],
    context,
  );
  return render(<Stub initialEntries={[path]} />);
};

describe('the society page', () => {
  test('shows the society, its university, members, events and links', async () => {
    const apiFetch = serverApi();
    const { container } = renderAt('/societies/careers-society', apiFetch);
    expect(await screen.findByRole('heading', { level: 1, name: 'Careers Society' })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'University of Manchester' }).getAttribute('href'),
    ).toBe('/universities/manchester/societies');
    expect(screen.getByText('120 members')).toBeTruthy();
    // The description is rich text, shown formatted and never as tags.
    const about = screen.getByRole('heading', { name: 'About Careers Society' }).closest('section');
    expect(about?.querySelector('p')?.textContent).toBe('Careers fairs & talks.');
    expect(about?.textContent).not.toContain('<p>');
    expect(screen.getByText('Verified')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Upcoming events' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Past events' })).toBeTruthy();
    const titles = (name: string) =>
      within(screen.getByRole('list', { name }))
        .getAllByRole('heading')
        .map((heading) => heading.textContent);
    expect(titles('Upcoming events')).toEqual(['Spring careers fair', 'Summer ball']);
    expect(titles('Past events')).toEqual(['Winter mixer']);
    // The first 10 of each, soonest upcoming first and latest past first, from the public list.
    const queries = apiFetch.mock.calls
      .map(([input]) => new URL(String(input), 'https://gradway.test'))
      .filter((url) => url.pathname === '/api/v1/touchpoints')
      .map((url) => Object.fromEntries(url.searchParams));
    expect(queries).toEqual([
      expect.objectContaining({
        'creatable_for_ids[]': SOCIETY_ID,
        touchpointable_type: 'Event',
        include_past: 'true',
        starts: 'upcoming',
        sort_by: 'start_date',
        sort_order: 'asc',
        per_page: '10',
      }),
      expect.objectContaining({ starts: 'past', sort_order: 'desc', per_page: '10' }),
    ]);
    expect(screen.getByRole('link', { name: /Website/ }).getAttribute('href')).toBe(
      'https://careers.example.org',
    );
    const ld = JSON.parse(
      container.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
    );
    expect(ld.memberOf).toMatchObject({ '@type': 'CollegeOrUniversity' });
  });
});

describe('the society page’s committee', () => {
  test('lists the current committee: names, titles and pictures', async () => {
    renderAt('/societies/careers-society', serverApi([PRESIDENT]));
    const heading = await screen.findByRole('heading', { level: 2, name: 'Committee' });
    const section = heading.closest('section') as HTMLElement;
    expect(within(section).getByText('Priya Shah', { selector: 'strong' })).toBeTruthy();
    expect(within(section).getByText('President')).toBeTruthy();
  });

  test('shows nothing for a society without a committee', async () => {
    renderAt('/societies/careers-society', serverApi([]));
    await screen.findByRole('heading', { level: 1, name: 'Careers Society' });
    expect(screen.queryByRole('heading', { name: 'Committee' })).toBeNull();
  });

  test('offers guests a Join form that works before the page hydrates', async () => {
    renderAt('/societies/careers-society');
    const join = await screen.findByRole('button', { name: 'Join Careers Society' });
    expect(join.closest('form')?.getAttribute('action')).toBe('/signin');
  });
});

describe('a short link', () => {
  test('redirects to its target with a 302', async () => {
    const context: AppLoadContext = { apiFetch: serverApi(), cspNonce: 'n', requestId: 'r' };
    const answer = (await shortLinkLoader({
      params: { slug: 'Careers' },
      context,
      request: new Request('https://gradway.example/s/Careers'),
    } as never)) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get('Location')).toBe('/societies/careers-society');
  });

  test('shows the not-found page when unknown', async () => {
    renderAt('/s/nothing-here');
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeTruthy();
  });
});
