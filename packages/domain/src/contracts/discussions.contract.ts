import { z } from 'zod';
import { defineContract } from './contract';
import { errorResponses, IdSchema, PagingMetaSchema, resourceSchema } from './documents';
import { IsoDateTimeSchema } from './fields';
import { pagingQuery } from './query';

/**
 * Society discussions (decision 050). A society's posts (text and poll posts), replies one level
 * deep and single-choice poll votes. Managers of the society moderate through
 * `/api/v1/student_society/posts…`; members (candidates with a `subscribed` membership) read the
 * approved posts and act through `/api/v1/student_societies/:id/posts…`. Another society's post,
 * or a society the candidate is not a member of, answers 404 like a missing one.
 */

export const POST_BODY_MAX_LENGTH = 10_000;
export const REPLY_BODY_MAX_LENGTH = 4_000;
export const POLL_QUESTION_MAX_LENGTH = 300;
export const POLL_OPTION_MAX_LENGTH = 120;
export const POLL_OPTIONS_MIN = 2;
export const POLL_OPTIONS_MAX = 6;
export const POSTS_PER_PAGE = 10;
export const DISCUSSION_TEXT_MESSAGE = 'Use text without control characters.';

export const DISCUSSION_POST_KINDS = ['TextPost', 'MediaPost', 'DocumentPost', 'PollPost'] as const;
export const DISCUSSION_POST_STATUSES = ['draft', 'approved', 'declined'] as const;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it rejects
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const text = (max: number) =>
  z
    .string()
    .max(max)
    .refine((value) => !CONTROL.test(value) && !LONE_SURROGATE.test(value), {
      message: DISCUSSION_TEXT_MESSAGE,
    });

export const PostAuthorSchema = z.object({
  id: IdSchema.nullable(),
  team_member_id: IdSchema.nullable(),
  userable_type: z.string().nullable(),
  name: z.string(),
  image_url: z.string().nullable(),
  is_verified: z.boolean(),
  is_provider_verified: z.boolean(),
});
export type PostAuthor = z.infer<typeof PostAuthorSchema>;

export const PollSchema = z.object({
  question: z.string(),
  options: z.array(
    z.object({ index: z.number().int(), label: z.string(), votes: z.number().int() }),
  ),
  total_votes: z.number().int(),
  /** The caller's choice (members), null when they have not voted. */
  my_vote: z.number().int().nullable(),
});

export const ReplySchema = z.object({
  id: IdSchema,
  body: z.string(),
  author: PostAuthorSchema,
  created_at: IsoDateTimeSchema,
  can_delete: z.boolean(),
});
export type Reply = z.infer<typeof ReplySchema>;

export const PostAttributesShape = {
  kind: z.enum(DISCUSSION_POST_KINDS),
  status: z.enum(DISCUSSION_POST_STATUSES),
  /** Sanitised HTML. */
  body: z.string(),
  author: PostAuthorSchema,
  poll: PollSchema.nullable(),
  /** Images of a media post, when the society shows media uploads from posts. */
  images: z.array(z.object({ url: z.string(), alt: z.string() })),
  replies: z.array(ReplySchema),
  can_edit: z.boolean(),
  can_reply: z.boolean(),
  created_at: IsoDateTimeSchema,
  updated_at: IsoDateTimeSchema,
};

export const PostSchema = resourceSchema('post', PostAttributesShape);
export type Post = z.infer<typeof PostSchema>;
export const PostDocumentSchema = z.object({ data: PostSchema });
export type PostDocument = z.infer<typeof PostDocumentSchema>;

export const PostListDocumentSchema = z.object({
  data: z.array(PostSchema),
  meta: PagingMetaSchema.extend({
    /** What the caller may do in this society's community. */
    can_post: z.boolean(),
    /** Members' posts wait for a manager's approval. */
    approval_required: z.boolean(),
    /** Members' posts waiting for approval (managers only; 0 for members). */
    pending_count: z.number().int().nonnegative(),
  }),
});
export type PostListDocument = z.infer<typeof PostListDocumentSchema>;

export const CreatePostBodySchema = z.object({
  post: z
    .object({
      kind: z.enum(['TextPost', 'PollPost']),
      /** Rich text (HTML, sanitised on write) or plain paragraphs. */
      body: text(POST_BODY_MAX_LENGTH),
      poll: z
        .object({
          question: text(POLL_QUESTION_MAX_LENGTH).trim().min(1),
          options: z
            .array(text(POLL_OPTION_MAX_LENGTH).trim().min(1))
            .min(POLL_OPTIONS_MIN)
            .max(POLL_OPTIONS_MAX),
        })
        .optional(),
    })
    .refine((post) => post.kind !== 'PollPost' || post.poll !== undefined, {
      message: 'A poll needs a question and 2 to 6 options.',
      path: ['poll'],
    }),
});
export type CreatePostBody = z.infer<typeof CreatePostBodySchema>;

export const UpdatePostBodySchema = z.object({
  post: z.object({ body: text(POST_BODY_MAX_LENGTH) }),
});
export const CreateReplyBodySchema = z.object({
  reply: z.object({ body: text(REPLY_BODY_MAX_LENGTH) }),
});
export const VoteBodySchema = z.object({
  vote: z.object({
    option_index: z
      .number()
      .int()
      .min(0)
      .max(POLL_OPTIONS_MAX - 1),
  }),
});

export const ManagerPostsQuerySchema = z.object({
  ...pagingQuery(POSTS_PER_PAGE),
  /** `approved` (the feed, default), `draft` (the approval queue) or `declined`. */
  status: z.enum(DISCUSSION_POST_STATUSES).default('approved'),
});
export const MemberPostsQuerySchema = z.object({ ...pagingQuery(POSTS_PER_PAGE) });

const PostParams = z.object({ id: IdSchema });
const ReplyParams = z.object({ id: IdSchema, reply_id: IdSchema });
const SocietyParams = z.object({ id: IdSchema });
const SocietyPostParams = z.object({ id: IdSchema, post_id: IdSchema });
const Deleted = z.object({ data: z.object({ id: IdSchema }) });
const SeenDocument = z.object({ data: z.object({ last_viewed_at: IsoDateTimeSchema }) });

const MANAGER = ['discussions', 'student-society'];
const MEMBER = ['discussions', 'candidates'];

export const listSocietyPostsContract = defineContract({
  method: 'GET',
  path: '/api/v1/student_society/posts',
  summary: "The manager's society posts by status, newest first, with replies and poll results",
  tags: MANAGER,
  access: 'discussions.society.manage',
  query: ManagerPostsQuerySchema,
  responses: { 200: PostListDocumentSchema, ...errorResponses(400, 401, 403) },
});

export const createSocietyPostContract = defineContract({
  method: 'POST',
  path: '/api/v1/student_society/posts',
  summary: 'A manager posts in the society (approved at once; members are notified)',
  tags: MANAGER,
  access: 'discussions.society.manage',
  body: CreatePostBodySchema,
  responses: { 201: PostDocumentSchema, ...errorResponses(400, 401, 403) },
});

export const updateSocietyPostContract = defineContract({
  method: 'PATCH',
  path: '/api/v1/student_society/posts/:id',
  summary: "Edit the manager's own post",
  tags: MANAGER,
  access: 'discussions.society.manage',
  params: PostParams,
  body: UpdatePostBodySchema,
  responses: { 200: PostDocumentSchema, ...errorResponses(400, 401, 403, 404) },
});

export const deleteSocietyPostContract = defineContract({
  method: 'DELETE',
  path: '/api/v1/student_society/posts/:id',
  summary: 'Delete any post of the society, with its replies and votes',
  tags: MANAGER,
  access: 'discussions.society.manage',
  params: PostParams,
  responses: { 200: Deleted, ...errorResponses(400, 401, 403, 404) },
});

export const approveSocietyPostContract = defineContract({
  method: 'POST',
  path: '/api/v1/student_society/posts/:id/approve',
  summary: "Approve a member's post waiting in the queue (the author is notified)",
  tags: MANAGER,
  access: 'discussions.society.manage',
  params: PostParams,
  responses: { 200: PostDocumentSchema, ...errorResponses(400, 401, 403, 404, 409) },
});

export const declineSocietyPostContract = defineContract({
  method: 'POST',
  path: '/api/v1/student_society/posts/:id/decline',
  summary: "Decline a member's post waiting in the queue (the author is notified)",
  tags: MANAGER,
  access: 'discussions.society.manage',
  params: PostParams,
  responses: { 200: PostDocumentSchema, ...errorResponses(400, 401, 403, 404, 409) },
});

export const createSocietyReplyContract = defineContract({
  method: 'POST',
  path: '/api/v1/student_society/posts/:id/replies',
  summary: 'A manager replies under a post',
  tags: MANAGER,
  access: 'discussions.society.manage',
  params: PostParams,
  body: CreateReplyBodySchema,
  responses: { 201: PostDocumentSchema, ...errorResponses(400, 401, 403, 404) },
});

export const deleteSocietyReplyContract = defineContract({
  method: 'DELETE',
  path: '/api/v1/student_society/posts/:id/replies/:reply_id',
  summary: 'Delete any reply under a post of the society',
  tags: MANAGER,
  access: 'discussions.society.manage',
  params: ReplyParams,
  responses: { 200: Deleted, ...errorResponses(400, 401, 403, 404) },
});

export const listMemberPostsContract = defineContract({
  method: 'GET',
  path: '/api/v1/student_societies/:id/posts',
  summary: "A member's view of the society's posts: approved ones and their own, newest first",
  tags: MEMBER,
  access: 'discussions.member.use',
  params: SocietyParams,
  query: MemberPostsQuerySchema,
  responses: { 200: PostListDocumentSchema, ...errorResponses(400, 401, 403, 404) },
});

export const markPostsSeenContract = defineContract({
  method: 'POST',
  path: '/api/v1/student_societies/:id/posts/seen',
  summary: "Marks the society's posts seen (the dashboard's not_viewed_count drops to 0)",
  tags: MEMBER,
  access: 'discussions.member.use',
  params: SocietyParams,
  responses: { 200: SeenDocument, ...errorResponses(400, 401, 403, 404) },
});

export const createMemberPostContract = defineContract({
  method: 'POST',
  path: '/api/v1/student_societies/:id/posts',
  summary:
    "A member posts when the society's who_can_post allows (a draft when approval is required)",
  tags: MEMBER,
  access: 'discussions.member.use',
  params: SocietyParams,
  body: CreatePostBodySchema,
  responses: { 201: PostDocumentSchema, ...errorResponses(400, 401, 403, 404) },
});

export const createMemberReplyContract = defineContract({
  method: 'POST',
  path: '/api/v1/student_societies/:id/posts/:post_id/replies',
  summary: "A member replies when the society's who_can_reply_to_posts allows",
  tags: MEMBER,
  access: 'discussions.member.use',
  params: SocietyPostParams,
  body: CreateReplyBodySchema,
  responses: { 201: PostDocumentSchema, ...errorResponses(400, 401, 403, 404) },
});

export const votePostContract = defineContract({
  method: 'PUT',
  path: '/api/v1/student_societies/:id/posts/:post_id/vote',
  summary: "A member's one vote in a poll; voting again changes it",
  tags: MEMBER,
  access: 'discussions.member.use',
  params: SocietyPostParams,
  body: VoteBodySchema,
  responses: { 200: PostDocumentSchema, ...errorResponses(400, 401, 403, 404) },
});
