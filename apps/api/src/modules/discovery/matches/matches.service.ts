import type {
  MatchDocument,
  MatchedTouchpoint,
  MatchesDocument,
  MatchFact,
} from '@gradway/domain/contracts';
import type { Db } from '../../../db';
import { isoTime } from '../../../http/documents';
import { notFound } from '../../../http/http-error';
import { touchpointResources } from '../../opportunities/touchpoints/touchpoints.service';
import { generateMatches } from './match-generation.service';
import { isGeneratingMatches } from './match-jobs';
import {
  addDismissedReason,
  countOwnMatches,
  listShownMatches,
  type MatchRow,
  markDismissed,
  markPreferred,
  markViewed,
} from './matches.repository';

export const MATCH_NOT_FOUND = 'Match not found';

const GROUPS = { Job: 'jobs', Internship: 'internships', Event: 'events' } as const;
type Group = (typeof GROUPS)[keyof typeof GROUPS];

/** A stored fact on the wire; older rows named the kind `type` and had no key. */
export const factsOf = (stored: unknown[]): MatchFact[] =>
  stored.flatMap((fact) => {
    if (typeof fact !== 'object' || fact === null) return [];
    const { key, type, label } = fact as { key?: unknown; type?: unknown; label?: unknown };
    if (typeof label !== 'string') return [];
    const name = typeof key === 'string' ? key : typeof type === 'string' ? type : 'fact';
    return [{ key: name, label }];
  });

/** Scores on the wire are 0–100; rows written as a fraction (0–1) are scaled. */
const scoreOf = (score: number) => Math.round(score <= 1 ? score * 100 : Math.min(score, 100));

export const matchResource = (match: MatchRow): MatchDocument => ({
  data: {
    id: match.id,
    type: 'match',
    attributes: {
      id: match.id,
      touchpoint_id: match.touchpointId,
      viewed_at: isoTime(match.viewedAt),
      score: scoreOf(match.score),
      preferred: match.preferred,
      dismissed_at: isoTime(match.dismissedAt),
    },
  },
});

/** `GET /api/v3/matches?group_by=touchpointable`: matches grouped by type, with their counts. */
export const matchesDocument = async (
  db: Db,
  candidateId: string,
  generating: boolean,
  now: Date = new Date(),
): Promise<MatchesDocument> => {
  const rows = await listShownMatches(db, candidateId, now);
  const resources = await touchpointResources(db, rows, { withDetails: false, now });
  const touchpoints: Record<Group, MatchedTouchpoint[]> = { jobs: [], internships: [], events: [] };
  const counts = () => ({ unvisited_count: 0, viewed_count: 0 });
  const meta = { ...counts(), jobs: counts(), internships: counts(), events: counts(), generating };
  rows.forEach(({ match, touchpoint }, index) => {
    const resource = resources[index];
    if (!resource) return;
    const group = GROUPS[touchpoint.touchpointableType];
    touchpoints[group].push({
      ...resource,
      attributes: {
        ...resource.attributes,
        match: {
          id: match.id,
          viewed_at: isoTime(match.viewedAt),
          score: scoreOf(match.score),
          reasons: factsOf(match.reasons),
          missing: factsOf(match.missing),
          preferred: match.preferred,
        },
      },
    });
    const counter = match.viewedAt ? 'viewed_count' : 'unvisited_count';
    meta[counter] += 1;
    meta[group][counter] += 1;
  });
  return { data: { touchpoints }, meta };
};

/**
 * The document for `GET /api/v3/matches`. A candidate who has not finished onboarding and has no
 * match to show yet gets them generated at once from what is known (one generation is a few tens
 * of milliseconds), so the first answer is never an empty page waiting for a job.
 */
export const candidateMatchesDocument = async (
  db: Db,
  candidate: { candidateId: string; onboarded: boolean },
): Promise<MatchesDocument> => {
  const { candidateId } = candidate;
  let generating = await isGeneratingMatches(db, candidateId);
  if (!candidate.onboarded && !generating) {
    const now = new Date();
    const document = await matchesDocument(db, candidateId, false, now);
    if (allCount(document) > 0) return document;
    await generateMatches(db, candidateId, { now });
    generating = await isGeneratingMatches(db, candidateId);
  }
  return matchesDocument(db, candidateId, generating);
};

const allCount = (document: MatchesDocument) =>
  document.meta.unvisited_count + document.meta.viewed_count;

/** The candidate has seen one of their matches (404 for anyone else's). */
export const viewMatch = async (db: Db, candidateId: string, matchId: string, viewedAt: Date) => {
  const row = await markViewed(db, candidateId, matchId, viewedAt);
  if (!row) throw notFound(MATCH_NOT_FOUND);
  return matchResource(row);
};

/** The candidate prefers some of their matches (404, and nothing marked, if one is not theirs). */
export const markMatchesPreferred = async (
  db: Db,
  candidateId: string,
  matchIds: readonly string[],
) => {
  const ids = [...new Set(matchIds)];
  if ((await countOwnMatches(db, candidateId, ids)) !== ids.length) {
    throw notFound(MATCH_NOT_FOUND);
  }
  await markPreferred(db, candidateId, ids);
};

/** The candidate dismisses one of their matches (404 for anyone else's). */
export const dismissMatch = async (db: Db, candidateId: string, matchId: string) => {
  const row = await markDismissed(db, candidateId, matchId, new Date());
  if (!row) throw notFound(MATCH_NOT_FOUND);
  return matchResource(row);
};

/** The candidate says why they dismiss matches; their matches are generated again at once. */
export const dismissMatchesForReason = async (db: Db, candidateId: string, reasonKey: string) => {
  await addDismissedReason(db, candidateId, reasonKey);
  await generateMatches(db, candidateId);
  return matchesDocument(db, candidateId, await isGeneratingMatches(db, candidateId));
};
