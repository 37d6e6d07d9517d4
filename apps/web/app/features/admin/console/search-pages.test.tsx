import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { toast, toastStore } from '../../../components/ui/toast/toast-store';
import { clearAdminSession, setAdminSession } from './admin-session-store';
import { SearchPagesPage } from './search-pages-page';

const PAGE_ID = '3f1f7c2e-5b8a-4d0e-9a41-0c6f1a2b3c4d';
const DRAFT_ID = '7a2b9c1d-0e3f-4a5b-8c6d-1e2f3a4b5c6d';
const TIME = '2026-05-04T10:00:00.000Z';

const pageResource = (id: string, attributes: Record<string, unknown>) => ({
  id,
  type: 'search_page',
  attributes: {
    id,
    slug: 'graduate-jobs-london',
    title: 'Graduate jobs in London',
    description: 'Entry-level roles across London.',
    filters: { type: 'jobs', experience_levels: ['entry_level'] },
    published: true,
    created_at: TIME,
    updated_at: TIME,
    ...attributes,
  },
});

const PUBLISHED = pageResource(PAGE_ID, {});
const DRAFT = pageResource(DRAFT_ID, {
  slug: 'summer-internships',
  title: 'Summer internships',
  filters: { type: 'internships' },
  published: false,
});

type Answer = { status: number; body: unknown };
let answers: Record<string, Answer>;
let calls: { method: string; url: string; body: unknown }[];

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

beforeEach(() => {
  setAdminSession({ email: 'admin@demo.gradway.app', name: 'Admin', token: 'console-token' });
  calls = [];
  answers = {
    'GET /api/v1/admin/search_pages': {
      status: 200,
      body: { data: [PUBLISHED, DRAFT], meta: { total_count: 2 } },
    },
  };
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input).split('?')[0] ?? '';
    const method = init?.method ?? 'GET';
    calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const answer = answers[`${method} ${url}`];
    // Reference lists are not needed here: the form works without them.
    return answer ? json(answer.status, answer.body) : json(404, { error: 'Not found' });
  });
});

afterEach(() => {
  cleanup();
  act(() => toast.clear());
  clearAdminSession();
  vi.restoreAllMocks();
});

const renderPage = () => {
  const Stub = createRoutesStub([{ path: '/admin/search-pages', Component: SearchPagesPage }]);
  render(<Stub initialEntries={['/admin/search-pages']} />);
};

const toastMessages = () => toastStore.getSnapshot().map((item) => String(item.message));
const sent = (method: string) => calls.filter((call) => call.method === method);

describe('the search pages screen', () => {
  test('lists every page: published ones link to their address, drafts say they are not public', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Search pages' });
    const link = await within(table).findByRole('link', { name: /\/graduate-jobs-london/ });
    expect(link.getAttribute('href')).toBe('/graduate-jobs-london');
    expect(within(table).getByText('Published')).toBeTruthy();
    expect(within(table).getByText('/summer-internships')).toBeTruthy();
    expect(within(table).queryByRole('link', { name: /summer-internships/ })).toBeNull();
    expect(within(table).getByText('Not published')).toBeTruthy();
    expect(within(table).getByText('Internships')).toBeTruthy();
  });

  test('checks the form before sending, then creates the page with the filters of its type', async () => {
    answers['POST /api/v1/admin/search_pages'] = {
      status: 201,
      body: {
        data: pageResource(PAGE_ID, { slug: 'london-marketing', title: 'Marketing in London' }),
      },
    };
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'New search page' }));
    const create = screen.getByRole('button', { name: 'Create search page' });
    await act(async () => fireEvent.click(create));
    expect(
      screen.getByText(
        'Use lower-case letters, digits and single hyphens, e.g. graduate-jobs-london.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Give the page a title.')).toBeTruthy();
    expect(screen.getByLabelText(/^Title/).getAttribute('aria-invalid')).toBe('true');
    expect(sent('POST')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/^Address/), { target: { value: 'London-Marketing' } });
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'Marketing in London' } });
    fireEvent.change(screen.getByLabelText('What to search'), { target: { value: 'internships' } });
    fireEvent.click(screen.getByLabelText('Remote'));
    fireEvent.click(screen.getByLabelText('Published'));
    // Saved at once, before the query's 500 ms pause: what is typed is sent.
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), {
      target: { value: ' marketing ' },
    });
    await act(async () => fireEvent.click(create));

    await waitFor(() => expect(sent('POST')).toHaveLength(1));
    expect(sent('POST')[0]?.body).toEqual({
      search_page: {
        slug: 'london-marketing',
        title: 'Marketing in London',
        description: '',
        published: true,
        filters: { type: 'internships', q: 'marketing', work_modes: ['remote'] },
      },
    });
    await screen.findByRole('button', { name: 'New search page' });
    expect(toastMessages()).toContain('Marketing in London is saved.');
  });

  test('a refused save shows the API’s message on its field and keeps what was typed', async () => {
    answers[`PUT /api/v1/admin/search_pages/${PAGE_ID}`] = {
      status: 409,
      body: {
        error: 'Another search page has this address.',
        fields: [{ path: 'search_page.slug', message: 'Another search page has this address.' }],
      },
    };
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit: Graduate jobs in London' }));
    expect(screen.getByRole('heading', { name: 'Change search page' })).toBeTruthy();
    expect((screen.getByLabelText('Entry level/Graduate') as HTMLInputElement).checked).toBe(true);
    fireEvent.change(screen.getByLabelText(/^Address/), {
      target: { value: 'summer-internships' },
    });
    fireEvent.change(screen.getByLabelText(/^Introduction/), { target: { value: 'New intro.' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' })));

    await waitFor(() => expect(sent('PUT')).toHaveLength(1));
    const slug = screen.getByLabelText(/^Address/) as HTMLInputElement;
    await waitFor(() => expect(slug.getAttribute('aria-invalid')).toBe('true'));
    expect(slug.value).toBe('summer-internships');
    expect((screen.getByLabelText(/^Introduction/) as HTMLTextAreaElement).value).toBe(
      'New intro.',
    );
    expect(screen.getAllByText('Another search page has this address.').length).toBeGreaterThan(0);
    const failure = toastStore
      .getSnapshot()
      .find((item) => item.message === 'Another search page has this address.');
    expect(failure?.title).toBe('Error!');
  });

  test('deletes a page only after the question is confirmed', async () => {
    answers[`DELETE /api/v1/admin/search_pages/${DRAFT_ID}`] = {
      status: 200,
      body: { message: 'Deleted' },
    };
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete: Summer internships' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Summer internships?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(sent('DELETE')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Delete: Summer internships' }));
    const again = await screen.findByRole('dialog', { name: 'Delete Summer internships?' });
    await act(async () => fireEvent.click(within(again).getByRole('button', { name: 'Delete' })));
    await waitFor(() => expect(sent('DELETE')).toHaveLength(1));
    expect(sent('DELETE')[0]?.url).toBe(`/api/v1/admin/search_pages/${DRAFT_ID}`);
    expect(toastMessages()).toContain('Summer internships is deleted.');
  });
});
