import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TouchpointTotal } from './touchpoint-total';

const shown = (
  type: 'jobs' | 'internships' | 'events',
  total: number,
  kind: 'exact' | 'estimate' | 'lower bound',
) =>
  render(
    <TouchpointTotal
      type={type}
      meta={{
        total,
        total_is_estimate: kind === 'estimate',
        total_is_lower_bound: kind === 'lower bound',
      }}
    />,
  ).container.textContent;

describe('the search result count', () => {
  it('states an exact count as a number', () => {
    expect(shown('jobs', 1204, 'exact')).toBe('1,204 jobs');
    expect(shown('internships', 1, 'exact')).toBe('1 internship');
  });

  it('says "About" for an estimate', () => {
    expect(shown('jobs', 5200, 'estimate')).toBe('About 5,200 jobs');
  });

  it('shows a count that stopped early as at least what it found', () => {
    expect(shown('internships', 412, 'lower bound')).toBe('412+ internships');
    expect(shown('events', 1500, 'lower bound')).toBe('1,500+ events');
  });
});
