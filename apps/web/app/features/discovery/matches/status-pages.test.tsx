import { ONBOARDING_FINISHED_PATH } from '@gradway/domain';
import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { GeneratingPage } from './generating-page';
import { MatchesSuccessPage } from './status-pages';

afterEach(() => vi.restoreAllMocks());

const counts = (unvisited: number) => ({ unvisited_count: unvisited, viewed_count: 0 });

describe('matches success page', () => {
  test('says each count with its noun in the singular or plural (1 internship, not 1 internships)', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(
        JSON.stringify({
          data: { touchpoints: { jobs: [], internships: [], events: [] } },
          meta: {
            ...counts(4),
            jobs: counts(3),
            internships: counts(1),
            events: counts(0),
            generating: false,
          },
        }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      ),
    );
    const Stub = createRoutesStub([
      { path: '/candidate/matches/success', Component: MatchesSuccessPage },
    ]);
    render(<Stub initialEntries={['/candidate/matches/success']} />);
    expect(
      await screen.findByText('3 jobs, 1 internship and 0 events fit your profile.'),
    ).toBeTruthy();
  });
});

describe('generating page after onboarding', () => {
  test('waits for the generation onboarding queued (asks for none) and moves on when it is done', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(
        JSON.stringify({
          data: { touchpoints: { jobs: [], internships: [], events: [] } },
          meta: {
            ...counts(3),
            jobs: counts(3),
            internships: counts(0),
            events: counts(0),
            generating: false,
          },
        }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      ),
    );
    const Stub = createRoutesStub([
      { path: '/candidate/matches/generating', Component: GeneratingPage },
      { path: '/candidate/matches/success', Component: () => <h1>Your matches are ready</h1> },
      // Nothing matched (the arrays are empty): the entry page.
      { path: '/candidate/get-personalised-matches', Component: () => <h1>Nothing yet</h1> },
    ]);
    render(<Stub initialEntries={[ONBOARDING_FINISHED_PATH]} />);
    expect(await screen.findByRole('heading', { name: 'Nothing yet' })).toBeTruthy();
    const [url] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toContain('/api/v3/matches');
    expect(String(url)).not.toContain('generate_now=true');
  });
});
