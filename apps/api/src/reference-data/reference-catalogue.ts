import iso6391 from 'iso-639-1';
import type { TagType } from '../db/schema';
import { DEGREES, SUBJECTS } from './academic';
import {
  CANDIDATE_PREFERENCE_OPTIONS,
  type CandidatePreferenceKey,
} from './candidate-preference-options';
import { EVENT_CATEGORIES } from './event-categories';
import { OPPORTUNITY_TYPES, type OpportunityTypeRecord } from './opportunity-types';
import {
  COMPANY_SIZES,
  EMPLOYEES_COUNTS,
  employeesCountKey,
  employeesCountLabel,
} from './organisation-sizes';
import { referenceId } from './reference-ids';
import {
  AREAS_OF_RESPONSIBILITY,
  EDUCATION_REQUIREMENTS,
  ETHNICITIES,
  INDUSTRIES,
  OFFERINGS,
  TOPICS,
} from './tag-lists';

/** Every reference list as rows with stable ids, ready to insert. */

export interface TagRecord {
  id: string;
  type: TagType;
  name: string;
  code: string | null;
  position: number;
}

export interface NamedRecord {
  id: string;
  name: string;
  position: number;
}

/** The language every new profile and posting starts with (spec: `meta.default_language_id`). */
export const DEFAULT_LANGUAGE_CODE = 'en';

const LANGUAGES = iso6391
  .getAllCodes()
  .map((code) => ({ code, name: iso6391.getName(code) }))
  .sort((a, b) => a.name.localeCompare(b.name, 'en'));

const TAG_LISTS: Record<TagType, readonly { name: string; code?: string }[]> = {
  Topic: TOPICS.map((name) => ({ name })),
  Offering: OFFERINGS.map((name) => ({ name })),
  Ethnicity: ETHNICITIES.map((name) => ({ name })),
  Language: LANGUAGES,
  Industry: INDUSTRIES.map((name) => ({ name })),
  AreaOfResponsibility: AREAS_OF_RESPONSIBILITY.map((name) => ({ name })),
  EducationRequirement: EDUCATION_REQUIREMENTS.map((name) => ({ name })),
};

export const TAGS: readonly TagRecord[] = Object.entries(TAG_LISTS).flatMap(([type, entries]) =>
  entries.map((entry, position) => ({
    id: referenceId('tag', `${type}:${entry.name}`),
    type: type as TagType,
    name: entry.name,
    code: entry.code ?? null,
    position,
  })),
);

const known = <T extends { id: string }>(
  kind: string,
  records: Map<string, T>,
  key: string,
): string => {
  const record = records.get(key);
  if (!record) throw new Error(`Unknown ${kind}: ${key}`);
  return record.id;
};

const tagsByKey = new Map(TAGS.map((tag) => [`${tag.type}:${tag.name}`, tag]));

/** The id of a tag ('Industry', 'Technology'); throws for a tag the lists do not hold. */
export const tagIdOf = (type: TagType, name: string): string =>
  known('tag', tagsByKey, `${type}:${name}`);

export const DEFAULT_LANGUAGE_ID = tagIdOf('Language', 'English');

const namedList = (kind: string, names: readonly string[]): readonly NamedRecord[] =>
  names.map((name, position) => ({ id: referenceId(kind, name), name, position }));

const lookup = (kind: string, records: readonly NamedRecord[]) => {
  const byName = new Map(records.map((record) => [record.name, record]));
  return (name: string): string => known(kind, byName, name);
};

export const DEGREE_RECORDS = namedList('degree', DEGREES);
export const SUBJECT_RECORDS = namedList('subject', SUBJECTS);
export const COMPANY_SIZE_RECORDS = namedList('company-size', COMPANY_SIZES);

export interface EmployeesCountRecord {
  id: string;
  key: string;
  label: string;
  minimum: number;
  maximum: number | null;
  position: number;
}

export const EMPLOYEES_COUNT_RECORDS: readonly EmployeesCountRecord[] = EMPLOYEES_COUNTS.map(
  ([minimum, maximum], position) => {
    const key = employeesCountKey(minimum, maximum);
    return {
      id: referenceId('employees-count', key),
      key,
      label: employeesCountLabel(minimum, maximum),
      minimum,
      maximum,
      position,
    };
  },
);

const employeesCountsByKey = new Map(EMPLOYEES_COUNT_RECORDS.map((record) => [record.key, record]));

/** The id of an employee-count band by its key (`11-50`, `50001+`). */
export const employeesCountIdOf = (key: string): string =>
  known('employees count', employeesCountsByKey, key);

export const degreeIdOf = lookup('degree', DEGREE_RECORDS);
export const subjectIdOf = lookup('subject', SUBJECT_RECORDS);
export const companySizeIdOf = lookup('company size', COMPANY_SIZE_RECORDS);

export interface EventCategoryRecord extends NamedRecord {
  default: boolean;
  industryIds: string[];
}

export const EVENT_CATEGORY_RECORDS: readonly EventCategoryRecord[] = EVENT_CATEGORIES.map(
  (category, position) => ({
    id: referenceId('event-category', category.name),
    name: category.name,
    default: category.default,
    industryIds: category.industries.map((industry) => tagIdOf('Industry', industry)),
    position,
  }),
);

export const eventCategoryIdOf = lookup('event category', EVENT_CATEGORY_RECORDS);

export interface OpportunityTypeRow {
  id: string;
  key: OpportunityTypeRecord['key'];
  name: string;
  position: number;
}

export interface OpportunityKindRow {
  id: string;
  opportunityTypeId: string;
  key: string;
  name: string;
  position: number;
}

export const opportunityTypeIdOf = (key: OpportunityTypeRecord['key']): string =>
  referenceId('opportunity-type', key);

export const OPPORTUNITY_TYPE_ROWS: readonly OpportunityTypeRow[] = OPPORTUNITY_TYPES.map(
  (type, position) => ({
    id: opportunityTypeIdOf(type.key),
    key: type.key,
    name: type.name,
    position,
  }),
);

export const OPPORTUNITY_KIND_ROWS: readonly OpportunityKindRow[] = OPPORTUNITY_TYPES.flatMap(
  (type) =>
    type.kinds.map((kind, position) => ({
      id: referenceId('opportunity-kind', `${type.key}:${kind.key}`),
      opportunityTypeId: opportunityTypeIdOf(type.key),
      key: kind.key,
      name: kind.name,
      position,
    })),
);

export interface PreferenceOptionRow {
  id: string;
  category: CandidatePreferenceKey;
  /** Stable key of the option within its category, e.g. `prefer_not_to_say`. */
  key: string;
  name: string;
  position: number;
}

/** 'Prefer not to say' → `prefer_not_to_say`; bracketed examples are left out of the key. */
export const preferenceOptionKey = (name: string): string =>
  name
    .replace(/\(.*?\)/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');

export const PREFERENCE_OPTION_ROWS: readonly PreferenceOptionRow[] = (
  Object.entries(CANDIDATE_PREFERENCE_OPTIONS) as [CandidatePreferenceKey, readonly string[]][]
).flatMap(([category, names]) =>
  names.map((name, position) => ({
    id: referenceId('candidate-preference-option', `${category}:${name}`),
    category,
    key: preferenceOptionKey(name),
    name,
    position,
  })),
);
