import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { json } from '../../../lib/testing/organisation-test-data';
import { CommunitySection } from './community-section';

const user = vi.hoisted(() => ({ current: null as Record<string, unknown> | null }));
vi.mock('../../../lib/session/current-user', async (original) => ({
  ...(await original<typeof import('../../../lib/session/current-user')>()),
  useCurrentUser: () => user.current,
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
const SOCIETY_ID = '00000000-0000-4000-8000-0000000000c1';
const POST_ID = '00000000-0000-4000-8000-0000000000c2';

const pollPost = (myVote: number | null) => ({
  id: POST_ID,
  type: 'post',
  attributes: {
    id: POST_ID,
    kind: 'PollPost',
    status: 'approved',
    body: '<p>Vote please</p>',
    author: {
      id: null,
      team_member_id: '00000000-0000-4000-8000-0000000000c3',
      userable_type: 'Manager',
      name: 'Sam Manager · Chess Society',
      image_url: null,
      is_verified: true,
      is_provider_verified: false,
    },
    poll: {
      question: 'Which night?',
      options: [
        { index: 0, label: 'Monday', votes: myVote === 0 ? 1 : 0 },
        { index: 1, label: 'Friday', votes: myVote === 1 ? 1 : 0 },
      ],
      total_votes: myVote === null ? 0 : 1,
      my_vote: myVote,
    },
    images: [],
    replies: [],
    can_edit: false,
    can_reply: true,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
  },
});

const list = {
  data: [pollPost(null)],
  meta: {
    page: 1,
    per_page: 10,
    total_count: 1,
    total_pages: 1,
    can_post: true,
    approval_required: false,
    pending_count: 0,
  },
};

describe('the society page’s community section', () => {
  test('guests see an invitation to join and no post content', () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    render(<CommunitySection societyId={SOCIETY_ID} societyName="Chess Society" />);
    expect(screen.getByText(/Join Chess Society to see its community/)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  test('a non-member candidate (404) sees the invitation', async () => {
    user.current = CANDIDATE;
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => json({ error: 'Not found' }, 404));
    render(<CommunitySection societyId={SOCIETY_ID} societyName="Chess Society" />);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(await screen.findByText(/Join Chess Society to see its community/)).toBeTruthy();
    expect(screen.queryByText('Which night?')).toBeNull();
  });

  test('a member sees the posts, marks them seen and votes', async () => {
    user.current = CANDIDATE;
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
      if (String(url).endsWith('/seen'))
        return json({ data: { last_viewed_at: '2026-11-20T10:00:00.000Z' } });
      if (init?.method === 'PUT') return json({ data: pollPost(1) });
      return json(list);
    });
    render(<CommunitySection societyId={SOCIETY_ID} societyName="Chess Society" />);
    expect(await screen.findByText('Which night?')).toBeTruthy();
    await waitFor(() =>
      expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/posts/seen'))).toBe(true),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Friday' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Friday' }).getAttribute('aria-pressed')).toBe(
        'true',
      ),
    );
    expect(screen.getByLabelText('Write a reply')).toBeTruthy();
  });

  test('a post’s date reads like the rest of the app (7 Jan 2027), not the browser’s US style', async () => {
    user.current = CANDIDATE;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (url) =>
      String(url).endsWith('/seen')
        ? json({ data: { last_viewed_at: '2026-11-20T10:00:00.000Z' } })
        : json(list),
    );
    render(<CommunitySection societyId={SOCIETY_ID} societyName="Chess Society" />);
    await screen.findByText('Which night?');
    const time = document.querySelector('time[datetime="2026-11-20T10:00:00.000Z"]');
    expect(time?.textContent).toMatch(/^(19|20|21) Nov 2026$/);
  });
});
