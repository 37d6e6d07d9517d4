import { RELATED_TERMS, WORD_FAMILIES } from './search-vocabulary-data';

/**
 * How a text query is read (decision 024), before any SQL: its words, each with the terms that
 * find it (the word as typed, its correction when it is not a known word, its prefix, its family
 * and its field's related terms), a place named in it ("marketing london": the city London), and
 * the words a candidate types around what they mean ("jobs in", "roles"), which are left out.
 */

/** Words that say which list the candidate wants, not what is in it. */
const NOISE_WORDS = new Set([
  'job',
  'jobs',
  'role',
  'roles',
  'position',
  'positions',
  'vacancy',
  'vacancies',
  'opportunity',
  'opportunities',
  'in',
  'near',
  'at',
  'around',
  'uk',
]);

/** A one-word city name in more titles than this is read as a word, not a place. */
const CITY_NOT_WORD_TITLES = 200;
/** A word shorter than this is matched only as typed (no prefix, no correction). */
const MIN_FUZZY_LENGTH = 4;
/** A word shorter than this is not required as a whole title word for the first tier. */
const MIN_EXACT_LENGTH = 3;

export interface QueryWord {
  /** As typed, lower case. */
  typed: string;
  /** As read: the typed word, or the closest known word when it is not one ("markting"). */
  read: string;
  /** Terms of `to_tsquery` any of which finds the word, the word itself first. */
  terms: string[];
  /** Whole words a title may have for it in the first tier: the word and its family. */
  exact: string[];
}

export interface QueryReading {
  words: QueryWord[];
  /** The city named in the query, if any (its words are not in `words`). */
  city: { name: string; ids: string[] } | null;
}

export interface ReadingVocabulary {
  /** Is this a word of the published titles, or of a company's, an industry's or an area's name? */
  isKnown(word: string): boolean;
  /** How many published titles have this word. */
  titles(word: string): number;
  /** The closest word of the titles to an unknown word, if one is close enough. */
  closest(word: string): string | null;
  /** The ids of the cities of this name (lower case), if it is one, and how it is written. */
  city(name: string): { name: string; ids: string[] } | null;
}

export const wordsOf = (q: string): string[] => q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

const FAMILY_OF = new Map<string, readonly string[]>(
  WORD_FAMILIES.flatMap((family) => family.map((word) => [word, family] as const)),
);

/** A term of `to_tsquery`: a word, or the words of a phrase in order. */
const term = (text: string): string => {
  const words = wordsOf(text);
  return words.length > 1 ? `(${words.join(' <-> ')})` : (words[0] ?? '');
};

/** A word of a term, whole or as a prefix (`engineer:*`). */
export interface TermPiece {
  word: string;
  prefix: boolean;
}

/** A term (`engineer`, `engineer:*`, `(training <-> contract)`) read back as its words in order. */
export const termPieces = (term: string): TermPiece[] =>
  term
    .replace(/[()]/g, '')
    .split(' <-> ')
    .map((part) =>
      part.endsWith(':*')
        ? { word: part.slice(0, -2), prefix: true }
        : { word: part, prefix: false },
    );

const vocabularyWord = (word: string) => FAMILY_OF.has(word) || word in RELATED_TERMS;

export const readWord = (typed: string, vocabulary: ReadingVocabulary): QueryWord => {
  const fuzzy = typed.length >= MIN_FUZZY_LENGTH && !/\d/.test(typed);
  const read =
    fuzzy && !vocabulary.isKnown(typed) && !vocabularyWord(typed)
      ? (vocabulary.closest(typed) ?? typed)
      : typed;
  const terms = new Set<string>([typed, read]);
  // A word no title has may be the start of one ("lond", "scien"): its prefix too. A known word
  // is found by its stem (engineer / engineering); its prefix would cost a scan of the index.
  if (vocabulary.titles(typed) === 0 && typed.length >= MIN_EXACT_LENGTH && !/\d/.test(typed)) {
    terms.add(`${typed}:*`);
  }
  for (const member of FAMILY_OF.get(read) ?? []) terms.add(member);
  for (const related of RELATED_TERMS[read] ?? []) terms.add(term(related));
  const family = FAMILY_OF.get(read) ?? [];
  return {
    typed,
    read,
    terms: [...terms].filter(Boolean),
    exact: [...new Set([read, ...family])],
  };
};

/**
 * The query's words as read, with the city it names taken out (the longest run of one to three
 * words that is a city's name and not a common title word), and the noise words left out unless
 * nothing else is left.
 */
export const readQuery = (q: string, vocabulary: ReadingVocabulary): QueryReading => {
  let words = wordsOf(q);
  let city: QueryReading['city'] = null;
  for (let length = Math.min(3, words.length); length >= 1 && !city; length -= 1) {
    for (let start = 0; start + length <= words.length; start += 1) {
      const name = words.slice(start, start + length).join(' ');
      // A city's name that is also a common title word ("Reading" is rare, "Sale" is not) is
      // read as a word.
      const found =
        length === 1 && vocabulary.titles(name) >= CITY_NOT_WORD_TITLES
          ? null
          : vocabulary.city(name);
      if (found) {
        city = found;
        words = [...words.slice(0, start), ...words.slice(start + length)];
        break;
      }
    }
  }
  const meaningful = words.filter((word) => !NOISE_WORDS.has(word));
  const kept = meaningful.length > 0 || city ? meaningful : words;
  return { words: kept.map((word) => readWord(word, vocabulary)), city };
};

/** Every word, as read (for the first tier: the title has them as whole words). */
export const strictTsquery = (words: readonly QueryWord[]): string =>
  words.map((word) => word.read).join(' & ');

/** Every word, each by any of its terms. */
export const expandedTsquery = (words: readonly QueryWord[]): string =>
  words.map((word) => `(${word.terms.join(' | ')})`).join(' & ');

/**
 * For each word, the whole words of which a title must have one to be in the first tier (the word
 * as read or a member of its family: "accounting" finds "Graduate Accountant" there, while
 * "Account Manager", which only shares the stem, is in the second).
 */
export const exactWords = (words: readonly QueryWord[]): string[][] =>
  words.filter((word) => word.read.length >= MIN_EXACT_LENGTH).map((word) => word.exact);

/** The query as read, for `meta.query` and later pages. */
export const readingText = (reading: QueryReading): string =>
  [...reading.words.map((word) => word.read), ...(reading.city ? [reading.city.name] : [])].join(
    ' ',
  );
