import { describe, expect, it } from 'vitest';
import { ordinal, ordinalSuffix } from './ordinal';

describe('ordinal', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [10, '10th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [14, '14th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [100, '100th'],
    [101, '101st'],
    [111, '111th'],
    [112, '112th'],
    [113, '113th'],
    [121, '121st'],
    [0, '0th'],
    [-1, '-1st'],
    [-12, '-12th'],
  ])('%d → %s', (value, expected) => {
    expect(ordinal(value)).toBe(expected);
  });

  it.each([['1'], [null], [undefined], [Number.NaN], [Number.POSITIVE_INFINITY], [{}]])(
    'rejects %s with "Input must be a number"',
    (value) => {
      expect(() => ordinal(value)).toThrow(new TypeError('Input must be a number'));
      expect(() => ordinalSuffix(value)).toThrow('Input must be a number');
    },
  );
});
