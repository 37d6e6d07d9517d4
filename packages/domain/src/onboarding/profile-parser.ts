import type { ExperienceLevel } from '../constants/experience-levels';
import type { OpportunityTypeId } from '../constants/reference-lists';
import {
  graduationYearOptions,
  SALARY_FILTER_MAX,
  SALARY_FILTER_MIN,
  SALARY_FILTER_STEP,
} from '../constants/search-filters';
import type { WorkMode } from '../states/work-mode';
import type { EducationType } from './education-types';
import {
  CASE_SENSITIVE_DEGREES,
  DEGREE_EDUCATION_TYPES,
  DEGREE_LONG_FORMS,
  EDUCATION_TYPE_PHRASES,
  INTEREST_CONTEXT_WORDS,
  INTEREST_SYNONYMS,
  OPPORTUNITY_TYPE_PHRASES,
  STUDY_CONTEXT_WORDS,
  STUDY_YEAR_WORDS,
  SUBJECT_SYNONYMS,
  UNIVERSITY_ALIASES,
  UNIVERSITY_PATTERNS,
  WORK_MODE_PHRASES,
} from './parser-vocabulary';
import {
  containsWords,
  distinct,
  keysFound,
  type NamedItem,
  namedIndex,
  normaliseText,
  PhraseIndex,
  type PhraseMatch,
  positionsOf,
} from './text-match';

export type { NamedItem };

/**
 * The built-in parser of AI onboarding: reads how candidates describe themselves in their own
 * words and finds the profile in it (university, degree, subject, study and graduation year,
 * interests, cities, work modes, opportunity types), matched against the reference lists the API
 * passes in. No network, no model: the candidate confirms or corrects every field afterwards.
 */

export interface ProfileReferenceLists {
  universities: readonly NamedItem[];
  degrees: readonly NamedItem[];
  subjects: readonly NamedItem[];
  cities: readonly NamedItem[];
  industries: readonly NamedItem[];
  areas_of_responsibility: readonly NamedItem[];
}

export interface ParsedProfile {
  first_name: string | null;
  last_name: string | null;
  education_type: EducationType | null;
  university: NamedItem | null;
  degree: NamedItem | null;
  subject: NamedItem | null;
  study_year: number | null;
  graduation_year: number | null;
  industries: NamedItem[];
  areas_of_responsibility: NamedItem[];
  cities: NamedItem[];
  work_modes: WorkMode[];
  opportunity_types: OpportunityTypeId[];
  experience_level: ExperienceLevel | null;
  minimum_salary: number | null;
}

/** The longest description the parser reads (longer text is cut). */
export const SELF_DESCRIPTION_MAX_LENGTH = 4000;

const STOP_WORDS = new Set(['of', 'and', 'the', 'for', 'in', 'at', 'de']);

/** "B.Sc." → "BSc.", "Ph.D" → "PhD": dotted abbreviations as one word. */
const joinDottedAbbreviations = (text: string) =>
  text.replace(/\b([A-Za-z])\.(?=[A-Za-z]\b|[A-Za-z]{1,3}\.)/g, '$1');

/** The distinctive part of a university's name: "University of Leeds" → "leeds". */
export const distinctiveUniversityName = (name: string): string | null => {
  // "Birkbeck, University of London": the college before the comma.
  if (name.includes(',')) return normaliseText(name.split(',')[0] ?? '') || null;
  const normalised = normaliseText(name);
  const patterns = [/^the university of (.+)$/, /^university of (.+)$/, /^(.+) university$/];
  for (const pattern of patterns) {
    const match = pattern.exec(normalised);
    if (match?.[1]) return match[1];
  }
  return null;
};

/** Initials of the significant words: "University College London" → "UCL". */
export const universityInitials = (name: string): string | null => {
  const words = normaliseText(name)
    .split(' ')
    .filter((word) => word && !STOP_WORDS.has(word));
  const initials = words.map((word) => word[0]).join('');
  return initials.length >= 3 ? initials.toUpperCase() : null;
};

const universityIndex = (universities: readonly NamedItem[]) => {
  const index = new PhraseIndex<NamedItem>();
  const acronyms = new Map<string, NamedItem[]>();
  const addAcronym = (acronym: string, university: NamedItem) => {
    const list = acronyms.get(acronym) ?? [];
    if (!list.includes(university)) list.push(university);
    acronyms.set(acronym, list);
  };
  for (const university of universities) {
    index.add(university.name, university);
    index.add(university.name.replace(/^the /i, ''), university);
    const distinctive = distinctiveUniversityName(university.name);
    if (distinctive) {
      for (const pattern of UNIVERSITY_PATTERNS)
        index.add(pattern.replace('{x}', distinctive), university);
    }
    const initials = universityInitials(university.name);
    if (initials) addAcronym(initials, university);
  }
  for (const [alias, fullName] of Object.entries(UNIVERSITY_ALIASES)) {
    const targets = universities.filter((university) => containsWords(university.name, fullName));
    if (targets.length !== 1 || !targets[0]) continue;
    if (alias.length <= 5) addAcronym(alias.toUpperCase(), targets[0]);
    else index.add(alias, targets[0]);
  }
  return { index, acronyms };
};

type Context = 'study' | 'interest' | null;

/** The nearest context word in the few words before a match. */
const contextBefore = (words: readonly string[], start: number): Context => {
  for (let position = start - 1; position >= Math.max(0, start - 5); position -= 1) {
    const word = words[position] ?? '';
    if (STUDY_CONTEXT_WORDS.has(word)) return 'study';
    if (INTEREST_CONTEXT_WORDS.has(word)) return 'interest';
  }
  return null;
};

const findDegree = (
  original: string,
  words: readonly string[],
  degrees: readonly NamedItem[],
  taken: ReadonlySet<number>,
): NamedItem | null => {
  // Abbreviations that are also words ("BA", "MA", "BEd") must be written with capitals.
  for (const token of original.match(/[A-Za-z]+/g) ?? []) {
    const degree = degrees.find((item) => item.name.toLowerCase() === token.toLowerCase());
    if (!degree) continue;
    const lower = token.toLowerCase();
    if (CASE_SENSITIVE_DEGREES.has(lower) && token === lower) continue;
    return degree;
  }
  const index = new PhraseIndex<NamedItem>();
  for (const degree of degrees) {
    if (!CASE_SENSITIVE_DEGREES.has(degree.name.toLowerCase())) index.add(degree.name, degree);
    for (const longForm of DEGREE_LONG_FORMS[degree.name] ?? []) index.add(longForm, degree);
  }
  return index.findAll(words, taken)[0]?.target ?? null;
};

const academicYearEnd = (now: Date) =>
  now.getMonth() >= 7 ? now.getFullYear() + 1 : now.getFullYear();

const findGraduationYear = (normalised: string, now: Date): number | null => {
  const allowed = new Set(graduationYearOptions(now).map((option) => option.value));
  const fits = (year: number) => (allowed.has(year) ? year : null);
  const explicit = [
    /\b(?:graduat\w*|class of|finish\w*|complet\w*|expected|until|leaving|done)\s+(?:[a-z]+\s+){0,3}?((?:19|20)\d{2})\b/,
    /\b((?:19|20)\d{2})\s+(?:graduate|grad|graduation|graduating|cohort|leaver)\b/,
  ];
  for (const pattern of explicit) {
    const match = pattern.exec(normalised);
    if (match?.[1]) return fits(Number(match[1]));
  }
  const short = /\bclass of (\d{2})\b/.exec(normalised);
  if (short?.[1]) return fits(2000 + Number(short[1]));
  const years = distinct(
    [...normalised.matchAll(/\b((?:19|20)\d{2})\b/g)].map((match) => Number(match[1])),
  ).filter((year) => allowed.has(year));
  if (years.length === 1) return years[0] ?? null;
  if (/\bfinal year\b/.test(normalised)) return academicYearEnd(now);
  return null;
};

const findStudyYear = (normalised: string): number | null => {
  const ordinal = /\b(first|1st|second|2nd|third|3rd|fourth|4th|fifth|5th)\s+year\b/.exec(
    normalised,
  );
  if (ordinal?.[1]) return STUDY_YEAR_WORDS[ordinal[1]] ?? null;
  const numbered = /\byear\s+([1-5])\s+(?:student|undergrad|of)\b/.exec(normalised);
  if (numbered?.[1]) return Number(numbered[1]);
  if (/\bfresher\b/.test(normalised)) return 1;
  return null;
};

const findName = (original: string): { first: string | null; last: string | null } => {
  const name = "[A-Z][a-zA-Z'’-]+";
  const match =
    new RegExp(`\\b(?:[Mm]y name is|[Nn]ame:)\\s+(${name})(?:\\s+(${name}))?`).exec(original) ??
    new RegExp(`\\b(?:I am|I'm|I’m|Hi,? I'm|Hello,? I'm)\\s+(${name})\\s+(${name})\\s*[,.]`).exec(
      original,
    );
  return { first: match?.[1] ?? null, last: match?.[2] ?? null };
};

const findSalary = (original: string): number | null => {
  const match = /[£$€]\s?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s?(k\b)?/i.exec(original);
  if (!match?.[1]) return null;
  let amount = Number(match[1].replaceAll(',', ''));
  if (match[2]) amount *= 1000;
  if (!Number.isFinite(amount) || amount < SALARY_FILTER_MIN) return null;
  const stepped = Math.floor(amount / SALARY_FILTER_STEP) * SALARY_FILTER_STEP;
  return Math.min(stepped, SALARY_FILTER_MAX);
};

const findExperienceLevel = (normalised: string): ExperienceLevel | null => {
  if (
    /\b(entry level|graduate (?:role|roles|job|jobs|scheme|schemes|programme))\b/.test(normalised)
  )
    return 'entry_level';
  if (/\bjunior\b/.test(normalised)) return 'junior';
  if (/\bmid level\b/.test(normalised)) return 'mid_level';
  if (/\bsenior\b/.test(normalised)) return 'senior';
  return null;
};

const findEducationType = (
  words: readonly string[],
  degree: NamedItem | null,
  graduationYear: number | null,
  hasUniversity: boolean,
  now: Date,
): EducationType | null => {
  const mentioned = keysFound(words, EDUCATION_TYPE_PHRASES);
  if (mentioned.includes('doctorate')) return 'doctorate';
  if (
    mentioned.includes('graduate') &&
    (graduationYear === null || graduationYear <= now.getFullYear())
  )
    return 'graduate';
  const byDegree = degree ? DEGREE_EDUCATION_TYPES[normaliseText(degree.name)] : undefined;
  if (byDegree) return byDegree;
  if (mentioned.includes('postgraduate')) return 'postgraduate';
  if (mentioned.includes('school')) return 'school';
  if (mentioned.includes('undergraduate') || degree || hasUniversity) return 'undergraduate';
  return null;
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The text holds the name with its capital letters. */
const writtenAsName = (text: string, name: string) =>
  new RegExp(`(^|[^A-Za-z])${escapeRegExp(name)}($|[^A-Za-z])`).test(text);

const byFirstMatch = (matches: readonly PhraseMatch<NamedItem>[]) =>
  distinct(matches.map((match) => match.target));

/**
 * Reads a candidate's description of themselves and answers the profile it finds. Every field
 * may be empty; names are the reference lists' own items (with their ids).
 */
export const parseSelfDescription = (
  description: string,
  lists: ProfileReferenceLists,
  options: { now?: Date } = {},
): ParsedProfile => {
  const now = options.now ?? new Date();
  const original = joinDottedAbbreviations(description.slice(0, SELF_DESCRIPTION_MAX_LENGTH));
  const normalised = normaliseText(original);
  const words = normalised ? normalised.split(' ') : [];

  // Universities first: their names hold cities and subjects ("London School of Economics").
  const { index: universities, acronyms } = universityIndex(lists.universities);
  const universityMatches = universities.findAll(words);
  let university = universityMatches[0]?.target ?? null;
  if (!university) {
    for (const token of original.match(/\b[A-Z]{3,6}\b/g) ?? []) {
      const targets = acronyms.get(token);
      if (targets?.length === 1 && targets[0]) {
        university = targets[0];
        break;
      }
    }
  }
  const taken = positionsOf(universityMatches);

  const degree = findDegree(original, words, lists.degrees, taken);

  // The subject: a name after a study word wins; otherwise the first one not said as an interest.
  const subjectMatches = namedIndex(lists.subjects, SUBJECT_SYNONYMS, false).findAll(words, taken);
  const withContext = subjectMatches.map((match) => ({
    match,
    context: contextBefore(words, match.start),
  }));
  const subjectMatch =
    withContext.find((entry) => entry.context === 'study') ??
    withContext.find((entry) => entry.context !== 'interest');
  const subject = subjectMatch?.match.target ?? null;
  const interestTaken = new Set(taken);
  if (subjectMatch?.context === 'study') {
    for (const position of positionsOf([subjectMatch.match])) interestTaken.add(position);
  }

  const industries = byFirstMatch(
    namedIndex(lists.industries, INTEREST_SYNONYMS, true).findAll(words, interestTaken),
  );
  const areas = byFirstMatch(
    namedIndex(lists.areas_of_responsibility, INTEREST_SYNONYMS, true).findAll(
      words,
      interestTaken,
    ),
  );
  // Cities are proper names: "Reading" and "Bath" count only when written with capitals.
  const cities = byFirstMatch(namedIndex(lists.cities, {}, false).findAll(words, taken)).filter(
    (city) => writtenAsName(original, city.name),
  );

  const graduationYear = findGraduationYear(normalised, now);
  const name = findName(original);
  return {
    first_name: name.first,
    last_name: name.last,
    education_type: findEducationType(words, degree, graduationYear, university !== null, now),
    university,
    degree,
    subject,
    study_year: findStudyYear(normalised),
    graduation_year: graduationYear,
    industries,
    areas_of_responsibility: areas,
    cities,
    work_modes: keysFound(words, WORK_MODE_PHRASES),
    opportunity_types: keysFound(words, OPPORTUNITY_TYPE_PHRASES),
    experience_level: findExperienceLevel(normalised),
    minimum_salary: findSalary(original),
  };
};
