/** Society post statuses (spec §4). */
export const POST_STATUSES = ['draft', 'approved', 'declined'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/** Post kinds (spec §3). */
export const POST_KINDS = ['TextPost', 'MediaPost', 'DocumentPost', 'PollPost'] as const;
export type PostKind = (typeof POST_KINDS)[number];

export const isPostStatus = (value: unknown): value is PostStatus =>
  typeof value === 'string' && (POST_STATUSES as readonly string[]).includes(value);
