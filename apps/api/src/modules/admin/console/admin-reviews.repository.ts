import { type SQL, sql, type Table } from 'drizzle-orm';
import type { Db } from '../../../db';
import { adminReviews, type ReviewDecision, type ReviewSubjectType } from '../../../db/schema';

/** The latest decision on a subject, as the wire shows it (`decided_at` is an ISO time). */
export interface LastReview {
  decision: ReviewDecision;
  reason: string | null;
  decided_at: string;
}

/**
 * The subject's id column, always qualified with its table: inside the subqueries below an
 * unqualified `"id"` would name the review's own id.
 */
const idOf = (table: Table): SQL => sql`${table}.${sql.identifier('id')}`;

/** A subquery column: the latest review of the table's current row, as JSON, or null. */
export const lastReviewOf = (subjectType: ReviewSubjectType, table: Table) =>
  sql<LastReview | null>`(select json_build_object('decision', r.decision, 'reason', r.reason, 'decided_at', r.created_at) from ${adminReviews} r where r.subject_type = ${subjectType} and r.subject_id = ${idOf(table)} order by r.created_at desc, r.id desc limit 1)`;

/** A condition: the subject's latest review is not a rejection (it is still waiting). */
export const notRejected = (subjectType: ReviewSubjectType, table: Table): SQL =>
  sql`(select r.decision from ${adminReviews} r where r.subject_type = ${subjectType} and r.subject_id = ${idOf(table)} order by r.created_at desc, r.id desc limit 1) is distinct from 'rejected'`;

export const insertReview = async (
  db: Db,
  values: {
    subjectType: ReviewSubjectType;
    subjectId: string;
    decision: ReviewDecision;
    reason: string | null;
    adminUserId: string;
  },
) => {
  await db.insert(adminReviews).values(values);
};

/** JSON times from PostgreSQL (`2026-11-22T11:07:08.123456+00:00`) as the wire's ISO times. */
export const reviewOnWire = (review: LastReview | null) =>
  review ? { ...review, decided_at: new Date(review.decided_at).toISOString() } : null;
