import type { Touchpoint } from '@gradway/domain/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import { type AppLoadContext, createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { EVENT_ID, JOB_ID, sampleEvent, sampleJob } from '../../lib/testing/touchpoint-samples';
import TouchpointPageRoute, { loader } from './touchpoint-page';

const paging = { page: 1, per_page: 4, total_count: 0, total_pages: 0 };

/** The API as the server's in-process `apiFetch` answers it. */
const apiFetch = (touchpoint: Touchpoint | null, others: Touchpoint[] = []) =>
  vi.fn<typeof fetch>(async (input) => {
    const path = String(input);
    if (path.startsWith('/api/v1/touchpoints?')) {
      return Response.json({ data: others, meta: { ...paging, total_count: others.length } });
    }
    if (touchpoint && path === `/api/v1/touchpoints/${touchpoint.id}`) {
      return Response.json({ data: touchpoint });
    }
    return Response.json({ error: 'Touchpoint not found' }, { status: 404 });
  });

const contextOf = (fetchMock: typeof fetch): AppLoadContext => ({
  apiFetch: fetchMock,
  cspNonce: 'nonce-1',
  requestId: 'r',
});

/** The route's loader as the stub router calls it (params typed loosely there). */
const stubLoader = loader as unknown as NonNullable<
  Parameters<typeof createRoutesStub>[0][number]['loader']
>;

const renderPage = (touchpoint: Touchpoint, path: string, others: Touchpoint[] = []) => {
  const Stub = createRoutesStub(
    [
      { path: '/jobs/:id', Component: TouchpointPageRoute, loader: stubLoader },
      { path: '/events/:id', Component: TouchpointPageRoute, loader: stubLoader },
    ],
    contextOf(apiFetch(touchpoint, others)),
  );
  return render(<Stub initialEntries={[path]} />);
};

const browserFetch = vi.fn<typeof fetch>(async () =>
  Response.json({
    data: { id: JOB_ID, type: 'touchpoint', attributes: { id: JOB_ID, views_count: 13 } },
  }),
);

beforeEach(() => {
  browserFetch.mockClear();
  vi.stubGlobal('fetch', browserFetch);
});
afterEach(() => vi.unstubAllGlobals());

const loadDirectly = (touchpoint: Touchpoint | null, path: string, id: string) =>
  loader({
    request: new Request(`http://gradway.test${path}`),
    context: contextOf(apiFetch(touchpoint)),
    params: { id },
  } as Parameters<typeof loader>[0]);

describe('a job’s public page', () => {
  test('shows the job, its salary, facts and organiser, and applies on the employer’s site', async () => {
    const other = sampleJob({ title: 'Junior data engineer' });
    renderPage(sampleJob(), `/jobs/${JOB_ID}`, [
      sampleJob(),
      { ...other, id: '99999999-9999-4999-8999-999999999999' },
    ]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Graduate data analyst' }),
    ).toBeTruthy();
    expect(screen.getAllByText('£30,000 - £36,000').length).toBeGreaterThan(0);
    const facts = screen.getByRole('region', { name: 'Key facts' });
    expect(within(facts).getByText('Manchester')).toBeTruthy();
    expect(within(facts).getByText('Hybrid')).toBeTruthy();
    expect(within(facts).getByText('Graduate scheme')).toBeTruthy();
    expect(within(facts).getByText('Entry level/Graduate')).toBeTruthy();
    expect(within(facts).getByText('Undergraduate degree')).toBeTruthy();
    const apply = (await screen.findAllByRole('link', { name: /Apply on the employer’s site/ }))[0];
    expect(apply?.getAttribute('href')).toBe('https://careers.example.com/analyst');
    expect(apply?.getAttribute('target')).toBe('_blank');
    expect(apply?.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: 'View Acme Analytics' }).getAttribute('href')).toBe(
      '/companies/acme',
    );
    expect(screen.getAllByText('Verified', { selector: 'span' }).length).toBeGreaterThan(0);
    // Other opportunities, without the one on the page.
    const more = screen.getByRole('region', { name: 'More from Acme Analytics' });
    expect(within(more).getByRole('link', { name: /Junior data engineer/ })).toBeTruthy();
    expect(within(more).queryByRole('link', { name: /Graduate data analyst/ })).toBeNull();
  });

  test('prints its JSON-LD, and counts one view once in the browser', async () => {
    const { container } = renderPage(sampleJob(), `/jobs/${JOB_ID}`);
    await screen.findByRole('heading', { level: 1 });
    const script = container.querySelector('script[type="application/ld+json"]');
    const jsonLd = JSON.parse(script?.textContent ?? '{}');
    expect(jsonLd['@type']).toBe('JobPosting');
    expect(jsonLd.hiringOrganization.sameAs).toBe('http://localhost/companies/acme');
    await waitFor(() => expect(browserFetch).toHaveBeenCalledTimes(1));
    const [url, init] = browserFetch.mock.calls[0] ?? [];
    expect(String(url)).toBe(`/api/v1/touchpoints/${JOB_ID}/increment_view_count`);
    expect(init?.method).toBe('PATCH');
  });

  test('renders the description sanitised again: scripts, handlers and javascript: links go', async () => {
    const job = sampleJob({
      description:
        '<p>Hello</p><script>window.hacked = 1</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">bad</a><a href="https://example.com">good</a>',
    });
    const { container } = renderPage(job, `/jobs/${JOB_ID}`);
    await screen.findByText('Hello');
    const description = container.querySelector('[class*="description"]');
    expect(description?.innerHTML).not.toMatch(/script|onerror|javascript:|<img/i);
    const good = within(description as HTMLElement).getByRole('link', { name: 'good' });
    expect(good.getAttribute('rel')).toBe('noopener noreferrer nofollow');
  });

  test('a closed job says so, does not offer to apply and is not counted', async () => {
    renderPage(
      sampleJob({
        state: 'expired',
        isExpired: true,
        application_deadline: '2020-01-01T12:00:00.000Z',
      }),
      `/jobs/${JOB_ID}`,
    );
    expect(await screen.findByText('Applications for this role have closed.')).toBeTruthy();
    expect((await screen.findAllByText('Applications closed')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: /Apply on the employer’s site/ })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(browserFetch).not.toHaveBeenCalled();
  });

  test('easy apply sends guests to sign in and back', async () => {
    renderPage(sampleJob({ apply_url: null, apply_kind: 'internal' }), `/jobs/${JOB_ID}`);
    const links = await screen.findAllByRole('link', { name: 'Sign in to apply' });
    expect(links[0]?.getAttribute('href')).toBe(`/signin?redirect=%2Fjobs%2F${JOB_ID}`);
    expect(screen.queryByRole('link', { name: /employer’s site/ })).toBeNull();
  });
});

describe('an event’s public page', () => {
  test('shows when, where, places left and the registration button for guests', async () => {
    renderPage(sampleEvent(), `/events/${EVENT_ID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Spring careers fair' }),
    ).toBeTruthy();
    expect(
      screen.getAllByText('Wed, 4 Mar 2099, 6:00 pm GMT – 8:00 pm GMT').length,
    ).toBeGreaterThan(0);
    const facts = screen.getByRole('region', { name: 'Key facts' });
    expect(within(facts).getByText('Career Fairs')).toBeTruthy();
    expect(within(facts).getByText('In person')).toBeTruthy();
    expect(within(facts).getByText('Great Hall')).toBeTruthy();
    expect(within(facts).getByText('1 College Road, Manchester, M1 1AA')).toBeTruthy();
    expect(within(facts).getByText('40 places left of 100')).toBeTruthy();
    const register = screen.getAllByRole('link', { name: 'Register' });
    // A guest signs in and comes back to the event.
    expect(register[0]?.getAttribute('href')).toBe(
      `/signin?redirect=${encodeURIComponent(`/events/${EVENT_ID}`)}`,
    );
    expect(screen.getAllByText('Provider verified').length).toBeGreaterThan(0);
  });

  test('a virtual event keeps its link for registrants; a full one offers the waitlist', async () => {
    renderPage(
      sampleEvent({ event_mode: 'virtual', place: null, spots_left: 0, waitlist_enabled: true }),
      `/events/${EVENT_ID}`,
    );
    expect(await screen.findByText('Link shared after registration')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Join Waitlist' }).length).toBeGreaterThan(0);
  });

  test('an ended event shows Ended on a disabled button', async () => {
    renderPage(sampleEvent({ state: 'ended', status: 'ended' }), `/events/${EVENT_ID}`);
    expect(await screen.findByText('This event has ended.')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Ended' })[0]?.hasAttribute('disabled')).toBe(
      true,
    );
  });
});

describe('the loader', () => {
  test('moves a job opened as an internship to its own address for good', async () => {
    const thrown = await loadDirectly(sampleJob(), `/internships/${JOB_ID}`, JOB_ID).catch(
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(301);
    expect((thrown as Response).headers.get('location')).toBe(`/jobs/${JOB_ID}`);
  });

  test('answers 404 for a touchpoint without a public page, and caches what it renders', async () => {
    const missing = await loadDirectly(null, `/jobs/${JOB_ID}`, JOB_ID).catch(
      (error: unknown) => error,
    );
    expect((missing as { init?: { status?: number } }).init?.status).toBe(404);
    const found = (await loadDirectly(sampleJob(), `/jobs/${JOB_ID}`, JOB_ID)) as unknown as {
      init?: { headers?: Record<string, string> };
    };
    expect(found.init?.headers?.['Cache-Control']).toBe(
      'private, max-age=60, stale-while-revalidate=600',
    );
  });
});
