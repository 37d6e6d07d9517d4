import type { Db } from '../../../db';
import {
  findCandidateDetails,
  findCandidateOfUser,
  findCities,
  findCurrentEducation,
  findTags,
} from './candidates.repository';

/**
 * What other modules read of a candidate. It imports nothing outside the candidates module, so
 * any module (matching, uploads, applying) reads through it without an import circle (the profile
 * service asks for matches, and matching reads the profile).
 */

/** The file name the candidate's current CV was uploaded under (null without one). */
export const resumeFilenameOf = async (db: Db, candidateId: string) =>
  (await findCandidateDetails(db, candidateId))?.resumeFilename ?? null;

/** The user's own current CV as a candidate, with its file name; null for anyone else. */
export const ownCvOf = async (db: Db, userId: string) => {
  const own = await findCandidateOfUser(db, userId);
  const url = own?.candidate.resumeUrl;
  if (!own || !url) return null;
  return { url, filename: await resumeFilenameOf(db, own.candidate.id) };
};

/** The candidate's current education and the industries, areas and cities they chose, by name. */
export const candidateChoices = async (
  db: Db,
  candidateId: string,
  chosen: {
    industryIds: readonly string[];
    areaIds: readonly string[];
    cityIds: readonly string[];
  },
) => {
  const [education, industries, areas, cities] = await Promise.all([
    findCurrentEducation(db, candidateId),
    findTags(db, 'Industry', chosen.industryIds),
    findTags(db, 'AreaOfResponsibility', chosen.areaIds),
    findCities(db, chosen.cityIds),
  ]);
  return { education, industries, areas, cities };
};
