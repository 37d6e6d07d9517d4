import { describe, expect, it } from 'vitest';
import { averageRating } from './average-rating';

describe('averageRating', () => {
  it('is 0 when there are no ratings', () => {
    expect(averageRating({})).toBe(0);
    expect(averageRating(null)).toBe(0);
    expect(averageRating(undefined)).toBe(0);
    expect(averageRating({ 1: 0, 5: 0 })).toBe(0);
  });

  it('is the weighted mean rounded to one decimal', () => {
    expect(averageRating({ 5: 1 })).toBe(5);
    expect(averageRating({ 4: 1, 5: 1 })).toBe(4.5);
    // (5*2 + 4*1) / 3 = 4.666… → 4.7
    expect(averageRating({ 5: 2, 4: 1 })).toBe(4.7);
    // (1 + 2 + 2) / 3 = 1.666… → 1.7; (1*2 + 2) / 3 = 1.333… → 1.3
    expect(averageRating({ 1: 1, 2: 2 })).toBe(1.7);
    expect(averageRating({ 1: 2, 2: 1 })).toBe(1.3);
  });

  it('accepts string star keys as they arrive in JSON', () => {
    expect(averageRating({ '3': 1, '4': 3 })).toBe(3.8);
  });
});
