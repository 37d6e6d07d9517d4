import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../db';
import {
  applications,
  candidates,
  cities,
  cohostApplications,
  companies,
  countries,
  eventRegistrations,
  studentSocieties,
  tags,
  touchpointAreasOfResponsibility,
  touchpointCities,
} from '../../db/schema';

/** Batch reads of what a page of touchpoints embeds: one query per relation, never per row. */

export const citiesOfTouchpoints = (db: Db, ids: string[]) =>
  db
    .select({
      touchpointId: touchpointCities.touchpointId,
      id: cities.id,
      name: cities.name,
      countryCode: countries.code,
    })
    .from(touchpointCities)
    .innerJoin(cities, eq(cities.id, touchpointCities.cityId))
    .innerJoin(countries, eq(countries.id, cities.countryId))
    .where(inArray(touchpointCities.touchpointId, ids))
    .orderBy(asc(cities.name));

export const areasOfTouchpoints = (db: Db, ids: string[]) =>
  db
    .select({
      touchpointId: touchpointAreasOfResponsibility.touchpointId,
      id: tags.id,
      name: tags.name,
    })
    .from(touchpointAreasOfResponsibility)
    .innerJoin(tags, eq(tags.id, touchpointAreasOfResponsibility.tagId))
    .where(inArray(touchpointAreasOfResponsibility.touchpointId, ids))
    .orderBy(asc(tags.name));

export const registrationCounts = (db: Db, ids: string[]) =>
  db
    .select({ touchpointId: eventRegistrations.touchpointId, value: sql<number>`count(*)::int` })
    .from(eventRegistrations)
    .where(
      and(
        inArray(eventRegistrations.touchpointId, ids),
        eq(eventRegistrations.status, 'registered'),
      ),
    )
    .groupBy(eventRegistrations.touchpointId);

export const applicationCounts = (db: Db, ids: string[]) =>
  db
    .select({ touchpointId: applications.touchpointId, value: sql<number>`count(*)::int` })
    .from(applications)
    .where(and(inArray(applications.touchpointId, ids), eq(applications.progress, 'applied')))
    .groupBy(applications.touchpointId);

/** Up to `perTouchpoint` registrants' pictures per event, most recent registrations first. */
export const registrantAvatars = (db: Db, ids: string[], perTouchpoint: number) =>
  selectRows<{ touchpoint_id: string; avatar_url: string }>(
    db,
    sql`
    select touchpoint_id, avatar_url from (
      select ${eventRegistrations.touchpointId} as touchpoint_id, ${candidates.avatarUrl} as avatar_url,
        row_number() over (partition by ${eventRegistrations.touchpointId} order by ${eventRegistrations.createdAt} desc) as rank
      from ${eventRegistrations}
      join ${candidates} on ${candidates.id} = ${eventRegistrations.candidateId}
      where ${inArray(eventRegistrations.touchpointId, ids)}
        and ${eventRegistrations.status} = 'registered'
        and ${candidates.avatarUrl} is not null
    ) ranked
    where rank <= ${perTouchpoint}
  `,
  );

export const cohostApplicationsOf = (db: Db, ids: string[]) =>
  db
    .select()
    .from(cohostApplications)
    .where(inArray(cohostApplications.touchpointId, ids))
    .orderBy(asc(cohostApplications.createdAt));

const organisationColumns = <T extends typeof companies | typeof studentSocieties>(table: T) => ({
  id: table.id,
  name: table.name,
  slug: table.slug,
  iconUrl: table.iconUrl,
  isVerified: table.isVerified,
  providerVerified: table.providerVerified,
});

export const companiesByIds = (db: Db, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db.select(organisationColumns(companies)).from(companies).where(inArray(companies.id, ids));

export const societiesByIds = (db: Db, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select(organisationColumns(studentSocieties))
        .from(studentSocieties)
        .where(inArray(studentSocieties.id, ids));

export type OrganisationRow = Awaited<ReturnType<typeof companiesByIds>>[number];
