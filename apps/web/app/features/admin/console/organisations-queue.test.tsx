import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { toast, toastStore } from '../../../components/ui/toast/toast-store';
import { clearAdminSession, setAdminSession } from './admin-session-store';
import { OrganisationsQueue } from './organisations-queue';

const KEPT = { id: '11111111-1111-4111-8111-111111111111', name: 'Acme Ltd', slug: 'acme-ltd' };
const DUPLICATE_ID = '22222222-2222-4222-8222-222222222222';

const organisation = (id: string, name: string, duplicateOf: typeof KEPT | null) => ({
  id,
  type: 'admin_organisation',
  attributes: {
    id,
    kind: 'Company',
    name,
    slug: name.toLowerCase().replace(/\W+/g, '-'),
    icon_url: null,
    is_verified: false,
    detail: null,
    members_count: 1,
    last_review: null,
    created_at: '2026-11-26T04:00:00.000Z',
    possible_duplicate_of: duplicateOf,
  },
});

const page = (rows: unknown[]) => ({
  data: rows,
  meta: { page: 1, per_page: 20, total_count: rows.length, total_pages: 1 },
});

const toastMessages = () => toastStore.getSnapshot().map((item) => String(item.message));

afterEach(() => {
  cleanup();
  act(() => toast.clear());
  clearAdminSession();
  vi.restoreAllMocks();
});

/** The console's API: the queue (with the duplicate until it is merged) and the merge. */
const serve = (merge: { status: number; body: unknown }) => {
  let merged = false;
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.endsWith(`/companies/${DUPLICATE_ID}/merge`) && init?.method === 'POST') {
      merged = merge.status === 200;
      return new Response(JSON.stringify(merge.body), { status: merge.status });
    }
    const rows = [organisation(KEPT.id, KEPT.name, null)];
    if (!merged) rows.push(organisation(DUPLICATE_ID, 'ACME Ltd.', KEPT));
    return new Response(JSON.stringify(page(rows)), { status: 200 });
  });
};

const renderQueue = () => {
  setAdminSession({ email: 'admin@demo.gradway.app', name: 'Admin', token: 't' });
  const Stub = createRoutesStub([
    {
      path: '/admin',
      Component: () => <OrganisationsQueue kind="companies" onChange={() => undefined} />,
    },
  ]);
  render(<Stub initialEntries={['/admin']} />);
};

describe('the companies queue', () => {
  test('names a possible duplicate, and merges it into that company after a question', async () => {
    const fetchMock = serve({
      status: 200,
      body: { data: organisation(KEPT.id, KEPT.name, null) },
    });
    renderQueue();
    const merge = await screen.findByRole('button', { name: 'Merge ACME Ltd. into Acme Ltd' });
    const row = merge.closest('tr') as HTMLElement;
    expect(
      within(row)
        .getByRole('link', { name: /^Acme Ltd/ })
        .getAttribute('href'),
    ).toBe('/companies/acme-ltd');
    expect(
      within(row)
        .getByRole('link', { name: /^Preview/ })
        .getAttribute('href'),
    ).toBe(`/admin/preview/companies/${DUPLICATE_ID}`);

    await act(async () => fireEvent.click(merge));
    const dialog = await screen.findByRole('dialog', { name: 'Merge ACME Ltd. into Acme Ltd?' });
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/merge'))).toBe(false);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Merge' })));
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/merge'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ merge: { into_id: KEPT.id } });
    await vi.waitFor(() =>
      expect(toastMessages()).toContain('ACME Ltd. was merged into Acme Ltd.'),
    );
    // The list loads again without the merged company.
    await vi.waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Merge ACME Ltd. into Acme Ltd' })).toBeNull(),
    );
  });

  test('keeps the question open and says why when the merge is refused', async () => {
    serve({ status: 422, body: { error: 'Choose another company to keep.' } });
    renderQueue();
    const merge = await screen.findByRole('button', { name: 'Merge ACME Ltd. into Acme Ltd' });
    await act(async () => fireEvent.click(merge));
    const dialog = await screen.findByRole('dialog', { name: 'Merge ACME Ltd. into Acme Ltd?' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Merge' })));
    await vi.waitFor(() => expect(toastMessages()).toContain('Choose another company to keep.'));
    expect(screen.getByRole('dialog', { name: 'Merge ACME Ltd. into Acme Ltd?' })).toBeTruthy();
  });
});
