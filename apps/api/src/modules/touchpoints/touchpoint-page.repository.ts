import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db';
import {
  cities,
  countries,
  eventCategories,
  opportunityKinds,
  tags,
  touchpoints,
  users,
} from '../../db/schema';
import type { OrganisationRow } from './touchpoint-relations.repository';
import { PUBLIC_PAGE_STATES, touchpointColumns } from './touchpoints.repository';
import {
  AVATARS_PER_TOUCHPOINT,
  type CohostRow,
  type TouchpointRelations,
} from './touchpoints.service';

const educationTags = alias(tags, 'education_tags');
const industryTags = alias(tags, 'industry_tags');

type OrganisationJson = OrganisationRow & { type: 'Company' | 'StudentSociety' };

/** The organisations a touchpoint shows: its creator and every co-host, companies and societies. */
const organisationsJson = (table: 'companies' | 'student_societies', type: string) =>
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

/**
 * One touchpoint with a public page and everything the page embeds, in a single query: the list
 * columns, the names of its kind, education requirement, industry and event category, its
 * venue's country, and its cities, areas, counts, registrants' pictures, co-hosts and
 * organisations as JSON. Undefined when there is no such touchpoint with a public page.
 */
export const findPublicTouchpointPage = async (db: Db, id: string) => {
  const [row] = await db
    .select({
      ...touchpointColumns,
      placeCountryCode: countries.code,
      kindName: sql<string | null>`(select ${opportunityKinds.name} from ${opportunityKinds}
        where ${opportunityKinds.key} = "touchpoints"."kind" order by ${opportunityKinds.position} limit 1)`,
      educationRequirement: { id: educationTags.id, name: educationTags.name },
      industry: { id: industryTags.id, name: industryTags.name },
      eventCategory: { id: eventCategories.id, name: eventCategories.name },
      cityList: sql<{ id: string; name: string; countryCode: string | null }[]>`(
        select coalesce(json_agg(json_build_object('id', c.id, 'name', c.name, 'countryCode', co.code) order by c.name), '[]'::json)
        from touchpoint_cities tc join cities c on c.id = tc.city_id join countries co on co.id = c.country_id
        where tc.touchpoint_id = "touchpoints"."id")`,
      areaList: sql<{ id: string; name: string }[]>`(
        select coalesce(json_agg(json_build_object('id', t.id, 'name', t.name) order by t.name), '[]'::json)
        from touchpoint_areas_of_responsibility ta join tags t on t.id = ta.tag_id
        where ta.touchpoint_id = "touchpoints"."id")`,
      registrationCount: sql<number>`(select count(*)::int from event_registrations r
        where r.touchpoint_id = "touchpoints"."id" and r.status = 'registered')`,
      appliedCount: sql<number>`(select count(*)::int from applications a
        where a.touchpoint_id = "touchpoints"."id" and a.progress = 'applied')`,
      avatarList: sql<string[]>`(select coalesce(json_agg(p.avatar_url), '[]'::json) from (
        select cd.avatar_url from event_registrations r join candidates cd on cd.id = r.candidate_id
        where r.touchpoint_id = "touchpoints"."id" and r.status = 'registered' and cd.avatar_url is not null
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
    })
    .from(touchpoints)
    .leftJoin(cities, eq(cities.id, touchpoints.placeCityId))
    .leftJoin(countries, eq(countries.id, cities.countryId))
    .leftJoin(users, eq(users.id, touchpoints.createdById))
    .leftJoin(educationTags, eq(educationTags.id, touchpoints.educationRequirementId))
    .leftJoin(industryTags, eq(industryTags.id, touchpoints.industryId))
    .leftJoin(eventCategories, eq(eventCategories.id, touchpoints.eventCategoryId))
    .where(and(eq(touchpoints.id, id), inArray(touchpoints.state, [...PUBLIC_PAGE_STATES])))
    .limit(1);
  if (!row) return undefined;
  const { cityList, areaList, registrationCount, appliedCount, avatarList, cohostList } = row;
  const touchpointId = row.touchpoint.id;
  const organisations: TouchpointRelations['organisations'] = {
    Company: new Map(),
    StudentSociety: new Map(),
  };
  for (const { type, ...organisation } of row.organisationList) {
    organisations[type].set(organisation.id, organisation);
  }
  const relations: TouchpointRelations = {
    cities: new Map([[touchpointId, cityList]]),
    areas: new Map([[touchpointId, areaList]]),
    registrations: new Map([[touchpointId, Number(registrationCount)]]),
    applied: new Map([[touchpointId, Number(appliedCount)]]),
    avatars: new Map([[touchpointId, avatarList]]),
    cohosts: new Map([[touchpointId, cohostList]]),
    organisations,
  };
  return { row, relations };
};

export type PublicTouchpointRow = NonNullable<
  Awaited<ReturnType<typeof findPublicTouchpointPage>>
>['row'];
