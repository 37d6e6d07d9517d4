import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db';
import {
  cities,
  educationHistories,
  follows,
  memberships,
  societyCategories,
  studentSocieties,
  tags,
  touchpoints,
  universities,
} from '../../../db/schema';
import { qualified, societyIsPublic } from '../shared/visibility';

const societyId = qualified(studentSocieties.id);

/** Events to come are published ones; events held also count those since ended or expired. */
const eventCount = (startedBefore: boolean, now: Date) =>
  sql<number>`(select count(*)::int from ${touchpoints} where ${touchpoints.creatableForType} = 'StudentSociety' and ${touchpoints.creatableForId} = ${societyId} and ${touchpoints.touchpointableType} = 'Event' and ${startedBefore ? sql`${touchpoints.state} in ('published', 'closed', 'ended', 'expired') and ${touchpoints.startDate} <= ${now}` : sql`${touchpoints.state} = 'published' and ${touchpoints.startDate} > ${now}`})`;

/** A public society by id or slug, with what its page shows; null when missing or not public. */
export const findPublicSociety = async (
  db: Db,
  key: { id: string } | { slug: string },
  now: Date,
  /** `any` for the admin's preview: also a society the public does not see yet. */
  visibility: 'public' | 'any' = 'public',
) => {
  const [row] = await db
    .select({
      society: studentSocieties,
      universityName: universities.name,
      universitySlug: universities.slug,
      cityId: cities.id,
      cityName: cities.name,
      membersCount: sql<number>`(select count(*)::int from ${memberships} where ${memberships.studentSocietyId} = ${societyId} and ${memberships.status} = 'subscribed')`,
      followersCount: sql<number>`(select count(*)::int from ${follows} where ${follows.followableType} = 'StudentSociety' and ${follows.followableId} = ${societyId})`,
      upcomingEventsCount: eventCount(false, now),
      pastEventsCount: eventCount(true, now),
    })
    .from(studentSocieties)
    .leftJoin(universities, eq(universities.id, studentSocieties.universityId))
    .leftJoin(cities, eq(cities.id, universities.cityId))
    .where(
      and(
        'id' in key ? eq(studentSocieties.id, key.id) : eq(studentSocieties.slug, key.slug),
        visibility === 'public' ? societyIsPublic() : undefined,
      ),
    );
  return row ?? null;
};

export const listSocietyCategories = (db: Db, id: string) =>
  db
    .select({ id: tags.id, name: tags.name })
    .from(societyCategories)
    .innerJoin(tags, eq(tags.id, societyCategories.tagId))
    .where(eq(societyCategories.studentSocietyId, id))
    .orderBy(asc(tags.name));

/** The universities the society's members study at, most members first (up to 5). */
export const listSocietyAudience = (db: Db, id: string) => {
  const members = sql<number>`count(distinct ${memberships.candidateId})::int`;
  return db
    .select({
      id: universities.id,
      name: universities.name,
      slug: universities.slug,
      membersCount: members,
    })
    .from(memberships)
    .innerJoin(educationHistories, eq(educationHistories.candidateId, memberships.candidateId))
    .innerJoin(universities, eq(universities.id, educationHistories.universityId))
    .where(and(eq(memberships.studentSocietyId, id), eq(memberships.status, 'subscribed')))
    .groupBy(universities.id, universities.name, universities.slug)
    .orderBy(desc(members), asc(universities.name))
    .limit(5);
};
