import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { type AppLoadContext, createRoutesStub } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { setSession } from '../../lib/session/session-store';
import CompanyRoute, { loader } from '../../routes/public/company';
import { sampleEvent, sampleJob } from '../touchpoint-page/touchpoint-samples';
import { COMPANY_ID, json, sampleCompany, userDocument } from './organisation-test-data';

afterEach(() => vi.restoreAllMocks());

const featuredJob = sampleJob({ title: 'Featured analyst', featured: true });
const paging = { page: 1, per_page: 100, total_count: 2, total_pages: 1 };

/** The API as the server's in-process `apiFetch` answers it. */
const serverApi = (company = sampleCompany()) =>
  vi.fn<typeof fetch>(async (input) => {
    const path = String(input);
    if (path === '/api/v1/companies/acme') {
      return json({ data: { id: company.id, type: 'company', attributes: company } });
    }
    if (path === `/api/v1/companies/${COMPANY_ID}/touchpoints?featured=true`) {
      return json({ data: [{ id: featuredJob.id, type: 'touchpoint' }], meta: { total_count: 1 } });
    }
    if (path.startsWith('/api/v1/touchpoints?')) {
      return json({ data: [featuredJob, sampleEvent()], meta: paging });
    }
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
    // The touchpoints of this company only, 100 at most.
    const listCall = apiFetch.mock.calls
      .map(([input]) => String(input))
      .find((path) => path.startsWith('/api/v1/touchpoints?'));
    expect(listCall).toContain(`creatable_for_ids%5B%5D=${COMPANY_ID}`);
    expect(listCall).toContain('per_page=100');
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
});
