import { render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { json } from '../../../lib/testing/organisation-test-data';
import { sampleEvent, sampleJob } from '../../../lib/testing/touchpoint-samples';
import { CandidateDashboardPage } from './candidate-dashboard-page';

afterEach(() => vi.restoreAllMocks());

const SOCIETY = {
  id: '77777777-7777-4777-8777-777777777777',
  name: 'Chess Society',
  slug: 'chess-society',
  icon_url: null,
  is_verified: true,
  is_provider_verified: false,
  university: null,
};

const dashboard = (filled: boolean) => ({
  data: {
    type: 'candidate_dashboard',
    attributes: {
      unvisited_matches_count: filled ? 7 : 0,
      new_matches: filled ? [sampleJob()] : [],
      upcoming_deadlines: [],
      registered_events: filled ? [sampleEvent()] : [],
      followed_news: [],
      followed_posts: filled
        ? [
            {
              id: '88888888-8888-4888-8888-888888888888',
              created_at: '2026-11-20T10:00:00.000Z',
              kind: 'TextPost',
              excerpt: 'Blitz night on Friday',
              student_society: SOCIETY,
            },
          ]
        : [],
      applications_counts: { saved: 2, started: 1, applied: 4 },
      following_count: filled ? 3 : 0,
    },
  },
});

const serve = (filled: boolean, config = true) =>
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const path = String(input);
    if (path === '/api/v1/candidate/dashboard') return json(dashboard(filled));
    if (path === '/api/v1/candidate/student_societies/interacted') {
      return json({
        data: filled
          ? [
              {
                id: SOCIETY.id,
                type: 'student_society',
                attributes: {
                  ...SOCIETY,
                  last_post: { id: SOCIETY.id, created_at: '2026-11-20T10:00:00.000Z' },
                  not_viewed_count: 2,
                },
              },
            ]
          : [],
        meta: { total_count: filled ? 1 : 0 },
      });
    }
    if (path === '/api/v1/config' && config) {
      return json({
        data: {
          type: 'config',
          attributes: { jobs_count: 120_345, opportunity_count: 140_999, company_count: 8_123 },
        },
      });
    }
    return json({ error: 'Unavailable' }, 503);
  });

const renderPage = () => {
  const Stub = createRoutesStub([
    { path: '/candidate/dashboard', Component: () => <CandidateDashboardPage /> },
  ]);
  return render(<Stub initialEntries={['/candidate/dashboard']} />);
};

describe('the candidate dashboard', () => {
  test('shows the figures, matches, events, followed news and societies', async () => {
    serve(true);
    renderPage();
    expect(
      await screen.findByText(
        '120,000+ jobs and 140,000+ opportunities from 8,000+ companies on Gradway.',
      ),
    ).toBeTruthy();
    const figures = screen.getByRole('region', { name: 'Your activity' });
    expect(within(figures).getByRole('link', { name: '7 New matches' })).toBeTruthy();
    // The tracker's own counts and names: saved, started and applied apart.
    expect(within(figures).getByRole('link', { name: '2 Saved' })).toBeTruthy();
    expect(within(figures).getByRole('link', { name: '1 Started' })).toBeTruthy();
    expect(within(figures).getByRole('link', { name: '4 Applied' })).toBeTruthy();
    const matches = screen.getByRole('region', { name: 'New matches' });
    expect(within(matches).getByText('Graduate data analyst')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Your events' })).getByText('Spring careers fair'),
    ).toBeTruthy();
    expect(screen.getByText('Blitz night on Friday')).toBeTruthy();
    const societies = screen.getByRole('region', { name: 'Your societies' });
    expect(within(societies).getByText('2 new posts')).toBeTruthy();
  });

  test('points a new candidate where to start, with the headline fallbacks', async () => {
    serve(false, false);
    renderPage();
    expect(
      await screen.findByText(
        '114,000+ jobs and 128,000+ opportunities from 7,000+ companies on Gradway.',
      ),
    ).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Get personalised matches' }).getAttribute('href'),
    ).toBe('/candidate/get-personalised-matches');
    expect(screen.getByRole('heading', { name: 'No deadlines in the next 14 days' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search opportunities' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse societies' })).toBeTruthy();
  });
});
