import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db';
import {
  candidates,
  companies,
  degrees,
  educationHistories,
  managers,
  recruiters,
  studentSocieties,
  subjects,
  universities,
  users,
} from '../../../db/schema';

export const findUserWithProfile = async (db: Db, userId: string) => {
  const [row] = await db
    .select({
      user: users,
      candidate: candidates,
      degreeName: degrees.name,
      subjectName: subjects.name,
      managerId: managers.id,
      recruiterId: recruiters.id,
      society: {
        id: studentSocieties.id,
        slug: studentSocieties.slug,
        name: studentSocieties.name,
        iconUrl: studentSocieties.iconUrl,
        isVerified: studentSocieties.isVerified,
        providerVerified: studentSocieties.providerVerified,
        /** Its university's city's time zone (the default of its events' dates). */
        timeZone: sql<
          string | null
        >`(select c.time_zone from universities u join cities c on c.id = u.city_id
          where u.id = ${studentSocieties.universityId})`,
      },
      company: {
        id: companies.id,
        slug: companies.slug,
        name: companies.name,
        iconUrl: companies.iconUrl,
        isVerified: companies.isVerified,
        providerVerified: companies.providerVerified,
        /** Its city's time zone (the default of its touchpoints' dates). */
        timeZone: sql<
          string | null
        >`(select c.time_zone from cities c where c.id = ${companies.cityId})`,
      },
    })
    .from(users)
    .leftJoin(candidates, eq(candidates.userId, users.id))
    .leftJoin(degrees, eq(degrees.id, candidates.degreeId))
    .leftJoin(subjects, eq(subjects.id, candidates.subjectId))
    .leftJoin(managers, eq(managers.userId, users.id))
    .leftJoin(studentSocieties, eq(studentSocieties.id, managers.studentSocietyId))
    .leftJoin(recruiters, eq(recruiters.userId, users.id))
    .leftJoin(companies, eq(companies.id, recruiters.companyId))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
};

export type UserWithProfile = NonNullable<Awaited<ReturnType<typeof findUserWithProfile>>>;

export const listEducationHistories = (db: Db, candidateId: string) =>
  db
    .select({
      id: educationHistories.id,
      educationType: educationHistories.educationType,
      studyYear: educationHistories.studyYear,
      graduationYear: educationHistories.graduationYear,
      universityId: universities.id,
      universityName: universities.name,
      universitySlug: universities.slug,
      universityWebsite: universities.website,
    })
    .from(educationHistories)
    .leftJoin(universities, eq(universities.id, educationHistories.universityId))
    .where(eq(educationHistories.candidateId, candidateId))
    .orderBy(asc(educationHistories.createdAt));
