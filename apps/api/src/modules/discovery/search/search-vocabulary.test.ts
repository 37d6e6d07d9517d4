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
  it('measures as the textbook table does, for words of any length in any order', () => {
    // Optimal string alignment, written plainly: a fresh table per pair.
    const reference = (a: string, b: string) => {
      const d = Array.from({ length: a.length + 1 }, (_, i) =>
        Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
      );
      for (let i = 1; i <= a.length; i += 1) {
        for (let j = 1; j <= b.length; j += 1) {
          const row = d[i] as number[];
          const above = d[i - 1] as number[];
          let value = Math.min(
            (above[j] as number) + 1,
            (row[j - 1] as number) + 1,
            (above[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1),
          );
          if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
            value = Math.min(value, ((d[i - 2] as number[])[j - 2] as number) + 1);
          }
          row[j] = value;
        }
      }
      return (d[a.length] as number[])[b.length] as number;
    };
    let seed = 7;
    const random = (below: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % below;
    };
    const word = () =>
      Array.from({ length: random(90) === 0 ? 70 + random(60) : random(12) }, () =>
        'abcde'.charAt(random(5)),
      ).join('');
    for (let pair = 0; pair < 2_000; pair += 1) {
      const [a, b] = [word(), word()];
      const distance = reference(a, b);
      expect(editDistance(a, b)).toBe(distance);
      // Within the bound the distance itself; beyond it, any number beyond it.
      const bounded = editDistance(a, b, 2);
      if (distance <= 2) expect(bounded).toBe(distance);
      else expect(bounded).toBeGreaterThan(2);
    }
  });

  it('leaves a word with nothing close', () => {
    expect(closestWord('zzzzqqq', words)).toBeNull();
  });
});
