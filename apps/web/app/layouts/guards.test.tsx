import { act, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ToastProvider } from '../components/ui/toast/toast-provider';
import { toast } from '../components/ui/toast/toast-store';
import { forgetCurrentUser } from '../lib/session/current-user';
import { getSession, setSession } from '../lib/session/session-store';
import CandidateLayout, { clientLoader as candidateGuard } from './candidate-layout';
import RecruiterLayout, { clientLoader as recruiterGuard } from './recruiter-layout';

const userDocument = (attributes: Record<string, unknown>) => ({
  data: {
    id: '0b5d3c3e-8f4a-4c56-9a53-5c6d4b3a2f10',
    type: 'user',
    attributes: {
      id: '0b5d3c3e-8f4a-4c56-9a53-5c6d4b3a2f10',
      first_name: 'Sam',
      last_name: 'Lee',
      name: 'Sam Lee',
      email: 'sam@example.com',
      email_verified: true,
      created_at: '2026-02-01T09:00:00.000Z',
      userable_type: 'Candidate',
      userable_id: '5a0f3a52-6b8e-4a8e-9f0a-2e1c1d9b7a44',
      is_approved: true,
      type: null,
      avatar_url: null,
      onboarding_completed: true,
      ...attributes,
    },
  },
});

const serveUser = (status: number, body: unknown) =>
  vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async () => new Response(JSON.stringify(body), { status }));

const Page = ({ name }: { name: string }) => <h1>{name}</h1>;

const renderAt = (path: string) => {
  const Stub = createRoutesStub([
    {
      Component: CandidateLayout,
      loader: candidateGuard,
      HydrateFallback: () => null,
      children: [{ path: '/candidate/matches', Component: () => <Page name="Matches page" /> }],
    },
    {
      Component: RecruiterLayout,
      loader: recruiterGuard,
      HydrateFallback: () => null,
      children: [{ path: '/hiring', Component: () => <Page name="Hiring page" /> }],
    },
    { path: '/signin', Component: () => <Page name="Candidate sign in" /> },
    { path: '/company/signin', Component: () => <Page name="Recruiter sign in" /> },
    { path: '/candidate/onboarding', Component: () => <Page name="Onboarding" /> },
    { path: '/candidate/dashboard', Component: () => <Page name="Candidate dashboard" /> },
    { path: '/dashboard', Component: () => <Page name="Society dashboard" /> },
  ]);
  return render(
    <ToastProvider>
      <Stub initialEntries={[path]} />
    </ToastProvider>,
  );
};

afterEach(() => {
  act(() => toast.clear());
  forgetCurrentUser();
  vi.restoreAllMocks();
});

describe('signed-in areas', () => {
  test('a guest on a candidate page is sent to /signin', async () => {
    renderAt('/candidate/matches');
    expect(await screen.findByRole('heading', { name: 'Candidate sign in' })).toBeTruthy();
  });

  test('a guest on a recruiter page is sent to /company/signin', async () => {
    renderAt('/hiring');
    expect(await screen.findByRole('heading', { name: 'Recruiter sign in' })).toBeTruthy();
  });

  test('a candidate sees their page inside the candidate layout', async () => {
    setSession({ email: 'sam@example.com', token: 'token-1' });
    serveUser(200, userDocument({}));
    renderAt('/candidate/matches');
    expect(await screen.findByRole('heading', { name: 'Matches page' })).toBeTruthy();
    expect(screen.getAllByRole('navigation', { name: 'Candidate' }).length).toBeGreaterThan(0);
    expect(document.querySelector('[data-area="candidate"]')).not.toBeNull();
  });

  test('a candidate who has not finished onboarding is sent to onboarding', async () => {
    setSession({ email: 'sam@example.com', token: 'token-2' });
    serveUser(200, userDocument({ onboarding_completed: false }));
    renderAt('/candidate/matches');
    expect(await screen.findByRole('heading', { name: 'Onboarding' })).toBeTruthy();
  });

  test('a candidate on a recruiter page is sent to their dashboard', async () => {
    setSession({ email: 'sam@example.com', token: 'token-3' });
    serveUser(200, userDocument({}));
    renderAt('/hiring');
    expect(await screen.findByRole('heading', { name: 'Candidate dashboard' })).toBeTruthy();
  });

  test('a manager on a candidate page is sent to the society dashboard', async () => {
    setSession({ email: 'sam@example.com', token: 'token-4' });
    serveUser(200, userDocument({ userable_type: 'Manager' }));
    renderAt('/candidate/matches');
    expect(await screen.findByRole('heading', { name: 'Society dashboard' })).toBeTruthy();
  });

  test('a recruiter sees the recruiter sidebar and the chat-support launcher', async () => {
    setSession({ email: 'sam@example.com', token: 'token-5' });
    serveUser(200, userDocument({ userable_type: 'Recruiter' }));
    renderAt('/hiring');
    expect(await screen.findByRole('heading', { name: 'Hiring page' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Recruiter' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Chat with support' })).toBeTruthy();
  });

  test('candidates get no chat-support launcher', async () => {
    setSession({ email: 'sam@example.com', token: 'token-6' });
    serveUser(200, userDocument({}));
    renderAt('/candidate/matches');
    await screen.findByRole('heading', { name: 'Matches page' });
    expect(screen.queryByRole('button', { name: 'Chat with support' })).toBeNull();
  });

  test('an admin is refused with the unauthorized-access toast and signed out', async () => {
    setSession({ email: 'admin@example.com', token: 'token-7' });
    serveUser(200, userDocument({ type: 'admin' }));
    renderAt('/candidate/matches');
    expect(await screen.findByRole('heading', { name: 'Candidate sign in' })).toBeTruthy();
    expect(screen.getByText('Unauthorized access')).toBeTruthy();
    expect(getSession()).toBeNull();
  });

  test('a 401 for the user clears the session and sends the guest to sign in', async () => {
    setSession({ email: 'sam@example.com', token: 'expired' });
    serveUser(401, { error: 'Your session has expired.' });
    renderAt('/candidate/matches');
    expect(await screen.findByRole('heading', { name: 'Candidate sign in' })).toBeTruthy();
    expect(getSession()).toBeNull();
  });
});
