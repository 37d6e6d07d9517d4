import type { AdminRevision } from '@gradway/domain/contracts';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { RevisionChanges } from './revision-changes';

const revisionIn = (state: AdminRevision['state']): AdminRevision => ({
  id: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f',
  state,
  touchpoint: {
    id: '7a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d',
    title: 'Spring careers fair',
    slug: 'spring-careers-fair',
    touchpointable_type: 'Event',
    state: 'published',
  },
  creatable_for: null,
  author: { name: 'Sam Organiser', email: 'sam@society.example' },
  changes: [{ field: 'title', before: 'Spring fair', after: 'Spring careers fair' }],
  rejection_reason: state === 'rejected' ? 'Keep the old title.' : null,
  created_at: '2026-11-25T10:00:00.000Z',
  updated_at: '2026-11-25T10:00:00.000Z',
});

/** The two labels over the old and the new value of the one change, in order. */
const labelsOf = (state: AdminRevision['state']) => {
  const { unmount } = render(<RevisionChanges revision={revisionIn(state)} />);
  const change = screen.getByRole('definition');
  const labels = [
    within(change).getByText('Spring fair').previousSibling?.textContent,
    within(change).getByText('Spring careers fair').previousSibling?.textContent,
  ];
  unmount();
  return labels;
};

describe('what a change to a live touchpoint changes, in the console', () => {
  test('waiting for a decision: the live value now and the proposed one', () => {
    expect(labelsOf('pending')).toEqual(['Now', 'Proposed']);
  });

  test('approved, or published at once as a correction: before and after (it is live)', () => {
    expect(labelsOf('approved')).toEqual(['Before', 'After']);
    expect(labelsOf('published')).toEqual(['Before', 'After']);
  });

  test('rejected or withdrawn: the kept value, and the one that never went live', () => {
    expect(labelsOf('rejected')).toEqual(['Kept', 'Rejected']);
    expect(labelsOf('withdrawn')).toEqual(['Kept', 'Withdrawn']);
    render(<RevisionChanges revision={revisionIn('rejected')} />);
    // Nothing was removed or inserted.
    expect(screen.getByText('Spring fair').tagName).toBe('SPAN');
    expect(screen.getByText('Spring careers fair').tagName).toBe('SPAN');
  });
});
