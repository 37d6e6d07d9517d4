import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { forgetCurrentUser } from '../../../lib/session/current-user';
import { clearSession, setSession } from '../../../lib/session/session-store';
import { applicationOf } from '../../../lib/testing/application-samples';
import { json } from '../../../lib/testing/organisation-test-data';
import { EVENT_ID, sampleEvent, sampleJob } from '../../../lib/testing/touchpoint-samples';
import { TrackerBoard } from './tracker-board';
import { TrackerPage } from './tracker-page';

const EASY_ID = '66666666-6666-4666-8666-666666666666';
const external = applicationOf('saved', { notes: 'Ask Ana for a referral' });
const easy = applicationOf(
  'started',
  {},
  { ...sampleJob({ apply_url: null, apply_kind: 'internal', title: 'Easy analyst' }), id: EASY_ID },
);
const event = applicationOf('saved', {}, sampleEvent());
/** Applied through the extension on an employer's form, to a job that is not ours. */
const elsewhere = {
  id: '77777777-7777-4777-8777-777777777777',
  type: 'quick_application',
  attributes: {
    site: 'lever',
    job_url: 'https://jobs.lever.co/elsewhere/abc/apply',
    company: 'Elsewhere Ltd',
    title: 'Junior Designer',
    touchpoint_id: null,
    created_at: '2026-11-20T10:00:00.000Z',
  },
};

let urls: string[] = [];
let failNotes = false;

beforeEach(() => {
  urls = [];
  failNotes = false;
  setSession({ email: 'ada@example.ac.uk', token: 'token' });
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = String(input);
    const method = init?.method ?? 'GET';
    urls.push(`${method} ${path}`);
    if (path === '/api/v1/candidate/quick_applications') {
      return json({ data: [elsewhere], meta: { total_count: 1 } });
    }
    if (path.startsWith('/api/v1/candidate/applications?')) {
      const items = [external, easy, event];
      return json({
        data: path.includes('progress') ? [external, event] : items,
        meta: {
          page: 1,
          per_page: 100,
          total_count: items.length,
          total_pages: 1,
          progress_counts: { saved: 2, started: 1, applied: 0 },
        },
      });
    }
    if (method === 'PATCH') {
      if (failNotes) return json({ error: 'Notes are paused.' }, 503);
      const body = JSON.parse(String(init?.body));
      return json({
        data: { ...external, attributes: { ...external.attributes, ...body.application } },
      });
    }
    if (method === 'PUT') {
      const body = JSON.parse(String(init?.body));
      return json({ data: applicationOf(body.application.progress) });
    }
    if (method === 'DELETE') return json({ data: { touchpoint_id: EVENT_ID } });
    if (path === '/api/v1/user') return json({ error: 'Not here' }, 404);
    return json({ error: 'Not found' }, 404);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  clearSession();
  forgetCurrentUser();
});

const Address = () => <output data-testid="address">{useLocation().search}</output>;

const renderAt = (path: string) => {
  const Stub = createRoutesStub([
    {
      path: '/candidate/applications',
      Component: () => (
        <>
          <TrackerPage />
          <Address />
        </>
      ),
    },
    { path: '/candidate/manager', Component: () => <TrackerBoard /> },
  ]);
  return render(<Stub initialEntries={[path]} />);
};

describe('the tracker list', () => {
  test('lists tracked touchpoints with progress, deadline and notes; filters live in the address', async () => {
    renderAt('/candidate/applications');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Graduate data analyst' }),
    ).toBeTruthy();
    expect(screen.getByText('Ask Ana for a referral')).toBeTruthy();
    expect(screen.getByRole('tab', { name: /Saved/ }).textContent).toContain('2');
    fireEvent.click(screen.getByRole('tab', { name: /Saved/ }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('?progress=saved'));
    await waitFor(() => expect(urls.at(-1)).toContain('progress%5B%5D=saved'));
    fireEvent.click(screen.getByLabelText('Deadline within 14 days'));
    await waitFor(() => expect(urls.at(-1)).toContain('deadline_soon=true'));
  });

  test('lists a job applied to through the extension as applied, with its company and address, until filtered out', async () => {
    renderAt('/candidate/applications');
    const heading = await screen.findByRole('heading', { level: 2, name: /Junior Designer/ });
    const card = heading.closest('article') as HTMLElement;
    const link = within(card).getByRole('link', { name: /Junior Designer/ });
    expect(link.getAttribute('href')).toBe('https://jobs.lever.co/elsewhere/abc/apply');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(within(card).getByText('Job · Elsewhere Ltd')).toBeTruthy();
    expect(within(card).getByText('Applied')).toBeTruthy();
    expect(within(card).getByText('Applied 20 Nov 2026')).toBeTruthy();
    expect(screen.getByText('4 opportunities')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: /Saved/ }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: /Junior Designer/ })).toBeNull(),
    );
  });

  test('edits a note in place and keeps the text when saving fails', async () => {
    renderAt('/candidate/applications');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Edit note on Graduate data analyst' }),
    );
    const field = screen.getByLabelText('Notes');
    fireEvent.change(field, { target: { value: 'Call Ana on Monday' } });
    failNotes = true;
    fireEvent.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(urls.some((url) => url.startsWith('PATCH'))).toBe(true));
    expect((screen.getByLabelText('Notes') as HTMLTextAreaElement).value).toBe(
      'Call Ana on Monday',
    );
    failNotes = false;
    const save = screen.getByRole('button', { name: 'Save note' });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    fireEvent.click(save);
    expect(await screen.findByText('Call Ana on Monday')).toBeTruthy();
    // The editor closes once the save has answered (the text can show a moment before).
    await waitFor(() => expect(screen.queryByLabelText('Notes')).toBeNull());
  });

  test('offers easy apply on a tracked easy-apply job, and removes a saved one', async () => {
    renderAt('/candidate/applications');
    const easyCard = (await screen.findByRole('heading', { name: 'Easy analyst' })).closest(
      'article',
    );
    expect(
      within(easyCard as HTMLElement).getByRole('button', { name: 'Apply (Easy analyst)' }),
    ).toBeTruthy();
    fireEvent.click(
      screen.getByRole('button', {
        name: `Remove ${event.attributes.touchpoint.attributes.title} from your applications`,
      }),
    );
    await waitFor(() =>
      expect(
        screen.queryByRole('heading', { name: event.attributes.touchpoint.attributes.title }),
      ).toBeNull(),
    );
  });
});

describe('the board', () => {
  test('shows three columns and moves a card forward with its button', async () => {
    renderAt('/candidate/manager');
    const saved = await screen.findByRole('region', { name: /Saved/ });
    const started = screen.getByRole('region', { name: /Started/ });
    expect(screen.getByRole('region', { name: /Applied/ })).toBeTruthy();
    await within(saved).findByRole('heading', { name: 'Graduate data analyst' });
    expect(within(started).getByRole('heading', { name: 'Easy analyst' })).toBeTruthy();
    fireEvent.click(
      within(saved).getByRole('button', { name: 'Move to Started (Graduate data analyst)' }),
    );
    await waitFor(() =>
      expect(within(started).getByRole('heading', { name: 'Graduate data analyst' })).toBeTruthy(),
    );
    expect(urls.filter((url) => url.startsWith('PUT'))).toHaveLength(1);
  });

  test('puts a job applied to through the extension in the applied column', async () => {
    renderAt('/candidate/manager');
    const applied = await screen.findByRole('region', { name: /Applied/ });
    expect(await within(applied).findByRole('heading', { name: /Junior Designer/ })).toBeTruthy();
    expect(within(applied).getByRole('heading', { level: 2 }).textContent).toContain('1');
  });
});
