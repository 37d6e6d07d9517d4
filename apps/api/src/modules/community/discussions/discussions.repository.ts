import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db';
import {
  candidates,
  managers,
  memberships,
  type PostKind,
  type PostStatus,
  pollVotes,
  postReplies,
  posts,
  studentSocieties,
  users,
} from '../../../db/schema';

/** The SQL of society discussions: posts, replies, poll votes and a member's last visit. */

const authorColumns = {
  authorId: users.id,
  authorFirstName: users.firstName,
  authorLastName: users.lastName,
  authorType: users.userableType,
  authorEmailVerifiedAt: users.emailVerifiedAt,
  authorAvatarUrl: candidates.avatarUrl,
  authorProviderVerified: candidates.providerVerified,
  authorTeamMemberId: managers.id,
};

export const findSocietySettings = async (db: Db, societyId: string) => {
  const [row] = await db
    .select({
      id: studentSocieties.id,
      name: studentSocieties.name,
      slug: studentSocieties.slug,
      whoCanPost: studentSocieties.whoCanPost,
      whoCanReplyToPosts: studentSocieties.whoCanReplyToPosts,
      showMediaUploadsFromPosts: studentSocieties.showMediaUploadsFromPosts,
      isPostApprovalRequired: studentSocieties.isPostApprovalRequired,
    })
    .from(studentSocieties)
    .where(eq(studentSocieties.id, societyId));
  return row ?? null;
};
export type SocietySettings = NonNullable<Awaited<ReturnType<typeof findSocietySettings>>>;

/** True when the candidate has joined the society (membership `subscribed`). */
export const isSubscribedMember = async (db: Db, societyId: string, candidateId: string) => {
  const [row] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(
      and(
        eq(memberships.studentSocietyId, societyId),
        eq(memberships.candidateId, candidateId),
        eq(memberships.status, 'subscribed'),
      ),
    );
  return row !== undefined;
};

/** A member opened the community: posts up to now are seen (the dashboard's not_viewed_count). */
export const markMembershipSeen = async (db: Db, societyId: string, candidateId: string) => {
  const [row] = await db
    .update(memberships)
    .set({ lastViewedAt: sql`now()` })
    .where(
      and(
        eq(memberships.studentSocietyId, societyId),
        eq(memberships.candidateId, candidateId),
        eq(memberships.status, 'subscribed'),
      ),
    )
    .returning({ lastViewedAt: memberships.lastViewedAt });
  return row?.lastViewedAt ?? null;
};

/** The user ids of the society's members (joined), to notify them. */
export const listMemberUserIds = async (db: Db, societyId: string) => {
  const rows = await db
    .select({ userId: candidates.userId })
    .from(memberships)
    .innerJoin(candidates, eq(candidates.id, memberships.candidateId))
    .where(and(eq(memberships.studentSocietyId, societyId), eq(memberships.status, 'subscribed')));
  return rows.map((row) => row.userId);
};

const postColumns = {
  id: posts.id,
  studentSocietyId: posts.studentSocietyId,
  kind: posts.kind,
  status: posts.status,
  body: posts.body,
  attachments: posts.attachments,
  createdAt: posts.createdAt,
  updatedAt: posts.updatedAt,
  ...authorColumns,
};

/** A page of the society's posts matching `filter`, newest first, and how many match. */
export const listPosts = async (
  db: Db,
  societyId: string,
  filter: SQL,
  offset: number,
  limit: number,
) => {
  const where = and(eq(posts.studentSocietyId, societyId), filter);
  const rows = await db
    .select(postColumns)
    .from(posts)
    .leftJoin(users, eq(users.id, posts.authorId))
    .leftJoin(candidates, eq(candidates.userId, users.id))
    .leftJoin(
      managers,
      and(eq(managers.userId, users.id), eq(managers.studentSocietyId, posts.studentSocietyId)),
    )
    .where(where)
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .offset(offset)
    .limit(limit);
  const [total] = await db.select({ value: count() }).from(posts).where(where);
  return { rows, total: total?.value ?? 0 };
};
export type PostRow = Awaited<ReturnType<typeof listPosts>>['rows'][number];

export const countPosts = async (db: Db, societyId: string, status: PostStatus) => {
  const [row] = await db
    .select({ value: count() })
    .from(posts)
    .where(and(eq(posts.studentSocietyId, societyId), eq(posts.status, status)));
  return row?.value ?? 0;
};

/** One post of the society (another society's answers null, like a missing one). */
export const findPost = async (db: Db, societyId: string, postId: string) => {
  const { rows } = await listPosts(db, societyId, eq(posts.id, postId), 0, 1);
  return rows[0] ?? null;
};

export const listReplies = (db: Db, postIds: string[]) =>
  postIds.length === 0
    ? Promise.resolve([])
    : db
        .select({
          id: postReplies.id,
          postId: postReplies.postId,
          body: postReplies.body,
          createdAt: postReplies.createdAt,
          ...authorColumns,
        })
        .from(postReplies)
        .innerJoin(posts, eq(posts.id, postReplies.postId))
        .leftJoin(users, eq(users.id, postReplies.authorId))
        .leftJoin(candidates, eq(candidates.userId, users.id))
        .leftJoin(
          managers,
          and(eq(managers.userId, users.id), eq(managers.studentSocietyId, posts.studentSocietyId)),
        )
        .where(inArray(postReplies.postId, postIds))
        .orderBy(postReplies.createdAt, postReplies.id);
export type ReplyRow = Awaited<ReturnType<typeof listReplies>>[number];

/** Votes per post and option, and the candidate's own choice per post. */
export const listVotes = async (db: Db, postIds: string[], candidateId: string | null) => {
  if (postIds.length === 0) return { counts: [], mine: [] };
  const counts = await db
    .select({ postId: pollVotes.postId, optionIndex: pollVotes.optionIndex, votes: count() })
    .from(pollVotes)
    .where(inArray(pollVotes.postId, postIds))
    .groupBy(pollVotes.postId, pollVotes.optionIndex);
  const mine = candidateId
    ? await db
        .select({ postId: pollVotes.postId, optionIndex: pollVotes.optionIndex })
        .from(pollVotes)
        .where(and(inArray(pollVotes.postId, postIds), eq(pollVotes.candidateId, candidateId)))
    : [];
  return { counts, mine };
};

export const insertPost = async (
  db: Db,
  values: {
    studentSocietyId: string;
    authorId: string;
    kind: PostKind;
    status: PostStatus;
    body: string;
    attachments: unknown[];
  },
) => {
  const [row] = await db.insert(posts).values(values).returning({ id: posts.id });
  return row?.id as string;
};

export const updatePostBody = async (db: Db, postId: string, body: string) => {
  await db.update(posts).set({ body, updatedAt: sql`now()` }).where(eq(posts.id, postId));
};

/** Settles a draft; answers false when the post is no longer a draft (decided meanwhile). */
export const settleDraft = async (db: Db, postId: string, status: 'approved' | 'declined') => {
  const rows = await db
    .update(posts)
    .set({ status, updatedAt: sql`now()` })
    .where(and(eq(posts.id, postId), eq(posts.status, 'draft')))
    .returning({ id: posts.id });
  return rows.length > 0;
};

export const deletePost = async (db: Db, postId: string) => {
  await db.delete(posts).where(eq(posts.id, postId));
};

export const insertReply = async (db: Db, postId: string, authorId: string, body: string) => {
  await db.insert(postReplies).values({ postId, authorId, body });
};

/** Deletes the reply when it is under this post; answers whether it was. */
export const deleteReply = async (db: Db, postId: string, replyId: string) => {
  const rows = await db
    .delete(postReplies)
    .where(and(eq(postReplies.id, replyId), eq(postReplies.postId, postId)))
    .returning({ id: postReplies.id });
  return rows.length > 0;
};

/** The member's one vote in a poll: a second vote changes the option. */
export const upsertVote = async (
  db: Db,
  postId: string,
  candidateId: string,
  optionIndex: number,
) => {
  await db
    .insert(pollVotes)
    .values({ postId, candidateId, optionIndex })
    .onConflictDoUpdate({
      target: [pollVotes.postId, pollVotes.candidateId],
      set: { optionIndex, updatedAt: sql`now()` },
    });
};
