import type { Touchpoint } from '@gradway/domain/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { forgetCurrentUser } from '../../../lib/session/current-user';
import { clearSession, setSession } from '../../../lib/session/session-store';
import { applicationOf } from '../../../lib/testing/application-samples';
import { json, userDocument } from '../../../lib/testing/organisation-test-data';
import { JOB_ID, sampleJob } from '../../../lib/testing/touchpoint-samples';
import { ApplyActions } from './apply-actions';

afterEach(() => {
  vi.restoreAllMocks();
  clearSession();
  forgetCurrentUser();
});

const renderActions = (touchpoint: Touchpoint, variant?: 'card' | 'bar' | 'inline') => {
  const Stub = createRoutesStub([
    {
      path: '/jobs/:id',
      Component: () => <ApplyActions touchpoint={touchpoint} variant={variant} />,
    },
    { path: '/signin', Component: () => <h1>Sign in</h1> },
    { path: '/candidate/applications', Component: () => <h1>Tracker</h1> },
  ]);
  return render(<Stub initialEntries={[`/jobs/${touchpoint.id}`]} />);
};

/** The browser's API for a signed-in candidate, with the calls it received. */
const letterOf = (id: string, title: string, touchpointId: string | null) => ({
  id,
  type: 'cover_letter',
  attributes: {
    id,
    title,
    body_html: '<p>Dear team</p>',
    touchpoint_id: touchpointId,
    touchpoint: null,
    posting_text: null,
    posting_url: null,
    target_words: null,
    word_count: 2,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
  },
});
const LETTER_FOR_JOB = 'dddddddd-dddd-4ddd-8ddd-000000000001';
const OTHER_LETTER = 'dddddddd-dddd-4ddd-8ddd-000000000002';

const candidateApi = (
  tracked: ReturnType<typeof applicationOf> | null = null,
  letters: ReturnType<typeof letterOf>[] = [],
) => {
  setSession({ email: 'ada@example.ac.uk', token: 'token' });
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = String(input);
    const method = init?.method ?? 'GET';
    if (path === '/api/v1/user') return json(userDocument('Candidate'));
    if (path.startsWith('/api/v1/candidate/applications?')) {
      return json({
        data: tracked ? [tracked] : [],
        meta: {
          page: 1,
          per_page: 1,
          total_count: tracked ? 1 : 0,
          total_pages: tracked ? 1 : 0,
          progress_counts: { saved: 0, started: 0, applied: 0 },
        },
      });
    }
    if (path === '/api/v1/candidate/profile') return json({ error: 'Not found' }, 404);
    if (path === '/api/v1/candidate/cover_letters') {
      return json({ data: letters, meta: { total_count: letters.length } });
    }
    if (path === `/api/v1/candidate/applications/${JOB_ID}/apply` && method === 'POST') {
      return json({ data: applicationOf('applied') });
    }
    if (path === `/api/v1/candidate/applications/${JOB_ID}` && method === 'PUT') {
      const body = JSON.parse(String(init?.body));
      return json({ data: applicationOf(body.application.progress) });
    }
    return json({ error: 'Not found' }, 404);
  });
};

const callsTo = (spy: ReturnType<typeof candidateApi>, method: string, suffix: string) =>
  spy.mock.calls.filter(
    ([input, init]) => (init?.method ?? 'GET') === method && String(input).endsWith(suffix),
  );

describe('ApplyActions', () => {
  test('lets a guest apply on the employer’s site, and sign in to track it', async () => {
    renderActions(sampleJob());
    const link = await screen.findByRole('link', { name: 'Sign in to track it' });
    expect(link.getAttribute('href')).toBe(`/signin?redirect=%2Fjobs%2F${JOB_ID}`);
    const external = screen.getByRole('link', { name: /Apply on the employer’s site/ });
    expect(external.getAttribute('target')).toBe('_blank');
  });

  test('gives a guest one short button on the phone’s action bar, named for where it goes', async () => {
    renderActions(sampleJob(), 'bar');
    const external = await screen.findByRole('link', { name: 'Apply on the employer’s site' });
    expect(external.textContent).toBe('Apply');
    expect(external.getAttribute('href')).toBe('https://careers.example.com/analyst');
    expect(screen.queryByRole('link', { name: 'Sign in to track it' })).toBeNull();
  });

  test('gives a candidate Apply and a square save button on the phone’s action bar', async () => {
    candidateApi();
    renderActions(sampleJob(), 'bar');
    const external = await screen.findByRole('link', { name: 'Apply on the employer’s site' });
    expect(external.textContent).toBe('Apply');
    const save = await screen.findByRole('button', { name: 'Save for later' });
    expect(save.textContent).toBe('');
    expect(save.getAttribute('aria-pressed')).toBe('false');
  });

  test('sends a guest to sign in and back to the page for easy apply', async () => {
    renderActions(sampleJob({ apply_url: null, apply_kind: 'internal' }));
    const link = await screen.findByRole('link', { name: 'Sign in to apply' });
    expect(link.getAttribute('href')).toBe(`/signin?redirect=%2Fjobs%2F${JOB_ID}`);
  });

  test('easy apply: shows what is sent, sends it once, then reads Applied ✓', async () => {
    const spy = candidateApi();
    renderActions(sampleJob({ apply_url: null, apply_kind: 'internal' }));
    const apply = await screen.findByRole('button', { name: 'Apply' });
    await waitFor(() => expect(apply.hasAttribute('disabled')).toBe(false));
    fireEvent.click(apply);
    const dialog = await screen.findByRole('dialog', { name: 'Apply to Graduate data analyst' });
    expect(within(dialog).getByText('Ada Lovelace', { selector: 'p' })).toBeTruthy();
    expect(within(dialog).getByText('Your CV')).toBeTruthy();
    const send = within(dialog).getByRole('button', { name: 'Send application' });
    fireEvent.click(send);
    fireEvent.click(send);
    expect(await screen.findByText('Applied ✓')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
    expect(callsTo(spy, 'POST', '/apply')).toHaveLength(1);
    expect(screen.getAllByText('Applied ✓')).toHaveLength(1);
  });

  test('easy apply sends the saved cover letter written for this job, or another, or none', async () => {
    const spy = candidateApi(null, [
      letterOf(OTHER_LETTER, 'General letter', null),
      letterOf(LETTER_FOR_JOB, 'For the analyst role', JOB_ID),
    ]);
    renderActions(sampleJob({ apply_url: null, apply_kind: 'internal' }));
    const apply = await screen.findByRole('button', { name: 'Apply' });
    await waitFor(() => expect(apply.hasAttribute('disabled')).toBe(false));
    fireEvent.click(apply);
    const dialog = await screen.findByRole('dialog', { name: 'Apply to Graduate data analyst' });
    const choice = (await within(dialog).findByLabelText(
      'Cover letter to send',
    )) as HTMLSelectElement;
    expect(choice.value).toBe(LETTER_FOR_JOB);
    expect([...choice.options].map((option) => option.text)).toEqual([
      'No cover letter',
      'General letter',
      'For the analyst role',
    ]);
    fireEvent.change(choice, { target: { value: OTHER_LETTER } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('Applied ✓')).toBeTruthy();
    const [post] = callsTo(spy, 'POST', '/apply');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      application: { answers: [], cover_letter_id: OTHER_LETTER },
    });
  });

  test('external apply opens the employer’s link in a new tab and records it as started', async () => {
    const spy = candidateApi();
    renderActions(sampleJob());
    const link = await screen.findByRole('link', { name: /Apply on the employer’s site/ });
    expect(link.getAttribute('href')).toBe('https://careers.example.com/analyst');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    // The browser would open a new tab; the test stays on the page.
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    expect(await screen.findByRole('button', { name: 'I applied' })).toBeTruthy();
    // Named as the tracker names it.
    expect(screen.getByRole('button', { name: 'Started' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    const [put] = callsTo(spy, 'PUT', `/applications/${JOB_ID}`);
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ application: { progress: 'started' } });
  });

  test('saves for later, and shows a tracked touchpoint as saved', async () => {
    const spy = candidateApi();
    renderActions(sampleJob());
    const save = await screen.findByRole('button', { name: 'Save for later' });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    fireEvent.click(save);
    const saved = await screen.findByRole('button', { name: 'Saved' });
    expect(saved.getAttribute('aria-pressed')).toBe('true');
    expect(callsTo(spy, 'PUT', `/applications/${JOB_ID}`)).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'See it in your applications' })).toBeTruthy();
  });

  test('says applications are closed on an expired touchpoint', async () => {
    candidateApi();
    renderActions(sampleJob({ isExpired: true, status: 'closed' }));
    expect(await screen.findByText('Applications closed')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save for later' }).hasAttribute('disabled')).toBe(
        true,
      ),
    );
  });

  test('shows nothing to a recruiter', async () => {
    setSession({ email: 'ada@example.ac.uk', token: 'token' });
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => json(userDocument('Recruiter')));
    const { container } = renderActions(sampleJob());
    await waitFor(() => expect(container.textContent).toBe(''));
  });
});
