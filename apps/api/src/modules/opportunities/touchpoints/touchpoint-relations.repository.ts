import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db';
import { touchpoints } from '../../../db/schema';
import type { CohostApplicationStatus } from '../../../db/schema/engagement';
import type { CreatableForType } from '../../../db/schema/touchpoints';

/**
 * What a touchpoint embeds (cities, areas, counts, registrants' pictures, co-hosts and the
 * organisations it names), as columns of a query on `touchpoints`: each a correlated subquery
 * answering JSON, so one statement reads a whole page of touchpoints and their relations.
 */

/** An event card shows up to 10 registrants' pictures (spec §2): of those on its guest list (decision 029). */
export const AVATARS_PER_TOUCHPOINT = 10;

export interface OrganisationRow {
  id: string;
  name: string;
  slug: string;
  iconUrl: string | null;
  isVerified: boolean;
  providerVerified: boolean;
}

export interface CohostRow {
  id: string;
  touchpointId: string;
  cohostType: CreatableForType;
  cohostId: string;
  status: CohostApplicationStatus;
}

type OrganisationJson = OrganisationRow & { type: CreatableForType };

/** What a page of touchpoints embeds, by touchpoint id (cities, areas, counts, cohosts…). */
export interface TouchpointRelations {
  cities: Map<string, { id: string; name: string; countryCode: string | null }[]>;
  areas: Map<string, { id: string; name: string }[]>;
  registrations: Map<string, number>;
  applied: Map<string, number>;
  avatars: Map<string, string[]>;
  cohosts: Map<string, CohostRow[]>;
  organisations: Record<CreatableForType, Map<string, OrganisationRow>>;
}

/** The organisations a touchpoint shows: its creator and every co-host, companies and societies. */
const organisationsJson = (table: 'companies' | 'student_societies', type: CreatableForType) =>
  sql.raw(`
  select '${type}' as type, o.id, o.name, o.slug, o.icon_url as "iconUrl",
    o.is_verified as "isVerified", o.provider_verified as "providerVerified"
  from ${table} o
  where o.id in (
    select "touchpoints"."creatable_for_id" where "touchpoints"."creatable_for_type" = '${type}'
    union all
    select ca.cohost_id from cohost_applications ca
    where ca.touchpoint_id = "touchpoints"."id" and ca.cohost_type = '${type}'
  )`);

/** The relation columns, for any select from `touchpoints`. */
export const relationColumns = {
  cityList: sql<{ id: string; name: string; countryCode: string | null }[]>`(
    select coalesce(json_agg(json_build_object('id', c.id, 'name', c.name, 'countryCode', co.code) order by c.name), '[]'::json)
    from touchpoint_cities tc join cities c on c.id = tc.city_id join countries co on co.id = c.country_id
    where tc.touchpoint_id = "touchpoints"."id")`,
  areaList: sql<{ id: string; name: string }[]>`(
    select coalesce(json_agg(json_build_object('id', t.id, 'name', t.name) order by t.name), '[]'::json)
    from touchpoint_areas_of_responsibility ta join tags t on t.id = ta.tag_id
    where ta.touchpoint_id = "touchpoints"."id")`,
  registrationCount: sql<number>`(select count(*)::int from event_registrations r
    where r.touchpoint_id = "touchpoints"."id" and r.status in ('registered', 'attended'))`,
  appliedCount: sql<number>`(select count(*)::int from applications a
    where a.touchpoint_id = "touchpoints"."id" and a.progress = 'applied')`,
  avatarList: sql<string[]>`(select coalesce(json_agg(p.avatar_url), '[]'::json) from (
    select cd.avatar_url from event_registrations r join candidates cd on cd.id = r.candidate_id
    where r.touchpoint_id = "touchpoints"."id" and r.status in ('registered', 'attended') and cd.avatar_url is not null
      and r.show_in_guest_list and "touchpoints"."show_guest_list"
    order by r.created_at desc limit ${AVATARS_PER_TOUCHPOINT}) p)`,
  cohostList: sql<CohostRow[]>`(
    select coalesce(json_agg(json_build_object('id', ca.id, 'touchpointId', ca.touchpoint_id,
      'cohostType', ca.cohost_type, 'cohostId', ca.cohost_id, 'status', ca.status) order by ca.created_at), '[]'::json)
    from cohost_applications ca where ca.touchpoint_id = "touchpoints"."id")`,
  organisationList: sql<OrganisationJson[]>`(select coalesce(json_agg(o), '[]'::json) from (
    ${organisationsJson('companies', 'Company')}
    union all
    ${organisationsJson('student_societies', 'StudentSociety')}
  ) o)`,
};

export type RelationColumnsRow = {
  [Key in keyof typeof relationColumns]: (typeof relationColumns)[Key]['_']['type'];
};

/** The relations of touchpoints read with `relationColumns`, by touchpoint id. */
export const relationsOf = (
  rows: readonly (RelationColumnsRow & { touchpointId: string })[],
): TouchpointRelations => {
  const relations: TouchpointRelations = {
    cities: new Map(),
    areas: new Map(),
    registrations: new Map(),
    applied: new Map(),
    avatars: new Map(),
    cohosts: new Map(),
    organisations: { Company: new Map(), StudentSociety: new Map() },
  };
  for (const row of rows) {
    const id = row.touchpointId;
    relations.cities.set(id, row.cityList);
    relations.areas.set(id, row.areaList);
    relations.registrations.set(id, Number(row.registrationCount));
    relations.applied.set(id, Number(row.appliedCount));
    relations.avatars.set(id, row.avatarList);
    relations.cohosts.set(id, row.cohostList);
    for (const { type, ...organisation } of row.organisationList) {
      relations.organisations[type].set(organisation.id, organisation);
    }
  }
  return relations;
};

/** The relations of a page of touchpoints, in one statement (never one per row or relation). */
export const loadTouchpointRelations = async (
  db: Db,
  ids: readonly string[],
): Promise<TouchpointRelations> =>
  relationsOf(
    ids.length === 0
      ? []
      : await db
          .select({ touchpointId: touchpoints.id, ...relationColumns })
          .from(touchpoints)
          .where(inArray(touchpoints.id, [...ids])),
  );
