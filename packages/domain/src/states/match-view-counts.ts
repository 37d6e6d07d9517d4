/** How matched touchpoints are grouped (spec §3). */
export const MATCH_GROUPS = ['jobs', 'internships', 'events'] as const;
export type MatchGroup = (typeof MATCH_GROUPS)[number];

/** The touchpoint type of each group (spec §3: touchpointable_type). */
export const TOUCHPOINTABLE_TYPES = ['Job', 'Internship', 'Event'] as const;
export type TouchpointableType = (typeof TOUCHPOINTABLE_TYPES)[number];

const GROUP_OF_TYPE: Readonly<Record<TouchpointableType, MatchGroup>> = {
  Job: 'jobs',
  Internship: 'internships',
  Event: 'events',
};

/** The group a touchpoint falls in: Job → jobs, Internship → internships, Event → events. */
export const matchGroupOf = (touchpointableType: TouchpointableType): MatchGroup =>
  GROUP_OF_TYPE[touchpointableType];

export interface MatchCounts {
  unvisited_count: number;
  viewed_count: number;
}

/** The matches answer's meta (spec §3): overall counts and counts per group. */
export interface MatchesMeta extends MatchCounts {
  jobs: MatchCounts;
  internships: MatchCounts;
  events: MatchCounts;
}

const moveOne = (counts: MatchCounts): MatchCounts => ({
  unvisited_count: Math.max(0, counts.unvisited_count - 1),
  viewed_count: counts.viewed_count + 1,
});

/**
 * Viewing a match moves one from unvisited to viewed, overall and in its group, with no refetch
 * (spec §4). Unvisited counts never drop below zero. A match that was already viewed changes
 * nothing (no double counting). The meta given is left untouched.
 */
export const moveMatchToViewed = (
  meta: MatchesMeta,
  group: MatchGroup,
  wasViewed: boolean,
): MatchesMeta => {
  if (wasViewed) return meta;
  return { ...meta, ...moveOne(meta), [group]: moveOne(meta[group]) };
};

export interface ViewableMatch {
  viewed_at?: string | null;
}

/**
 * Marks a match viewed at `now` (ISO time, as PATCH /api/v2/matches/{id} sends it) and moves the
 * counts. An already viewed match keeps its first viewed_at and the counts stay as they were.
 */
export const markMatchViewed = <M extends ViewableMatch>(
  meta: MatchesMeta,
  match: M,
  group: MatchGroup,
  now: Date = new Date(),
): { meta: MatchesMeta; match: M } => {
  const wasViewed = Boolean(match.viewed_at);
  return {
    meta: moveMatchToViewed(meta, group, wasViewed),
    match: wasViewed ? match : { ...match, viewed_at: now.toISOString() },
  };
};
