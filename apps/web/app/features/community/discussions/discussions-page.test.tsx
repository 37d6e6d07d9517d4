import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { toast, toastStore } from '../../../components/ui/toast/toast-store';
import { json } from '../../../lib/testing/organisation-test-data';
import { DiscussionsPage } from './discussions-page';

afterEach(() => {
  vi.restoreAllMocks();
  toast.clear();
});

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

/** The helper text a control's aria-describedby points at, or null. */
const helperOf = (control: HTMLElement): string | null => {
  const id = control.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
};
const posted = (fetch: { mock: { calls: [unknown, RequestInit?][] } }) =>
  fetch.mock.calls.filter(([, init]) => init?.method === 'POST');
const toastTexts = () => toastStore.getSnapshot().map((each) => String(each.message));

describe('the composer checks a post before sending it', () => {
  test('an empty text post is marked on its field and not sent', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => json(list([])));
    renderPage();
    await screen.findByText('No posts yet. Write the first one above.');
    const box = screen.getByLabelText('What would you like to share?');
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(box.getAttribute('aria-invalid')).toBe('true'));
    expect(helperOf(box)).toBe('Write something before posting.');
    await waitFor(() => expect(document.activeElement).toBe(box));
    expect(posted(fetch)).toHaveLength(0);
    expect(toastTexts()).toEqual([]);

    fireEvent.change(box, { target: { value: 'Hello' } });
    expect(box.getAttribute('aria-invalid')).toBeNull();
    expect(helperOf(box)).toBeNull();
  });

  test('an empty poll marks its question and options, and sends once they are filled', async () => {
    const poll = post('00000000-0000-4000-8000-0000000000a2', 'approved');
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async (_url, init) =>
        init?.method === 'POST' ? json({ data: poll }, 201) : json(list([])),
      );
    renderPage();
    await screen.findByText('No posts yet. Write the first one above.');
    fireEvent.click(screen.getByRole('radio', { name: 'Poll' }));
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    const question = screen.getByLabelText('Question');
    await waitFor(() => expect(question.getAttribute('aria-invalid')).toBe('true'));
    expect(helperOf(question)).toBe('Write the poll’s question.');
    for (const label of ['Option 1', 'Option 2']) {
      const option = screen.getByLabelText(label);
      expect(option.getAttribute('aria-invalid')).toBe('true');
      expect(helperOf(option)).toBe('A poll needs at least 2 options.');
    }

    // One option is still too few; a third, empty box does not count.
    fireEvent.change(question, { target: { value: 'Pizza or tacos?' } });
    fireEvent.change(screen.getByLabelText('Option 1'), { target: { value: 'Pizza' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add an option' }));
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Option 2').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(screen.getByLabelText('Option 1').getAttribute('aria-invalid')).toBeNull();
    expect(question.getAttribute('aria-invalid')).toBeNull();
    expect(posted(fetch)).toHaveLength(0);

    // What the contract refuses beyond blanks: text with control characters.
    fireEvent.change(screen.getByLabelText('Option 2'), { target: { value: 'Ta\u0007cos' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() =>
      expect(helperOf(screen.getByLabelText('Option 2'))).toBe(
        'Use text without control characters.',
      ),
    );
    expect(posted(fetch)).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Option 2'), { target: { value: 'Tacos' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(posted(fetch)).toHaveLength(1));
    expect(JSON.parse(String(posted(fetch)[0]?.[1]?.body))).toEqual({
      post: {
        kind: 'PollPost',
        body: '',
        poll: { question: 'Pizza or tacos?', options: ['Pizza', 'Tacos'] },
      },
    });
    expect(toastTexts()).toEqual([]);
  });

  test('a refusal by the API is told in a clear sentence, never in the schema’s words', async () => {
    const raw =
      'Invalid request: post.poll.question: Too small: expected string to have >=1 characters';
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) =>
      init?.method === 'POST'
        ? json(
            {
              error: raw,
              fields: [
                {
                  path: 'post.poll.question',
                  message: 'Too small: expected string to have >=1 characters',
                },
              ],
            },
            400,
          )
        : json(list([])),
    );
    renderPage();
    await screen.findByText('No posts yet. Write the first one above.');
    fireEvent.click(screen.getByRole('radio', { name: 'Poll' }));
    fireEvent.change(screen.getByLabelText('Question'), { target: { value: 'Which night?' } });
    fireEvent.change(screen.getByLabelText('Option 1'), { target: { value: 'Monday' } });
    fireEvent.change(screen.getByLabelText('Option 2'), { target: { value: 'Friday' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    const question = screen.getByLabelText('Question');
    await waitFor(() => expect(question.getAttribute('aria-invalid')).toBe('true'));
    expect(helperOf(question)).toBe('Write the poll’s question.');
    expect(document.body.textContent).not.toContain('Too small');
    expect(toastTexts().join(' ')).not.toContain('Too small');
    expect(error).not.toHaveBeenCalled();
  });

  test('a refusal that names no field of the form shows a clear toast', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) =>
      init?.method === 'POST'
        ? json({ error: 'Invalid request: post.kind: Invalid option', fields: [] }, 400)
        : json(list([])),
    );
    renderPage();
    await screen.findByText('No posts yet. Write the first one above.');
    fireEvent.change(screen.getByLabelText('What would you like to share?'), {
      target: { value: 'Hello members' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() =>
      expect(toastTexts()).toEqual(['Your post could not be sent. Check it and try again.']),
    );
  });
});

describe('the feed’s layout and dates', () => {
  test('a post’s time reads like the rest of the app (day, month, 24-hour time)', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      json(list([post('00000000-0000-4000-8000-0000000000d1', 'approved')])),
    );
    renderPage();
    const article = await screen.findByRole('article', { name: 'Post by Mia Member' });
    const time = article.querySelector('time');
    expect(time?.getAttribute('dateTime')).toBe('2026-11-20T10:00:00.000Z');
    expect(time?.textContent).toMatch(/^\d{1,2} Nov, \d{2}:\d{2}$/);
  });

  test('the page’s grid items may shrink below their content on a phone', () => {
    const css = readFileSync(join(import.meta.dirname, 'discussions.module.css'), 'utf8').replace(
      /\/\*[\s\S]*?\*\//g,
      '',
    );
    const rule = /([^{}]*)\{([^}]*)\}/g;
    const shrinking = [...css.matchAll(rule)]
      .filter(([, , body]) => /min-width:\s*0/.test(body ?? ''))
      .flatMap(([, selectors]) => (selectors ?? '').split(',').map((each) => each.trim()));
    expect(shrinking).toEqual(expect.arrayContaining(['.page > *', '.list > *']));
  });
});
