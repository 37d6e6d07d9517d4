import { EXPERIENCE_LEVELS, type ExperienceLevel } from '../constants/experience-levels';
import type { OpportunityTypeId } from '../constants/reference-lists';
import type { WorkMode } from '../states/work-mode';

/**
 * The built-in matching engine's scoring: how well one published opportunity fits one candidate,
 * with the profile facts that matched (reasons) and what the candidate lacks (missing). Pure and
 * transparent: every point of a score comes from a reason the candidate can read, and a reason the
 * candidate dismissed counts for nothing.
 */

export interface NamedRef {
  id: string;
  name: string;
}

/** What the candidate told us, as the engine reads it. */
export interface CandidateMatchProfile {
  /** Wanted opportunity types; empty means any. */
  opportunityTypes: readonly OpportunityTypeId[];
  industries: readonly NamedRef[];
  areas: readonly NamedRef[];
  cities: readonly NamedRef[];
  workModes: readonly WorkMode[];
  minimumSalary: number | null;
  experienceLevel: ExperienceLevel | null;
  studyYear: number | null;
  graduationYear: number | null;
  /** e.g. undergraduate, postgraduate, graduate, doctorate, school. */
  educationType: string | null;
  subject: NamedRef | null;
  /** Companies and societies the candidate follows. */
  followedOrganisationIds: ReadonlySet<string>;
  /** Normalised words of the candidate's CV worth matching, e.g. 'python' (empty without a CV). */
  cvWords: ReadonlySet<string>;
  /** Normalised words of what the candidate wrote about themselves (not a CV). */
  aboutWords?: ReadonlySet<string>;
  /** Reason keys the candidate dismissed ('area:<id>'...): they no longer count. */
  dismissedReasonKeys: ReadonlySet<string>;
}

/** One published opportunity, as the engine reads it. */
export interface MatchOpportunity {
  id: string;
  type: 'Job' | 'Internship' | 'Event';
  /** The job kind (`part_time`, `graduate_scheme`…) or internship kind. */
  kind: string | null;
  title: string;
  organisation: NamedRef;
  industryIds: readonly string[];
  areaIds: readonly string[];
  cities: readonly NamedRef[];
  workingModel: WorkMode | null;
  minimumSalary: number | null;
  maximumSalary: number | null;
  experienceLevel: ExperienceLevel | null;
  /** The education requirement's name, e.g. "Bachelor's degree", when there is one. */
  educationRequirement: string | null;
  publishedAt: Date | null;
  applicationDeadline: Date | null;
  startDate: Date | null;
  /**
   * Candidates who saved it, applied or signed up (when known): what makes it popular for a
   * candidate the engine knows little about yet.
   */
  interested?: number;
}

export type MatchReasonKind =
  | 'type'
  | 'area'
  | 'industry'
  | 'city'
  | 'remote'
  | 'work_mode'
  | 'salary'
  | 'experience'
  | 'education'
  | 'followed'
  | 'cv'
  | 'fresh'
  | 'popular';

export interface MatchReason {
  /** Stable key, e.g. `area:<id>`: what a candidate dismisses. */
  key: string;
  kind: MatchReasonKind;
  label: string;
  points: number;
}

export interface MatchGap {
  key: string;
  label: string;
}

export interface MatchScore {
  /** 0–100. */
  score: number;
  reasons: MatchReason[];
  missing: MatchGap[];
}

/** The most each fact can add (before the score is scaled to 0–100). */
export const MATCH_WEIGHTS = {
  area: 30,
  industry: 15,
  location: 20,
  workMode: 5,
  salary: 10,
  experience: 10,
  education: 5,
  followed: 10,
  cv: 10,
  fresh: 5,
  popular: 5,
} as const;

/** An opportunity this many candidates saved, applied to or signed up for counts as popular. */
export const POPULAR_MIN_CANDIDATES = 3;

/** A match below this score is not worth showing. */
export const MATCH_MIN_SCORE = 25;

const DAY_MS = 86_400_000;

const TYPE_OF_OPPORTUNITY: Record<MatchOpportunity['type'], OpportunityTypeId> = {
  Job: 'job',
  Internship: 'internship',
  Event: 'event',
};

/** The candidate's opportunity type this opportunity counts as (part-time jobs as part_time). */
export const opportunityTypeOf = (opportunity: MatchOpportunity): OpportunityTypeId =>
  opportunity.type === 'Job' && opportunity.kind === 'part_time'
    ? 'part_time'
    : TYPE_OF_OPPORTUNITY[opportunity.type];

const levelRank = (level: ExperienceLevel) =>
  EXPERIENCE_LEVELS.findIndex((candidate) => candidate.value === level);

const titleWords = (title: string) =>
  new Set(
    title
      .toLowerCase()
      .split(/[^a-z0-9+#]+/)
      .filter((word) => word.length >= 3),
  );

/** Whether an opportunity is still open to a candidate at `now`. */
export const isOpenOpportunity = (opportunity: MatchOpportunity, now: Date): boolean => {
  if (opportunity.applicationDeadline && opportunity.applicationDeadline < now) return false;
  if (opportunity.type === 'Event' && opportunity.startDate && opportunity.startDate < now)
    return false;
  return true;
};

/**
 * Scores an opportunity for a candidate; null when it must not be suggested at all (closed, or a
 * type the candidate did not ask for). The score is the earned points over the points the profile
 * could earn, so a sparse profile is not punished for what it leaves blank.
 */
export const scoreMatch = (
  profile: CandidateMatchProfile,
  opportunity: MatchOpportunity,
  now: Date,
): MatchScore | null => {
  if (!isOpenOpportunity(opportunity, now)) return null;
  const type = opportunityTypeOf(opportunity);
  const wanted = profile.opportunityTypes;
  const typeFits =
    wanted.length === 0 ||
    wanted.includes(type) ||
    (type === 'part_time' && wanted.includes('job'));
  if (!typeFits) return null;

  const reasons: MatchReason[] = [];
  const missing: MatchGap[] = [];
  let possible = 0;
  const earn = (reason: Omit<MatchReason, 'points'>, points: number) => {
    if (!profile.dismissedReasonKeys.has(reason.key)) reasons.push({ ...reason, points });
  };

  const areas = profile.areas.filter((area) => opportunity.areaIds.includes(area.id));
  if (profile.areas.length > 0 && opportunity.areaIds.length > 0) {
    possible += MATCH_WEIGHTS.area;
    for (const area of areas)
      earn(
        { key: `area:${area.id}`, kind: 'area', label: `You want to work in ${area.name}` },
        MATCH_WEIGHTS.area / areas.length,
      );
  }

  const industries = profile.industries.filter((industry) =>
    opportunity.industryIds.includes(industry.id),
  );
  if (profile.industries.length > 0 && opportunity.industryIds.length > 0) {
    possible += MATCH_WEIGHTS.industry;
    for (const industry of industries)
      earn(
        {
          key: `industry:${industry.id}`,
          kind: 'industry',
          label: `You’re interested in ${industry.name}`,
        },
        MATCH_WEIGHTS.industry / industries.length,
      );
  }

  const remote = opportunity.workingModel === 'remote';
  const wantsRemote = profile.workModes.includes('remote');
  if (profile.cities.length > 0 || wantsRemote) {
    possible += MATCH_WEIGHTS.location;
    const city = profile.cities.find((wantedCity) =>
      opportunity.cities.some((place) => place.id === wantedCity.id),
    );
    if (city) {
      earn(
        { key: `city:${city.id}`, kind: 'city', label: `In ${city.name}` },
        MATCH_WEIGHTS.location,
      );
    } else if (remote && wantsRemote) {
      earn(
        { key: 'remote', kind: 'remote', label: 'Remote, as you prefer' },
        MATCH_WEIGHTS.location,
      );
    } else if (opportunity.cities.length > 0 && !remote) {
      missing.push({
        key: 'location',
        label: `Based in ${opportunity.cities.map((place) => place.name).join(', ')}`,
      });
    }
  }

  if (opportunity.type !== 'Event' && profile.workModes.length > 0 && opportunity.workingModel) {
    possible += MATCH_WEIGHTS.workMode;
    if (profile.workModes.includes(opportunity.workingModel))
      earn(
        {
          key: `work_mode:${opportunity.workingModel}`,
          kind: 'work_mode',
          label: `Works ${opportunity.workingModel}`,
        },
        MATCH_WEIGHTS.workMode,
      );
  }

  const pay = opportunity.maximumSalary ?? opportunity.minimumSalary;
  if (opportunity.type !== 'Event' && profile.minimumSalary && pay !== null) {
    possible += MATCH_WEIGHTS.salary;
    if (pay >= profile.minimumSalary)
      earn(
        { key: 'salary', kind: 'salary', label: 'Pays what you asked for' },
        MATCH_WEIGHTS.salary,
      );
    else missing.push({ key: 'salary', label: 'Pays less than you asked for' });
  }

  if (opportunity.type === 'Job' && opportunity.experienceLevel) {
    possible += MATCH_WEIGHTS.experience;
    const asked = levelRank(opportunity.experienceLevel);
    const has = profile.experienceLevel ? levelRank(profile.experienceLevel) : 0;
    if (asked <= has)
      earn(
        {
          key: 'experience',
          kind: 'experience',
          // Without a level in the profile, the truth is about the opportunity alone.
          label: profile.experienceLevel ? 'Fits your experience' : 'Needs no work experience',
        },
        MATCH_WEIGHTS.experience,
      );
    else
      missing.push({
        key: 'experience',
        label: `Asks for ${EXPERIENCE_LEVELS[asked]?.shortLabel ?? 'more experience'}`,
      });
  }

  const year = now.getUTCFullYear();
  if (profile.graduationYear !== null && opportunity.type !== 'Event') {
    possible += MATCH_WEIGHTS.education;
    const studying = profile.graduationYear > year;
    const fits = opportunity.type === 'Internship' ? studying : profile.graduationYear <= year + 1;
    if (fits)
      earn(
        {
          key: 'education',
          kind: 'education',
          label:
            studying && opportunity.type === 'Internship'
              ? 'For students like you'
              : `You graduate in ${profile.graduationYear}`,
        },
        MATCH_WEIGHTS.education,
      );
    else if (opportunity.type === 'Job')
      missing.push({ key: 'education', label: 'Starts before you graduate' });
  }
  if (opportunity.educationRequirement && !profile.educationType)
    missing.push({
      key: 'education_requirement',
      label: `Asks for ${opportunity.educationRequirement}`,
    });

  if (profile.followedOrganisationIds.size > 0) {
    possible += MATCH_WEIGHTS.followed;
    if (profile.followedOrganisationIds.has(opportunity.organisation.id))
      earn(
        {
          key: `followed:${opportunity.organisation.id}`,
          kind: 'followed',
          label: `You follow ${opportunity.organisation.name}`,
        },
        MATCH_WEIGHTS.followed,
      );
  }

  // A reason names where the words are: the CV, or what the candidate wrote about themselves
  // (a candidate without a CV is never told their CV mentions anything).
  const aboutWords = profile.aboutWords ?? new Set<string>();
  if (profile.cvWords.size > 0 || aboutWords.size > 0) {
    possible += MATCH_WEIGHTS.cv;
    const words = [...titleWords(opportunity.title)];
    const inCv = words.filter((word) => profile.cvWords.has(word));
    const inAbout = words.filter((word) => aboutWords.has(word) && !profile.cvWords.has(word));
    if (inCv.length > 0)
      earn(
        { key: 'cv', kind: 'cv', label: `Your CV mentions ${inCv.slice(0, 3).join(', ')}` },
        Math.min(MATCH_WEIGHTS.cv, inCv.length * 5),
      );
    else if (inAbout.length > 0)
      earn(
        {
          key: 'cv',
          kind: 'cv',
          label: `Your profile mentions ${inAbout.slice(0, 3).join(', ')}`,
        },
        Math.min(MATCH_WEIGHTS.cv, inAbout.length * 5),
      );
  }

  possible += MATCH_WEIGHTS.fresh;
  if (opportunity.publishedAt && now.getTime() - opportunity.publishedAt.getTime() <= 7 * DAY_MS)
    earn({ key: 'fresh', kind: 'fresh', label: 'New this week' }, MATCH_WEIGHTS.fresh);

  // Popularity counts only where it is true, so it never lowers the score of what is not popular.
  const interested = opportunity.interested ?? 0;
  if (interested >= POPULAR_MIN_CANDIDATES) {
    possible += MATCH_WEIGHTS.popular;
    earn(
      { key: 'popular', kind: 'popular', label: `Popular with ${interested} candidates` },
      MATCH_WEIGHTS.popular,
    );
  }

  const earned = reasons.reduce((sum, reason) => sum + reason.points, 0);
  const score = possible === 0 ? 0 : Math.round((earned / possible) * 100);
  reasons.sort((a, b) => b.points - a.points);
  return { score: Math.min(100, score), reasons, missing };
};

export interface RankedMatch extends MatchScore {
  opportunity: MatchOpportunity;
}

/** Matches kept per type (jobs, internships, events). */
export const MATCHES_PER_TYPE = 20;

/** At most this many of one organisation among a type's first `VARIETY_WINDOW` matches. */
export const MATCHES_PER_ORGANISATION = 2;
export const VARIETY_WINDOW = 10;

/**
 * The ranked matches with at most `MATCHES_PER_ORGANISATION` of one organisation in the first
 * `VARIETY_WINDOW`: the others wait below, and come back up only when nothing else scores.
 */
export const variedMatches = (ranked: readonly RankedMatch[]): RankedMatch[] => {
  const first: RankedMatch[] = [];
  const held: RankedMatch[] = [];
  const count = new Map<string, number>();
  for (const match of ranked) {
    const organisation = match.opportunity.organisation.id;
    const seen = count.get(organisation) ?? 0;
    if (first.length < VARIETY_WINDOW && seen >= MATCHES_PER_ORGANISATION) {
      held.push(match);
      continue;
    }
    if (first.length < VARIETY_WINDOW) count.set(organisation, seen + 1);
    first.push(match);
  }
  // Held matches fill the first ten when too few others scored, then follow in rank order.
  const top = first.slice(0, VARIETY_WINDOW);
  const rest = first.slice(VARIETY_WINDOW);
  while (top.length < VARIETY_WINDOW && held.length > 0) {
    const next = held.shift();
    if (next) top.push(next);
  }
  const rank = new Map(ranked.map((match, index) => [match, index]));
  const byRank = (a: RankedMatch, b: RankedMatch) => (rank.get(a) ?? 0) - (rank.get(b) ?? 0);
  return [...top, ...[...rest, ...held].sort(byRank)];
};

/**
 * The best matches per type: scored, those under `MATCH_MIN_SCORE` dropped, highest first; equal
 * scores put the nearer deadline (or start) first, then the newer posting.
 */
export const bestMatches = (
  profile: CandidateMatchProfile,
  opportunities: Iterable<MatchOpportunity>,
  now: Date,
  perType = MATCHES_PER_TYPE,
): Record<MatchOpportunity['type'], RankedMatch[]> => {
  const groups: Record<MatchOpportunity['type'], RankedMatch[]> = {
    Job: [],
    Internship: [],
    Event: [],
  };
  for (const opportunity of opportunities) {
    const scored = scoreMatch(profile, opportunity, now);
    if (scored && scored.score >= MATCH_MIN_SCORE)
      groups[opportunity.type].push({ ...scored, opportunity });
  }
  const due = (match: RankedMatch) =>
    (match.opportunity.applicationDeadline ?? match.opportunity.startDate)?.getTime() ??
    Number.POSITIVE_INFINITY;
  const posted = (match: RankedMatch) => match.opportunity.publishedAt?.getTime() ?? 0;
  for (const type of Object.keys(groups) as MatchOpportunity['type'][]) {
    groups[type] = variedMatches(
      groups[type].sort((a, b) => b.score - a.score || due(a) - due(b) || posted(b) - posted(a)),
    ).slice(0, perType);
  }
  return groups;
};
