import {
  type CandidateMatchProfile,
  EXPERIENCE_LEVELS,
  type ExperienceLevel,
  OPPORTUNITY_TYPE_IDS,
  type OpportunityTypeId,
  WORK_MODES,
  type WorkMode,
} from '@gradway/domain';
import type { Db } from '../../../db';
import { candidateChoices } from '../../accounts/candidates/candidate-records.service';
import type { StoredPreferences } from '../../accounts/candidates/stored-preferences';
import { findMatchProfileRow } from './match-profile.repository';

/** What `candidates.preferences` holds for matching beyond the profile's own preferences. */
export interface StoredMatchPreferences extends StoredPreferences {
  /** Reason keys the candidate dismissed (`area:<id>`, `remote`…): they count for no match. */
  dismissed_match_reasons?: string[];
}

/** Words too common to say anything about a candidate or an opportunity. */
const COMMON_WORDS = new Set(
  'and the for with from that this have has was were are you your our their into over under about job jobs role team work year years'.split(
    ' ',
  ),
);

/** Words of a CV or self-description, as the engine compares them with titles. */
export const cvWordsOf = (...texts: (string | null | undefined)[]): Set<string> => {
  const words = new Set<string>();
  for (const text of texts) {
    if (!text) continue;
    for (const word of text.toLowerCase().split(/[^a-z0-9+#]+/)) {
      if (word.length >= 3 && !COMMON_WORDS.has(word)) words.add(word);
    }
  }
  return words;
};

const oneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (values as readonly string[]).includes(value);

const LEVELS = EXPERIENCE_LEVELS.map((level) => level.value);

export interface LoadedMatchProfile {
  candidateId: string;
  onboardingCompleted: boolean;
  profile: CandidateMatchProfile;
}

/** The candidate's profile as the matching engine reads it; null for an unknown candidate. */
export const loadMatchProfile = async (
  db: Db,
  candidateId: string,
): Promise<LoadedMatchProfile | null> => {
  const row = await findMatchProfileRow(db, candidateId);
  if (!row) return null;
  const saved = (row.candidate.preferences ?? {}) as StoredMatchPreferences;
  const { education, industries, areas, cities } = await candidateChoices(db, candidateId, {
    industryIds: saved.industry_ids ?? [],
    areaIds: saved.area_of_responsibility_ids ?? [],
    cityIds: saved.city_ids ?? [],
  });
  const workModes = (saved.work_modes ?? []).filter((mode): mode is WorkMode =>
    oneOf(WORK_MODES, mode),
  );
  if (row.candidate.remoteOpportunity && !workModes.includes('remote')) workModes.push('remote');
  return {
    candidateId,
    onboardingCompleted: row.candidate.onboardingCompleted,
    profile: {
      opportunityTypes: (saved.opportunity_types ?? []).filter((type): type is OpportunityTypeId =>
        oneOf(OPPORTUNITY_TYPE_IDS, type),
      ),
      industries,
      areas,
      cities,
      workModes,
      minimumSalary: saved.minimum_salary ?? null,
      experienceLevel: oneOf<ExperienceLevel>(LEVELS, saved.experience_level)
        ? saved.experience_level
        : null,
      studyYear: education?.studyYear ?? null,
      graduationYear: education?.graduationYear ?? null,
      educationType: education?.educationType ?? null,
      subject: education?.subject?.id ? education.subject : null,
      followedOrganisationIds: new Set(row.followed ?? []),
      cvWords: cvWordsOf(row.resumeText),
      aboutWords: cvWordsOf(row.selfDescription),
      dismissedReasonKeys: new Set(saved.dismissed_match_reasons ?? []),
    },
  };
};
