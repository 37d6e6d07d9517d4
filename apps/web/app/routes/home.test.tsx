import { render, screen, within } from '@testing-library/react';
import { type AppLoadContext, createRoutesStub } from 'react-router';
import { describe, expect, test, vi } from 'vitest';
import Home, { loader } from './home';

const society = {
  id: '7d9e8f0a-1b2c-4d3e-8f4a-5b6c7d8e9f01',
  type: 'student_society',
  attributes: {
    id: '7d9e8f0a-1b2c-4d3e-8f4a-5b6c7d8e9f01',
    name: 'Economics Society',
    slug: 'economics-society',
    icon_url: null,
    is_verified: true,
    is_provider_verified: false,
    university: null,
  },
};
const paging = { page: 1, per_page: 8, total_count: 1, total_pages: 1 };

/** The API as the server's in-process `apiFetch` answers it. */
const apiFetch = (config: unknown) =>
  vi.fn<typeof fetch>(async (input) => {
    const path = String(input);
    if (path.startsWith('/api/v1/config')) return Response.json(config);
    if (path.startsWith('/api/v1/student_societies')) {
      return Response.json({ data: [society], meta: paging });
    }
    if (path.startsWith('/api/v1/touchpoints')) {
      return Response.json({ data: [], meta: { ...paging, total_count: 0, total_pages: 0 } });
    }
    return Response.json({ error: 'Not found' }, { status: 404 });
  });

const renderHome = (fetchMock: typeof fetch) => {
  const context: AppLoadContext = { apiFetch: fetchMock, cspNonce: 'n', requestId: 'r' };
  const Stub = createRoutesStub([{ path: '/', Component: Home, loader }], context);
  return render(<Stub initialEntries={['/']} />);
};

describe('home page', () => {
  test('shows the headline counts rounded down to thousands, and the societies', async () => {
    const fetchMock = apiFetch({
      data: {
        type: 'config',
        attributes: { jobs_count: 2_345, opportunity_count: 9_999, company_count: 1_001 },
      },
    });
    renderHome(fetchMock);
    const stats = await screen.findByLabelText('Gradway in numbers');
    expect(within(stats).getByText('2,000+')).toBeTruthy();
    expect(within(stats).getByText('9,000+')).toBeTruthy();
    expect(within(stats).getByText('1,000+')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Economics Society' })).toBeTruthy();
    expect(screen.getByText(/No jobs are published right now/)).toBeTruthy();
    // Every list is asked for at once, without a session.
    expect(fetchMock).toHaveBeenCalledTimes(5);
    // Jobs and internships are the latest posted; events the next to happen, soonest first.
    const asked = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://x'));
    const listOf = (type: string) =>
      asked.find((url) => url.searchParams.get('touchpointable_type') === type)?.searchParams;
    expect(listOf('Job')?.get('sort_by')).toBe('created_at');
    expect(listOf('Event')?.get('sort_by')).toBe('start_date');
    expect(listOf('Event')?.get('sort_order')).toBe('asc');
    expect(listOf('Event')?.get('starts')).toBe('upcoming');
  });

  test('never shows a raw count: a figure under a thousand is left out', async () => {
    renderHome(
      apiFetch({
        data: {
          type: 'config',
          attributes: { jobs_count: 2_345, opportunity_count: 3_100, company_count: 312 },
        },
      }),
    );
    const stats = await screen.findByLabelText('Gradway in numbers');
    expect(within(stats).getByText('2,000+')).toBeTruthy();
    expect(within(stats).getByText('3,000+')).toBeTruthy();
    expect(within(stats).queryByText(/312/)).toBeNull();
    expect(within(stats).queryByText('companies hiring')).toBeNull();
  });

  test('falls back to 114,000 jobs, 7,000 companies and 128,000 opportunities', async () => {
    renderHome(apiFetch({ error: 'unavailable' }));
    const stats = await screen.findByLabelText('Gradway in numbers');
    expect(within(stats).getByText('114,000+')).toBeTruthy();
    expect(within(stats).getByText('7,000+')).toBeTruthy();
    expect(within(stats).getByText('128,000+')).toBeTruthy();
  });

  test('an unreachable API leaves an honest note instead of a crash', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderHome(vi.fn<typeof fetch>(async () => Promise.reject(new TypeError('offline'))));
    expect(await screen.findByText('114,000+')).toBeTruthy();
    expect(screen.getAllByText(/could not load/).length).toBeGreaterThan(0);
  });
});
