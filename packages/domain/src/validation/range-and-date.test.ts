import { describe, expect, it } from 'vitest';
import { isInRange, isValidDate } from './range-and-date';

describe('isInRange', () => {
  it('includes both bounds', () => {
    expect(isInRange(1, 1, 5)).toBe(true);
    expect(isInRange(5, 1, 5)).toBe(true);
    expect(isInRange(3, 1, 5)).toBe(true);
    expect(isInRange(2.5, 1, 5)).toBe(true);
    expect(isInRange(0.999, 1, 5)).toBe(false);
    expect(isInRange(5.001, 1, 5)).toBe(false);
  });

  it('needs all three values to be numbers', () => {
    expect(isInRange('3', 1, 5)).toBe(false);
    expect(isInRange(3, '1', 5)).toBe(false);
    expect(isInRange(3, 1, null)).toBe(false);
    expect(isInRange(Number.NaN, 1, 5)).toBe(false);
    expect(isInRange(3, undefined, 5)).toBe(false);
  });
});

describe('isValidDate', () => {
  it('accepts real dates', () => {
    expect(isValidDate(new Date('2025-03-01T00:00:00Z'))).toBe(true);
    expect(isValidDate('2024-02-29')).toBe(true);
    expect(isValidDate('2025-03-01T18:30:00Z')).toBe(true);
    expect(isValidDate(0)).toBe(true);
  });

  it('rejects invalid and impossible dates', () => {
    expect(isValidDate(new Date('nope'))).toBe(false);
    expect(isValidDate('2025-02-29')).toBe(false);
    expect(isValidDate('2025-13-01')).toBe(false);
    expect(isValidDate('yesterday')).toBe(false);
    expect(isValidDate('')).toBe(false);
    expect(isValidDate(null)).toBe(false);
    expect(isValidDate(undefined)).toBe(false);
  });
});
