import type { SearchTouchpointsQuery } from '@gradway/domain/contracts';
import { type QueryWord, termPieces } from './search-query';

/**
 * At most how many published opportunities of a type have a query's words in their title, from
 * the titles' English words kept in memory (decision 065): the search reads its newest rows first
 * only when the title's matches are common enough to fill a page among them.
 *
 * PostgreSQL reads a query's terms through its English stemmer (`engineering` → `engin`), so the
 * count of a term is that of its English word, as the database stems it (`ts_lexize`): the
 * reference learns the stems of the titles' words and of the field vocabulary when it is read,
 * and of any other word the first time a query has it. Until a word's stem is known, the count is
 * unknown (`Infinity`), and the search reads as it always did.
 */

export type TouchpointType = SearchTouchpointsQuery['type'];

/** One type's title words (English stems) and how many published titles have each. */
export interface TitleStems {
  /** Published opportunities of the type. */
  rows: number;
  /** Stems in code-point order, with the titles counted up to and including each. */
  sorted: string[];
  cumulative: number[];
  titles: Map<string, number>;
}

export const titleStems = (rows: number, stems: readonly { stem: string; titles: number }[]) => {
  const sorted = [...stems].sort((a, b) => (a.stem < b.stem ? -1 : a.stem > b.stem ? 1 : 0));
  let total = 0;
  return {
    rows,
    sorted: sorted.map((row) => row.stem),
    cumulative: sorted.map((row) => {
      total += row.titles;
      return total;
    }),
    titles: new Map(sorted.map((row) => [row.stem, row.titles])),
  } satisfies TitleStems;
};

/** The first index whose stem is not below `value`. */
const lowerBound = (sorted: readonly string[], value: string) => {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((sorted[middle] ?? '') < value) low = middle + 1;
    else high = middle;
  }
  return low;
};

/** Titles with a stem starting with `prefix` (summed: a title with two such stems counts twice). */
const titlesWithPrefix = (stems: TitleStems, prefix: string) => {
  const from = lowerBound(stems.sorted, prefix);
  // Every string starting with `prefix` sorts below `prefix` followed by the highest code unit.
  const to = lowerBound(stems.sorted, `${prefix}\uffff`);
  if (to <= from) return 0;
  return (stems.cumulative[to - 1] ?? 0) - (from > 0 ? (stems.cumulative[from - 1] ?? 0) : 0);
};

/**
 * A word's stem as PostgreSQL's English configuration reads it: the stem, `null` for a stop word
 * (the query leaves it out), `undefined` when not known yet.
 */
export type StemOf = (word: string) => string | null | undefined;

/**
 * At most how many titles a term (`word`, `word:*`, `(word <-> word)`) finds; `null` when the
 * query leaves it out (only stop words), `Infinity` when a stem is unknown.
 */
const termTitles = (term: string, stems: TitleStems, stemOf: StemOf): number | null => {
  let least: number | null = null;
  // A phrase is in at most the titles of its rarest word.
  for (const { word, prefix } of termPieces(term)) {
    const stem = stemOf(word);
    if (stem === undefined) return Number.POSITIVE_INFINITY;
    if (stem === null) continue;
    const titles = prefix ? titlesWithPrefix(stems, stem) : (stems.titles.get(stem) ?? 0);
    least = least === null ? titles : Math.min(least, titles);
  }
  return least;
};

/**
 * At most how many titles of the type have every word through any of its terms (the expanded
 * text of the second tier, which holds the first's): each word is in at most the sum of its
 * terms' titles, and all of them together in at most the rarest word's.
 */
export const titleRowsAtMost = (
  words: readonly QueryWord[],
  stems: TitleStems | undefined,
  stemOf: StemOf,
): number => {
  if (!stems) return Number.POSITIVE_INFINITY;
  let least = Number.POSITIVE_INFINITY;
  for (const word of words) {
    let sum: number | null = null;
    for (const term of word.terms) {
      const titles = termTitles(term, stems, stemOf);
      if (titles !== null) sum = (sum ?? 0) + titles;
    }
    // A word of stop words only is left out of the query: it narrows nothing.
    if (sum !== null) least = Math.min(least, sum);
  }
  return least;
};
