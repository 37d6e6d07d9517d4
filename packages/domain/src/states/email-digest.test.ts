import { describe, expect, it } from 'vitest';
import { DIGEST_FREQUENCIES, isDigestFrequency } from './email-digest';

describe('email digest frequencies', () => {
  it('are daily, weekly and never', () => {
    expect(DIGEST_FREQUENCIES).toEqual(['daily', 'weekly', 'never']);
    expect(isDigestFrequency('weekly')).toBe(true);
    expect(isDigestFrequency('monthly')).toBe(false);
  });
});
