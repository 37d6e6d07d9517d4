import type { SearchResultType } from '../constants/reference-lists';
import { INTEREST_SYNONYMS } from '../onboarding/parser-vocabulary';
import {
  distinct,
  type NamedItem,
  namedIndex,
  normaliseText,
  PhraseIndex,
  type PhraseMatch,
  positionsOf,
} from '../onboarding/text-match';
import {
  DATE_POSTED_PHRASES,
  EVENT_MODE_PHRASES,
  EVENT_TYPE_PHRASES,
  EXPERIENCE_LEVEL_PHRASES,
  KIND_PHRASES,
  PAID_PHRASES,
  QUERY_FILLER_WORDS,
  RESULT_TYPE_PHRASES,
  SEARCH_WORK_MODE_PHRASES,
  WORK_TYPE_PHRASES,
} from './ai-query-vocabulary';
import { SEARCH_QUERY_MAX_LENGTH, type SearchFilters } from './search-filters';

/**
 * The built-in parser of AI search: turns a question in plain words ("paid summer internships in
 * marketing in Manchester or remote, over 25k") into the search's structured filters, matched
 * against the reference lists the API passes in. No network and no model: the candidate sees every
 * filter it read as a chip and can edit or remove it.
 */

/** The reference lists the parser matches names against. */
export interface SearchReferenceLists {
  cities: readonly NamedItem[];
  industries: readonly NamedItem[];
  areas_of_responsibility: readonly NamedItem[];
  /** Opportunity kinds by reference key (e.g. `summer_internship`). */
  kinds: readonly { key: string; name: string }[];
}

export interface ParsedSearchQuestion {
  filters: SearchFilters;
  /** Names of the ids the filters hold (cities, industries, areas), for their chips. */
  names: Record<string, string>;
}

/** The longest question the parser reads (longer text is cut). */
export const SEARCH_QUESTION_MAX_LENGTH = 500;

/** Words before a lower-case city name that say it is a place ("in manchester"). */
const PLACE_CONTEXT_WORDS = new Set(['in', 'near', 'around', 'at', 'or', 'and', 'based', 'across']);

/** Words that only name what the results are. */
const GENERIC_TYPE_WORDS = new Set([
  'job',
  'jobs',
  'role',
  'roles',
  'position',
  'positions',
  'vacancy',
  'vacancies',
  'opening',
  'openings',
  'career',
  'careers',
  'internship',
  'internships',
  'intern',
  'interns',
  'placement',
  'placements',
  'event',
  'events',
  'company',
  'companies',
  'employer',
  'employers',
  'firm',
  'firms',
  'organisations',
  'society',
  'societies',
  'club',
  'clubs',
  'community',
  'communities',
]);

class Reading {
  readonly taken = new Set<number>();
  constructor(readonly words: readonly string[]) {}

  /** Keys whose phrases occur in free words, in text order; their words become taken. */
  keys<K extends string>(phrases: Readonly<Record<K, readonly string[]>>): K[] {
    const index = new PhraseIndex<K>();
    for (const [key, list] of Object.entries(phrases) as [K, readonly string[]][]) {
      for (const phrase of list) index.add(phrase, key);
    }
    return distinct(this.take(index.findAll(this.words, this.taken)).map((match) => match.target));
  }

  take<T>(matches: PhraseMatch<T>[]): PhraseMatch<T>[] {
    for (const position of positionsOf(matches)) this.taken.add(position);
    return matches;
  }

  /** Marks single words as taken. */
  takeWhere(test: (word: string) => boolean): void {
    this.words.forEach((word, position) => {
      if (test(word)) this.taken.add(position);
    });
  }
}

const SALARY_PATTERN =
  /(?:(over|above|more than|at least|min(?:imum)?|from|paying|pays|salary(?: of)?|earning|starting(?: at)?)\s+)?([£$€])?\s?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s?(k\b|K\b|,000\b)?(\s*\+)?/g;

/** The least yearly salary asked for: '£25k', 'over 25k', '30,000+', 'at least 28000'. */
export const findMinimumSalary = (question: string): number | null => {
  for (const match of question.matchAll(SALARY_PATTERN)) {
    const [, context, symbol, digits, thousands, plus] = match;
    if (!digits) continue;
    let amount = Number(digits.replaceAll(',', ''));
    if (thousands) amount *= 1000;
    // A bare number is a salary only with a currency, 'k', a '+', or words like 'over'.
    if (!symbol && !thousands && !plus && !context) continue;
    if (!Number.isFinite(amount) || amount < 1000 || amount > 1_000_000) continue;
    return Math.round(amount);
  }
  return null;
};

const resultTypeOf = (reading: Reading): SearchResultType => {
  const index = new PhraseIndex<SearchResultType>();
  for (const [type, list] of Object.entries(RESULT_TYPE_PHRASES) as [
    SearchResultType,
    readonly string[],
  ][]) {
    for (const phrase of list) index.add(phrase, type);
  }
  const found = index.findAll(reading.words);
  const opportunity = found.find((match) =>
    ['jobs', 'internships', 'events'].includes(match.target),
  );
  const chosen = opportunity ?? found[0];
  // Plain type nouns say nothing more; the others ('career fair', 'spring week') still may.
  reading.take(found.filter((match) => GENERIC_TYPE_WORDS.has(match.phrase)));
  return chosen?.target ?? 'jobs';
};

const citiesIn = (original: string, reading: Reading, cities: readonly NamedItem[]) => {
  const index = namedIndex(cities, {}, false);
  const written = new Set((original.match(/[A-Z][\p{L}'-]*/gu) ?? []).map(normaliseText));
  const accepted = index.findAll(reading.words, reading.taken).filter((match) => {
    const capitalised = match.phrase.split(' ').every((word) => written.has(word));
    const afterPlaceWord = PLACE_CONTEXT_WORDS.has(reading.words[match.start - 1] ?? '');
    return capitalised || afterPlaceWord;
  });
  return distinct(reading.take(accepted).map((match) => match.target));
};

/**
 * Reads a question into search filters. Unknown words that are not filler become the text query;
 * nothing is invented: what the question does not say stays unset.
 */
export const parseSearchQuestion = (
  question: string,
  lists: SearchReferenceLists,
): ParsedSearchQuestion => {
  const original = question.slice(0, SEARCH_QUESTION_MAX_LENGTH);
  const reading = new Reading(normaliseText(original).split(' ').filter(Boolean));
  const type = resultTypeOf(reading);
  const filters: SearchFilters = { type };
  const names: Record<string, string> = {};
  const remember = (items: NamedItem[]) => {
    for (const item of items) names[item.id] = item.name;
    return items.map((item) => item.id);
  };

  const salary = findMinimumSalary(original);
  if (salary !== null && type !== 'events') filters.salary_min = salary;
  reading.takeWhere((word) => /^\d+(k)?$/.test(word));

  const datePosted = reading.keys(DATE_POSTED_PHRASES)[0];
  if (datePosted) filters.date_posted = datePosted;

  const knownKinds = new Set(lists.kinds.map((kind) => kind.key));
  const kinds = reading.keys(KIND_PHRASES).filter((kind) => knownKinds.has(kind));
  if (kinds.length > 0 && type !== 'events') filters.kinds = kinds;

  if (type === 'events') {
    const eventTypes = reading.keys(EVENT_TYPE_PHRASES);
    if (eventTypes.length > 0) filters.event_types = eventTypes;
    const eventModes = reading.keys(EVENT_MODE_PHRASES);
    if (eventModes.length > 0) filters.event_modes = eventModes;
  } else {
    const workTypes = reading.keys(WORK_TYPE_PHRASES);
    if (workTypes.length > 0) filters.work_types = workTypes;
    const workModes = reading.keys(SEARCH_WORK_MODE_PHRASES);
    if (workModes.length > 0) filters.work_modes = workModes;
  }
  if (type === 'jobs') {
    const levels = reading.keys(EXPERIENCE_LEVEL_PHRASES);
    if (levels.length > 0) filters.experience_levels = levels;
  }

  const cities = citiesIn(original, reading, lists.cities);
  if (cities.length > 0) filters.city_ids = remember(cities);

  // Companies and societies are described by industry; opportunities by what the work is first.
  if (type !== 'companies' && type !== 'communities') {
    const areas = namedIndex(lists.areas_of_responsibility, INTEREST_SYNONYMS, true);
    const found = distinct(
      reading.take(areas.findAll(reading.words, reading.taken)).map((m) => m.target),
    );
    if (found.length > 0) filters.area_of_responsibility_ids = remember(found);
  }
  const industries = namedIndex(lists.industries, INTEREST_SYNONYMS, true);
  const found = distinct(
    reading.take(industries.findAll(reading.words, reading.taken)).map((match) => match.target),
  );
  if (found.length > 0) filters.industry_ids = remember(found);

  const paid = new PhraseIndex<true>();
  for (const phrase of PAID_PHRASES) paid.add(phrase, true);
  if (reading.take(paid.findAll(reading.words, reading.taken)).length > 0 && type !== 'events')
    filters.paid_only = true;

  const rest = reading.words.filter(
    (word, position) => !reading.taken.has(position) && !QUERY_FILLER_WORDS.has(word),
  );
  const q = rest.join(' ').slice(0, SEARCH_QUERY_MAX_LENGTH).trim();
  if (q) filters.q = q;
  return { filters, names };
};
