import { NOTIFICATION_KINDS } from '@gradway/domain/contracts';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { getSession, setSession } from '../../../lib/session/session-store';
import { profileFixture } from '../../../lib/testing/onboarding-test-data';
import { SettingsPage } from './settings-page';

afterEach(() => vi.restoreAllMocks());

const PREFERENCES_PATH = '/api/v1/notification_preferences';
const CALENDAR_FEED_PATH = '/api/v1/candidate/calendar_feed';

/** The calendar section's first read (no feed yet). */
const isFeedRead = (input: unknown, init?: RequestInit) =>
  String(input) === CALENDAR_FEED_PATH && (init?.method ?? 'GET') === 'GET';

/**
 * Spies on fetch: the notifications and calendar sections' own first reads are answered, the
 * others by `answers`.
 */
const spyFetch = (...answers: Response[]) => {
  const rest = [...answers];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    if (String(input).startsWith(PREFERENCES_PATH)) return preferencesAnswer();
    if (isFeedRead(input, init)) return answer({ data: null });
    const next = rest.shift();
    if (!next) throw new Error(`Unexpected fetch ${String(input)}`);
    return next;
  });
  const calls = () =>
    spy.mock.calls.filter(
      ([url, init]) => !String(url).startsWith(PREFERENCES_PATH) && !isFeedRead(url, init),
    );
  return { spy, calls };
};

const preferencesAnswer = () =>
  answer({
    data: {
      type: 'notification_preferences',
      attributes: {
        digest_frequency: 'weekly',
        time_zone: 'Europe/London',
        kinds: Object.fromEntries(
          NOTIFICATION_KINDS.map((kind) => [kind, { in_app: true, email: true }]),
        ),
      },
    },
  });

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
    const { calls } = spyFetch(
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
    await waitFor(() => expect(calls()).toHaveLength(1));
    const [url, init] = calls()[0] ?? [];
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
    const { calls } = spyFetch();
    renderPage();
    fireEvent.change(await screen.findByLabelText('New password'), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
    await waitFor(() => expect(screen.getByText('Use at least 8 characters')).toBeTruthy());
    expect(calls()).toEqual([]);
  });

  test('deletes the account only after the confirmation, then signs out', async () => {
    setSession({ email: 'priya@example.com', token: 'secret-token' });
    const { calls } = spyFetch(
      answer({ message: 'Your account and all your personal data have been deleted.' }),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(dialog).toBeTruthy();
    expect(calls()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Delete for good' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    const [url, init] = calls()[0] ?? [];
    expect([url, init?.method]).toEqual(['/api/v1/candidate', 'DELETE']);
    expect(getSession()).toBeNull();
  });

  test('makes a private calendar address, offers Google Calendar and webcal, and turns it off', async () => {
    const url = `https://gradway.test/api/v1/calendar_feeds/${'a'.repeat(43)}/calendar.ics`;
    const webcal = url.replace('https:', 'webcal:');
    const feed = {
      data: {
        id: '4f5b8a2e-7d3c-4f6a-9b1e-2c3d4e5f6a7b',
        type: 'calendar_feed',
        attributes: {
          id: '4f5b8a2e-7d3c-4f6a-9b1e-2c3d4e5f6a7b',
          url,
          webcal_url: webcal,
          google_calendar_url: `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}`,
          created_at: '2026-11-26T00:00:00.000Z',
        },
      },
    };
    const { calls } = spyFetch(answer(feed), answer({ data: null }));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Create my calendar address' }));
    expect(await screen.findByDisplayValue(url)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Add to Google Calendar/ }).getAttribute('href')).toBe(
      feed.data.attributes.google_calendar_url,
    );
    expect(
      screen.getByRole('link', { name: 'Open in Outlook or Apple Calendar' }).getAttribute('href'),
    ).toBe(webcal);
    expect(calls()[0]?.[1]?.method).toBe('POST');

    fireEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('The current address stops working at once');
    const buttons = screen.getAllByRole('button', { name: 'Turn off' });
    fireEvent.click(buttons[buttons.length - 1] as HTMLElement);
    expect(await screen.findByRole('button', { name: 'Create my calendar address' })).toBeTruthy();
    expect(calls()[1]?.[1]?.method).toBe('DELETE');
    expect(screen.queryByDisplayValue(url)).toBeNull();
  });
});
