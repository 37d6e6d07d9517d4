import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { json, SOCIETY_ID } from '../../../lib/testing/organisation-test-data';
import { MembershipButton } from './membership-button';
import { useMembership } from './use-membership';

const user = vi.hoisted(() => ({ current: null as Record<string, unknown> | null }));
vi.mock('../../../lib/session/current-user', async (original) => ({
  ...(await original<typeof import('../../../lib/session/current-user')>()),
  useCurrentUser: () => user.current,
}));
vi.mock('../../../lib/session/session-store', async (original) => ({
  ...(await original<typeof import('../../../lib/session/session-store')>()),
  useSession: () => (user.current ? { email: 'mia@example.com', token: 't' } : null),
}));

afterEach(() => {
  vi.restoreAllMocks();
  user.current = null;
});

const CANDIDATE = {
  userable_type: 'Candidate',
  is_approved: true,
  onboarding_completed: true,
  email: 'mia@example.com',
};
const MANAGER = { userable_type: 'Manager', is_approved: true, email: 'sam@example.com' };

const own = (status: string, approves = false) => ({
  data: {
    type: 'own_membership',
    attributes: { student_society_id: SOCIETY_ID, status, approves_members: approves },
  },
});

/** Answers the membership route: GET with `initial`, POST and DELETE with what they lead to. */
const membershipApi = (initial: string, approves = false) => {
  const calls: string[] = [];
  let status = initial;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${new URL(String(input), 'https://gradway.test').pathname}`);
    if (method === 'POST') status = approves ? 'subscription_requests' : 'subscribed';
    if (method === 'DELETE') status = status === 'subscribed' ? 'unsubscribed' : 'none';
    return json(own(status, approves));
  });
  return calls;
};

const Where = () => {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
};

const Harness = () => (
  <>
    <MembershipButton
      slug="careers-society"
      name="Careers Society"
      membership={useMembership(SOCIETY_ID)}
    />
    <Where />
  </>
);

/** Opens `path` as a document load, or `from` the sign-in page sending the visitor back. */
const renderAt = (path = '/societies/careers-society', from?: string) =>
  render(
    <MemoryRouter initialEntries={from ? [from, path] : [path]} initialIndex={from ? 1 : 0}>
      <Harness />
    </MemoryRouter>,
  );

const MEMBERSHIP_PATH = `/api/v1/student_societies/${SOCIETY_ID}/membership`;

describe('the Join button on a society page', () => {
  test('is a real form for guests: it goes to sign-in and back here to join', () => {
    renderAt();
    const button = screen.getByRole('button', { name: 'Join Careers Society' });
    const form = button.closest('form');
    expect(form?.getAttribute('method')).toBe('get');
    expect(form?.getAttribute('action')).toBe('/signin');
    const back = form?.querySelector<HTMLInputElement>('input[name="redirect"]');
    expect(back?.type).toBe('hidden');
    expect(back?.value).toBe('/societies/careers-society?join=1');
  });

  test('joins a candidate in place, then says Member and asks before leaving', async () => {
    user.current = CANDIDATE;
    const calls = membershipApi('none');
    renderAt();
    fireEvent.click(await screen.findByRole('button', { name: 'Join Careers Society' }));
    expect(await screen.findByText('Member')).toBeTruthy();
    expect(calls).toContain(`POST ${MEMBERSHIP_PATH}`);

    fireEvent.click(screen.getByRole('button', { name: 'Leave Careers Society' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave Careers Society?' });
    expect(calls).not.toContain(`DELETE ${MEMBERSHIP_PATH}`);
    fireEvent.click(dialog.querySelector('footer button:last-child') as HTMLElement);
    await screen.findByRole('button', { name: 'Join Careers Society' });
    expect(calls).toContain(`DELETE ${MEMBERSHIP_PATH}`);
  });

  test('asks to join a society that approves members, and the request can be withdrawn', async () => {
    user.current = CANDIDATE;
    const calls = membershipApi('none', true);
    renderAt();
    fireEvent.click(await screen.findByRole('button', { name: 'Request to join Careers Society' }));
    expect(await screen.findByText('Request sent')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw request' }));
    await screen.findByRole('button', { name: 'Request to join Careers Society' });
    expect(calls.filter((call) => call === `DELETE ${MEMBERSHIP_PATH}`)).toHaveLength(1);
  });

  test('back from sign-in with ?join=1, joins once and drops the flag', async () => {
    user.current = CANDIDATE;
    const calls = membershipApi('unsubscribed');
    renderAt('/societies/careers-society?join=1', '/signin');
    expect(await screen.findByText('Member')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/societies/careers-society'),
    );
    expect(calls.filter((call) => call === `POST ${MEMBERSHIP_PATH}`)).toHaveLength(1);
  });

  test('a link from elsewhere to ?join=1 joins no one: the flag goes, the button stays', async () => {
    user.current = CANDIDATE;
    const calls = membershipApi('none');
    renderAt('/societies/careers-society?join=1');
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/societies/careers-society'),
    );
    expect(await screen.findByRole('button', { name: 'Join Careers Society' })).toBeTruthy();
    expect(calls).not.toContain(`POST ${MEMBERSHIP_PATH}`);
  });

  test('a member coming back with ?join=1 is not joined twice', async () => {
    user.current = CANDIDATE;
    const calls = membershipApi('subscribed');
    renderAt('/societies/careers-society?join=1', '/signin');
    expect(await screen.findByText('Member')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/societies/careers-society'),
    );
    expect(calls).not.toContain(`POST ${MEMBERSHIP_PATH}`);
  });

  test('is not shown to managers (nor asked for)', () => {
    user.current = MANAGER;
    const calls = membershipApi('none');
    renderAt();
    expect(screen.queryByRole('button', { name: /Join/ })).toBeNull();
    expect(calls).toEqual([]);
  });

  test('sends a candidate who has not finished onboarding to it', () => {
    user.current = { ...CANDIDATE, onboarding_completed: false };
    membershipApi('none');
    renderAt();
    expect(screen.getByRole('link', { name: 'Join Careers Society' }).getAttribute('href')).toBe(
      '/candidate/onboarding',
    );
  });
});
