import type { CandidateProfile } from '@gradway/domain/contracts';
import {
  type CandidateReferenceData,
  loadCandidateProfile,
  loadCandidateReferenceData,
} from './candidate-data';

export interface CandidatePageData {
  profile: CandidateProfile;
  reference: CandidateReferenceData;
}

/** The profile and the reference lists the candidate's forms need, loaded in the browser. */
export const loadCandidatePage = async (): Promise<CandidatePageData> => {
  const [profile, reference] = await Promise.all([
    loadCandidateProfile(),
    loadCandidateReferenceData(),
  ]);
  return { profile, reference };
};
