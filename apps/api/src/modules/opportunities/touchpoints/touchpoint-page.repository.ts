import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db';
import {
  cities,
  countries,
  eventCategories,
  opportunityKinds,
  tags,
  touchpoints,
  users,
} from '../../../db/schema';
import { relationColumns, relationsOf } from './touchpoint-relations.repository';
import { PUBLIC_PAGE_STATES, touchpointColumns } from './touchpoints.repository';

const educationTags = alias(tags, 'education_tags');
const industryTags = alias(tags, 'industry_tags');

/**
 * One touchpoint with a public page and everything the page embeds, in a single query: the list
 * columns, the names of its kind, education requirement, industry and event category, its
 * venue's country, and its cities, areas, counts, registrants' pictures, co-hosts and
 * organisations as JSON. Undefined when there is no such touchpoint with a public page
 * (`anyState`: in whatever state it is, for the admin's preview).
 */
export const findPublicTouchpointPage = async (
  db: Db,
  id: string,
  options: { anyState?: boolean } = {},
) => {
  const [row] = await db
    .select({
      ...touchpointColumns,
      placeCountryCode: countries.code,
      kindName: sql<string | null>`(select ${opportunityKinds.name} from ${opportunityKinds}
        where ${opportunityKinds.key} = "touchpoints"."kind" order by ${opportunityKinds.position} limit 1)`,
      educationRequirement: { id: educationTags.id, name: educationTags.name },
      industry: { id: industryTags.id, name: industryTags.name },
      eventCategory: { id: eventCategories.id, name: eventCategories.name },
      /** Places held by pending waitlist offers: they count against capacity (decision 020). */
      offeredCount: sql<number>`(select count(*)::int from event_registrations r
        where r.touchpoint_id = "touchpoints"."id" and r.status = 'offered')`,
      ...relationColumns,
    })
    .from(touchpoints)
    .leftJoin(cities, eq(cities.id, touchpoints.placeCityId))
    .leftJoin(countries, eq(countries.id, cities.countryId))
    .leftJoin(users, eq(users.id, touchpoints.createdById))
    .leftJoin(educationTags, eq(educationTags.id, touchpoints.educationRequirementId))
    .leftJoin(industryTags, eq(industryTags.id, touchpoints.industryId))
    .leftJoin(eventCategories, eq(eventCategories.id, touchpoints.eventCategoryId))
    .where(
      and(
        eq(touchpoints.id, id),
        options.anyState ? undefined : inArray(touchpoints.state, [...PUBLIC_PAGE_STATES]),
      ),
    )
    .limit(1);
  if (!row) return undefined;
  const relations = relationsOf([{ ...row, touchpointId: row.touchpoint.id }]);
  return { row, relations };
};

export type PublicTouchpointRow = NonNullable<
  Awaited<ReturnType<typeof findPublicTouchpointPage>>
>['row'];
