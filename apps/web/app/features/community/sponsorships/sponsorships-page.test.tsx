import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { json } from '../../../lib/testing/organisation-test-data';
import { minorFromInput } from './sponsorship-form';
import { SponsorshipsPage } from './sponsorships-page';

afterEach(() => vi.restoreAllMocks());

const PACKAGE_ID = '00000000-0000-4000-8000-000000000001';
const DEAL_ID = '00000000-0000-4000-8000-000000000002';
const CREATED = '2026-11-01T10:00:00.000Z';

const gold = {
  id: PACKAGE_ID,
  type: 'sponsorship_package',
  attributes: {
    id: PACKAGE_ID,
    name: 'Gold',
    description: 'Our headline partners',
    price_minor: 150_000,
    currency: 'GBP',
    billing_period: 'per_year',
    deliverables: ['Logo on 4 event pages', '1 newsletter feature'],
    capacity: 1,
    archived: false,
    active_count: 1,
    deals_count: 1,
    full: true,
    created_at: CREATED,
  },
};

const deal = (status: string) => ({
  id: DEAL_ID,
  type: 'sponsorship',
  attributes: {
    id: DEAL_ID,
    package_id: PACKAGE_ID,
    package_name: 'Gold',
    deliverables: [
      { label: 'Logo on 4 event pages', delivered: true },
      { label: '1 newsletter feature', delivered: false },
    ],
    company_id: null,
    company_name: 'Northwind Analytics',
    company_slug: null,
    contact_email: 'partners@northwind.example',
    status,
    start_date: '2026-09-01',
    end_date: '2027-08-31',
    amount_minor: 150_000,
    currency: 'GBP',
    billing_period: 'per_year',
    notes: '',
    created_at: CREATED,
  },
});

const counts = (status: string) => ({
  prospect: 0,
  in_talks: 0,
  agreed: 0,
  active: 0,
  ended: 0,
  declined: 0,
  [status]: 1,
});

describe('the society’s sponsorships', () => {
  test('teaches the first package when there is none', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
      String(input).includes('sponsorship_packages')
        ? json({ data: [], meta: { total_count: 0 } })
        : json({
            data: [],
            meta: { total_count: 0, counts: counts('prospect'), active_totals: [] },
          }),
    );
    render(<SponsorshipsPage />);
    expect(
      await screen.findByRole('heading', { name: 'Create your first sponsorship package' }),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Create a package' }));
    expect(screen.getByRole('heading', { name: 'New package' })).toBeTruthy();
  });

  test('shows packages with their price and fullness, sponsors by status with the active total', async () => {
    let status = 'agreed';
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = String(input);
      if (init?.method === 'PATCH') {
        status = 'active';
        return json({ data: deal(status) });
      }
      if (url.includes('sponsorship_packages'))
        return json({ data: [gold], meta: { total_count: 1 } });
      return json({
        data: [deal(status)],
        meta: {
          total_count: 1,
          counts: counts(status),
          active_totals:
            status === 'active'
              ? [
                  { currency: 'GBP', billing_period: 'per_month', amount_minor: 18_000 },
                  { currency: 'GBP', billing_period: 'per_year', amount_minor: 150_000 },
                ]
              : [],
        },
      });
    });
    render(<SponsorshipsPage />);
    const card = await screen.findByRole('article', { name: 'Gold' });
    expect(within(card).getByText('£1,500 / year')).toBeTruthy();
    expect(within(card).getByText('Full')).toBeTruthy();
    expect(within(card).getByText('1 of 1 places taken')).toBeTruthy();

    const agreed = screen.getByRole('region', { name: 'Agreed 1' });
    const sponsor = within(agreed).getByRole('article', { name: 'Northwind Analytics' });
    expect(within(sponsor).getByText('Delivered 1 of 2')).toBeTruthy();
    expect(
      (within(sponsor).getByRole('checkbox', { name: 'Logo on 4 event pages' }) as HTMLInputElement)
        .checked,
    ).toBe(true);
    expect(screen.getByTestId('active-total').textContent).toBe('No active sponsor yet');
    // Dates read as the rest of the app writes them, not as ISO strings.
    expect(within(sponsor).getByText('1 Sep 2026 to 31 Aug 2027')).toBeTruthy();
    expect(within(sponsor).queryByText(/2026-09-01/)).toBeNull();

    await userEvent.click(within(sponsor).getByRole('button', { name: 'Move to Active' }));
    await waitFor(() =>
      expect(screen.getByTestId('active-total').textContent).toBe(
        'Active: £180 / month + £1,500 / year',
      ),
    );
    expect(screen.getByRole('region', { name: 'Active 1' })).toBeTruthy();
    const patch = fetch.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(String(patch?.[0])).toContain(`/api/v1/student_society/sponsorships/${DEAL_ID}`);
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ sponsorship: { status: 'active' } });
  });

  test('reads a typed price as minor units and refuses what is not an amount', () => {
    expect(minorFromInput('1500')).toBe(150_000);
    expect(minorFromInput('1,500.5')).toBe(150_050);
    expect(minorFromInput('19.99')).toBe(1999);
    expect(minorFromInput('-5')).toBeNull();
    expect(minorFromInput('1.234')).toBeNull();
    expect(minorFromInput('abc')).toBeNull();
  });

  test('asks in a dialog before removing a sponsor, and Cancel keeps it', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      if (init?.method === 'DELETE') return json({ data: { id: DEAL_ID } });
      if (String(input).includes('sponsorship_packages'))
        return json({ data: [gold], meta: { total_count: 1 } });
      return json({
        data: [deal('prospect')],
        meta: { total_count: 1, counts: counts('prospect'), active_totals: [] },
      });
    });
    // The browser's own confirm box is not used any more.
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    render(<SponsorshipsPage />);
    const sponsor = await screen.findByRole('article', { name: 'Northwind Analytics' });
    await userEvent.click(within(sponsor).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Remove Northwind Analytics from your sponsors?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    await userEvent.click(within(sponsor).getByRole('button', { name: 'Remove' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const removal = fetch.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(String(removal?.[0])).toContain(`/api/v1/student_society/sponsorships/${DEAL_ID}`);
    expect(confirm).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  test('one form frame for both forms: a refused amount shows in the form and sends nothing', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
      String(input).includes('sponsorship_packages')
        ? json({ data: [gold], meta: { total_count: 1 } })
        : json({
            data: [],
            meta: { total_count: 0, counts: counts('prospect'), active_totals: [] },
          }),
    );
    render(<SponsorshipsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Record a sponsor' }));
    const form = screen.getByRole('form', { name: 'Record a sponsor' });
    await userEvent.type(within(form).getByLabelText(/Company/), 'Acme');
    await userEvent.type(within(form).getByLabelText(/Agreed amount/), '12.345');
    await userEvent.click(within(form).getByRole('button', { name: 'Save sponsor' }));
    expect(within(form).getByRole('alert').textContent).toBe(
      'Enter an amount such as 1500 or 19.99 (up to 1,000,000).',
    );
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form')).toBeNull();
  });
});
