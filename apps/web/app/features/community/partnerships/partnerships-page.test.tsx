import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { json } from '../../../lib/testing/organisation-test-data';
import { PartnershipsPage } from './partnerships-page';

afterEach(() => vi.restoreAllMocks());

const CREATED = '2026-11-01T10:00:00.000Z';
const counts = { prospect: 0, in_talks: 1, agreed: 0, active: 1, ended: 0, declined: 0 };

const partnership = (id: string, fields: Record<string, unknown>) => ({
  id,
  type: 'partnership',
  attributes: {
    id,
    society: {
      id: '00000000-0000-4000-8000-0000000000aa',
      name: 'UCL Data Society',
      slug: 'ucl-data-society',
      icon_url: null,
    },
    package_name: 'Gold',
    package_description: 'Our headline partner for the year.',
    deliverables: [
      { label: 'Logo on 4 event pages', delivered: true },
      { label: 'Talk slot at the careers evening', delivered: false },
    ],
    status: 'active',
    start_date: '2026-09-01',
    end_date: '2027-08-31',
    amount_minor: 150_000,
    currency: 'GBP',
    billing_period: 'per_year',
    created_at: CREATED,
    ...fields,
  },
});

describe('a recruiter’s partnerships', () => {
  test('shows each society’s deal by stage, active first, with value, dates and deliverables', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      json({
        data: [
          partnership('00000000-0000-4000-8000-000000000001', {}),
          partnership('00000000-0000-4000-8000-000000000002', {
            society: {
              id: '00000000-0000-4000-8000-0000000000bb',
              name: 'KCL Hackers',
              slug: 'kcl-hackers',
              icon_url: null,
            },
            package_name: 'Hackathon prize',
            status: 'in_talks',
            amount_minor: 80_000,
            currency: 'EUR',
            billing_period: 'one_time',
            start_date: null,
            end_date: '2027-03-15',
            deliverables: [],
          }),
        ],
        meta: { total_count: 2, counts },
      }),
    );
    render(<PartnershipsPage approved />);
    const stages = await screen.findAllByRole('heading', { level: 2 });
    expect(stages.map((each) => each.textContent)).toEqual(['Active 1', 'In talks 1']);
    expect(String(fetch.mock.calls[0]?.[0])).toContain('/api/v1/company/partnerships');

    const active = screen.getByRole('region', { name: 'Active 1' });
    const card = within(active).getByRole('article', { name: 'UCL Data Society' });
    expect(within(card).getByRole('link', { name: 'UCL Data Society' }).getAttribute('href')).toBe(
      '/societies/ucl-data-society',
    );
    expect(within(card).getByText('£1,500 / year')).toBeTruthy();
    expect(within(card).getByText('1 Sep 2026 to 31 Aug 2027')).toBeTruthy();
    expect(within(card).getByText('Delivered 1 of 2')).toBeTruthy();
    expect(within(card).getByText('(delivered)')).toBeTruthy();
    expect(within(card).getByText('(to come)')).toBeTruthy();

    const talking = screen.getByRole('region', { name: 'In talks 1' });
    const prize = within(talking).getByRole('article', { name: 'KCL Hackers' });
    expect(within(prize).getByText('€800 one-off')).toBeTruthy();
    expect(within(prize).getByText('Until 15 Mar 2027')).toBeTruthy();
    expect(within(prize).getByText('In talks')).toBeTruthy();
  });

  test('says what partnerships are and how they begin when there is none', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      json({ data: [], meta: { total_count: 0, counts: { ...counts, active: 0, in_talks: 0 } } }),
    );
    render(<PartnershipsPage approved />);
    expect(await screen.findByRole('heading', { name: 'No partnerships yet' })).toBeTruthy();
    expect(screen.getByText(/Societies record them on Gradway/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find student societies' }).getAttribute('href')).toBe(
      '/student-societies',
    );
  });

  test('tells an account awaiting approval why, without asking the API', () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    render(<PartnershipsPage approved={false} />);
    expect(screen.getByRole('heading', { name: 'Your account is awaiting approval' })).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});
