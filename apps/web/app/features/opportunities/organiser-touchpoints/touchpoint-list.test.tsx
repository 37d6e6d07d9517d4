import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { toast, toastStore } from '../../../components/ui/toast/toast-store';
import {
  COMPANY_ID,
  host,
  listDocument,
  manager,
  recruiter,
  row,
} from '../../../lib/testing/organiser.fixtures';
import { HiringPage } from './hiring-page';
import type { Organiser } from './organiser';
import { SocietyEventsSection } from './society-events-section';

type Call = { method: string; url: URL; body: unknown };
type Answer = { status?: number; body: unknown };

let calls: Call[] = [];
let answer: (call: Call) => Answer;

const json = ({ status = 200, body }: Answer) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  calls = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const call = {
      method: init?.method ?? 'GET',
      url: new URL(String(input), 'http://localhost'),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    return json(answer(call));
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  act(() => toast.clear());
});

const Probe = () => <output data-testid="address">{useLocation().search}</output>;

const renderAt = (path: string, organiser: Organiser) => {
  const Stub = createRoutesStub([
    {
      path: '/dashboard',
      Component: () => (
        <>
          <SocietyEventsSection organiser={organiser} />
          <Probe />
        </>
      ),
    },
    {
      path: '/hiring',
      Component: () => (
        <>
          <HiringPage organiser={organiser} />
          <Probe />
        </>
      ),
    },
  ]);
  render(<Stub initialEntries={[path]} />);
};

const lists = () => calls.filter((call) => call.method === 'GET');
const lastToast = () => toastStore.getSnapshot().at(-1);
const openActions = async (title: string) => {
  fireEvent.click(await screen.findByRole('button', { name: `Actions for ${title}` }));
};

describe('the society’s events table', () => {
  test('tabs live in the address and ask the society endpoint for their states', async () => {
    answer = () => ({ body: listDocument([row(1)]) });
    renderAt('/dashboard?page=2', manager);
    await screen.findByRole('link', { name: 'Touchpoint 1' });
    const first = lists()[0]?.url;
    expect(first?.pathname).toBe('/api/v1/student_society/touchpoints');
    expect(first?.searchParams.get('page')).toBe('2');
    expect(first?.searchParams.get('per_page')).toBe('10');
    expect(first?.searchParams.get('sort_by')).toBe('start_date desc');
    expect(first?.searchParams.getAll('touchpointable_types[]')).toEqual(['Event']);

    const tabs = within(screen.getByRole('tablist')).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'All',
      'Live',
      'Drafts',
      'Invited',
      'Ended',
    ]);
    fireEvent.click(screen.getByRole('tab', { name: 'Invited' }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('?tab=invited'));
    await waitFor(() =>
      expect(lists().at(-1)?.url.searchParams.getAll('state[]')).toEqual(['Invitation pending']),
    );
    expect(lists().at(-1)?.url.searchParams.get('page')).toBe('1');
  });

  test('delete asks first, calls the society endpoint, shows the spec’s toast and the row goes', async () => {
    let rows = [row(1), row(2)];
    answer = (call) =>
      call.method === 'DELETE'
        ? { body: { data: { id: row(1).id, type: 'touchpoint' } } }
        : { body: listDocument(rows) };
    renderAt('/dashboard', manager);
    await openActions('Touchpoint 1');
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Touchpoint 1”?' });
    rows = [row(2)];
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    // While the dialog is open the table is hidden from the accessibility tree, so the row's
    // link is not found either way: wait for the dialog to close as well.
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(screen.queryByRole('link', { name: 'Touchpoint 1' })).toBeNull();
    });
    const deletion = calls.find((call) => call.method === 'DELETE');
    expect(deletion?.url.pathname).toBe(`/api/v1/student_society/touchpoints/${row(1).id}`);
    expect(lastToast()).toMatchObject({
      title: 'Success!',
      message: 'Event removed successfully.',
      type: 'success',
    });
    expect(screen.getByRole('link', { name: 'Touchpoint 2' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('a failed delete shows the answer’s alert in an Error! toast and keeps the row', async () => {
    answer = (call) =>
      call.method === 'DELETE'
        ? { status: 404, body: { error: 'Not found', alert: 'This event no longer exists.' } }
        : { body: listDocument([row(1)]) };
    renderAt('/dashboard', manager);
    await openActions('Touchpoint 1');
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Error!',
        message: 'This event no longer exists.',
        type: 'failure',
      }),
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
    // Behind the open dialog (hidden from assistive tech while it is open), the row is still there.
    expect(screen.getByRole('link', { name: 'Touchpoint 1', hidden: true })).toBeTruthy();
  });

  test('a manager never sees the featured star', async () => {
    answer = () => ({ body: listDocument([row(1, { featured: true })]) });
    renderAt('/dashboard', manager);
    await screen.findByRole('link', { name: 'Touchpoint 1' });
    expect(screen.queryByRole('button', { name: /^Feature / })).toBeNull();
  });
});

describe('the recruiter’s /hiring', () => {
  const job = (n: number, overrides = {}) =>
    row(n, {
      touchpointable_type: 'Job',
      creatable_for: host(COMPANY_ID, 'Northwind Analytics', 'Company'),
      ...overrides,
    });

  test('lists jobs and internships from the company endpoint, with pages', async () => {
    answer = () => ({ body: listDocument([job(1)], 1, 23) });
    renderAt('/hiring?tab=live', recruiter);
    await screen.findByRole('link', { name: 'Touchpoint 1' });
    // The date under the deadline is when the row was created (a draft was never posted).
    expect(screen.getAllByText('Created 10 Jan 2026').length).toBeGreaterThan(0);
    const first = lists()[0]?.url;
    expect(first?.pathname).toBe('/api/v1/company/touchpoints');
    expect(first?.searchParams.getAll('state[]')).toEqual(['published']);
    expect(first?.searchParams.getAll('touchpointable_types[]')).toEqual(['Job', 'Internship']);
    expect(screen.getByRole('link', { name: 'Touchpoint 1' }).getAttribute('href')).toBe(
      `/jobs/${job(1).id}/edit`,
    );
    expect(screen.getByText('Showing 1–1 of 23')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('?tab=live&page=2'));
    await waitFor(() => expect(lists().at(-1)?.url.searchParams.get('page')).toBe('2'));
  });

  test('enable easy apply sends apply_url null and shows the spec’s toast', async () => {
    const withLink = job(1, { apply_url: 'https://careers.example.com/apply' });
    answer = (call) =>
      call.method === 'PATCH' ? { body: { data: job(1) } } : { body: listDocument([withLink]) };
    renderAt('/hiring', recruiter);
    await openActions('Touchpoint 1');
    fireEvent.click(screen.getByRole('button', { name: 'Enable easy apply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enable easy apply?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enable easy apply' }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Success',
        message: 'Enabled easy apply on the product successfully.',
      }),
    );
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.url.pathname).toBe(`/api/v1/company/touchpoints/${withLink.id}`);
    expect(patch?.body).toEqual({ touchpoint: { apply_url: null } });
  });

  test('the featured star toggles featured with {id, featured}', async () => {
    answer = (call) =>
      call.method === 'PATCH'
        ? { body: { data: job(1, { featured: true }) } }
        : { body: listDocument([job(1)]) };
    renderAt('/hiring', recruiter);
    const star = await screen.findByRole('button', {
      name: 'Feature Touchpoint 1 on your company page',
    });
    expect(star.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(star);
    await waitFor(() => expect(star.getAttribute('aria-pressed')).toBe('true'));
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.body).toEqual({ id: job(1).id, featured: true });
  });

  test('an empty tab says so and offers to create one', async () => {
    answer = () => ({ body: listDocument([]) });
    renderAt('/hiring?view=events&tab=drafts', recruiter);
    const heading = await screen.findByRole('heading', { name: 'No drafts' });
    const emptyState = heading.parentElement as HTMLElement;
    expect(
      within(emptyState).getByRole('link', { name: 'Create an event' }).getAttribute('href'),
    ).toBe('/events/create');
    expect(lists()[0]?.url.searchParams.getAll('touchpointable_types[]')).toEqual(['Event']);
  });
});
