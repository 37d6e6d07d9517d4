import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
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
