import type {
  CandidatePreferenceOptionsDocument,
  OpportunityTypeListDocument,
  TagListDocument,
  TagType,
} from '@gradway/domain/contracts';
import type { Db } from '../../../db';
import { CANDIDATE_PREFERENCE_CATEGORIES, type OpportunityTypeKey } from '../../../db/schema';
import { resource } from '../../../http/documents';
import {
  listCompanySizes,
  listCurrencies,
  listDegrees,
  listEmployeesCounts,
  listEventCategories,
  listOpportunityKinds,
  listOpportunityTypes,
  listPreferenceOptions,
  listSubjects,
  listTagsOfType,
} from './reference-data.repository';

/** The language every list offers first and new profiles default to. */
export const DEFAULT_LANGUAGE_CODE = 'en';

const TOUCHPOINTABLE_TYPE_OF: Record<OpportunityTypeKey, 'Job' | 'Internship' | 'Event'> = {
  job: 'Job',
  part_time: 'Job',
  internship: 'Internship',
  event: 'Event',
};

export const tagListDocument = async (db: Db, type: TagType): Promise<TagListDocument> => {
  const rows = await listTagsOfType(db, type);
  const defaultLanguage =
    type === 'Language' ? rows.find((row) => row.code === DEFAULT_LANGUAGE_CODE) : undefined;
  return {
    data: rows.map((row) => resource('tag', { id: row.id, name: row.name, type: row.type })),
    meta: {
      total_count: rows.length,
      ...(defaultLanguage ? { default_language_id: defaultLanguage.id } : {}),
    },
  };
};

/**
 * Opportunity types as the app's filters use them: internship types list their kinds, job types
 * map kind → label, events list their categories. `part_time` only when asked for.
 */
export const opportunityTypeListDocument = async (
  db: Db,
  withPartTime: boolean,
): Promise<OpportunityTypeListDocument> => {
  const [types, kinds, categories] = await Promise.all([
    listOpportunityTypes(db),
    listOpportunityKinds(db),
    listEventCategories(db),
  ]);
  const data = types
    .filter((type) => withPartTime || type.key !== 'part_time')
    .map((type) => {
      const ownKinds = kinds.filter((kind) => kind.opportunityTypeId === type.id);
      const touchpointableType = TOUCHPOINTABLE_TYPE_OF[type.key];
      const extra =
        type.key === 'internship'
          ? { touchpointable_kinds: ownKinds.map((kind) => ({ id: kind.key, name: kind.name })) }
          : type.key === 'event'
            ? {
                event_categories: categories.map((category) => ({
                  id: category.id,
                  name: category.name,
                  default: category.default,
                  industry_ids: category.industryIds,
                })),
              }
            : {
                touchpointable_kind_mapping: Object.fromEntries(
                  ownKinds.map((kind) => [kind.key, kind.name]),
                ),
              };
      return {
        id: type.key,
        type: 'opportunity_type' as const,
        attributes: {
          id: type.key,
          name: type.name,
          touchpointable_type: touchpointableType,
          ...extra,
        },
      };
    });
  return { data, meta: { total_count: data.length } };
};

export const preferenceOptionsDocument = async (
  db: Db,
): Promise<CandidatePreferenceOptionsDocument> => {
  const rows = await listPreferenceOptions(db);
  const attributes = Object.fromEntries(
    CANDIDATE_PREFERENCE_CATEGORIES.map((category) => [
      category,
      rows
        .filter((row) => row.category === category)
        .map((row) => ({ id: row.key, name: row.name })),
    ]),
  ) as CandidatePreferenceOptionsDocument['data']['attributes'];
  return { data: { type: 'candidate_preference_options', attributes } };
};

const listOf = <T extends string, A extends { id: string }>(type: T, rows: A[]) => ({
  data: rows.map((row) => resource(type, row)),
  meta: { total_count: rows.length },
});

export const eventCategoryListDocument = async (db: Db) =>
  listOf(
    'event_category',
    (await listEventCategories(db)).map((row) => ({
      id: row.id,
      name: row.name,
      default: row.default,
      industry_ids: row.industryIds,
    })),
  );

export const companySizeListDocument = async (db: Db) =>
  listOf('company_size', await listCompanySizes(db));

export const employeesCountListDocument = async (db: Db) => {
  const rows = await listEmployeesCounts(db);
  return {
    data: rows.map((row) => ({
      id: row.key,
      type: 'employees_count' as const,
      attributes: { id: row.key, label: row.label, minimum: row.minimum, maximum: row.maximum },
    })),
    meta: { total_count: rows.length },
  };
};

export const currencyListDocument = async (db: Db) => listOf('currency', await listCurrencies(db));

export const degreeListDocument = async (db: Db) => listOf('degree', await listDegrees(db));

export const subjectListDocument = async (db: Db) => listOf('subject', await listSubjects(db));
