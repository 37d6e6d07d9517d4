import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { json } from '../../../lib/testing/organisation-test-data';
import { DiscussionsPage } from './discussions-page';

afterEach(() => vi.restoreAllMocks());

const AUTHOR = {
  id: '00000000-0000-4000-8000-000000000001',
  team_member_id: null,
  userable_type: 'Candidate',
  name: 'Mia Member',
  image_url: null,
  is_verified: true,
  is_provider_verified: false,
};

const post = (id: string, status: 'draft' | 'approved', extra: object = {}) => ({
  id,
  type: 'post',
  attributes: {
    id,
    kind: 'TextPost',
    status,
    body: '<p>Hello <img src=x onerror="alert(1)">members</p>',
    author: AUTHOR,
    poll: null,
    images: [],
    replies: [],
    can_edit: false,
    can_reply: status === 'approved',
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    ...extra,
  },
});

const list = (data: object[], pending = 0) => ({
  data,
  meta: {
    page: 1,
    per_page: 10,
    total_count: data.length,
    total_pages: 1,
    can_post: true,
    approval_required: true,
    pending_count: pending,
  },
});

const renderPage = () =>
  render(
    <MemoryRouter>
      <DiscussionsPage />
    </MemoryRouter>,
  );

describe('the society’s discussions', () => {
  test('shows the feed with poll results, renders bodies inert, and posts a poll', async () => {
    const poll = post('00000000-0000-4000-8000-0000000000a1', 'approved', {
      kind: 'PollPost',
      body: '',
      poll: {
        question: 'Which workshop?',
        options: [
          { index: 0, label: 'Git', votes: 2 },
          { index: 1, label: 'CVs', votes: 1 },
        ],
        total_votes: 3,
        my_vote: null,
      },
    });
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async (_url, init) =>
        init?.method === 'POST' ? json({ data: poll }, 201) : json(list([poll], 1)),
      );
    renderPage();
    expect(await screen.findByText('Which workshop?')).toBeTruthy();
    expect(screen.getByText('2 votes')).toBeTruthy();
    expect(screen.getByRole('tab', { name: /Waiting for approval/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Poll' }));
    fireEvent.change(screen.getByLabelText('Question'), { target: { value: 'Pizza or tacos?' } });
    fireEvent.change(screen.getByLabelText('Option 1'), { target: { value: 'Pizza' } });
    fireEvent.change(screen.getByLabelText('Option 2'), { target: { value: 'Tacos' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() =>
      expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true),
    );
    const sent = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({
      post: {
        kind: 'PollPost',
        body: '',
        poll: { question: 'Pizza or tacos?', options: ['Pizza', 'Tacos'] },
      },
    });
  });

  test('the approval queue lists drafts and approves one', async () => {
    const draft = post('00000000-0000-4000-8000-0000000000b1', 'draft');
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
      if (init?.method === 'POST') return json({ data: { ...draft } });
      return json(String(url).includes('status=draft') ? list([draft], 1) : list([], 1));
    });
    renderPage();
    expect(await screen.findByText('No posts yet. Write the first one above.')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: /Waiting for approval/ }));
    const article = await screen.findByRole('article', { name: 'Post by Mia Member' });
    expect(article.querySelector('img')?.getAttribute('onerror')).toBeFalsy();
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(
        fetch.mock.calls.some(
          ([url, init]) => init?.method === 'POST' && String(url).endsWith('/approve'),
        ),
      ).toBe(true),
    );
  });

  test('asks in a dialog before deleting a post, and Cancel keeps it', async () => {
    const id = '00000000-0000-4000-8000-0000000000b1';
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async (_url, init) =>
        init?.method === 'DELETE' ? json({ data: { id } }) : json(list([post(id, 'approved')])),
      );
    // The browser's own confirm box is not used any more.
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this post and its replies?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const again = await screen.findByRole('dialog');
    fireEvent.click(within(again).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true),
    );
    const call = fetch.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(String(call?.[0])).toContain(`/api/v1/student_society/posts/${id}`);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(confirm).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
