import { describe, expect, it } from 'vitest';
import { correctQuery, titleVocabulary, trigramsOf } from './search-vocabulary';

const vocabulary = titleVocabulary([
  { word: 'marketing', titles: 40 },
  { word: 'analyst', titles: 90 },
  { word: 'engineer', titles: 120 },
  { word: 'engineering', titles: 30 },
  { word: 'developer', titles: 25 },
  { word: 'accountant', titles: 12 },
]);

describe('search typo correction', () => {
  it('reads trigrams as pg_trgm does', () => {
    expect([...trigramsOf('Cat')].sort()).toEqual(['  c', ' ca', 'at ', 'cat']);
  });

  it.each([
    ['markting', 'marketing'],
    ['markting intern', 'marketing intern'],
    ['Senior enginer', 'Senior engineer'],
    ['develper', 'developer'],
    ['acountant', 'accountant'],
  ])('reads %s as %s', (typed, read) => {
    expect(correctQuery(typed, vocabulary)).toBe(read);
  });

  it('keeps known words, short words, numbers and words with nothing close', () => {
    expect(correctQuery('marketing', vocabulary)).toBe('marketing');
    expect(correctQuery('qa 2026 xylophone', vocabulary)).toBe('qa 2026 xylophone');
  });
});
