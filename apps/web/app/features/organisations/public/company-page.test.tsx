import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { type AppLoadContext, createRoutesStub } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { setSession } from '../../../lib/session/session-store';
import {
  COMPANY_ID,
  json,
  sampleCompany,
  userDocument,
} from '../../../lib/testing/organisation-test-data';
import { sampleEvent, sampleJob } from '../../../lib/testing/touchpoint-samples';
import CompanyRoute, { loader } from '../../../routes/public/company';

afterEach(() => vi.restoreAllMocks());

const featuredJob = sampleJob({ title: 'Featured analyst', featured: true });

/** The company's 23 other jobs, newest first: 'Analyst 1' to 'Analyst 23'. */
const jobs = Array.from({ length: 23 }, (_, index) => {
  const id = `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`;
  const job = sampleJob({ title: `Analyst ${index + 1}` });
  return { ...job, id, attributes: { ...job.attributes, id } };
});

/** One page of the public list, as `GET /api/v1/touchpoints` answers it. */
const listPage = (items: unknown[], total = items.length, page = 1) =>
  json({
    data: items,
    meta: { page, per_page: 10, total_count: total, total_pages: Math.ceil(total / 10) },
  });

/** The public list of this company's touchpoints, by the query the page sends. */
const listAnswer = (path: string) => {
  const query = new URL(path, 'https://gradway.test').searchParams;
  const page = Number(query.get('page') ?? 1);
  if (query.get('featured') === 'true') return listPage([featuredJob]);
  if (query.get('touchpointable_type') === 'Job') {
    return listPage(jobs.slice((page - 1) * 10, page * 10), jobs.length, page);
  }
  if (query.get('touchpointable_type') === 'Event') return listPage([sampleEvent()]);
  return listPage([]);
};

/** The API as the server's in-process `apiFetch` answers it. */
const serverApi = (company = sampleCompany()) =>
  vi.fn<typeof fetch>(async (input) => {
    const path = String(input);
    if (path === '/api/v1/companies/acme') {
      return json({ data: { id: company.id, type: 'company', attributes: company } });
    }
    if (path.startsWith('/api/v1/touchpoints?')) return listAnswer(path);
    return json({ error: 'Company not found' }, 404);
  });

const renderPage = (apiFetch: typeof fetch, path = '/companies/acme') => {
  const context: AppLoadContext = { apiFetch, cspNonce: 'n', requestId: 'r' };
  const Stub = createRoutesStub(
    [
      {
        path: '/companies/:slug',
        Component: CompanyRoute as never,
        loader: loader as never,
        ErrorBoundary: () => <h1>Not found</h1>,
      },
      { path: '/signin', Component: () => <h1>Sign in</h1> },
    ],
    context,
  );
  return render(<Stub initialEntries={[path]} />);
};

describe('the company page', () => {
  test('shows the company, its featured opportunities first, then its events', async () => {
    const apiFetch = serverApi();
    const { container } = renderPage(apiFetch);
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Analytics' })).toBeTruthy();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'About Acme Analytics',
      'Featured opportunities',
      'Jobs',
      'Events',
      'Offices',
      'Short link',
    ]);
    expect(screen.getByText('Featured analyst')).toBeTruthy();
    expect(screen.getByText('Spring careers fair')).toBeTruthy();
    expect(screen.getByText('4 followers')).toBeTruthy();
    expect(screen.getByText('51-200 employees')).toBeTruthy();
    const script = container.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script?.textContent ?? '{}')).toMatchObject({
      '@type': 'Organization',
      name: 'Acme Analytics',
    });
    // The touchpoints of this company only: featured ones, then each kind without them, 10 each.
    const listCalls = apiFetch.mock.calls
      .map(([input]) => new URL(String(input), 'https://gradway.test'))
      .filter((url) => url.pathname === '/api/v1/touchpoints');
    expect(listCalls).toHaveLength(4);
    for (const url of listCalls) {
      expect(url.searchParams.getAll('creatable_for_ids[]')).toEqual([COMPANY_ID]);
      expect(url.searchParams.get('per_page')).toBe('10');
    }
    expect(
      listCalls.map((url) =>
        [url.searchParams.get('featured'), url.searchParams.get('touchpointable_type')].join(' '),
      ),
    ).toEqual(['true ', 'false Job', 'false Internship', 'false Event']);
  });

  test('shows the first 10 jobs and loads the next 10 from the public list on "Show more"', async () => {
    const browserFetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const path = String(input);
      if (path.startsWith('/api/v1/touchpoints?')) return listAnswer(path);
      return json({ error: 'Not found' }, 404);
    });
    renderPage(serverApi());
    const list = await screen.findByRole('list', { name: 'Jobs' });
    expect(within(list).getAllByRole('article')).toHaveLength(10);
    expect(within(list).getByText('Analyst 10')).toBeTruthy();
    expect(screen.queryByText('Analyst 11')).toBeNull();
    expect(screen.getByText('Showing 10 of 23')).toBeTruthy();
    // Sections with a single page offer nothing more.
    expect(screen.getAllByRole('button', { name: /^Show \d+ more/ })).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Show 10 more: Jobs' }));
    expect(await screen.findByText('Analyst 20')).toBeTruthy();
    expect(within(list).getAllByRole('article')).toHaveLength(20);
    expect(screen.getByText('Showing 20 of 23')).toBeTruthy();
    const next = new URL(String(browserFetch.mock.calls.at(-1)?.[0]), 'https://gradway.test');
    expect(next.pathname).toBe('/api/v1/touchpoints');
    expect(Object.fromEntries(next.searchParams)).toMatchObject({
      'creatable_for_ids[]': COMPANY_ID,
      touchpointable_type: 'Job',
      featured: 'false',
      page: '2',
      per_page: '10',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Show 3 more: Jobs' }));
    expect(await screen.findByText('Analyst 23')).toBeTruthy();
    expect(within(list).getAllByRole('article')).toHaveLength(23);
    expect(screen.queryByRole('button', { name: /more: Jobs/ })).toBeNull();
  });

  test('sends only what the cards show with the page', async () => {
    const loaded = await loader({
      params: { slug: 'acme' },
      context: { apiFetch: serverApi(), cspNonce: 'n', requestId: 'r' },
      request: new Request('https://gradway.test/companies/acme'),
    } as never);
    const card = loaded.jobs.touchpoints[0];
    expect(card?.attributes).not.toHaveProperty('description');
    expect(card?.attributes).not.toHaveProperty('meta_description');
    expect(card?.attributes.creatable_for).toEqual({
      name: jobs[0]?.attributes.creatable_for.name,
      icon_url: jobs[0]?.attributes.creatable_for.icon_url,
    });
    expect(loaded.jobs.total).toBe(23);
  });

  test('sends a guest who wants to follow to sign in, and back afterwards', async () => {
    renderPage(serverApi());
    const follow = await screen.findByRole('link', { name: 'Follow Acme Analytics' });
    expect(follow.getAttribute('href')).toBe('/signin?redirect=%2Fcompanies%2Facme');
  });

  test('answers an unknown company with the not-found page', async () => {
    renderPage(serverApi(), '/companies/nobody');
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeTruthy();
  });

  test('lets a candidate follow at once, and rolls back with an error toast when it fails', async () => {
    setSession({ email: 'ada@example.ac.uk', token: 'token' });
    const browserFetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const path = String(input);
      if (path === '/api/v1/user') return json(userDocument('Candidate'));
      if (path.startsWith('/api/v1/candidate/follows?')) {
        return json({ data: [], meta: { total_count: 0 } });
      }
      if (path === '/api/v1/candidate/follows' && init?.method === 'POST') {
        return json({ error: 'Not allowed', alert: 'Following is paused.' }, 503);
      }
      return json({ error: 'Not found' }, 404);
    });
    renderPage(serverApi());
    const button = await screen.findByRole('button', { name: 'Follow Acme Analytics' });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    expect(button.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button);
    expect(screen.getByRole('button', { name: 'Following Acme Analytics' })).toBeTruthy();
    expect(screen.getByText('5 followers')).toBeTruthy();
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Follow Acme Analytics' }).getAttribute('aria-pressed'),
      ).toBe('false'),
    );
    expect(screen.getByText('4 followers')).toBeTruthy();
    const post = browserFetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      follow: { followable_type: 'Company', followable_id: COMPANY_ID },
    });
  });

  test('shows a recruiter the followers but no Follow button', async () => {
    setSession({ email: 'ada@example.ac.uk', token: 'recruiter-token' });
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => json(userDocument('Recruiter')));
    renderPage(serverApi());
    const header = await screen.findByRole('banner');
    await waitFor(() =>
      expect(within(header).queryByRole('button', { name: /Follow/ })).toBeNull(),
    );
    expect(within(header).queryByRole('link', { name: /Follow/ })).toBeNull();
    expect(within(header).getByText('4 followers')).toBeTruthy();
  });
  test('shows its description as rich text, and nothing unsafe from hostile HTML', async () => {
    const description =
      '<p>We <strong>turn</strong> data into decisions.</p><ul><li>Hybrid</li></ul>' +
      '<script>window.pwned = 1</script><img src=x onerror="window.pwned = 2">' +
      '<p onclick="window.pwned = 3"><a href="javascript:window.pwned = 4">Careers</a></p>' +
      '<iframe src="https://evil.example"></iframe><style>body{display:none}</style>';
    renderPage(serverApi(sampleCompany({ description })));
    const about = await screen.findByRole('heading', { name: 'About Acme Analytics' });
    const section = about.closest('section') as HTMLElement;
    expect(section.querySelector('p strong')?.textContent).toBe('turn');
    expect(section.querySelector('ul li')?.textContent).toBe('Hybrid');
    expect(section.textContent).not.toContain('<p>');
    expect(section.querySelector('script, img, iframe, style')).toBeNull();
    expect((window as { pwned?: number }).pwned).toBeUndefined();
    expect(section.querySelector('[onclick], [onerror]')).toBeNull();
    expect(within(section).getByText('Careers').getAttribute('href')).toBeNull();
  });
});
