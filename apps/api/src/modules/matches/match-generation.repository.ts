import {
  type CandidateMatchProfile,
  type ExperienceLevel,
  MATCH_WEIGHTS,
  type MatchOpportunity,
  type WorkMode,
} from '@gradway/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../db';

/**
 * Most opportunities of one type scored in JavaScript per generation: the pool is ranked in SQL by
 * the profile's strongest facts (area, place, industry, followed organisation, freshness), so the
 * best matches are always inside it, and the scoring never reads 128,000 rows.
 */
export const MATCH_POOL_PER_TYPE = 300;

/** A list of ids as one PostgreSQL array parameter (drizzle spreads plain arrays). */
export const uuidArray = (ids: readonly string[]): SQL => sql`${`{${ids.join(',')}}`}::uuid[]`;

const TYPES_OF: Record<string, 'Job' | 'Internship' | 'Event'> = {
  job: 'Job',
  part_time: 'Job',
  internship: 'Internship',
  event: 'Event',
};

/** The touchpoint types a profile asks for (all three when it names none). */
export const wantedTouchpointTypes = (profile: CandidateMatchProfile) => {
  const wanted = new Set(profile.opportunityTypes.map((type) => TYPES_OF[type]));
  return wanted.size === 0 ? ['Job', 'Internship', 'Event'] : [...wanted];
};

interface OpportunityRow {
  id: string;
  type: MatchOpportunity['type'];
  kind: string | null;
  title: string;
  organisation_id: string;
  organisation_name: string | null;
  industry_id: string | null;
  area_ids: string[];
  cities: { id: string; name: string }[];
  working_model: WorkMode | null;
  minimum_salary: number | null;
  maximum_salary: number | null;
  experience_level: ExperienceLevel | null;
  education_requirement: string | null;
  published_at: string | Date | null;
  application_deadline: string | Date | null;
  start_date: string | Date | null;
}

const dateOf = (value: string | Date | null) => (value === null ? null : new Date(value));

/** Opportunities sharing a fact with the profile that are ranked before the per-type cap. */
export const MATCH_SHORTLIST = 3000;

/**
 * The shortlist's sources, through indexes only (never a scan of every touchpoint), each adding
 * its weight to a SQL estimate of the score. With areas (the heaviest fact): the area's
 * touchpoints, with the place's points when one of the profile's cities is theirs, then, when
 * those are fewer than the shortlist, touchpoints of the cities alone. Without areas: the cities',
 * industries' and followed organisations' touchpoints. Null when the profile names none of these.
 */
const hitsOf = (profile: CandidateMatchProfile): SQL | null => {
  const areas = uuidArray(profile.areas.map((area) => area.id));
  const cities = uuidArray(profile.cities.map((city) => city.id));
  const industries = profile.industries.map((industry) => industry.id);
  const followed = [...profile.followedOrganisationIds];
  const sources: SQL[] = [];
  if (profile.areas.length > 0) {
    sources.push(
      sql`select a.touchpoint_id as id,
        ${MATCH_WEIGHTS.area}::int + coalesce(place.points, 0) as points
      from touchpoint_areas_of_responsibility a
      left join lateral (
        select ${MATCH_WEIGHTS.location}::int as points from touchpoint_cities c
        where c.touchpoint_id = a.touchpoint_id and c.city_id = any(${cities}) limit 1
      ) place on true
      where a.tag_id = any(${areas})`,
    );
    if (profile.cities.length > 0)
      sources.push(
        sql`(select c.touchpoint_id, ${MATCH_WEIGHTS.location}::int from touchpoint_cities c
        where c.city_id = any(${cities}) and not exists (
          select 1 from touchpoint_areas_of_responsibility a where a.touchpoint_id = c.touchpoint_id and a.tag_id = any(${areas}))
        limit ${MATCH_SHORTLIST})`,
      );
    return sql.join(sources, sql` union all `);
  }
  if (profile.cities.length > 0)
    sources.push(
      sql`(select touchpoint_id as id, ${MATCH_WEIGHTS.location}::int as points from touchpoint_cities where city_id = any(${cities}) limit ${MATCH_SHORTLIST})`,
    );
  if (industries.length > 0)
    sources.push(
      sql`(select id, ${MATCH_WEIGHTS.industry}::int as points from touchpoints where industry_id = any(${uuidArray(industries)}) and state = 'published' limit ${MATCH_SHORTLIST})`,
    );
  if (followed.length > 0)
    sources.push(
      sql`(select id, ${MATCH_WEIGHTS.followed}::int as points from touchpoints where creatable_for_id = any(${uuidArray(followed)}) and state = 'published' limit ${MATCH_SHORTLIST})`,
    );
  return sources.length === 0 ? null : sql.join(sources, sql` union all `);
};

/**
 * The open published opportunities worth scoring for a profile, in one query: shortlisted by the
 * profile's facts through indexes (never a scan of every touchpoint), then kept when published,
 * open (deadline or start not passed), of a wanted type and not dismissed; ranked per type by a
 * SQL estimate of the score and capped, with everything the engine reads.
 */
export const loadMatchOpportunities = async (
  db: Db,
  profile: CandidateMatchProfile,
  options: { now: Date; excludedIds: readonly string[]; perType?: number },
): Promise<MatchOpportunity[]> => {
  const types = `{${wantedTouchpointTypes(profile).join(',')}}`;
  const now = options.now.toISOString();
  const week = new Date(options.now.getTime() - 7 * 86_400_000).toISOString();
  const perType = options.perType ?? MATCH_POOL_PER_TYPE;
  const hits = hitsOf(profile);
  const remote = profile.workModes.includes('remote');
  const shortlist = hits
    ? sql`select h.id, sum(h.points) as estimate from (${hits}) h group by h.id
        order by estimate desc, h.id limit ${MATCH_SHORTLIST}`
    : sql`select t.id, 0 as estimate from touchpoints t
        where t.state = 'published' and t.touchpointable_type = any(${types}::text[])
        order by t.published_at desc nulls last limit ${MATCH_SHORTLIST}`;
  const rows = await selectRows<OpportunityRow>(
    db,
    sql`
    with shortlist as (${shortlist}),
    pool as (
      select t.id, t.touchpointable_type, t.published_at,
        s.estimate
        + (case when t.industry_id = any(${uuidArray(profile.industries.map((industry) => industry.id))}) then ${MATCH_WEIGHTS.industry} else 0 end)
        + (case when t.creatable_for_id = any(${uuidArray([...profile.followedOrganisationIds])}) then ${MATCH_WEIGHTS.followed} else 0 end)
        + (case when ${remote} and t.working_model = 'remote' then ${MATCH_WEIGHTS.workMode} else 0 end)
        + (case when t.published_at >= ${week}::timestamptz then ${MATCH_WEIGHTS.fresh} else 0 end) as estimate
      from shortlist s
      join touchpoints t on t.id = s.id
      where t.state = 'published'
        and t.touchpointable_type = any(${types}::text[])
        and (t.application_deadline is null or t.application_deadline >= ${now}::timestamptz)
        and (t.touchpointable_type <> 'Event' or t.start_date is null or t.start_date >= ${now}::timestamptz)
        and t.id <> all(${uuidArray(options.excludedIds)})
    ),
    ranked as (
      select id, row_number() over (
        partition by touchpointable_type order by estimate desc, published_at desc nulls last, id
      ) as position
      from pool
    )
    select t.id, t.touchpointable_type as type, t.kind, t.title,
      t.creatable_for_id as organisation_id,
      coalesce(co.name, so.name) as organisation_name,
      coalesce(t.industry_id, co.industry_id) as industry_id,
      array(select a.tag_id from touchpoint_areas_of_responsibility a where a.touchpoint_id = t.id) as area_ids,
      coalesce((select json_agg(json_build_object('id', c.id, 'name', c.name))
        from touchpoint_cities tc join cities c on c.id = tc.city_id where tc.touchpoint_id = t.id), '[]'::json) as cities,
      t.working_model, t.minimum_salary, t.maximum_salary, t.experience_level,
      er.name as education_requirement, t.published_at, t.application_deadline, t.start_date
    from ranked r
    join touchpoints t on t.id = r.id
    left join companies co on t.creatable_for_type = 'Company' and co.id = t.creatable_for_id
    left join student_societies so on t.creatable_for_type = 'StudentSociety' and so.id = t.creatable_for_id
    left join tags er on er.id = t.education_requirement_id
    where r.position <= ${perType}
  `,
  );
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    kind: row.kind,
    title: row.title,
    organisation: { id: row.organisation_id, name: row.organisation_name ?? '' },
    industryIds: row.industry_id ? [row.industry_id] : [],
    areaIds: row.area_ids ?? [],
    cities: row.cities ?? [],
    workingModel: row.working_model,
    minimumSalary: row.minimum_salary,
    maximumSalary: row.maximum_salary,
    experienceLevel: row.experience_level,
    educationRequirement: row.education_requirement,
    publishedAt: dateOf(row.published_at),
    applicationDeadline: dateOf(row.application_deadline),
    startDate: dateOf(row.start_date),
  }));
};
