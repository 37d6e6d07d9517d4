import { TOUCHPOINT_INPUT_MESSAGES as M } from '@gradway/domain';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { loadDropdownPopover } from '../../../components/ui/dropdown/dropdown-popover-loader';
import { toast, toastStore } from '../../../components/ui/toast/toast-store';
import {
  approvedRecruiter,
  awaitingRecruiter,
  editorDocument,
  lists,
  savedTouchpoint,
  TOUCHPOINT_ID,
} from './editor.fixtures';
import type { EditorAuthor } from './editor-loaders';
import type { EditorType } from './editor-values';
import { TouchpointEditorPage } from './touchpoint-editor-page';

type Call = { method: string; path: string; body: unknown };
type Answer = { status?: number; body: unknown };

let calls: Call[] = [];
let answer: (call: Call) => Answer;

beforeEach(() => {
  calls = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const call = {
      method: init?.method ?? 'GET',
      path: new URL(String(input), 'http://localhost').pathname,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    const { status = 200, body } = answer(call);
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  act(() => toast.clear());
});

const Where = () => <output data-testid="where">{useLocation().pathname}</output>;

const renderEditor = ({
  type = 'Job',
  author = approvedRecruiter,
  touchpoint = null,
}: {
  type?: EditorType;
  author?: EditorAuthor;
  touchpoint?: ReturnType<typeof savedTouchpoint> | null;
} = {}) => {
  const Stub = createRoutesStub([
    {
      path: '/jobs/create',
      Component: () => (
        <TouchpointEditorPage
          base="jobs"
          type={type}
          author={author}
          touchpoint={null}
          lists={lists}
        />
      ),
    },
    {
      path: '/jobs/:id/edit',
      Component: () =>
        touchpoint ? (
          <TouchpointEditorPage
            base="jobs"
            type={type}
            author={author}
            touchpoint={touchpoint}
            lists={lists}
          />
        ) : (
          <Where />
        ),
    },
    { path: '/hiring', Component: Where },
  ]);
  render(<Stub initialEntries={[touchpoint ? `/jobs/${TOUCHPOINT_ID}/edit` : '/jobs/create']} />);
};

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const lastToast = () => toastStore.getSnapshot().at(-1);
const helperOf = (element: HTMLElement) =>
  document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent;

describe('the job editor', () => {
  test('names a salary with letters and a wrong apply link, sends nothing, keeps what was typed', async () => {
    renderEditor();
    type('Title', 'Graduate Engineer');
    type('Minimum salary (optional)', 'thirty thousand');
    fireEvent.click(screen.getByLabelText('On your website (external link)'));
    type('Application link', 'ftp://jobs.example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));

    await waitFor(() =>
      expect(field('Minimum salary (optional)').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(helperOf(field('Minimum salary (optional)'))).toBe(M.salaryInvalid);
    expect(field('Application link').getAttribute('aria-invalid')).toBe('true');
    expect(helperOf(field('Application link'))).toBe(M.urlInvalid);
    expect(calls).toEqual([]);
    expect(field('Title').value).toBe('Graduate Engineer');
    expect(field('Minimum salary (optional)').value).toBe('thirty thousand');
    // The first wrong field on the page gets focus.
    await waitFor(() => expect(document.activeElement).toBe(field('Minimum salary (optional)')));

    // Fixing a field clears its message only.
    type('Minimum salary (optional)', '30,000');
    expect(field('Minimum salary (optional)').getAttribute('aria-invalid')).toBeNull();
    expect(field('Application link').getAttribute('aria-invalid')).toBe('true');
  });

  test('saves a draft through the company endpoint, then edits it at its own address', async () => {
    answer = () => ({ status: 201, body: editorDocument() });
    renderEditor();
    type('Title', 'Graduate Engineer');
    type('Maximum salary (optional)', '45,000');
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));

    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe(`/jobs/${TOUCHPOINT_ID}/edit`),
    );
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/v1/company/touchpoints',
      body: {
        touchpoint: {
          touchpointable_type: 'Job',
          title: 'Graduate Engineer',
          maximum_salary: '45,000',
          pay_currency: 'GBP',
          apply_kind: 'internal',
        },
      },
    });
    expect(lastToast()).toMatchObject({ title: 'Success!', message: 'Draft saved.' });
  });

  test('a refused save shows the Error! toast and the field messages; nothing is lost', async () => {
    answer = () => ({
      status: 400,
      body: {
        error: 'Check the highlighted fields',
        fields: [{ path: 'touchpoint.title', message: 'This title is already used' }],
      },
    });
    renderEditor();
    type('Title', 'Graduate Engineer');
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));

    await waitFor(() => expect(field('Title').getAttribute('aria-invalid')).toBe('true'));
    expect(helperOf(field('Title'))).toBe('This title is already used');
    expect(lastToast()).toMatchObject({ title: 'Error!', message: 'Check the highlighted fields' });
    expect(field('Title').value).toBe('Graduate Engineer');
  });

  test('dates default to the organisation’s time zone, else the browser’s, never UTC by accident', () => {
    renderEditor({ author: { ...approvedRecruiter, timeZone: 'America/New_York' } });
    expect(screen.getAllByText('America / New York').length).toBeGreaterThan(0);
  });

  test('submitting checks what is missing before sending anything', async () => {
    renderEditor();
    type('Title', 'Graduate Engineer');
    fireEvent.click(screen.getByRole('button', { name: 'Submit for review' }));
    await waitFor(() => expect(screen.getByText(M.deadlineRequired)).toBeTruthy());
    expect(screen.getByText(M.citiesRequired)).toBeTruthy();
    expect(screen.getByText(M.descriptionRequired)).toBeTruthy();
    expect(calls).toEqual([]);
  });

  test('submits a saved draft: saves, submits, goes to the list with a success toast', async () => {
    answer = (call) =>
      call.method === 'PUT'
        ? { body: { ...editorDocument(), meta: { back_to_draft: false, revision: null } } }
        : { body: editorDocument(savedTouchpoint({ state: 'ready_for_approval' })) };
    const touchpoint = savedTouchpoint(
      { description: '<p>Build things.</p>' },
      {
        description: '<p>Build things.</p>',
        application_deadline: '2099-06-30T17:00',
        application_deadline_time_zone: 'Europe/London',
      },
    );
    renderEditor({ touchpoint });
    expect(field('Title').value).toBe('Graduate Engineer');
    fireEvent.click(screen.getByRole('button', { name: 'Submit for review' }));

    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/hiring'));
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      `PUT /api/v1/company/touchpoints/${TOUCHPOINT_ID}`,
      `POST /api/v1/company/touchpoints/${TOUCHPOINT_ID}/submit`,
    ]);
    expect(calls[0]?.body).toMatchObject({
      touchpoint: { city_ids: [touchpoint.attributes.input.city_ids[0]] },
    });
    expect(lastToast()?.title).toBe('Success!');
  });

  test('an account awaiting approval cannot submit, and is told why', () => {
    renderEditor({ author: awaitingRecruiter });
    const submit = screen.getByRole('button', { name: 'Submit for review' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    expect(helperOf(submit)).toMatch(/awaiting approval/);
    expect((screen.getByRole('button', { name: 'Save draft' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  test('a rejected touchpoint shows the admin’s reason', () => {
    renderEditor({
      touchpoint: savedTouchpoint({ state: 'rejected', rejection_reason: 'Add the salary range.' }),
    });
    expect(screen.getByRole('heading', { name: 'The Gradway team sent this back' })).toBeTruthy();
    expect(screen.getByText('Add the salary range.')).toBeTruthy();
    expect(screen.getByText('Rejected')).toBeTruthy();
  });

  test('opens to every year unless years are chosen, and sends the years picked', async () => {
    await loadDropdownPopover();
    const year = new Date().getFullYear();
    answer = () => ({
      body: { ...editorDocument(), meta: { back_to_draft: false, revision: null } },
    });
    const touchpoint = savedTouchpoint(
      {},
      { target_study_years: [2], target_graduation_years: [year + 1] },
    );
    renderEditor({ touchpoint });
    const graduation = screen.getByRole('button', { name: /^Open to graduation years/ });
    expect(graduation.textContent).toContain(String(year + 1));
    const study = screen.getByRole('button', { name: /^Open to study years/ });
    expect(study.textContent).toContain('Year 2');
    fireEvent.click(study);
    fireEvent.click(await screen.findByRole('option', { name: 'Year 3' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));

    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toMatchObject({
      touchpoint: { target_study_years: [2, 3], target_graduation_years: [year + 1] },
    });
  });

  test('a new touchpoint is open to every year', async () => {
    answer = () => ({ status: 201, body: editorDocument() });
    renderEditor();
    expect(screen.getByRole('heading', { name: 'Who it is for' })).toBeTruthy();
    expect(screen.getAllByText('All years')).toHaveLength(2);
    type('Title', 'Graduate Engineer');
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toMatchObject({
      touchpoint: { target_study_years: [], target_graduation_years: [] },
    });
  });

  test('a live touchpoint can be unpublished', async () => {
    answer = () => ({ body: editorDocument(savedTouchpoint({ state: 'draft' })) });
    renderEditor({ touchpoint: savedTouchpoint({ state: 'published' }) });
    expect(screen.getByText('Live: candidates can see it')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Unpublish' }));
    await waitFor(() =>
      expect(lastToast()?.message).toBe('Unpublished: candidates no longer see it.'),
    );
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: `/api/v1/company/touchpoints/${TOUCHPOINT_ID}/unpublish`,
    });
  });
  test('saving a live touchpoint keeps it live: the changes wait for approval', async () => {
    const live = savedTouchpoint(
      { state: 'published', description: '<p>Build things.</p>' },
      {
        description: '<p>Build things.</p>',
        application_deadline: '2099-06-30T17:00',
        application_deadline_time_zone: 'Europe/London',
      },
    );
    answer = () => ({
      body: { ...editorDocument(live), meta: { back_to_draft: false, revision: 'pending' } },
    });
    renderEditor({ touchpoint: live });
    expect(screen.queryByRole('button', { name: 'Save draft' })).toBeNull();
    expect(
      screen.getByText(
        'Small corrections (a typo, a deadline up to four weeks later) go live at once. Other changes wait for approval while this version stays live.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(lastToast()?.message).toBe(
        'Saved. Your changes wait for approval; the published version stays live until then.',
      ),
    );
    // Saved once, never submitted: the published version stays live.
    expect(calls.map((call) => call.method)).toEqual(['PUT']);
  });

  test('waiting changes fill the form and can be withdrawn', async () => {
    const base = savedTouchpoint({ state: 'published' });
    const live = savedTouchpoint({
      state: 'published',
      revision: {
        id: '00000000-0000-4000-8000-0000000000aa',
        state: 'pending',
        input: { ...base.attributes.input, title: 'Principal Engineer' },
        rejection_reason: null,
        updated_at: '2027-01-01T10:00:00.000Z',
      },
    });
    answer = () => ({ body: editorDocument(base) });
    renderEditor({ touchpoint: live });
    expect(screen.getByText('Your changes are waiting for approval')).toBeTruthy();
    expect(field('Title').value).toBe('Principal Engineer');
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw changes' }));
    await waitFor(() =>
      expect(lastToast()?.message).toBe(
        'Your changes were withdrawn. The published version is live.',
      ),
    );
    expect(calls[0]).toMatchObject({
      method: 'DELETE',
      path: `/api/v1/company/touchpoints/${TOUCHPOINT_ID}/revision`,
    });
  });
});
