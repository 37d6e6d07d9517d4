import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db';
import {
  candidateDetails,
  candidatePreferenceOptions,
  candidates,
  cities,
  degrees,
  educationHistories,
  outboxMails,
  posts,
  subjects,
  type TagType,
  tags,
  universities,
  users,
} from '../../../db/schema';

/** Reads and writes of a candidate's own profile (the row of `candidates` and what hangs off it). */

export type CandidateRow = typeof candidates.$inferSelect;
export type CandidateDetailsRow = typeof candidateDetails.$inferSelect;

export const findCandidateOfUser = async (db: Db, userId: string) => {
  const [row] = await db
    .select({ user: users, candidate: candidates })
    .from(users)
    .innerJoin(candidates, eq(candidates.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
};

export const findCandidateDetails = async (db: Db, candidateId: string) => {
  const [row] = await db
    .select()
    .from(candidateDetails)
    .where(eq(candidateDetails.candidateId, candidateId))
    .limit(1);
  return row ?? null;
};

/** Creates the candidate's details row when missing, then applies the change. */
export const upsertCandidateDetails = (
  db: Db,
  candidateId: string,
  change: Partial<Omit<CandidateDetailsRow, 'candidateId' | 'createdAt' | 'updatedAt'>>,
) =>
  db
    .insert(candidateDetails)
    .values({ candidateId, ...change })
    .onConflictDoUpdate({
      target: candidateDetails.candidateId,
      set: { ...change, updatedAt: new Date() },
    });

export const updateCandidateRow = (
  db: Db,
  candidateId: string,
  change: Partial<Omit<CandidateRow, 'id' | 'userId' | 'createdAt' | 'updatedAt'>>,
) => db.update(candidates).set(change).where(eq(candidates.id, candidateId));

export const updateUserNames = (
  db: Db,
  userId: string,
  change: { firstName?: string; lastName?: string },
) => db.update(users).set(change).where(eq(users.id, userId));

/** The candidate's current education: their first education history, with names. */
export const findCurrentEducation = async (db: Db, candidateId: string) => {
  const [row] = await db
    .select({
      id: educationHistories.id,
      educationType: educationHistories.educationType,
      studyYear: educationHistories.studyYear,
      graduationYear: educationHistories.graduationYear,
      university: {
        id: universities.id,
        name: universities.name,
        slug: universities.slug,
        website: universities.website,
      },
      degree: { id: degrees.id, name: degrees.name },
      subject: { id: subjects.id, name: subjects.name },
    })
    .from(educationHistories)
    .leftJoin(universities, eq(universities.id, educationHistories.universityId))
    .leftJoin(degrees, eq(degrees.id, educationHistories.degreeId))
    .leftJoin(subjects, eq(subjects.id, educationHistories.subjectId))
    .where(eq(educationHistories.candidateId, candidateId))
    .orderBy(asc(educationHistories.createdAt))
    .limit(1);
  return row ?? null;
};

export interface EducationValues {
  educationType: string;
  universityId: string | null;
  degreeId: string | null;
  subjectId: string | null;
  studyYear: number | null;
  graduationYear: number | null;
}

/** Replaces the current education (updates the first history, or creates it). */
export const saveCurrentEducation = async (
  db: Db,
  candidateId: string,
  values: EducationValues,
) => {
  const [first] = await db
    .select({ id: educationHistories.id })
    .from(educationHistories)
    .where(eq(educationHistories.candidateId, candidateId))
    .orderBy(asc(educationHistories.createdAt))
    .limit(1);
  if (first) {
    await db.update(educationHistories).set(values).where(eq(educationHistories.id, first.id));
  } else {
    await db.insert(educationHistories).values({ candidateId, ...values });
  }
};

/** Websites of the universities in the candidate's education history. */
export const listUniversityWebsites = async (db: Db, candidateId: string) => {
  const rows = await db
    .select({ website: universities.website })
    .from(educationHistories)
    .innerJoin(universities, eq(universities.id, educationHistories.universityId))
    .where(eq(educationHistories.candidateId, candidateId));
  return rows.map((row) => row.website);
};

// Reference records, to check ids a candidate sends and to show names.

export const findUniversities = (db: Db, ids: readonly string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({ id: universities.id, name: universities.name })
        .from(universities)
        .where(inArray(universities.id, [...ids]));

export const findDegrees = (db: Db, ids: readonly string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({ id: degrees.id, name: degrees.name })
        .from(degrees)
        .where(inArray(degrees.id, [...ids]));

export const findSubjects = (db: Db, ids: readonly string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({ id: subjects.id, name: subjects.name })
        .from(subjects)
        .where(inArray(subjects.id, [...ids]));

export const findTags = (db: Db, type: TagType, ids: readonly string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({ id: tags.id, name: tags.name })
        .from(tags)
        .where(and(eq(tags.type, type), inArray(tags.id, [...ids])));

export const findCities = (db: Db, ids: readonly string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({ id: cities.id, name: cities.name })
        .from(cities)
        .where(inArray(cities.id, [...ids]));

/** Option keys of each preference list. */
export const listPreferenceOptionKeys = (db: Db) =>
  db
    .select({ category: candidatePreferenceOptions.category, key: candidatePreferenceOptions.key })
    .from(candidatePreferenceOptions);

/**
 * Removes the user with everything personal: the candidate, education, details (CV text),
 * sessions and tokens go with the user (foreign keys cascade); their posts and the mails kept
 * for their address are removed here.
 */
export const deleteCandidateUser = async (db: Db, userId: string, email: string | null) => {
  await db.transaction(async (tx) => {
    await tx.delete(posts).where(eq(posts.authorId, userId));
    if (email) await tx.delete(outboxMails).where(eq(outboxMails.to, email));
    await tx.delete(users).where(eq(users.id, userId));
  });
};
