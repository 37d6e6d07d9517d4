import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { json } from '../../../lib/testing/organisation-test-data';
import { todayIso } from './appoint-form';
import { CommitteePage } from './committee-page';

afterEach(() => vi.restoreAllMocks());

const MEMBER = {
  candidate_id: '22222222-2222-4222-8222-222222222222',
  first_name: 'Priya',
  last_name: 'Shah',
  email: 'priya@example.com',
  avatar_url: null,
  university_name: 'University of Leeds',
};
const MEMBERSHIP_ID = '33333333-3333-4333-8333-333333333333';
const CURRENT_ID = '11111111-1111-4111-8111-111111111111';
const PAST_ID = '55555555-5555-4555-8555-555555555555';

const position = (id: string, title: string, current: boolean) => ({
  id,
  type: 'committee_position',
  attributes: {
    id,
    title,
    starts_on: '2026-09-01',
    ends_on: current ? '2027-08-31' : null,
    ended_at: current ? null : '2026-10-15T12:00:00.000Z',
    current,
    member: { ...MEMBER, first_name: current ? 'Priya' : 'Tom' },
    membership_id: current ? MEMBERSHIP_ID : null,
  },
});

const committee = {
  data: [position(CURRENT_ID, 'President', true), position(PAST_ID, 'Treasurer', false)],
  meta: { current_count: 1, past_count: 1 },
};
const members = {
  data: [
    {
      id: MEMBERSHIP_ID,
      type: 'membership',
      attributes: {
        id: MEMBERSHIP_ID,
        status: 'subscribed',
        status_changed_at: '2026-09-01T10:00:00.000Z',
        member: MEMBER,
      },
    },
  ],
  meta: {
    page: 1,
    per_page: 8,
    total_count: 1,
    total_pages: 1,
    counts: { subscribed: 1, subscription_requests: 0, unsubscribed: 0 },
  },
};

/** The committee and memberships routes; records each call with its body. */
const committeeApi = () => {
  const calls: { call: string; body: unknown }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'https://gradway.test');
    const call = `${init?.method ?? 'GET'} ${url.pathname}`;
    calls.push({ call, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (url.pathname === '/api/v1/student_society/memberships') return json(members);
    if (call.startsWith('POST') && url.pathname.endsWith('/committee_positions')) {
      return json({ data: position(CURRENT_ID, 'Secretary', true) }, 201);
    }
    if (call.startsWith('POST')) return json({ data: position(CURRENT_ID, 'President', false) });
    if (call.startsWith('DELETE')) return json({ data: { id: PAST_ID } });
    return json(committee);
  });
  return calls;
};

const renderPage = () =>
  render(
    <MemoryRouter>
      <CommitteePage />
    </MemoryRouter>,
  );

describe('the committee page', () => {
  test('shows the current committee, and the past one as an archive', async () => {
    committeeApi();
    renderPage();
    expect(await screen.findByText('President')).toBeTruthy();
    expect(screen.getByText('Priya Shah', { selector: 'strong' })).toBeTruthy();
    expect(screen.getByText(/^1 Sep 2026 to 31 Aug 2027$/)).toBeTruthy();
    const tabs = screen.getByRole('tablist', { name: 'Committee' });
    expect(within(tabs).getByRole('tab', { name: /Current committee/ }).textContent).toContain('1');
    fireEvent.click(within(tabs).getByRole('tab', { name: /Past committee/ }));
    expect(await screen.findByText('Treasurer')).toBeTruthy();
    expect(screen.getByText('Ended early on 15 Oct 2026')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /End term/ })).toBeNull();
  });

  test('says when a term to come starts, since the public page shows it only from then', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
      const later = position(CURRENT_ID, 'Secretary', true);
      later.attributes.starts_on = '2099-09-01';
      later.attributes.ends_on = null;
      return json({ data: [later], meta: { current_count: 1, past_count: 0 } });
    });
    renderPage();
    expect(
      await screen.findByText('Starts 1 Sep 2099 (not on your public page until then)'),
    ).toBeTruthy();
  });

  test('ends a term early only once the manager confirms', async () => {
    const calls = committeeApi();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'End term Priya Shah' }));
    const dialog = await screen.findByRole('dialog', { name: "End Priya Shah's term?" });
    expect(calls.map(({ call }) => call)).not.toContain(
      `POST /api/v1/student_society/committee_positions/${CURRENT_ID}/end`,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'End term' }));
    await waitFor(() =>
      expect(calls.map(({ call }) => call)).toContain(
        `POST /api/v1/student_society/committee_positions/${CURRENT_ID}/end`,
      ),
    );
  });

  test('removes a position entered by mistake', async () => {
    const calls = committeeApi();
    renderPage();
    fireEvent.click(await screen.findByRole('tab', { name: /Past committee/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Tom Shah' }));
    const dialog = await screen.findByRole('dialog', { name: "Remove Tom Shah's position?" });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(calls.map(({ call }) => call)).toContain(
        `DELETE /api/v1/student_society/committee_positions/${PAST_ID}`,
      ),
    );
  });

  test('appoints a joined member found by name, with a title and a term', async () => {
    const calls = committeeApi();
    renderPage();
    fireEvent.change(await screen.findByLabelText('Search joined members'), {
      target: { value: 'Priya' },
    });
    fireEvent.click(await screen.findByRole('radio', { name: /Priya Shah/ }));
    fireEvent.change(screen.getByLabelText(/^Position/), { target: { value: 'Secretary' } });
    fireEvent.change(screen.getByLabelText(/^Ends on/), { target: { value: '2099-06-30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Appoint' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        call: 'POST /api/v1/student_society/committee_positions',
        body: {
          committee_position: {
            membership_id: MEMBERSHIP_ID,
            title: 'Secretary',
            starts_on: todayIso(),
            ends_on: '2099-06-30',
          },
        },
      }),
    );
    expect(calls.some(({ call }) => call === 'GET /api/v1/student_society/memberships')).toBe(true);
  });

  test('says what is missing instead of sending a half-filled appointment', async () => {
    const calls = committeeApi();
    renderPage();
    await screen.findByText('President');
    fireEvent.change(screen.getByLabelText(/^Ends on/), { target: { value: '2000-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Appoint' }));
    expect(await screen.findByText('Choose a joined member.')).toBeTruthy();
    expect(screen.getByText('This field is required.')).toBeTruthy();
    expect(screen.getByText('The term cannot end before it starts.')).toBeTruthy();
    expect(calls.map(({ call }) => call)).not.toContain(
      'POST /api/v1/student_society/committee_positions',
    );
  });
});
