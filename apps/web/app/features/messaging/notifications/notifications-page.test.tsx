import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { stopNotifications } from './notification-store';
import { NotificationsPage } from './notifications-page';
import { jsonAnswer, listAnswer, notificationFixture } from './test-support';

afterEach(() => {
  stopNotifications();
  vi.restoreAllMocks();
});

describe('/candidate/notifications', () => {
  test('lists notifications with links, filters by type and marks all read', async () => {
    const live = notificationFixture('11111111-1111-4111-8111-000000000001', {
      type: 'application_status',
      title: 'Application update',
      link: '/candidate/applications',
    });
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = String(input);
      if (url.startsWith('/api/v1/notifications/mark_all_read')) {
        return jsonAnswer({ meta: { marked_count: 1, unread_count: 0 } });
      }
      if (url.includes('membership_decision')) return listAnswer([], 1);
      return listAnswer([live], 1);
    });
    const Stub = createRoutesStub([
      { path: '/candidate/notifications', Component: NotificationsPage },
      { path: '/candidate/applications', Component: () => <h1>Tracker</h1> },
    ]);
    render(<Stub initialEntries={['/candidate/notifications']} />);
    expect(await screen.findByRole('heading', { name: 'Notifications', level: 1 })).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'Application update' });
    expect(link.getAttribute('href')).toBe('/candidate/applications');
    expect(screen.getByText('Applications', { selector: 'span' })).toBeTruthy();

    const filters = screen.getByRole('list', { name: 'Filter by type' });
    fireEvent.click(within(filters).getByRole('button', { name: 'Membership requests' }));
    expect(await screen.findByText('No notifications of this type.')).toBeTruthy();
    expect(
      within(filters)
        .getByRole('button', { name: 'Membership requests' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    expect(fetch.mock.calls.some(([url]) => String(url).includes('membership_decision'))).toBe(
      true,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() =>
      expect(
        fetch.mock.calls.some(([url]) => String(url) === '/api/v1/notifications/mark_all_read'),
      ).toBe(true),
    );
  });
});
