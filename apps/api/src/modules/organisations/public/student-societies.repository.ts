import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db';
import { nameMatches, nameRelevance } from '../../../db/queries/name-search';
import {
  cities,
  memberships,
  studentSocieties,
  touchpoints,
  universities,
} from '../../../db/schema';
import { societyIsPublic } from '../shared/visibility';

export interface SocietyFilters {
  name?: string;
  universityIds?: string[];
  countryIds?: string[];
  cityIds?: string[];
  verified?: boolean;
  ids?: string[];
}

const conditionsOf = (filters: SocietyFilters): SQL | undefined => {
  // A society whose managers all await approval is not shown publicly yet.
  const conditions: SQL[] = [societyIsPublic()];
  if (filters.name) conditions.push(nameMatches(studentSocieties.name, filters.name));
  if (filters.universityIds?.length) {
    conditions.push(inArray(studentSocieties.universityId, filters.universityIds));
  }
  if (filters.countryIds?.length)
    conditions.push(inArray(universities.countryId, filters.countryIds));
  if (filters.cityIds?.length) conditions.push(inArray(universities.cityId, filters.cityIds));
  if (filters.verified !== undefined)
    conditions.push(eq(studentSocieties.isVerified, filters.verified));
  if (filters.ids?.length) conditions.push(inArray(studentSocieties.id, filters.ids));
  return conditions.length ? and(...conditions) : undefined;
};

const basicColumns = {
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

export const listSocieties = (
  db: Db,
  filters: SocietyFilters,
  paging: { limit: number; offset: number },
) => {
  const order = filters.name ? nameRelevance(studentSocieties.name, filters.name) : [];
  return db
    .select(basicColumns)
    .from(studentSocieties)
    .leftJoin(universities, eq(universities.id, studentSocieties.universityId))
    .where(conditionsOf(filters))
    .orderBy(...order, asc(studentSocieties.name), asc(studentSocieties.id))
    .limit(paging.limit)
    .offset(paging.offset);
};

export type SocietyRow = Awaited<ReturnType<typeof listSocieties>>[number];

export const countSocieties = async (db: Db, filters: SocietyFilters) => {
  const [row] = await db
    .select({ value: count() })
    .from(studentSocieties)
    .leftJoin(universities, eq(universities.id, studentSocieties.universityId))
    .where(conditionsOf(filters));
  return row?.value ?? 0;
};

/** What a full society item adds: description, cover, members, city and upcoming events. */
export const findSocietyDetails = (db: Db, ids: string[], now: Date) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({
          id: studentSocieties.id,
          description: studentSocieties.description,
          coverUrl: studentSocieties.coverUrl,
          cityId: cities.id,
          cityName: cities.name,
          membersCount: sql<number>`(select count(*)::int from ${memberships} where ${memberships.studentSocietyId} = ${studentSocieties.id} and ${memberships.status} = 'subscribed')`,
          upcomingEventsCount: sql<number>`(select count(*)::int from ${touchpoints} where ${touchpoints.creatableForType} = 'StudentSociety' and ${touchpoints.creatableForId} = ${studentSocieties.id} and ${touchpoints.touchpointableType} = 'Event' and ${touchpoints.state} = 'published' and ${touchpoints.startDate} > ${now})`,
        })
        .from(studentSocieties)
        .leftJoin(universities, eq(universities.id, studentSocieties.universityId))
        .leftJoin(cities, eq(cities.id, universities.cityId))
        .where(inArray(studentSocieties.id, ids));
