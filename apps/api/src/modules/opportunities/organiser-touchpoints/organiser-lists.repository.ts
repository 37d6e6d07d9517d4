import { INVITED_STATES, PAST_STATES } from '@gradway/domain';
import type { TouchpointableType, TouchpointState } from '@gradway/domain/contracts';
import { and, asc, count, desc, eq, exists, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db';
import { cities, cohostApplications, touchpoints, users } from '../../../db/schema';
import { effectiveStateSql } from '../lifecycle/touchpoint-lifecycle';
import { TOUCHPOINT_SORT_COLUMNS } from '../touchpoints/touchpoint-columns';
import type { Organisation } from './organiser-side';

/** An organisation's own list: what it hosts, co-hosts, or is invited to co-host. */

export interface OrganiserListFilters {
  states?: TouchpointState[];
  types?: TouchpointableType[];
}

const cohostedWith = (organisation: Organisation, status: 'accepted' | 'pending') =>
  exists(
    sql`(select 1 from ${cohostApplications} where ${cohostApplications.touchpointId} = ${touchpoints.id} and ${cohostApplications.cohostType} = ${organisation.type} and ${cohostApplications.cohostId} = ${organisation.id} and ${cohostApplications.status} = ${status})`,
  );

const hostedBy = (organisation: Organisation) =>
  and(
    eq(touchpoints.creatableForType, organisation.type),
    eq(touchpoints.creatableForId, organisation.id),
  );

/** Hosted or co-hosted (accepted invitations). */
export const ownedBy = (organisation: Organisation): SQL =>
  or(hostedBy(organisation), cohostedWith(organisation, 'accepted')) as SQL;

/**
 * The filter of a list: touchpoints the organisation hosts or co-hosts in the asked states (the
 * effective state: past ones read as past), plus the events it is invited to co-host when
 * `Invitation pending` is asked. No states: everything it hosts or co-hosts.
 */
export const organiserListConditions = (
  organisation: Organisation,
  filters: OrganiserListFilters,
  now: Date,
): SQL => {
  const conditions: SQL[] = [];
  if (filters.types?.length)
    conditions.push(inArray(touchpoints.touchpointableType, filters.types));
  const states = filters.states ?? [];
  if (states.length === 0) {
    conditions.push(ownedBy(organisation));
    return and(...conditions) as SQL;
  }
  const asked = new Set<string>(states);
  const invited = INVITED_STATES.some((state) => asked.has(state));
  const stored = new Set(
    states.filter((state) => !(INVITED_STATES as readonly string[]).includes(state)),
  );
  if (PAST_STATES.some((state) => stored.has(state)))
    for (const state of PAST_STATES) stored.add(state);
  const reach: SQL[] = [];
  if (stored.size > 0) {
    reach.push(
      and(
        ownedBy(organisation),
        sql`${effectiveStateSql(now)} in (${sql.join(
          [...stored].map((state) => sql`${state}`),
          sql`, `,
        )})`,
      ) as SQL,
    );
  }
  if (invited) reach.push(cohostedWith(organisation, 'pending'));
  conditions.push(or(...reach) as SQL);
  return and(...conditions) as SQL;
};

const listColumns = {
  touchpoint: touchpoints,
  placeCityName: cities.name,
  createdByFirstName: users.firstName,
  createdByLastName: users.lastName,
};

export const listOrganiserTouchpoints = (
  db: Db,
  where: SQL,
  order: { field: keyof typeof TOUCHPOINT_SORT_COLUMNS; order: 'asc' | 'desc' },
  paging: { limit: number; offset: number },
) => {
  const direction = order.order === 'asc' ? asc : desc;
  return db
    .select(listColumns)
    .from(touchpoints)
    .leftJoin(cities, eq(cities.id, touchpoints.placeCityId))
    .leftJoin(users, eq(users.id, touchpoints.createdById))
    .where(where)
    .orderBy(
      sql`${direction(TOUCHPOINT_SORT_COLUMNS[order.field])} nulls last`,
      desc(touchpoints.createdAt),
      asc(touchpoints.id),
    )
    .limit(paging.limit)
    .offset(paging.offset);
};

export const countOrganiserTouchpoints = async (db: Db, where: SQL) => {
  const [row] = await db.select({ value: count() }).from(touchpoints).where(where);
  return row?.value ?? 0;
};

/** How many of the organisation's touchpoints are in each effective state, and invitations. */
export const countByState = async (db: Db, organisation: Organisation, now: Date) => {
  const state = effectiveStateSql(now);
  const [rows, invitedRows] = await Promise.all([
    db
      .select({ state, value: count() })
      .from(touchpoints)
      .where(ownedBy(organisation))
      // By position: the expression's parameters would not compare equal a second time.
      .groupBy(sql`1`),
    db.select({ value: count() }).from(touchpoints).where(cohostedWith(organisation, 'pending')),
  ]);
  const counts = new Map(rows.map((row) => [row.state, Number(row.value)]));
  return { counts, invited: Number(invitedRows[0]?.value ?? 0) };
};
