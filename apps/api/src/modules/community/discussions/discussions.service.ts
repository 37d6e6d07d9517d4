import { richTextSanitizerOptions } from '@gradway/domain';
import type {
  CreatePostBody,
  Post,
  PostAuthor,
  PostDocument,
  PostListDocument,
} from '@gradway/domain/contracts';
import { eq, or, sql } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import type { Db } from '../../../db';
import { posts, type SocietyPostingAudience } from '../../../db/schema';
import { isoTime, offsetOf, pagingMeta, resource } from '../../../http/documents';
import { badRequest, HttpError, notFound } from '../../../http/http-error';
import { notify } from '../../messaging/notifications/notifications.service';
import { isCommitteeMember } from '../committee/committee.service';
import {
  countPosts,
  deletePost,
  deleteReply,
  findPost,
  findSocietySettings,
  insertPost,
  insertReply,
  isSubscribedMember,
  listMemberUserIds,
  listPosts,
  listReplies,
  listVotes,
  markMembershipSeen,
  type PostRow,
  type ReplyRow,
  type SocietySettings,
  settleDraft,
  updatePostBody,
  upsertVote,
} from './discussions.repository';

/**
 * Society discussions (decision 050): managers moderate their society's posts, members read the
 * approved ones, vote in polls, reply and post as the society's settings allow.
 */

/** Who acts: a manager of the society, or a member (candidate with a joined membership). */
export type Actor =
  | { role: 'manager'; userId: string; societyId: string }
  | { role: 'member'; userId: string; candidateId: string; societyId: string };

/**
 * THE one audience check for posting (`who_can_post`) and replying (`who_can_reply_to_posts`).
 * Only managers and joined members reach the community at all, so `everyone` and `members` both
 * let every member in; `committee` lets in the members who hold a current committee position
 * (decision 049); `managers`, the society's managers only.
 */
export const isInAudience = async (
  db: Db,
  audience: SocietyPostingAudience,
  actor: Actor,
): Promise<boolean> => {
  if (actor.role === 'manager') return true;
  switch (audience) {
    case 'everyone':
    case 'members':
      return true;
    case 'committee':
      return isCommitteeMember(db, actor.societyId, actor.candidateId);
    case 'managers':
      return false;
  }
};

const SANITIZER = richTextSanitizerOptions();
const escapeText = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A body as stored: rich text keeps only the allowed markup (the domain's sanitiser options, the
 * ones the web app renders with too); plain text becomes paragraphs. Empty when nothing is left.
 */
export const storedBody = (input: string): string => {
  const trimmed = input.trim();
  if (trimmed === '') return '';
  const html = /<[a-z][\s\S]*>/i.test(trimmed)
    ? trimmed
    : trimmed
        .split(/\n\s*\n/)
        .map((paragraph) => `<p>${escapeText(paragraph.trim()).replace(/\n/g, '<br>')}</p>`)
        .join('');
  const clean = sanitizeHtml(html, SANITIZER).trim();
  return sanitizeHtml(clean, { allowedTags: [], allowedAttributes: {} }).trim() === '' ? '' : clean;
};

const nameOf = (row: { authorFirstName: string | null; authorLastName: string | null }) =>
  [row.authorFirstName, row.authorLastName].filter(Boolean).join(' ') || 'Former member';

const authorOf = (row: PostRow | ReplyRow, society: SocietySettings): PostAuthor => ({
  id: row.authorId,
  team_member_id: row.authorTeamMemberId,
  userable_type: row.authorType,
  name: row.authorTeamMemberId ? `${nameOf(row)} · ${society.name}` : nameOf(row),
  image_url: row.authorAvatarUrl,
  is_verified: row.authorEmailVerifiedAt !== null,
  is_provider_verified: row.authorProviderVerified ?? false,
});

interface PollAttachment {
  type: 'poll';
  question: string;
  options: { label: string }[];
}
interface ImageAttachment {
  type: 'image';
  url: string;
  alt?: string;
}
const attachmentsOf = (row: PostRow) => (Array.isArray(row.attachments) ? row.attachments : []);
const pollOf = (row: PostRow) =>
  attachmentsOf(row).find(
    (item): item is PollAttachment => (item as { type?: string })?.type === 'poll',
  ) ?? null;

/** The posts with their replies and poll results, as the caller sees them. */
const postResources = async (
  db: Db,
  society: SocietySettings,
  rows: PostRow[],
  actor: Actor,
): Promise<Post[]> => {
  const ids = rows.map((row) => row.id);
  const candidateId = actor.role === 'member' ? actor.candidateId : null;
  const [replies, votes, canReplyAtAll] = await Promise.all([
    listReplies(db, ids),
    listVotes(db, ids, candidateId),
    isInAudience(db, society.whoCanReplyToPosts, actor),
  ]);
  return rows.map((row) => {
    const poll = row.kind === 'PollPost' ? pollOf(row) : null;
    const counts = votes.counts.filter((entry) => entry.postId === row.id);
    const mine = votes.mine.find((entry) => entry.postId === row.id);
    const images = society.showMediaUploadsFromPosts
      ? attachmentsOf(row)
          .filter((item): item is ImageAttachment => (item as { type?: string })?.type === 'image')
          .map((item) => ({ url: item.url, alt: item.alt ?? '' }))
      : [];
    return resource('post', {
      id: row.id,
      kind: row.kind,
      status: row.status,
      body: row.body,
      author: authorOf(row, society),
      poll: poll
        ? {
            question: poll.question,
            options: poll.options.map((option, index) => ({
              index,
              label: option.label,
              votes: counts.find((entry) => entry.optionIndex === index)?.votes ?? 0,
            })),
            total_votes: counts.reduce((sum, entry) => sum + entry.votes, 0),
            my_vote: mine?.optionIndex ?? null,
          }
        : null,
      images,
      replies: replies
        .filter((reply) => reply.postId === row.id)
        .map((reply) => ({
          id: reply.id,
          body: reply.body,
          author: authorOf(reply, society),
          created_at: isoTime(reply.createdAt) as string,
          can_delete: actor.role === 'manager',
        })),
      can_edit: actor.role === 'manager' && row.authorId === actor.userId,
      can_reply: row.status === 'approved' && canReplyAtAll,
      created_at: isoTime(row.createdAt) as string,
      updated_at: isoTime(row.updatedAt) as string,
    });
  });
};

const societyOf = async (db: Db, societyId: string) => {
  const society = await findSocietySettings(db, societyId);
  if (!society) throw notFound();
  return society;
};

/** A candidate acting in a society: a member, or 404 (a society not joined looks missing). */
export const memberActor = async (
  db: Db,
  userId: string,
  candidateId: string,
  societyId: string,
): Promise<Actor> => {
  if (!(await isSubscribedMember(db, societyId, candidateId))) throw notFound();
  return { role: 'member', userId, candidateId, societyId };
};

const postDocument = async (db: Db, actor: Actor, postId: string): Promise<PostDocument> => {
  const society = await societyOf(db, actor.societyId);
  const row = await findPost(db, actor.societyId, postId);
  if (!row) throw notFound();
  const [data] = await postResources(db, society, [row], actor);
  return { data: data as Post };
};

/** A page of posts: managers by status; members the approved ones and their own. */
export const listPostsDocument = async (
  db: Db,
  actor: Actor,
  query: { page: number; per_page: number; status?: 'draft' | 'approved' | 'declined' },
): Promise<PostListDocument> => {
  const society = await societyOf(db, actor.societyId);
  const filter =
    actor.role === 'manager'
      ? eq(posts.status, query.status ?? 'approved')
      : (or(eq(posts.status, 'approved'), eq(posts.authorId, actor.userId)) ?? sql`true`);
  const { rows, total } = await listPosts(
    db,
    actor.societyId,
    filter,
    offsetOf(query.page, query.per_page),
    query.per_page,
  );
  return {
    data: await postResources(db, society, rows, actor),
    meta: {
      ...pagingMeta(query.page, query.per_page, total),
      can_post: await isInAudience(db, society.whoCanPost, actor),
      approval_required: society.isPostApprovalRequired,
      pending_count: actor.role === 'manager' ? await countPosts(db, actor.societyId, 'draft') : 0,
    },
  };
};

/** Creates a post: managers' are approved at once (members notified); members' wait when required. */
export const createPost = async (
  db: Db,
  actor: Actor,
  input: CreatePostBody['post'],
): Promise<PostDocument> => {
  const society = await societyOf(db, actor.societyId);
  if (!(await isInAudience(db, society.whoCanPost, actor)))
    throw new HttpError(403, 'Only some people can post in this community.');
  const body = storedBody(input.body);
  const attachments: unknown[] = [];
  if (input.kind === 'PollPost' && input.poll) {
    attachments.push({
      type: 'poll',
      question: escapeText(input.poll.question),
      options: input.poll.options.map((label) => ({ label })),
    });
  } else if (body === '') {
    throw badRequest('Write something before posting.', [
      { path: 'post.body', message: 'Write something before posting.' },
    ]);
  }
  const status = actor.role === 'member' && society.isPostApprovalRequired ? 'draft' : 'approved';
  const postId = await db.transaction(async (tx) => {
    const id = await insertPost(tx, {
      studentSocietyId: actor.societyId,
      authorId: actor.userId,
      kind: input.kind,
      status,
      body,
      attachments,
    });
    if (actor.role === 'manager') {
      const message = sanitizeHtml(body, { allowedTags: [], allowedAttributes: {} }).slice(0, 200);
      for (const userId of await listMemberUserIds(tx, actor.societyId)) {
        await notify(tx, {
          userId,
          kind: 'message',
          title: `New post in ${society.name}`,
          message: message || (input.poll ? input.poll.question : ''),
          link: `/societies/${society.slug}#community`,
          subject: { type: 'Post', id },
        });
      }
    }
    return id;
  });
  return postDocument(db, actor, postId);
};

/** A manager edits their own post (another's, or another society's, answers 404). */
export const editPost = async (db: Db, actor: Actor, postId: string, input: { body: string }) => {
  const row = await findPost(db, actor.societyId, postId);
  if (!row || row.authorId !== actor.userId) throw notFound();
  const body = storedBody(input.body);
  if (body === '' && row.kind !== 'PollPost')
    throw badRequest('Write something before posting.', [
      { path: 'post.body', message: 'Write something before posting.' },
    ]);
  await updatePostBody(db, postId, body);
  return postDocument(db, actor, postId);
};

export const removePost = async (db: Db, actor: Actor, postId: string) => {
  if (!(await findPost(db, actor.societyId, postId))) throw notFound();
  await deletePost(db, postId);
  return { data: { id: postId } };
};

/** Approves or declines a member's post in the queue; the author is told. */
export const decidePost = async (
  db: Db,
  actor: Actor,
  postId: string,
  decision: 'approved' | 'declined',
) => {
  const society = await societyOf(db, actor.societyId);
  const row = await findPost(db, actor.societyId, postId);
  if (!row) throw notFound();
  await db.transaction(async (tx) => {
    if (!(await settleDraft(tx, postId, decision)))
      throw new HttpError(409, 'This post was already decided.');
    if (row.authorId)
      await notify(tx, {
        userId: row.authorId,
        kind: 'message',
        title: decision === 'approved' ? 'Your post was approved' : 'Your post was declined',
        message:
          decision === 'approved'
            ? `Your post in ${society.name} is now visible to members.`
            : `Your post in ${society.name} was declined by the society's managers.`,
        link: `/societies/${society.slug}#community`,
        subject: { type: 'Post', id: postId },
      });
  });
  return postDocument(db, actor, postId);
};

/** Replies under an approved post when `who_can_reply_to_posts` allows. */
export const replyToPost = async (
  db: Db,
  actor: Actor,
  postId: string,
  input: { body: string },
) => {
  const society = await societyOf(db, actor.societyId);
  const row = await findPost(db, actor.societyId, postId);
  const visible =
    row && (actor.role === 'manager' || row.status === 'approved' || row.authorId === actor.userId);
  if (!row || !visible) throw notFound();
  if (row.status !== 'approved')
    throw new HttpError(403, 'Replies open once the post is approved.');
  if (!(await isInAudience(db, society.whoCanReplyToPosts, actor)))
    throw new HttpError(403, 'Only some people can reply in this community.');
  const body = storedBody(input.body);
  if (body === '')
    throw badRequest('Write a reply first.', [
      { path: 'reply.body', message: 'Write a reply first.' },
    ]);
  await insertReply(db, postId, actor.userId, body);
  return postDocument(db, actor, postId);
};

export const removeReply = async (db: Db, actor: Actor, postId: string, replyId: string) => {
  if (!(await findPost(db, actor.societyId, postId))) throw notFound();
  if (!(await deleteReply(db, postId, replyId))) throw notFound();
  return { data: { id: replyId } };
};

/** A member's vote in an approved poll; voting again changes it. */
export const voteInPoll = async (
  db: Db,
  actor: Extract<Actor, { role: 'member' }>,
  postId: string,
  optionIndex: number,
) => {
  const row = await findPost(db, actor.societyId, postId);
  if (row?.status !== 'approved' || row.kind !== 'PollPost') throw notFound();
  const poll = pollOf(row);
  if (!poll || optionIndex >= poll.options.length)
    throw badRequest('Choose one of the poll’s options.', [
      { path: 'vote.option_index', message: 'Choose one of the poll’s options.' },
    ]);
  await upsertVote(db, postId, actor.candidateId, optionIndex);
  return postDocument(db, actor, postId);
};

/** A member opened the community section: everything up to now is seen. */
export const markSeen = async (db: Db, actor: Extract<Actor, { role: 'member' }>) => {
  const at = await markMembershipSeen(db, actor.societyId, actor.candidateId);
  if (!at) throw notFound();
  return { data: { last_viewed_at: isoTime(at) as string } };
};
