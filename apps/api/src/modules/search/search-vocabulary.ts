/**
 * Typo tolerance for the search's text query: the words of published titles, kept in memory, and
 * each query word that is not one of them replaced by the closest title word (trigram similarity,
 * as pg_trgm measures it) — "markting" is read as "marketing". Correcting a few query words
 * against a few thousand title words costs well under a millisecond, where a fuzzy match over
 * every title would cost the database hundreds.
 */

/** A word is replaced only by one at least this similar (pg_trgm's word similarity default). */
export const TYPO_SIMILARITY = 0.5;
/** How long the vocabulary is kept before it is read again (in the background). */
export const VOCABULARY_MAX_AGE_MS = 10 * 60_000;

export interface TitleWord {
  word: string;
  /** How many titles have it: the commoner of two equally close words wins. */
  titles: number;
  trigrams: Set<string>;
}

/** pg_trgm's trigrams of one word: lower case, padded with two spaces before and one after. */
export const trigramsOf = (word: string): Set<string> => {
  const padded = `  ${word.toLowerCase()} `;
  const trigrams = new Set<string>();
  for (let index = 0; index + 3 <= padded.length; index += 1)
    trigrams.add(padded.slice(index, index + 3));
  return trigrams;
};

const similarity = (a: Set<string>, b: Set<string>) => {
  let shared = 0;
  for (const trigram of a) if (b.has(trigram)) shared += 1;
  return shared / (a.size + b.size - shared);
};

export const titleVocabulary = (rows: readonly { word: string; titles: number }[]) =>
  new Map<string, TitleWord>(
    rows.map((row) => [row.word, { ...row, trigrams: trigramsOf(row.word) }]),
  );

/** The closest title word to an unknown word, when one is close enough. */
export const closestWord = (
  lower: string,
  vocabulary: ReadonlyMap<string, TitleWord>,
): string | null => {
  const trigrams = trigramsOf(lower);
  let best: TitleWord | null = null;
  let bestScore = TYPO_SIMILARITY;
  for (const candidate of vocabulary.values()) {
    if (Math.abs(candidate.word.length - lower.length) > 3) continue;
    const score = similarity(trigrams, candidate.trigrams);
    if (score > bestScore || (score === bestScore && best && candidate.titles > best.titles)) {
      best = candidate;
      bestScore = score;
    }
  }
  return best ? best.word : null;
};

/** The query with each unknown word replaced by the closest title word, when one is close. */
export const correctQuery = (q: string, vocabulary: ReadonlyMap<string, TitleWord>): string =>
  q.replace(/[\p{L}\p{N}]+/gu, (word) => {
    const lower = word.toLowerCase();
    if (lower.length < 4 || vocabulary.has(lower) || /\d/.test(lower)) return word;
    return closestWord(lower, vocabulary) ?? word;
  });
