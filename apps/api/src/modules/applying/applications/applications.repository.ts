import type { ApplicationProgress } from '@gradway/domain';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  lte,
  ne,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../../db';
import { applications, cities, quickApplications, touchpoints, users } from '../../../db/schema';
import {
  PUBLIC_PAGE_STATES,
  touchpointColumns,
} from '../../opportunities/touchpoints/touchpoint-columns';

export type ApplicationRow = typeof applications.$inferSelect;

/** Ranks progress in SQL (saved 1, started 2, applied 3) so an update only moves it forward. */
const rankOf = (column: SQL | typeof applications.progress) =>
  sql`array_position(array['saved','started','applied']::text[], ${column})`;

/** A touchpoint whose page is public (published, or once published), with what its card shows. */
export const findPublicTouchpoint = async (db: Db, touchpointId: string) => {
  const [row] = await db
    .select(touchpointColumns)
    .from(touchpoints)
    .leftJoin(cities, eq(cities.id, touchpoints.placeCityId))
    .leftJoin(users, eq(users.id, touchpoints.createdById))
    .where(and(eq(touchpoints.id, touchpointId), inArray(touchpoints.state, PUBLIC_PAGE_STATES)));
  return row ?? null;
};

export const findApplication = async (db: Db, candidateId: string, touchpointId: string) => {
  const [row] = await db
    .select()
    .from(applications)
    .where(
      and(eq(applications.candidateId, candidateId), eq(applications.touchpointId, touchpointId)),
    );
  return row ?? null;
};

/**
 * Tracks the touchpoint at this progress, or moves a tracked one forward to it; never back (the
 * conflict update only runs when the new step ranks higher). One statement, so concurrent calls
 * settle on the unique index.
 */
export const trackApplication = async (
  db: Db,
  values: { candidateId: string; touchpointId: string; progress: ApplicationProgress },
) => {
  const appliedAt = values.progress === 'applied' ? new Date() : null;
  await db
    .insert(applications)
    .values({ ...values, appliedAt })
    .onConflictDoUpdate({
      target: [applications.candidateId, applications.touchpointId],
      set: {
        progress: sql`excluded.progress`,
        appliedAt: sql`coalesce(${applications.appliedAt}, excluded.applied_at)`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`${rankOf(applications.progress)} < ${rankOf(sql`excluded.progress`)}`,
    });
};

/**
 * Records an easy application unless one was already sent: inserts it, or turns a saved or
 * started one into applied. Answers true when this call sent it (false: it had been sent, and
 * nothing changed). The unique index makes concurrent identical submits wait for each other, and
 * the conflict update's condition lets only the first one through.
 */
export const submitApplication = async (
  db: Db,
  values: {
    candidateId: string;
    touchpointId: string;
    answers: { question: string; answer: string }[];
    cvUrl: string | null;
    cvFilename: string | null;
    coverLetterId: string | null;
    coverLetterTitle: string | null;
    coverLetterHtml: string | null;
  },
): Promise<boolean> => {
  const now = new Date();
  const rows = await db
    .insert(applications)
    .values({ ...values, progress: 'applied', appliedAt: now })
    .onConflictDoUpdate({
      target: [applications.candidateId, applications.touchpointId],
      set: {
        progress: 'applied',
        appliedAt: now,
        answers: values.answers,
        cvUrl: values.cvUrl,
        cvFilename: values.cvFilename,
        coverLetterId: values.coverLetterId,
        coverLetterTitle: values.coverLetterTitle,
        coverLetterHtml: values.coverLetterHtml,
        updatedAt: now,
      },
      setWhere: ne(applications.progress, 'applied'),
    })
    .returning({ id: applications.id });
  return rows.length > 0;
};

export const updateApplicationNotes = async (
  db: Db,
  candidateId: string,
  touchpointId: string,
  notes: string | null,
) =>
  (
    await db
      .update(applications)
      .set({ notes, updatedAt: new Date() })
      .where(
        and(eq(applications.candidateId, candidateId), eq(applications.touchpointId, touchpointId)),
      )
      .returning({ id: applications.id })
  ).length > 0;

/** Removes a saved or started one; an application sent stays. */
export const removeTrackedApplication = (db: Db, candidateId: string, touchpointId: string) =>
  db
    .delete(applications)
    .where(
      and(
        eq(applications.candidateId, candidateId),
        eq(applications.touchpointId, touchpointId),
        ne(applications.progress, 'applied'),
      ),
    );

export interface TrackerFilters {
  progress?: ApplicationProgress[];
  touchpointableType?: 'Job' | 'Internship' | 'Event';
  /** Open ones whose deadline is after `now` and before this moment. */
  deadlineBefore?: Date;
  touchpointIds?: string[];
  now: Date;
}

const trackerConditions = (candidateId: string, filters: TrackerFilters) => {
  const conditions: SQL[] = [eq(applications.candidateId, candidateId)];
  if (filters.progress?.length) conditions.push(inArray(applications.progress, filters.progress));
  if (filters.touchpointableType) {
    conditions.push(eq(touchpoints.touchpointableType, filters.touchpointableType));
  }
  if (filters.deadlineBefore) {
    conditions.push(
      eq(touchpoints.state, 'published'),
      gt(touchpoints.applicationDeadline, filters.now),
      lte(touchpoints.applicationDeadline, filters.deadlineBefore),
    );
  }
  if (filters.touchpointIds?.length) {
    conditions.push(inArray(applications.touchpointId, filters.touchpointIds));
  }
  return and(...conditions);
};

/** The tracker: soonest deadline first (none last), then the newest tracked. */
export const listTrackedApplications = (
  db: Db,
  candidateId: string,
  filters: TrackerFilters,
  paging: { limit: number; offset: number },
) =>
  db
    .select({ application: applications, ...touchpointColumns })
    .from(applications)
    .innerJoin(touchpoints, eq(touchpoints.id, applications.touchpointId))
    .leftJoin(cities, eq(cities.id, touchpoints.placeCityId))
    .leftJoin(users, eq(users.id, touchpoints.createdById))
    .where(trackerConditions(candidateId, filters))
    .orderBy(
      sql`${asc(touchpoints.applicationDeadline)} nulls last`,
      desc(applications.createdAt),
      asc(applications.id),
    )
    .limit(paging.limit)
    .offset(paging.offset);

export type TrackedApplicationRow = Awaited<ReturnType<typeof listTrackedApplications>>[number];

export const countTrackedApplications = async (
  db: Db,
  candidateId: string,
  filters: TrackerFilters,
) => {
  const [row] = await db
    .select({ value: count() })
    .from(applications)
    .innerJoin(touchpoints, eq(touchpoints.id, applications.touchpointId))
    .where(trackerConditions(candidateId, filters));
  return row?.value ?? 0;
};

/**
 * How many tracked touchpoints the candidate has at each step; applied also counts the jobs that
 * are not ours they applied to through the extension (one per job address), as the tracker lists.
 */
export const progressCountsOf = async (db: Db, candidateId: string) => {
  const [rows, [external]] = await Promise.all([
    db
      .select({ progress: applications.progress, value: count() })
      .from(applications)
      .where(eq(applications.candidateId, candidateId))
      .groupBy(applications.progress),
    // Sent through the extension to jobs that are not ours: applied, one per job address.
    db
      .select({ value: sql<number>`count(distinct ${quickApplications.jobUrl})::int` })
      .from(quickApplications)
      .where(
        and(eq(quickApplications.candidateId, candidateId), isNull(quickApplications.touchpointId)),
      ),
  ]);
  const counts = { saved: 0, started: 0, applied: external?.value ?? 0 };
  for (const row of rows) counts[row.progress] += row.value;
  return counts;
};

/** The CV copies the candidate sent with applications (removed with their account). */
export const applicationCvUrlsOf = async (db: Db, candidateId: string) =>
  (
    await db
      .select({ url: applications.cvUrl })
      .from(applications)
      .where(and(eq(applications.candidateId, candidateId), sql`${applications.cvUrl} is not null`))
  ).flatMap((row) => (row.url ? [row.url] : []));
