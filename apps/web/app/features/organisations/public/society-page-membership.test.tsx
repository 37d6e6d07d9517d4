import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { json, SOCIETY_ID, sampleSociety } from '../../../lib/testing/organisation-test-data';
import { SocietyPageView } from './society-page';

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

const section = {
  touchpoints: [],
  total: 0,
  perPage: 10,
  query: {} as never,
};

const posts = {
  data: [],
  meta: {
    page: 1,
    per_page: 10,
    total_count: 0,
    total_pages: 0,
    can_post: true,
    approval_required: false,
    pending_count: 0,
  },
};

/** The society's page, as rendered for its route. */
const renderPage = (society: ReturnType<typeof sampleSociety>) =>
  render(
    <MemoryRouter>
      <SocietyPageView
        data={{ society, descriptionHtml: '', upcoming: section, past: section, committee: [] }}
        origin="https://gradway.test"
      />
    </MemoryRouter>,
  );

describe('joining from the society page', () => {
  test('shows the members’ community at once, without a reload', async () => {
    user.current = {
      userable_type: 'Candidate',
      is_approved: true,
      onboarding_completed: true,
      email: 'mia@example.com',
    };
    let joined = false;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const path = new URL(String(input), 'https://gradway.test').pathname;
      const method = init?.method ?? 'GET';
      if (path.endsWith('/membership')) {
        if (method === 'POST') joined = true;
        return json({
          data: {
            type: 'own_membership',
            attributes: {
              student_society_id: SOCIETY_ID,
              status: joined ? 'subscribed' : 'none',
              approves_members: false,
            },
          },
        });
      }
      if (path.endsWith('/posts/seen')) {
        return json({ data: { last_viewed_at: '2026-11-26T12:00:00.000Z' } });
      }
      if (path.endsWith('/follows')) return json({ data: [], meta: { total_count: 0 } });
      if (path.endsWith('/posts')) {
        return joined ? json(posts) : json({ error: 'Not a member' }, 404);
      }
      return json({});
    });
    renderPage(sampleSociety());
    expect(await screen.findByText(/to see its community/)).toBeTruthy();
    expect(screen.getByText('120 members')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Join Careers Society' }));
    expect(await screen.findByText('Member')).toBeTruthy();
    expect(screen.getByText('121 members')).toBeTruthy();
    expect(await screen.findByLabelText('What would you like to share?')).toBeTruthy();
    expect(screen.queryByText(/to see its community/)).toBeNull();
  });

  test('asks a guest to request to join a society that approves its members, before anything loads', () => {
    renderPage(sampleSociety({ approves_members: true }));
    // The page as the server renders it for everyone: its setting, not a guess.
    expect(screen.getByRole('button', { name: /^Request to join/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Join / })).toBeNull();
  });
});
