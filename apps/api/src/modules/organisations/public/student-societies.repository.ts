import { and, asc, count, eq, inArray, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db';
import { runKeptStatement, runWithKeptPlan } from '../../../db/kept-plans';
import { nameMatches, nameRelevance } from '../../../db/queries/name-search';
import {
  cities,
  memberships,
  studentSocieties,
  touchpoints,
  universities,
} from '../../../db/schema';
import { societyIsPublic, societyIsPublicRowwise } from '../shared/visibility';

export interface SocietyFilters {
  name?: string;
  universityIds?: string[];
  countryIds?: string[];
  cityIds?: string[];
  verified?: boolean;
  ids?: string[];
}

const conditionsOf = (filters: SocietyFilters, rowwise = false): SQL | undefined => {
  // A society whose managers all await approval is not shown publicly yet.
  const conditions: SQL[] = [rowwise ? societyIsPublicRowwise() : societyIsPublic()];
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

/** What a full society item adds: description, cover, members, city and upcoming events. */
const detailColumns = (now: Date | Placeholder) => ({
  description: studentSocieties.description,
  coverUrl: studentSocieties.coverUrl,
  cityId: cities.id,
  cityName: cities.name,
  membersCount: sql<number>`(select count(*)::int from ${memberships} where ${memberships.studentSocietyId} = ${studentSocieties.id} and ${memberships.status} = 'subscribed')`,
  upcomingEventsCount: sql<number>`(select count(*)::int from ${touchpoints} where ${touchpoints.creatableForType} = 'StudentSociety' and ${touchpoints.creatableForId} = ${studentSocieties.id} and ${touchpoints.touchpointableType} = 'Event' and ${touchpoints.state} = 'published' and ${touchpoints.startDate} > ${now})`,
});

/**
 * One page of societies (with their details unless `basic`) and, when `countTotal`, how many
 * match, in one statement (issue 15), built once per filters and options (the page and the time
 * are its placeholders): the page walks `student_societies_name_idx` and checks each society's
 * visibility as it goes; the total (counted set-wise) is null when not asked for.
 */
export const listSocieties = (
  db: Db,
  filters: SocietyFilters,
  paging: { limit: number; offset: number },
  options: { basic: boolean; countTotal: boolean; now: Date },
) => {
  const build = () => {
    const order = [
      ...(filters.name ? nameRelevance(studentSocieties.name, filters.name) : []),
      asc(studentSocieties.name),
      asc(studentSocieties.id),
    ];
    const details = detailColumns(sql.placeholder('now'));
    // The page's ids first: skipped societies of a later page cost their visibility check, not
    // their details.
    const pageIds = db
      .select({ id: studentSocieties.id })
      .from(studentSocieties)
      .leftJoin(universities, eq(universities.id, studentSocieties.universityId))
      .where(conditionsOf(filters, true))
      .orderBy(...order)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'));
    return db
      .select({
        ...basicColumns,
        description: options.basic ? sql<string | null>`null` : details.description,
        coverUrl: options.basic ? sql<string | null>`null` : details.coverUrl,
        cityId: options.basic ? sql<string | null>`null` : details.cityId,
        cityName: options.basic ? sql<string | null>`null` : details.cityName,
        membersCount: options.basic ? sql<number>`0` : details.membersCount,
        upcomingEventsCount: options.basic ? sql<number>`0` : details.upcomingEventsCount,
        // Uncorrelated: counted once for the statement (the inner tables are its own).
        total: options.countTotal
          ? sql<
              number | null
            >`(select count(*)::int from ${studentSocieties} left join ${universities} on ${universities.id} = ${studentSocieties.universityId} where ${conditionsOf(filters)})`
          : sql<number | null>`null::int`,
      })
      .from(studentSocieties)
      .leftJoin(universities, eq(universities.id, studentSocieties.universityId))
      .leftJoin(cities, eq(cities.id, universities.cityId))
      .where(inArray(studentSocieties.id, pageIds))
      .orderBy(...order);
  };
  const shape = JSON.stringify(['student_societies', filters, options.basic, options.countTotal]);
  return runKeptStatement(db, shape, build, {
    limit: paging.limit,
    offset: paging.offset,
    now: options.now.toISOString(),
  });
};

export type SocietyRow = Awaited<ReturnType<typeof listSocieties>>[number];

/** The list's total when its page has no row to carry it (past the end), from a kept plan. */
export const countSocieties = async (db: Db, filters: SocietyFilters) => {
  const [row] = await runWithKeptPlan(
    db
      .select({ value: count() })
      .from(studentSocieties)
      .leftJoin(universities, eq(universities.id, studentSocieties.universityId))
      .where(conditionsOf(filters)),
  );
  return row?.value ?? 0;
};
