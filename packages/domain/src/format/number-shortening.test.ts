import { describe, expect, it } from 'vitest';
import { shortenNumber } from './number-shortening';

describe('shortenNumber', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1.0K'],
    [1049, '1.0K'],
    [1050, '1.0K'],
    [1099, '1.0K'],
    [1100, '1.1K'],
    [1550, '1.5K'],
    [1999, '1.9K'],
    [12345, '12.3K'],
    [114000, '114.0K'],
    [999999, '999.9K'],
  ])('%d → %s', (value, expected) => {
    expect(shortenNumber(value)).toBe(expected);
  });
});
