import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { manager, recruiter } from '../../../lib/testing/organiser.fixtures';
import type { Organiser } from '../organiser-touchpoints';
import { DashboardPage } from './dashboard-page';
import { niceCeiling, tickIndexes } from './metrics';

const day = (date: string, views: number) => ({
  date,
  views,
  registrations: Math.floor(views / 10),
  applications: Math.floor(views / 20),
  followers: 1,
});

const dashboardDocument = (days: number) => ({
  data: {
    type: 'organiser_dashboard',
    attributes: {
      days,
      from: '2026-03-01',
      to: '2026-03-07',
      totals: { views: 1234, registrations: 56, applications: 78, followers: 9 },
      series: [
        day('2026-03-01', 10),
        day('2026-03-02', 40),
        day('2026-03-03', 25),
        day('2026-03-04', 60),
        day('2026-03-05', 0),
        day('2026-03-06', 33),
        day('2026-03-07', 80),
      ],
      followers_count: 120,
      touchpoint_counts: { live: 6, in_review: 2, drafts: 3, ended: 4, invited: 1 },
      top_touchpoints: [
        {
          id: '00000000-0000-4000-8000-000000000101',
          title: 'Spring Careers Fair',
          touchpointable_type: 'Event',
          state: 'published',
          url: '/events/spring-careers-fair',
          views: 420,
          registrations: 31,
          applications: 0,
        },
      ],
    },
  },
});

let urls: URL[] = [];

beforeEach(() => {
  urls = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    urls.push(url);
    const days = Number(url.searchParams.get('days'));
    return new Response(JSON.stringify(dashboardDocument(days)), {
      headers: { 'Content-Type': 'application/json' },
    });
  });
});

afterEach(() => vi.restoreAllMocks());

const Probe = () => <output data-testid="address">{useLocation().search}</output>;

const renderDashboard = (organiser: Organiser, path = '/dashboard') => {
  const Stub = createRoutesStub([
    {
      path: '/dashboard',
      Component: () => (
        <>
          <DashboardPage organiser={organiser} organisationName="UCL Technology Society" />
          <Probe />
        </>
      ),
    },
  ]);
  render(<Stub initialEntries={[path]} />);
};

describe('the organiser’s dashboard', () => {
  test('shows the period’s figures from the society endpoint', async () => {
    renderDashboard(manager);
    expect(await screen.findByText('1,234')).toBeTruthy();
    expect(urls[0]?.pathname).toBe('/api/v1/student_society/dashboard');
    expect(urls[0]?.searchParams.get('days')).toBe('30');
    const tiles = screen.getByRole('list', { name: 'Figures for the last 30 days' });
    expect(within(tiles).getByRole('button', { name: /Views/ }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(within(tiles).getByText('120 followers in all')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Spring Careers Fair' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /1\s*Invited/ })).toBeTruthy();
    // No In review tab for a society: its 2 events in review are counted with its 3 drafts.
    expect(screen.getByRole('link', { name: /5\s*Drafts/ })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /In review/ })).toBeNull();
  });

  test('the recruiter’s figures come from the company endpoint, shortcuts lead to /hiring', async () => {
    renderDashboard(recruiter);
    await screen.findByText('1,234');
    expect(urls[0]?.pathname).toBe('/api/v1/company/dashboard');
    expect(screen.getByRole('link', { name: /6\s*Live/ }).getAttribute('href')).toBe(
      '/hiring?tab=live',
    );
    expect(screen.queryByRole('link', { name: /Invited/ })).toBeNull();
  });

  test('choosing 7 days asks again and keeps it in the address', async () => {
    renderDashboard(manager);
    await screen.findByText('1,234');
    fireEvent.click(screen.getByRole('button', { name: '7 days' }));
    await waitFor(() => expect(urls.at(-1)?.searchParams.get('days')).toBe('7'));
    expect(screen.getByTestId('address').textContent).toBe('?days=7');
    expect(screen.getByRole('button', { name: '7 days' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  test('a tile chooses the charted figure; arrow keys move the chart’s cursor', async () => {
    renderDashboard(manager, '/dashboard?days=7');
    await screen.findByText('1,234');
    fireEvent.click(screen.getByRole('button', { name: /Registrations/ }));
    await waitFor(() =>
      expect(screen.getByTestId('address').textContent).toBe('?days=7&metric=registrations'),
    );
    const chart = screen.getByRole('slider', { name: 'Registrations per day over 7 days' });
    expect(chart.getAttribute('aria-valuetext')).toBe('Saturday 7 March: 8 registrations');
    fireEvent.keyDown(chart, { key: 'ArrowLeft' });
    fireEvent.keyDown(chart, { key: 'ArrowLeft' });
    expect(chart.getAttribute('aria-valuetext')).toBe('Thursday 5 March: 0 registrations');
    fireEvent.keyDown(chart, { key: 'Home' });
    expect(chart.getAttribute('aria-valuetext')).toBe('Sunday 1 March: 1 registration');
  });
});

describe('the chart’s scale', () => {
  test('rounds its top up to a readable number', () => {
    expect([0, 3, 7, 12, 26, 81, 140, 195, 999].map(niceCeiling)).toEqual([
      4, 4, 8, 20, 40, 100, 200, 200, 1000,
    ]);
  });

  test('spreads its date labels evenly, first and last included', () => {
    expect(tickIndexes(30, 4)).toEqual([0, 10, 19, 29]);
    expect(tickIndexes(3, 7)).toEqual([0, 1, 2]);
    expect(tickIndexes(0, 7)).toEqual([]);
  });
});
