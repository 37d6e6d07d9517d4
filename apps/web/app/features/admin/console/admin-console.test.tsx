import { getAdminContract, listAuditLogContract } from '@gradway/domain/contracts';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { toast } from '../../../components/ui/toast/toast-store';
import AdminLayout, { clientLoader as adminGuard } from '../../../layouts/admin-layout';
import { getSession, setSession } from '../../../lib/session/session-store';
import { adminApi } from './admin-api';
import { clearAdminSession, getAdminSession, setAdminSession } from './admin-session-store';
import { RejectModal } from './reject-modal';

const ADMIN = { email: 'admin@demo.gradway.app', name: 'Gradway Admin', token: 'console-token' };
const adminDocument = {
  data: {
    id: '0b5d3c3e-8f4a-4c56-9a53-5c6d4b3a2f10',
    type: 'admin',
    attributes: {
      id: '0b5d3c3e-8f4a-4c56-9a53-5c6d4b3a2f10',
      email: ADMIN.email,
      name: ADMIN.name,
    },
  },
};

const serve = (status: number, body: unknown) =>
  vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async () => new Response(JSON.stringify(body), { status }));

afterEach(() => {
  cleanup();
  act(() => toast.clear());
  clearAdminSession();
  window.localStorage.clear();
  vi.restoreAllMocks();
});

describe('the console’s API calls', () => {
  test('carry the console token as X-Admin-Token, never the app session', async () => {
    setSession({ email: 'someone@example.com', token: 'app-token' });
    setAdminSession(ADMIN);
    const fetchMock = serve(200, adminDocument);
    await adminApi(getAdminContract);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/admin/me');
    const headers = init?.headers as Record<string, string>;
    expect(headers['X-Admin-Token']).toBe('console-token');
    expect(headers).not.toHaveProperty('X-User-Token');
    expect(headers).not.toHaveProperty('X-User-Email');
  });

  test('a 401 forgets the console session and leaves the app session alone', async () => {
    setSession({ email: 'someone@example.com', token: 'app-token' });
    setAdminSession(ADMIN);
    serve(401, { error: 'You need to sign in or sign up before continuing.' });
    await expect(adminApi(listAuditLogContract, {}, { quiet: true })).rejects.toThrow();
    expect(getAdminSession()).toBeNull();
    expect(getSession()?.token).toBe('app-token');
  });
});

describe('the console’s guard', () => {
  const renderAt = (path: string) => {
    const Stub = createRoutesStub([
      {
        id: 'admin-layout',
        Component: AdminLayout as never,
        HydrateFallback: () => <p>Checking</p>,
        loader: adminGuard as never,
        children: [
          { path: '/admin', Component: () => <h1>Queues page</h1> },
          { path: '/admin/signin', Component: () => <h1>Sign-in page</h1> },
        ],
      },
    ]);
    render(<Stub initialEntries={[path]} />);
  };

  test('sends a visitor without a console session to the console’s sign-in', async () => {
    const fetchMock = serve(200, adminDocument);
    renderAt('/admin');
    expect(await screen.findByRole('heading', { name: 'Sign-in page' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('lets an admin with a live console session in, and off the sign-in page', async () => {
    setAdminSession(ADMIN);
    serve(200, adminDocument);
    renderAt('/admin/signin');
    expect(await screen.findByRole('heading', { name: 'Queues page' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Admin console' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
  });
});

describe('the reason modal', () => {
  test('asks for a reason before rejecting, then hands it over trimmed', async () => {
    const onConfirm = vi.fn(async () => undefined);
    const onClose = vi.fn();
    render(
      <RejectModal
        subject="Spring Insight Day"
        title="Reject this submission"
        description="It is not published."
        confirmLabel="Reject"
        onClose={onClose}
        onConfirm={onConfirm}
      />,
    );
    const reject = await screen.findByRole('button', { name: 'Reject' });
    await act(async () => fireEvent.click(reject));
    expect(screen.getByText('Give a reason the owner will see.')).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText(/Reason/), { target: { value: '  Dates are wrong. ' } });
    await act(async () => fireEvent.click(reject));
    expect(onConfirm).toHaveBeenCalledWith('Dates are wrong.');
    expect(onClose).toHaveBeenCalled();
  });
});
