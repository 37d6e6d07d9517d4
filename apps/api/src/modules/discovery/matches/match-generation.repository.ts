import {
  type CandidateMatchProfile,
  type ExperienceLevel,
  MATCH_WEIGHTS,
  type MatchOpportunity,
  POPULAR_MIN_CANDIDATES,
  type WorkMode,
} from '@gradway/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../../db';

/**
 * Most opportunities of one type scored in JavaScript per generation: the pool is ranked in SQL by
 * an estimate of the profile's strongest facts (area, place, industry, followed organisation, work
 * mode, freshness), and the scoring never reads 128,000 rows.
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
export const wantedTouchpointTypes = (
  profile: CandidateMatchProfile,
): MatchOpportunity['type'][] => {
  const wanted = new Set(
    profile.opportunityTypes.flatMap((type) => (TYPES_OF[type] ? [TYPES_OF[type]] : [])),
  );
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
  interested: number | string;
}

const dateOf = (value: string | Date | null) => (value === null ? null : new Date(value));

/** Job shortlist: the jobs sharing the most facts with the profile, ranked before the per-type cap. */
export const MATCH_SHORTLIST = 3000;

/**
 * The shortlist's sources, read from indexes alone (never a scan of every touchpoint): one row
 * per fact a touchpoint shares with the profile, `area` (one of the profile's areas) or `place`
 * (one of its cities). Every touchpoint of the profile's areas, with its place when it is in one
 * of the cities; then up to `MATCH_SHORTLIST` touchpoints of the cities, of the industries and of
 * the followed organisations each. Null when the profile names none of these.
 */
const hitsOf = (profile: CandidateMatchProfile, cap: number): SQL | null => {
  const areas = uuidArray(profile.areas.map((area) => area.id));
  const cities = uuidArray(profile.cities.map((city) => city.id));
  const industries = profile.industries.map((industry) => industry.id);
  const followed = [...profile.followedOrganisationIds];
  const sources: SQL[] = [];
  if (profile.areas.length > 0) {
    sources.push(
      sql`select a.touchpoint_id as id, true as area, false as place
        from touchpoint_areas_of_responsibility a where a.tag_id = any(${areas})`,
    );
    if (profile.cities.length > 0)
      sources.push(
        sql`select c.touchpoint_id as id, false as area, true as place from touchpoint_cities c
        where c.city_id = any(${cities}) and exists (select 1 from touchpoint_areas_of_responsibility a
          where a.touchpoint_id = c.touchpoint_id and a.tag_id = any(${areas}))`,
      );
  }
  if (profile.cities.length > 0)
    sources.push(
      sql`(select touchpoint_id as id, false as area, true as place from touchpoint_cities where city_id = any(${cities}) limit ${cap})`,
    );
  if (industries.length > 0)
    sources.push(
      sql`(select id, false as area, false as place from touchpoints where industry_id = any(${uuidArray(industries)}) and state = 'published' limit ${cap})`,
    );
  if (followed.length > 0)
    sources.push(
      sql`(select id, false as area, false as place from touchpoints where creatable_for_id = any(${uuidArray(followed)}) and state = 'published' limit ${cap})`,
    );
  return sources.length === 0 ? null : sql.join(sources, sql` union all `);
};

/** The touchpoint columns the SQL estimate reads (alias `t`). */
const ESTIMATED = sql`t.id, t.touchpointable_type, t.published_at, t.industry_id, t.creatable_for_id, t.working_model`;

/** Published touchpoints of the given types that are still open at `now` (alias `t`). */
const eligible = (types: readonly string[], now: string) =>
  sql`t.state = 'published' and t.touchpointable_type = any(${`{${types.join(',')}}`}::text[])
    and (t.application_deadline is null or t.application_deadline >= ${now}::timestamptz)
    and (t.touchpointable_type <> 'Event' or t.start_date is null or t.start_date >= ${now}::timestamptz)`;

/**
 * The shortlist: eligible touchpoints sharing facts with the profile, as `(area, place, …the
 * columns the estimate reads)`. Internships and events (a few thousand each) are kept from every
 * fact row; jobs (nine in ten touchpoints) from the `MATCH_SHORTLIST` with the heaviest area and
 * place points. A profile without any such fact: the newest eligible touchpoints of each wanted
 * type, read in index order.
 */
const shortlistOf = (
  profile: CandidateMatchProfile,
  wanted: readonly string[],
  now: string,
  perType: number,
  shortlist: number,
): SQL => {
  const hits = hitsOf(profile, shortlist);
  if (!hits) {
    // Nothing known yet (a candidate who has not finished onboarding, or saved no preferences):
    // the newest eligible touchpoints of each wanted type, and the ones most candidates saved,
    // applied to or signed up for (`union` keeps one row of a touchpoint that is both).
    const newest = wanted.map(
      (type) =>
        sql`(select false as area, false as place, ${ESTIMATED} from touchpoints t
          where ${eligible([type], now)} and t.published_at is not null
          order by t.published_at desc, t.id desc limit ${perType})`,
    );
    const popular = sql`(select false as area, false as place, ${ESTIMATED}
      from (select a.touchpoint_id as id, count(*) as n from applications a
        group by a.touchpoint_id having count(*) >= ${POPULAR_MIN_CANDIDATES}
        order by n desc limit ${perType * wanted.length}) p
      join touchpoints t on t.id = p.id
      where ${eligible(wanted, now)})`;
    return sql.join([...newest, popular], sql` union `);
  }
  const others = wanted.filter((type) => type !== 'Job');
  const branches: SQL[] = [];
  // Jobs: probed in the order of their area and place points until the shortlist is full.
  if (wanted.includes('Job'))
    branches.push(sql`(select f.area, f.place, ${ESTIMATED}
      from (select * from facts order by points desc, id) f
      join touchpoints t on t.touchpointable_type = 'Job' and t.id = f.id
      where ${eligible(['Job'], now)}
      order by f.points desc, f.id limit ${shortlist})`);
  // Internships and events: every one of the type's eligible touchpoints that shares a fact.
  if (others.length > 0)
    branches.push(sql`(select f.area, f.place, ${ESTIMATED}
      from touchpoints t join facts f on f.id = t.id
      where ${eligible(others, now)})`);
  return sql`with facts as materialized (
      select id, bool_or(area) as area, bool_or(place) as place,
        (case when bool_or(area) then ${MATCH_WEIGHTS.area} else 0 end)
        + (case when bool_or(place) then ${MATCH_WEIGHTS.location} else 0 end) as points
      from (${hits}) h group by id
    ) ${sql.join(branches, sql` union all `)}`;
};

/**
 * The open published opportunities worth scoring for a profile, in one query: shortlisted by the
 * profile's facts through indexes (never a scan of every touchpoint), kept when published, open
 * (deadline or start not passed), of a wanted type and not dismissed; ranked per type by a SQL
 * estimate of the score (the engine's heaviest facts: area, place or remote, industry, followed
 * organisation, work mode, freshness) and capped, with everything the engine reads.
 */
export const loadMatchOpportunities = async (
  db: Db,
  candidateId: string,
  profile: CandidateMatchProfile,
  options: { now: Date; perType?: number; shortlist?: number },
): Promise<MatchOpportunity[]> => {
  const wanted = wantedTouchpointTypes(profile);
  const now = options.now.toISOString();
  const week = new Date(options.now.getTime() - 7 * 86_400_000).toISOString();
  const perType = options.perType ?? MATCH_POOL_PER_TYPE;
  const remote = profile.workModes.includes('remote');
  const workModes = sql`${`{${profile.workModes.join(',')}}`}::text[]`;
  const rows = await selectRows<OpportunityRow>(
    db,
    sql`
    with shortlist as (${shortlistOf(profile, wanted, now, perType, options.shortlist ?? MATCH_SHORTLIST)}),
    ranked as (
      select s.id, row_number() over (
        partition by s.touchpointable_type
        order by (case when s.area then ${MATCH_WEIGHTS.area} else 0 end)
          + (case when s.place or (${remote} and s.working_model = 'remote') then ${MATCH_WEIGHTS.location} else 0 end)
          + (case when s.industry_id = any(${uuidArray(profile.industries.map((industry) => industry.id))}) then ${MATCH_WEIGHTS.industry} else 0 end)
          + (case when s.creatable_for_id = any(${uuidArray([...profile.followedOrganisationIds])}) then ${MATCH_WEIGHTS.followed} else 0 end)
          + (case when s.touchpointable_type <> 'Event' and s.working_model = any(${workModes}) then ${MATCH_WEIGHTS.workMode} else 0 end)
          + (case when s.published_at >= ${week}::timestamptz then ${MATCH_WEIGHTS.fresh} else 0 end) desc,
          s.published_at desc nulls last, s.id
      ) as position
      from shortlist s
      where not exists (select 1 from matches m
        where m.candidate_id = ${candidateId} and m.touchpoint_id = s.id and m.dismissed_at is not null)
    )
    select t.id, t.touchpointable_type as type, t.kind, t.title,
      t.creatable_for_id as organisation_id,
      coalesce(co.name, so.name) as organisation_name,
      coalesce(t.industry_id, co.industry_id) as industry_id,
      array(select a.tag_id from touchpoint_areas_of_responsibility a where a.touchpoint_id = t.id) as area_ids,
      coalesce((select json_agg(json_build_object('id', c.id, 'name', c.name))
        from touchpoint_cities tc join cities c on c.id = tc.city_id where tc.touchpoint_id = t.id), '[]'::json) as cities,
      t.working_model, t.minimum_salary, t.maximum_salary, t.experience_level,
      er.name as education_requirement, t.published_at, t.application_deadline, t.start_date,
      (select count(*) from applications a where a.touchpoint_id = t.id)
        + (select count(*) from event_registrations er2 where er2.touchpoint_id = t.id
          and er2.status <> 'cancelled') as interested
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
    interested: Number(row.interested),
  }));
};
