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

/** Rows of `editDistance`'s table, reused between calls (it runs once per vocabulary word). */
let rows: [Int32Array, Int32Array, Int32Array] = [
  new Int32Array(64),
  new Int32Array(64),
  new Int32Array(64),
];

/**
 * Edit distance with adjacent transpositions (optimal string alignment), stopping early once it
 * exceeds `bound`.
 */
export const editDistance = (a: string, b: string, bound = Number.POSITIVE_INFINITY): number => {
  if (Math.abs(a.length - b.length) > bound) return bound + 1;
  if (rows[0].length <= b.length) {
    const size = b.length * 2 + 1;
    rows = [new Int32Array(size), new Int32Array(size), new Int32Array(size)];
  }
  let [before, previous, current] = rows;
  for (let j = 0; j <= b.length; j += 1) previous[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      if (
        i > 1 &&
        j > 1 &&
        a.charCodeAt(i - 1) === b.charCodeAt(j - 2) &&
        a.charCodeAt(i - 2) === b.charCodeAt(j - 1)
      ) {
        value = Math.min(value, (before[j - 2] ?? 0) + 1);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > bound) return bound + 1;
    [before, previous, current] = [previous, current, before];
  }
  return previous[b.length] ?? 0;
};

/**
 * Typos allowed in a word of this length: one from 5 letters (as Meilisearch; a 4-letter word such
 * as "part" is more often a real word than a typo), two from 8.
 */
export const typosAllowed = (length: number) => (length >= 8 ? 2 : length >= 5 ? 1 : 0);

/**
 * The closest title word to an unknown word, when one is close enough: within the typos its
 * length allows (fewest first), else at least `TYPO_SIMILARITY` alike by trigrams; the commoner
 * of two equally close words wins.
 */
export const closestWord = (
  lower: string,
  vocabulary: ReadonlyMap<string, TitleWord>,
): string | null => {
  const allowed = typosAllowed(lower.length);
  let best: TitleWord | null = null;
  let bestDistance = allowed + 1;
  for (const candidate of vocabulary.values()) {
    const distance = editDistance(lower, candidate.word, allowed);
    if (
      distance < bestDistance ||
      (distance === bestDistance && best && candidate.titles > best.titles)
    ) {
      best = candidate;
      bestDistance = distance;
    }
  }
  if (best && bestDistance <= allowed) return best.word;
  const trigrams = trigramsOf(lower);
  let bestScore = TYPO_SIMILARITY;
  best = null;
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
