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
  listEventCategories,
  listOpportunityKinds,
  listOpportunityTypes,
  listPreferenceOptions,
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
