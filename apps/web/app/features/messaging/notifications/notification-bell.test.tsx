import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { NotificationBell } from './notification-bell';
import { stopNotifications } from './notification-store';
import { jsonAnswer, listAnswer, notificationFixture } from './test-support';

afterEach(() => {
  stopNotifications();
  vi.restoreAllMocks();
});

const renderBell = () => {
  const Stub = createRoutesStub([
    {
      path: '/candidate/dashboard',
      Component: () => <NotificationBell allHref="/candidate/notifications" />,
    },
    { path: '/candidate/notifications', Component: () => <h1>All notifications</h1> },
    { path: '/events/:id', Component: () => <h1>The event</h1> },
  ]);
  return render(<Stub initialEntries={['/candidate/dashboard']} />);
};

describe('the notification bell', () => {
  test('shows the unread count; its panel lists the latest and marks one or all read', async () => {
    const items = [
      notificationFixture('11111111-1111-4111-8111-000000000001', { title: 'Your event is live' }),
      notificationFixture('11111111-1111-4111-8111-000000000002', {
        title: 'You joined UCL Tech',
        type: 'membership_decision',
        link: null,
        read_at: '2026-11-25T11:00:00.000Z',
      }),
    ];
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.startsWith('/api/v1/notifications/mark_all_read')) {
        return jsonAnswer({ meta: { marked_count: 1, unread_count: 0 } });
      }
      if (init?.method === 'PATCH') {
        const body = JSON.parse(String(init.body));
        return jsonAnswer({
          data: notificationFixture('11111111-1111-4111-8111-000000000001', {
            read_at: body.notification.read_at ? '2026-11-25T12:00:00.000Z' : null,
          }),
        });
      }
      if (url.startsWith('/api/v1/stream_tickets')) return jsonAnswer({ error: 'no' }, 401);
      return listAnswer(items, 1);
    });
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(within(bell).getByText('1')).toBeTruthy();

    fireEvent.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(panel).getByRole('link', { name: 'Your event is live' })).toBeTruthy();
    expect(within(panel).getByText('You joined UCL Tech')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'See all notifications' })).toBeTruthy();

    fireEvent.click(
      within(panel).getByRole('button', { name: 'Mark as read: Your event is live' }),
    );
    await screen.findByRole('button', { name: 'Notifications' });
    const patch = fetch.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(patch?.[0]).toBe('/api/v1/notifications/11111111-1111-4111-8111-000000000001');

    fireEvent.click(
      within(panel).getByRole('button', { name: 'Mark as unread: Your event is live' }),
    );
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    await screen.findByRole('button', { name: 'Notifications' });
    await waitFor(() =>
      expect(
        fetch.mock.calls.some(([url]) => String(url) === '/api/v1/notifications/mark_all_read'),
      ).toBe(true),
    );
  });

  test('says so when there is nothing', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
      String(input).startsWith('/api/v1/stream_tickets')
        ? jsonAnswer({ error: 'no' }, 401)
        : listAnswer([], 0),
    );
    renderBell();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('You have no notifications yet.')).toBeTruthy();
  });
});
