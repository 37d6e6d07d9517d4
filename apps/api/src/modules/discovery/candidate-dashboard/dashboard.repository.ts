import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db';
import {
  applications,
  cities,
  eventRegistrations,
  follows,
  matches,
  memberships,
  posts,
  studentSocieties,
  touchpoints,
  universities,
  users,
} from '../../../db/schema';
import { touchpointColumns } from '../../opportunities/touchpoints/touchpoint-columns';
import type { TouchpointRow } from '../../opportunities/touchpoints/touchpoints.repository';
import { societyIsPublic } from '../../organisations/shared/visibility';

/** Touchpoint rows (with what their cards show) in the order of the ids given. */
export const touchpointRowsInOrder = async (db: Db, ids: string[]): Promise<TouchpointRow[]> => {
  if (ids.length === 0) return [];
  const rows = await db
    .select(touchpointColumns)
    .from(touchpoints)
    .leftJoin(cities, eq(cities.id, touchpoints.placeCityId))
    .leftJoin(users, eq(users.id, touchpoints.createdById))
    .where(inArray(touchpoints.id, ids));
  const byId = new Map(rows.map((row) => [row.touchpoint.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
};

const openMatch = (candidateId: string) =>
  and(
    eq(matches.candidateId, candidateId),
    isNull(matches.viewedAt),
    isNull(matches.dismissedAt),
    eq(touchpoints.state, 'published'),
  );

export const countUnvisitedMatches = async (db: Db, candidateId: string) => {
  const [row] = await db
    .select({ value: count() })
    .from(matches)
    .innerJoin(touchpoints, eq(touchpoints.id, matches.touchpointId))
    .where(openMatch(candidateId));
  return row?.value ?? 0;
};

/** The best unvisited matches on published touchpoints. */
export const bestNewMatchIds = async (db: Db, candidateId: string, limit: number) =>
  (
    await db
      .select({ id: matches.touchpointId })
      .from(matches)
      .innerJoin(touchpoints, eq(touchpoints.id, matches.touchpointId))
      .where(openMatch(candidateId))
      .orderBy(desc(matches.score), asc(matches.id))
      .limit(limit)
  ).map((row) => row.id);

/** Saved or started, still open, due between now and `until`, soonest first. */
export const upcomingDeadlineIds = async (
  db: Db,
  candidateId: string,
  window: { now: Date; until: Date; limit: number },
) =>
  (
    await db
      .select({ id: touchpoints.id })
      .from(applications)
      .innerJoin(touchpoints, eq(touchpoints.id, applications.touchpointId))
      .where(
        and(
          eq(applications.candidateId, candidateId),
          inArray(applications.progress, ['saved', 'started']),
          eq(touchpoints.state, 'published'),
          gt(touchpoints.applicationDeadline, window.now),
          lte(touchpoints.applicationDeadline, window.until),
        ),
      )
      .orderBy(asc(touchpoints.applicationDeadline), asc(touchpoints.id))
      .limit(window.limit)
  ).map((row) => row.id);

/** Events the candidate is registered for that have not ended, soonest first. */
export const registeredEventIds = async (db: Db, candidateId: string, now: Date, limit: number) =>
  (
    await db
      .select({ id: touchpoints.id })
      .from(eventRegistrations)
      .innerJoin(touchpoints, eq(touchpoints.id, eventRegistrations.touchpointId))
      .where(
        and(
          eq(eventRegistrations.candidateId, candidateId),
          eq(eventRegistrations.status, 'registered'),
          inArray(touchpoints.state, ['published', 'closed']),
          or(
            sql`coalesce(${touchpoints.endDate}, ${touchpoints.startDate}) >= ${now}`,
            isNull(touchpoints.startDate),
          ),
        ),
      )
      .orderBy(sql`${asc(touchpoints.startDate)} nulls last`, asc(touchpoints.id))
      .limit(limit)
  ).map((row) => row.id);

/** Published touchpoints of the companies and societies the candidate follows, newest first. */
export const followedNewsIds = async (db: Db, candidateId: string, limit: number) =>
  (
    await db
      .select({ id: touchpoints.id })
      .from(touchpoints)
      .innerJoin(
        follows,
        and(
          eq(follows.candidateId, candidateId),
          eq(follows.followableType, touchpoints.creatableForType),
          eq(follows.followableId, touchpoints.creatableForId),
        ),
      )
      .where(eq(touchpoints.state, 'published'))
      .orderBy(sql`${desc(touchpoints.publishedAt)} nulls last`, desc(touchpoints.id))
      .limit(limit)
  ).map((row) => row.id);

export const societyBasicColumns = {
  id: studentSocieties.id,
  name: studentSocieties.name,
  slug: studentSocieties.slug,
  iconUrl: studentSocieties.iconUrl,
  isVerified: studentSocieties.isVerified,
  providerVerified: studentSocieties.providerVerified,
  universityId: universities.id,
  universityName: universities.name,
  universitySlug: universities.slug,
};

/** The newest approved posts of public societies the candidate follows. */
export const followedPosts = (db: Db, candidateId: string, limit: number) =>
  db
    .select({
      id: posts.id,
      createdAt: posts.createdAt,
      kind: posts.kind,
      body: posts.body,
      society: societyBasicColumns,
    })
    .from(posts)
    .innerJoin(
      follows,
      and(
        eq(follows.candidateId, candidateId),
        eq(follows.followableType, 'StudentSociety'),
        eq(follows.followableId, posts.studentSocietyId),
      ),
    )
    .innerJoin(studentSocieties, eq(studentSocieties.id, posts.studentSocietyId))
    .leftJoin(universities, eq(universities.id, studentSocieties.universityId))
    .where(and(eq(posts.status, 'approved'), societyIsPublic()))
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(limit);

export const countFollows = async (db: Db, candidateId: string) => {
  const [row] = await db
    .select({ value: count() })
    .from(follows)
    .where(eq(follows.candidateId, candidateId));
  return row?.value ?? 0;
};

/**
 * Public societies the candidate follows or is a member of, with their newest approved post and
 * how many approved posts came since the candidate last looked (a member's last visit, else when
 * they followed or joined). Societies with the newest posts first.
 */
export const listInteractedSocieties = (db: Db, candidateId: string) => {
  const seenAt = sql`coalesce(${memberships.lastViewedAt}, ${follows.createdAt}, ${memberships.createdAt})`;
  const lastPost = (column: 'id' | 'created_at') =>
    sql.raw(
      `(select p.${column} from posts p where p.student_society_id = student_societies.id and p.status = 'approved' order by p.created_at desc, p.id desc limit 1)`,
    );
  return db
    .select({
      ...societyBasicColumns,
      lastPostId: sql<string | null>`${lastPost('id')}`,
      lastPostAt: sql<Date | string | null>`${lastPost('created_at')}`,
      notViewedCount:
        sql<number>`(select count(*) from ${posts} where ${posts.studentSocietyId} = ${studentSocieties.id} and ${posts.status} = 'approved' and ${posts.createdAt} > ${seenAt})`.mapWith(
          Number,
        ),
    })
    .from(studentSocieties)
    .leftJoin(universities, eq(universities.id, studentSocieties.universityId))
    .leftJoin(
      follows,
      and(
        eq(follows.candidateId, candidateId),
        eq(follows.followableType, 'StudentSociety'),
        eq(follows.followableId, studentSocieties.id),
      ),
    )
    .leftJoin(
      memberships,
      and(
        eq(memberships.candidateId, candidateId),
        eq(memberships.status, 'subscribed'),
        eq(memberships.studentSocietyId, studentSocieties.id),
      ),
    )
    .where(
      and(
        sql`${studentSocieties.id} in (select ${follows.followableId} from ${follows} where ${follows.candidateId} = ${candidateId} and ${follows.followableType} = 'StudentSociety' union select ${memberships.studentSocietyId} from ${memberships} where ${memberships.candidateId} = ${candidateId} and ${memberships.status} = 'subscribed')`,
        societyIsPublic(),
      ),
    )
    .orderBy(sql`${lastPost('created_at')} desc nulls last`, asc(studentSocieties.name));
};
