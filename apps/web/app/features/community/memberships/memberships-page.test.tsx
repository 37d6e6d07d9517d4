import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { json } from '../../../lib/testing/organisation-test-data';
import { listName, MembershipsPage } from './memberships-page';

afterEach(() => vi.restoreAllMocks());

const ID = '11111111-1111-4111-8111-111111111111';
const row = (status: string) => ({
  id: ID,
  type: 'membership',
  attributes: {
    id: ID,
    status,
    status_changed_at: '2026-11-02T10:00:00.000Z',
    member: {
      candidate_id: '22222222-2222-4222-8222-222222222222',
      first_name: 'Priya',
      last_name: 'Shah',
      email: 'priya@example.com',
      avatar_url: null,
      university_name: 'University of Leeds',
    },
  },
});
const listOf = (status: string) => ({
  data: [row(status)],
  meta: {
    page: 1,
    per_page: 20,
    total_count: 1,
    total_pages: 1,
    counts: { subscribed: 12, subscription_requests: 1, unsubscribed: 3 },
  },
});

describe('the community members page', () => {
  test('shows the joined list with counts, and approves a request from its tab', async () => {
    const calls: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = String(input);
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      if (url.includes('/approve')) return json({ data: row('subscribed') });
      return json(
        listOf(url.includes('subscription_requests') ? 'subscription_requests' : 'subscribed'),
      );
    });
    render(
      <MemoryRouter>
        <MembershipsPage />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Priya Shah', { selector: 'strong' })).toBeTruthy();
    expect(screen.getByText('University of Leeds')).toBeTruthy();
    // Dates read as the rest of the app writes them ("20 Nov 2026"), not US style.
    expect(screen.getByText(/^Joined \d{1,2} [A-Z][a-z]{2} 2026$/)).toBeTruthy();
    const tabs = screen.getByRole('tablist', { name: 'Membership lists' });
    expect(within(tabs).getByRole('tab', { name: /Joined/ }).textContent).toContain('12');
    fireEvent.click(within(tabs).getByRole('tab', { name: /Membership…/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    await screen.findByText('Priya Shah', { selector: 'strong' });
    await vi.waitFor(() =>
      expect(calls).toContain(`POST /api/v1/student_society/memberships/${ID}/approve`),
    );
  });

  test('cuts list names to 10 characters', () => {
    expect(listName('Joined')).toBe('Joined');
    expect(listName('Membership requests')).toBe('Membership…');
  });
});
