import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { getSession, setSession } from '../../lib/session/session-store';
import { profileFixture } from '../../lib/testing/onboarding-test-data';
import { SettingsPage } from './settings-page';

afterEach(() => vi.restoreAllMocks());

const renderPage = () => {
  const Stub = createRoutesStub([
    { path: '/candidate/settings', Component: () => <SettingsPage profile={profileFixture()} /> },
    { path: '/', Component: () => <h1>Home</h1> },
  ]);
  return render(<Stub initialEntries={['/candidate/settings']} />);
};

const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('candidate settings', () => {
  test('offers the email digest as daily, weekly or never and saves the choice', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(
      answer({
        data: {
          id: profileFixture().id,
          type: 'candidate_profile',
          attributes: profileFixture({ email_digest_frequency: 'daily' }),
        },
      }),
    );
    renderPage();
    const daily = await screen.findByLabelText('Daily');
    expect(screen.getByLabelText('Weekly')).toHaveProperty('checked', true);
    expect(screen.getByLabelText('Never')).toBeTruthy();
    fireEvent.click(daily);
    fireEvent.click(screen.getAllByRole('button', { name: 'Save' })[0] as HTMLElement);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/candidate/settings');
    expect(JSON.parse(String(init?.body))).toEqual({
      settings: { email_digest_frequency: 'daily' },
    });
  });

  test('changing the email says so, not onboarding’s “keep your profile”', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Change email' }));
    expect(await screen.findByText(/Enter your new email address/)).toBeTruthy();
    expect(screen.queryByText(/Give your email to keep your profile/)).toBeNull();
  });

  test('refuses a short password before sending it', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    renderPage();
    fireEvent.change(await screen.findByLabelText('New password'), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
    await waitFor(() => expect(screen.getByText('Use at least 8 characters')).toBeTruthy());
    expect(fetch).not.toHaveBeenCalled();
  });

  test('deletes the account only after the confirmation, then signs out', async () => {
    setSession({ email: 'priya@example.com', token: 'secret-token' });
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(
        answer({ message: 'Your account and all your personal data have been deleted.' }),
      );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(dialog).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Delete for good' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect([url, init?.method]).toEqual(['/api/v1/candidate', 'DELETE']);
    expect(getSession()).toBeNull();
  });
});
