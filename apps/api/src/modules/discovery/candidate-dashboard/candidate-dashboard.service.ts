import { htmlToPlainText } from '@gradway/domain';
import {
  type CandidateDashboardDocument,
  type DashboardPost,
  DEADLINE_SOON_DAYS,
  type InteractedSocietyListDocument,
} from '@gradway/domain/contracts';
import type { Db } from '../../../db';
import { trackerProgressCounts } from '../../applying/applications/applications.service';
import type { OrganisationRow } from '../../opportunities/touchpoints/touchpoint-relations.repository';
import { touchpointResources } from '../../opportunities/touchpoints/touchpoints.service';
import {
  bestNewMatchIds,
  countFollows,
  countUnvisitedMatches,
  followedNewsIds,
  followedPosts,
  listInteractedSocieties,
  registeredEventIds,
  touchpointRowsInOrder,
  upcomingDeadlineIds,
} from './dashboard.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How many items each dashboard section shows. */
export const DASHBOARD_LIMITS = { matches: 3, deadlines: 5, events: 5, news: 6, posts: 5 };
/** A post's excerpt on the dashboard, in characters. */
export const POST_EXCERPT_LENGTH = 160;

/** A post's text without markup, on one line, cut at a word to the excerpt's length. */
export const postExcerpt = (html: string): string => {
  const text = htmlToPlainText(html);
  if (text.length <= POST_EXCERPT_LENGTH) return text;
  const cut = text.slice(0, POST_EXCERPT_LENGTH);
  const atWord = cut.slice(0, Math.max(cut.lastIndexOf(' '), POST_EXCERPT_LENGTH - 20));
  return `${atWord.trimEnd()}…`;
};

type SocietyBasics = OrganisationRow & {
  universityId: string | null;
  universityName: string | null;
  universitySlug: string | null;
};

const societyBasics = (row: SocietyBasics) => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  icon_url: row.iconUrl,
  is_verified: row.isVerified,
  is_provider_verified: row.providerVerified,
  university:
    row.universityId && row.universityName && row.universitySlug
      ? { id: row.universityId, name: row.universityName, slug: row.universitySlug }
      : null,
});

const isoOf = (value: Date | string) => new Date(value).toISOString();

/** `GET /api/v1/candidate/dashboard`: every section in one batch of queries. */
export const candidateDashboard = async (
  db: Db,
  candidateId: string,
  now = new Date(),
): Promise<CandidateDashboardDocument> => {
  const until = new Date(now.getTime() + DEADLINE_SOON_DAYS * DAY_MS);
  const [unvisited, matchIds, deadlineIds, eventIds, newsIds, posts, counts, following] =
    await Promise.all([
      countUnvisitedMatches(db, candidateId),
      bestNewMatchIds(db, candidateId, DASHBOARD_LIMITS.matches),
      upcomingDeadlineIds(db, candidateId, { now, until, limit: DASHBOARD_LIMITS.deadlines }),
      registeredEventIds(db, candidateId, now, DASHBOARD_LIMITS.events),
      followedNewsIds(db, candidateId, DASHBOARD_LIMITS.news),
      followedPosts(db, candidateId, DASHBOARD_LIMITS.posts),
      trackerProgressCounts(db, candidateId),
      countFollows(db, candidateId),
    ]);
  const sections = [matchIds, deadlineIds, eventIds, newsIds];
  const rows = await touchpointRowsInOrder(db, [...new Set(sections.flat())]);
  const resources = await touchpointResources(db, rows, { withDetails: false, now });
  const byId = new Map(resources.map((item) => [item.id, item]));
  const pick = (ids: string[]) => ids.flatMap((id) => byId.get(id) ?? []);
  const followedPostItems: DashboardPost[] = posts.map((post) => ({
    id: post.id,
    created_at: isoOf(post.createdAt),
    kind: post.kind,
    excerpt: postExcerpt(post.body),
    student_society: societyBasics(post.society),
  }));
  return {
    data: {
      type: 'candidate_dashboard',
      attributes: {
        unvisited_matches_count: unvisited,
        new_matches: pick(matchIds),
        upcoming_deadlines: pick(deadlineIds),
        registered_events: pick(eventIds),
        followed_news: pick(newsIds),
        followed_posts: followedPostItems,
        applications_counts: counts,
        following_count: following,
      },
    },
  };
};

/** `GET /api/v1/candidate/student_societies/interacted`. */
export const interactedSocieties = async (
  db: Db,
  candidateId: string,
): Promise<InteractedSocietyListDocument> => {
  const rows = await listInteractedSocieties(db, candidateId);
  return {
    data: rows.map((row) => ({
      id: row.id,
      type: 'student_society' as const,
      attributes: {
        ...societyBasics(row),
        last_post:
          row.lastPostId && row.lastPostAt
            ? { id: row.lastPostId, created_at: isoOf(row.lastPostAt) }
            : null,
        not_viewed_count: row.notViewedCount,
      },
    })),
    meta: { total_count: rows.length },
  };
};
