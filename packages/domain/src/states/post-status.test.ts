import { describe, expect, it } from 'vitest';
import { isPostStatus, POST_KINDS, POST_STATUSES } from './post-status';

describe('post statuses and kinds', () => {
  it('match the spec', () => {
    expect(POST_STATUSES).toEqual(['draft', 'approved', 'declined']);
    expect(POST_KINDS).toEqual(['TextPost', 'MediaPost', 'DocumentPost', 'PollPost']);
  });

  it('recognise their values', () => {
    expect(isPostStatus('declined')).toBe(true);
    expect(isPostStatus('rejected')).toBe(false);
  });
});
