/**
 * Finding reference names (universities, subjects, cities...) in free text: the text and every
 * phrase are normalised the same way (case, accents, punctuation, '&' read as 'and'), then the
 * text's word sequences are looked up in an index of phrases, longest first, so "University
 * College London" wins over "London".
 */

/** Lower case, accents removed, '&' as 'and', apostrophes dropped, anything else a space. */
export const normaliseText = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** The words of a text, normalised. */
export const wordsOf = (text: string): string[] => {
  const normalised = normaliseText(text);
  return normalised ? normalised.split(' ') : [];
};

/** Where a phrase was found: word positions `[start, end)` in the text's words. */
export interface PhraseMatch<T> {
  target: T;
  start: number;
  end: number;
  phrase: string;
}

/** Phrases (normalised, by their words) mapped to what they name. */
export class PhraseIndex<T> {
  private readonly phrases = new Map<string, T[]>();
  private longest = 1;

  /** Adds a phrase for a target; empty phrases are ignored, duplicates kept once. */
  add(phrase: string, target: T): void {
    const normalised = normaliseText(phrase);
    if (!normalised) return;
    const targets = this.phrases.get(normalised) ?? [];
    if (!targets.includes(target)) targets.push(target);
    this.phrases.set(normalised, targets);
    this.longest = Math.max(this.longest, normalised.split(' ').length);
  }

  get size(): number {
    return this.phrases.size;
  }

  /**
   * Every occurrence of an indexed phrase in the words, longest phrases first and never
   * overlapping each other or the `taken` positions; in text order.
   */
  findAll(words: readonly string[], taken: ReadonlySet<number> = new Set()): PhraseMatch<T>[] {
    const found: PhraseMatch<T>[] = [];
    const used = new Set(taken);
    for (let length = Math.min(this.longest, words.length); length >= 1; length -= 1) {
      for (let start = 0; start + length <= words.length; start += 1) {
        let free = true;
        for (let position = start; position < start + length; position += 1) {
          if (used.has(position)) {
            free = false;
            break;
          }
        }
        if (!free) continue;
        const phrase = words.slice(start, start + length).join(' ');
        const targets = this.phrases.get(phrase);
        if (!targets) continue;
        for (const target of targets) found.push({ target, start, end: start + length, phrase });
        for (let position = start; position < start + length; position += 1) used.add(position);
      }
    }
    return found.sort((a, b) => a.start - b.start || b.end - a.end);
  }
}

/** The positions a list of matches covers. */
export const positionsOf = (
  matches: ReadonlyArray<{ start: number; end: number }>,
): Set<number> => {
  const positions = new Set<number>();
  for (const match of matches) {
    for (let position = match.start; position < match.end; position += 1) positions.add(position);
  }
  return positions;
};

/** Distinct values, first occurrence first. */
export const distinct = <T>(values: Iterable<T>): T[] => [...new Set(values)];

/** Words of `name` contain the word sequence `part`. */
export const containsWords = (name: string, part: string) =>
  ` ${normaliseText(name)} `.includes(` ${normaliseText(part)} `);

/** A reference item: what free text is matched against. */
export interface NamedItem {
  id: string;
  name: string;
}

/** Indexes items by their name, '&' parts and synonyms. */
export const namedIndex = (
  items: readonly NamedItem[],
  synonyms: Readonly<Record<string, string>>,
  splitParts: boolean,
) => {
  const index = new PhraseIndex<NamedItem>();
  const seen = new Set<string>();
  for (const item of items) {
    // Several items of one name (London, UK and London, Ontario): the first one listed.
    const key = normaliseText(item.name);
    if (seen.has(key)) continue;
    seen.add(key);
    index.add(item.name, item);
    if (splitParts && /[&/]/.test(item.name)) {
      for (const part of item.name.split(/[&/]/)) {
        if (normaliseText(part).length >= 4) index.add(part, item);
      }
    }
  }
  for (const [variant, target] of Object.entries(synonyms)) {
    const exact = items.filter((item) => normaliseText(item.name) === normaliseText(target));
    const matches =
      exact.length > 0 ? exact : items.filter((item) => containsWords(item.name, target));
    for (const item of matches) index.add(variant, item);
  }
  return index;
};

/** The keys whose phrases occur in the words, in the phrases' key order. */
export const keysFound = <K extends string>(
  words: readonly string[],
  phrases: Readonly<Record<K, readonly string[]>>,
): K[] => {
  const index = new PhraseIndex<K>();
  for (const [key, list] of Object.entries(phrases) as [K, readonly string[]][]) {
    for (const phrase of list) index.add(phrase, key);
  }
  const found = new Set(index.findAll(words).map((match) => match.target));
  return (Object.keys(phrases) as K[]).filter((key) => found.has(key));
};
