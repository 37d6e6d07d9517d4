import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { toast } from '../../../components/ui/toast/toast-store';
import { COMPANY_ID, json, sampleCompany } from '../../../lib/testing/organisation-test-data';
import { clearAdminSession, setAdminSession } from './admin-session-store';
import { OrganisationPreviewPage } from './organisation-preview-page';

afterEach(() => {
  cleanup();
  act(() => toast.clear());
  clearAdminSession();
  vi.restoreAllMocks();
});

const emptyList = { data: [], meta: { page: 1, per_page: 10, total_count: 0, total_pages: 0 } };

describe('the preview of a company in the verification queue', () => {
  test('shows its public page with its rich-text description, and verifies it', async () => {
    let verified = false;
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.endsWith(`/companies/${COMPANY_ID}/verify`) && init?.method === 'POST') {
        verified = true;
        const attributes = {
          id: COMPANY_ID,
          kind: 'Company',
          name: 'Acme Analytics',
          slug: 'acme',
          icon_url: null,
          is_verified: true,
          detail: null,
          members_count: 1,
          last_review: null,
          created_at: '2026-11-26T04:00:00.000Z',
          possible_duplicate_of: null,
        };
        return json({ data: { id: COMPANY_ID, type: 'admin_organisation', attributes } });
      }
      if (url.endsWith(`/companies/${COMPANY_ID}/preview`)) {
        const company = sampleCompany({
          is_verified: verified,
          description: '<p>We <strong>turn</strong> data into decisions.</p>',
        });
        return json({ data: { id: COMPANY_ID, type: 'company', attributes: company } });
      }
      if (url.startsWith('/api/v1/touchpoints?')) return json(emptyList);
      return json({ error: 'Not found' }, 404);
    });
    setAdminSession({ email: 'admin@demo.gradway.app', name: 'Admin', token: 't' });
    const Stub = createRoutesStub([
      {
        path: '/admin/preview/companies/:id',
        Component: () => <OrganisationPreviewPage kind="companies" id={COMPANY_ID} />,
      },
    ]);
    render(<Stub initialEntries={[`/admin/preview/companies/${COMPANY_ID}`]} />);

    expect(await screen.findByRole('heading', { name: 'Preview — not yet public' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Acme Analytics' })).toBeTruthy();
    const about = screen.getByRole('heading', { name: 'About Acme Analytics' }).closest('section');
    expect(about?.querySelector('strong')?.textContent).toBe('turn');
    expect(screen.getByRole('link', { name: 'Back to the companies' }).getAttribute('href')).toBe(
      '/admin?queue=companies',
    );
    // The public lists are read as a visitor reads them: no console token, no session.
    const list = fetchMock.mock.calls.find(([url]) =>
      String(url).startsWith('/api/v1/touchpoints?'),
    );
    expect(list?.[1]?.headers as Record<string, string>).not.toHaveProperty('X-Admin-Token');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Verify' })));
    expect(await screen.findByText('Acme Analytics is verified.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Verify' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Preview' })).toBeTruthy();
  });

  test('says there is nothing to preview for an unknown company', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      json({ error: 'Company not found' }, 404),
    );
    setAdminSession({ email: 'admin@demo.gradway.app', name: 'Admin', token: 't' });
    const Stub = createRoutesStub([
      { path: '/p', Component: () => <OrganisationPreviewPage kind="companies" id={COMPANY_ID} /> },
    ]);
    render(<Stub initialEntries={['/p']} />);
    expect(await screen.findByText('There is nothing to preview here')).toBeTruthy();
  });
});
