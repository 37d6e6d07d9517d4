import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db';
import {
  cities,
  cohostApplications,
  companies,
  currencies,
  eventCategories,
  opportunityKinds,
  opportunityTypes,
  studentSocieties,
  tags,
  touchpointAreasOfResponsibility,
  touchpointCities,
  touchpoints,
  users,
} from '../../../db/schema';
import type { TouchpointRow } from '../touchpoints/touchpoints.repository';
import type { Organisation } from './organiser-side';

/** Reads and writes of one organisation's touchpoints. */

const rowColumns = {
  touchpoint: touchpoints,
  placeCityName: cities.name,
  createdByFirstName: users.firstName,
  createdByLastName: users.lastName,
};

/** One touchpoint with what its wire resource reads; undefined when there is none. */
export const findTouchpointRow = async (db: Db, id: string): Promise<TouchpointRow | undefined> => {
  const [row] = await db
    .select(rowColumns)
    .from(touchpoints)
    .leftJoin(cities, eq(cities.id, touchpoints.placeCityId))
    .leftJoin(users, eq(users.id, touchpoints.createdById))
    .where(eq(touchpoints.id, id))
    .limit(1);
  return row;
};

export const isHostedBy = (row: TouchpointRow, organisation: Organisation) =>
  row.touchpoint.creatableForType === organisation.type &&
  row.touchpoint.creatableForId === organisation.id;

/** The organisation's co-host application on a touchpoint, if any. */
export const findOwnCohostApplication = async (
  db: Db,
  touchpointId: string,
  organisation: Organisation,
) => {
  const [row] = await db
    .select()
    .from(cohostApplications)
    .where(
      and(
        eq(cohostApplications.touchpointId, touchpointId),
        eq(cohostApplications.cohostType, organisation.type),
        eq(cohostApplications.cohostId, organisation.id),
      ),
    );
  return row;
};

export type TouchpointValues = Omit<
  typeof touchpoints.$inferInsert,
  'id' | 'slug' | 'creatableForType' | 'creatableForId' | 'createdById' | 'state'
>;

export const insertTouchpoint = async (
  db: Db,
  values: typeof touchpoints.$inferInsert,
): Promise<string> => {
  const [row] = await db.insert(touchpoints).values(values).returning({ id: touchpoints.id });
  if (!row) throw new Error('Touchpoint insert returned nothing');
  return row.id;
};

export const updateTouchpoint = (
  db: Db,
  id: string,
  values: Partial<typeof touchpoints.$inferInsert>,
) =>
  db
    .update(touchpoints)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(touchpoints.id, id));

/** Moves a touchpoint from one of `from` to `to`; false when its state was not one of them. */
export const moveState = async (
  db: Db,
  id: string,
  from: readonly string[],
  values: Partial<typeof touchpoints.$inferInsert>,
): Promise<boolean> => {
  const rows = await db
    .update(touchpoints)
    .set({ ...values, updatedAt: new Date() })
    .where(
      and(
        eq(touchpoints.id, id),
        inArray(touchpoints.state, from as (typeof touchpoints.$inferSelect)['state'][]),
      ),
    )
    .returning({ id: touchpoints.id });
  return rows.length > 0;
};

export const replaceRelations = async (
  db: Db,
  id: string,
  cityIds: string[],
  areaIds: string[],
) => {
  await db.delete(touchpointCities).where(eq(touchpointCities.touchpointId, id));
  await db
    .delete(touchpointAreasOfResponsibility)
    .where(eq(touchpointAreasOfResponsibility.touchpointId, id));
  if (cityIds.length > 0) {
    await db
      .insert(touchpointCities)
      .values(cityIds.map((cityId) => ({ touchpointId: id, cityId })));
  }
  if (areaIds.length > 0) {
    await db
      .insert(touchpointAreasOfResponsibility)
      .values(areaIds.map((tagId) => ({ touchpointId: id, tagId })));
  }
};

export const relationIdsOf = async (db: Db, id: string) => {
  const [cityRows, areaRows, cohostRows] = await Promise.all([
    db
      .select({ id: touchpointCities.cityId })
      .from(touchpointCities)
      .where(eq(touchpointCities.touchpointId, id)),
    db
      .select({ id: touchpointAreasOfResponsibility.tagId })
      .from(touchpointAreasOfResponsibility)
      .where(eq(touchpointAreasOfResponsibility.touchpointId, id)),
    db
      .select({ type: cohostApplications.cohostType, id: cohostApplications.cohostId })
      .from(cohostApplications)
      .where(eq(cohostApplications.touchpointId, id))
      .orderBy(cohostApplications.createdAt),
  ]);
  return {
    cityIds: cityRows.map((row) => row.id).sort(),
    areaIds: areaRows.map((row) => row.id).sort(),
    cohosts: cohostRows,
  };
};

/**
 * Makes the touchpoint's co-host invitations the given list: invitations no longer listed are
 * withdrawn (or the co-host removed), new ones wait for an answer; answered ones stay as they are.
 * Answers the organisations newly invited.
 */
export const syncCohostInvitations = async (
  db: Db,
  id: string,
  wanted: { type: Organisation['type']; id: string }[],
) => {
  const existing = await db
    .select()
    .from(cohostApplications)
    .where(eq(cohostApplications.touchpointId, id));
  const key = (type: string, cohostId: string) => `${type}:${cohostId}`;
  const wantedKeys = new Set(wanted.map((cohost) => key(cohost.type, cohost.id)));
  const existingKeys = new Set(existing.map((row) => key(row.cohostType, row.cohostId)));
  const gone = existing.filter((row) => !wantedKeys.has(key(row.cohostType, row.cohostId)));
  if (gone.length > 0) {
    await db.delete(cohostApplications).where(
      inArray(
        cohostApplications.id,
        gone.map((row) => row.id),
      ),
    );
  }
  const fresh = wanted.filter((cohost) => !existingKeys.has(key(cohost.type, cohost.id)));
  if (fresh.length === 0) return [];
  const inserted = await db
    .insert(cohostApplications)
    .values(
      fresh.map((cohost) => ({ touchpointId: id, cohostType: cohost.type, cohostId: cohost.id })),
    )
    .onConflictDoNothing()
    .returning({ type: cohostApplications.cohostType, id: cohostApplications.cohostId });
  return inserted;
};

export const deleteCohostApplication = async (
  db: Db,
  touchpointId: string,
  applicationId: string,
) => {
  const rows = await db
    .delete(cohostApplications)
    .where(
      and(
        eq(cohostApplications.id, applicationId),
        eq(cohostApplications.touchpointId, touchpointId),
      ),
    )
    .returning({ id: cohostApplications.id });
  return rows.length > 0;
};

export const deleteTouchpoint = (db: Db, id: string) =>
  db.delete(touchpoints).where(eq(touchpoints.id, id));

// Reference checks ---------------------------------------------------------------------------

const countIn = async (query: Promise<{ value: number }[]>) => Number((await query)[0]?.value ?? 0);
const countValue = sql<number>`count(*)::int`;

export const countCities = (db: Db, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve(0)
    : countIn(db.select({ value: countValue }).from(cities).where(inArray(cities.id, ids)));

export const countTagsOfType = (db: Db, ids: string[], type: (typeof tags.$inferSelect)['type']) =>
  ids.length === 0
    ? Promise.resolve(0)
    : countIn(
        db
          .select({ value: countValue })
          .from(tags)
          .where(and(inArray(tags.id, ids), eq(tags.type, type))),
      );

export const kindExists = (db: Db, kind: string, typeKeys: string[]) =>
  countIn(
    db
      .select({ value: countValue })
      .from(opportunityKinds)
      .innerJoin(opportunityTypes, eq(opportunityTypes.id, opportunityKinds.opportunityTypeId))
      .where(
        and(eq(opportunityKinds.key, kind), inArray(opportunityTypes.key, typeKeys as never[])),
      ),
  ).then((count) => count > 0);

export const currencyExists = (db: Db, code: string) =>
  countIn(db.select({ value: countValue }).from(currencies).where(eq(currencies.code, code))).then(
    (count) => count > 0,
  );

export const findEventCategory = async (db: Db, id: string) => {
  const [row] = await db
    .select({ id: eventCategories.id, name: eventCategories.name })
    .from(eventCategories)
    .where(eq(eventCategories.id, id));
  return row;
};

export const findEventCategoryByName = async (db: Db, name: string) => {
  const [row] = await db
    .select({ id: eventCategories.id })
    .from(eventCategories)
    .where(eq(eventCategories.name, name));
  return row?.id ?? null;
};

export const countOrganisations = (db: Db, type: Organisation['type'], ids: string[]) => {
  if (ids.length === 0) return Promise.resolve(0);
  const table = type === 'Company' ? companies : studentSocieties;
  return countIn(db.select({ value: countValue }).from(table).where(inArray(table.id, ids)));
};
