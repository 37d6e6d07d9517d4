import { describe, expect, it } from 'vitest';
import { EXPERIENCE_LEVELS, experienceLevelLabel } from './experience-levels';

describe('experience levels', () => {
  it('have the spec labels in order', () => {
    expect(EXPERIENCE_LEVELS.map((level) => level.label)).toEqual([
      'Entry level/Graduate',
      'Junior (1-2 years)',
      'Mid-level (3-4 years)',
      'Senior (5-8 years)',
      'Expert/Leadership (9+ years)',
    ]);
  });

  it("shorten Expert/Leadership to 'Expert (9+ years)' and keep the others", () => {
    expect(EXPERIENCE_LEVELS.map((level) => level.shortLabel)).toEqual([
      'Entry level/Graduate',
      'Junior (1-2 years)',
      'Mid-level (3-4 years)',
      'Senior (5-8 years)',
      'Expert (9+ years)',
    ]);
    expect(experienceLevelLabel('expert')).toBe('Expert/Leadership (9+ years)');
    expect(experienceLevelLabel('expert', true)).toBe('Expert (9+ years)');
    expect(() => experienceLevelLabel('guru')).toThrow(RangeError);
  });
});
