import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db';
import {
  applications,
  candidates,
  degrees,
  educationHistories,
  subjects,
  touchpoints,
  universities,
  users,
} from '../../../db/schema';

/** The company or society whose touchpoints' applicants are listed. */
export interface ApplicantsOwner {
  type: 'Company' | 'StudentSociety';
  id: string;
}

const ownedApplied = (owner: ApplicantsOwner, touchpointId?: string) => {
  const conditions: SQL[] = [
    eq(applications.progress, 'applied'),
    eq(touchpoints.creatableForType, owner.type),
    eq(touchpoints.creatableForId, owner.id),
  ];
  if (touchpointId) conditions.push(eq(touchpoints.id, touchpointId));
  return and(...conditions);
};

/**
 * A field of the candidate's current education (their first one, as in the candidate profile),
 * read from the lateral join below.
 */
const firstEducation = sql`lateral (select ${educationHistories.universityId} as university_id, ${educationHistories.degreeId} as degree_id, ${educationHistories.subjectId} as subject_id, ${educationHistories.graduationYear} as graduation_year from ${educationHistories} where ${educationHistories.candidateId} = ${candidates.id} order by ${educationHistories.createdAt} asc limit 1) as education`;

/** Who applied to the owner's touchpoints, newest application first. */
export const listApplicants = (
  db: Db,
  owner: ApplicantsOwner,
  touchpointId: string | undefined,
  paging: { limit: number; offset: number },
) =>
  db
    .select({
      id: applications.id,
      appliedAt: applications.appliedAt,
      createdAt: applications.createdAt,
      answers: applications.answers,
      cvUrl: applications.cvUrl,
      coverLetterTitle: applications.coverLetterTitle,
      coverLetterHtml: applications.coverLetterHtml,
      touchpoint: {
        id: touchpoints.id,
        title: touchpoints.title,
        touchpointableType: touchpoints.touchpointableType,
      },
      candidateId: candidates.id,
      avatarUrl: candidates.avatarUrl,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      university: universities.name,
      degree: sql<string | null>`${degrees.name}`,
      subject: sql<string | null>`${subjects.name}`,
      graduationYear: sql<number | null>`education.graduation_year`,
    })
    .from(applications)
    .innerJoin(touchpoints, eq(touchpoints.id, applications.touchpointId))
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .innerJoin(users, eq(users.id, candidates.userId))
    .leftJoin(firstEducation, sql`true`)
    .leftJoin(universities, sql`${universities.id} = education.university_id`)
    .leftJoin(degrees, sql`${degrees.id} = coalesce(education.degree_id, ${candidates.degreeId})`)
    .leftJoin(
      subjects,
      sql`${subjects.id} = coalesce(education.subject_id, ${candidates.subjectId})`,
    )
    .where(ownedApplied(owner, touchpointId))
    .orderBy(desc(applications.appliedAt), desc(applications.id))
    .limit(paging.limit)
    .offset(paging.offset);

export type ApplicantRow = Awaited<ReturnType<typeof listApplicants>>[number];

export const countApplicants = async (
  db: Db,
  owner: ApplicantsOwner,
  touchpointId: string | undefined,
) => {
  const [row] = await db
    .select({ value: count() })
    .from(applications)
    .innerJoin(touchpoints, eq(touchpoints.id, applications.touchpointId))
    .where(ownedApplied(owner, touchpointId));
  return row?.value ?? 0;
};

/** The owner's touchpoints that have applicants, with how many, newest touchpoint first. */
export const touchpointsWithApplicants = (db: Db, owner: ApplicantsOwner) =>
  db
    .select({ id: touchpoints.id, title: touchpoints.title, value: count() })
    .from(applications)
    .innerJoin(touchpoints, eq(touchpoints.id, applications.touchpointId))
    .where(ownedApplied(owner))
    .groupBy(touchpoints.id, touchpoints.title, touchpoints.createdAt)
    .orderBy(desc(touchpoints.createdAt), desc(touchpoints.id));

/**
 * Whether the CV copy at `url` was sent with an application to a touchpoint of the owner, or
 * belongs to the candidate of this user (their own application's copy).
 */
export const cvSentTo = async (
  db: Db,
  url: string,
  reader: { owner: ApplicantsOwner | null; candidateUserId: string | null },
) => {
  const ownerCondition = reader.owner
    ? and(
        eq(touchpoints.creatableForType, reader.owner.type),
        eq(touchpoints.creatableForId, reader.owner.id),
        eq(applications.progress, 'applied'),
      )
    : reader.candidateUserId
      ? eq(candidates.userId, reader.candidateUserId)
      : sql`false`;
  const [row] = await db
    .select({ filename: applications.cvFilename })
    .from(applications)
    .innerJoin(touchpoints, eq(touchpoints.id, applications.touchpointId))
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .where(and(eq(applications.cvUrl, url), ownerCondition))
    .limit(1);
  return row ?? null;
};
