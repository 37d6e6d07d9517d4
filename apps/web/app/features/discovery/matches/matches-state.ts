import type { MatchedTouchpoint, MatchesDocument } from '@gradway/domain/contracts';

export type MatchGroup = 'jobs' | 'internships' | 'events';
export const MATCH_GROUPS: readonly MatchGroup[] = ['jobs', 'internships', 'events'];

/** Every match of a document, best first within each group, jobs then internships then events. */
export const allMatches = (document: MatchesDocument): MatchedTouchpoint[] =>
  MATCH_GROUPS.flatMap((group) => document.data.touchpoints[group]);

export const findMatch = (document: MatchesDocument, slug: string) =>
  allMatches(document).find(
    (touchpoint) => touchpoint.attributes.match.id === slug || touchpoint.id === slug,
  ) ?? null;

const groupOf = (document: MatchesDocument, matchId: string): MatchGroup | null =>
  MATCH_GROUPS.find((group) =>
    document.data.touchpoints[group].some(
      (touchpoint) => touchpoint.attributes.match.id === matchId,
    ),
  ) ?? null;

const mapMatches = (
  document: MatchesDocument,
  change: (touchpoint: MatchedTouchpoint) => MatchedTouchpoint | null,
): MatchesDocument['data'] => ({
  touchpoints: {
    jobs: document.data.touchpoints.jobs.flatMap((tp) => change(tp) ?? []),
    internships: document.data.touchpoints.internships.flatMap((tp) => change(tp) ?? []),
    events: document.data.touchpoints.events.flatMap((tp) => change(tp) ?? []),
  },
});

/**
 * Marks a match viewed in the app's copy and moves the counts from unvisited to viewed, in total
 * and for its type, with no refetch (spec §4). A match already viewed changes nothing.
 */
export const markViewedLocally = (
  document: MatchesDocument,
  matchId: string,
  viewedAt: string,
): MatchesDocument => {
  const group = groupOf(document, matchId);
  const target = group
    ? document.data.touchpoints[group].find((tp) => tp.attributes.match.id === matchId)
    : null;
  if (!group || !target || target.attributes.match.viewed_at) return document;
  const { meta } = document;
  return {
    data: mapMatches(document, (tp) =>
      tp.attributes.match.id === matchId
        ? {
            ...tp,
            attributes: {
              ...tp.attributes,
              match: { ...tp.attributes.match, viewed_at: viewedAt },
            },
          }
        : tp,
    ),
    meta: {
      ...meta,
      unvisited_count: Math.max(0, meta.unvisited_count - 1),
      viewed_count: meta.viewed_count + 1,
      [group]: {
        unvisited_count: Math.max(0, meta[group].unvisited_count - 1),
        viewed_count: meta[group].viewed_count + 1,
      },
    },
  };
};

/** Sets matches preferred in the app's copy. */
export const markPreferredLocally = (document: MatchesDocument, matchIds: readonly string[]) => ({
  ...document,
  data: mapMatches(document, (tp) =>
    matchIds.includes(tp.attributes.match.id)
      ? {
          ...tp,
          attributes: { ...tp.attributes, match: { ...tp.attributes.match, preferred: true } },
        }
      : tp,
  ),
});

/** Takes a dismissed match out of the app's copy, with its count. */
export const removeLocally = (document: MatchesDocument, matchId: string): MatchesDocument => {
  const group = groupOf(document, matchId);
  const target = group
    ? document.data.touchpoints[group].find((tp) => tp.attributes.match.id === matchId)
    : null;
  if (!group || !target) return document;
  const counter = target.attributes.match.viewed_at ? 'viewed_count' : 'unvisited_count';
  const { meta } = document;
  return {
    data: mapMatches(document, (tp) => (tp.attributes.match.id === matchId ? null : tp)),
    meta: {
      ...meta,
      [counter]: Math.max(0, meta[counter] - 1),
      [group]: { ...meta[group], [counter]: Math.max(0, meta[group][counter] - 1) },
    },
  };
};

/** Whether `slug` (a match id or a touchpoint id) names one of the document's matches. */
export const hasMatch = (document: MatchesDocument, slug: string): boolean =>
  findMatch(document, slug) !== null;
