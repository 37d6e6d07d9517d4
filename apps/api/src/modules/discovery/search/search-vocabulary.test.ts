import { describe, expect, it } from 'vitest';
import {
  closestWord,
  correctQuery,
  editDistance,
  titleVocabulary,
  trigramsOf,
} from './search-vocabulary';

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

describe('typos within the distance a word’s length allows', () => {
  const words = titleVocabulary([
    { word: 'analyst', titles: 90 },
    { word: 'solicitor', titles: 10 },
    { word: 'actuarial', titles: 10 },
    { word: 'analysis', titles: 5 },
  ]);
  it.each([
    ['analist', 'analyst'],
    ['solicter', 'solicitor'],
    ['actuarail', 'actuarial'],
  ])('reads %s as %s', (typed, read) => {
    expect(closestWord(typed, words)).toBe(read);
  });
  it('counts a swap of two letters as one typo', () => {
    expect(editDistance('actuarail', 'actuarial')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });
  it('leaves a word with nothing close', () => {
    expect(closestWord('zzzzqqq', words)).toBeNull();
  });
});
