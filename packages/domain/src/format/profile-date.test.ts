import { describe, expect, it } from 'vitest';
import { formatProfileDate } from './profile-date';

describe('formatProfileDate', () => {
  it('shows the month abbreviation plus year', () => {
    expect(formatProfileDate('2023-09-01')).toBe('Sep 2023');
    expect(formatProfileDate('2020-01')).toBe('Jan 2020');
    expect(formatProfileDate('2024-12-31', 'Pacific/Auckland')).toBe('Dec 2024');
  });

  it('reads instants in the given zone', () => {
    expect(formatProfileDate('2024-12-31T23:30:00Z', 'Europe/London')).toBe('Dec 2024');
    expect(formatProfileDate('2024-12-31T23:30:00Z', 'Europe/Paris')).toBe('Jan 2025');
    expect(formatProfileDate(new Date('2022-05-15T12:00:00Z'), 'UTC')).toBe('May 2022');
  });

  it('gives null for a missing or invalid date', () => {
    expect(formatProfileDate(null)).toBeNull();
    expect(formatProfileDate('')).toBeNull();
    expect(formatProfileDate('soon')).toBeNull();
  });
});
