import { z } from 'zod';
import { DIGEST_FREQUENCIES } from '../states/email-digest';
import { defineContract } from './contract';
import { errorResponses, IdSchema, PagingMetaSchema, resourceSchema } from './documents';
import { IsoDateTimeSchema, TimeZoneSchema } from './fields';
import { pagingQuery, queryArray } from './query';

/**
 * Notifications (issue 10): what happened that concerns a user, for every role. Each is stored per
 * user, listed in the bell's panel and on the notifications page, pushed on the user's live stream
 * (`notificationStreamEvent`) and, unless read first, mailed in the user's email digest.
 *
 * The spec's notification has type, title, message, timeout and position (§3): `type` is the
 * kind below, `timeout` how long (ms) a live notification shows as a toast (null: until closed),
 * `position` where it shows. Another user's notification answers exactly as a missing one (404).
 */
export const NOTIFICATION_KINDS = [
  'application_status',
  'waitlist_offer',
  'event_reminder',
  'event_registration',
  'event_cancelled',
  'event_rating',
  'cohost_invitation',
  'cohost_answer',
  'touchpoint_review',
  'membership_decision',
  'message',
] as const;
export const NotificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof NotificationKindSchema>;

/**
 * The kinds each side is told of: candidates of their applications, places, events, memberships
 * and posts; managers and recruiters of co-hosting, the admin's reviews of their opportunities,
 * joining an organisation, and posts and messages. A side's settings and filters list its own.
 */
/** Kinds only organisers are told of (a candidate is never a co-host or reviewed). */
const ORGANISER_ONLY_KINDS: readonly NotificationKind[] = [
  'cohost_invitation',
  'cohost_answer',
  'touchpoint_review',
];
export const NOTIFICATION_KINDS_OF: Record<'candidate' | 'organiser', readonly NotificationKind[]> =
  {
    candidate: NOTIFICATION_KINDS.filter((kind) => !ORGANISER_ONLY_KINDS.includes(kind)),
    organiser: [...ORGANISER_ONLY_KINDS, 'membership_decision', 'message'],
  };
export type NotificationSide = keyof typeof NOTIFICATION_KINDS_OF;

export const NOTIFICATION_POSITIONS = ['top-right', 'top-center', 'bottom-right'] as const;
export const NotificationPositionSchema = z.enum(NOTIFICATION_POSITIONS);

/** Notifications per page of the list (the bell's panel asks for fewer). */
export const NOTIFICATIONS_PER_PAGE = 20;

export const NotificationAttributesShape = {
  type: NotificationKindSchema,
  title: z.string(),
  message: z.string(),
  timeout: z.number().int().positive().nullable(),
  position: NotificationPositionSchema,
  /** A path inside the app: what the notification is about. */
  link: z.string().nullable(),
  subject: z.object({ type: z.string(), id: z.string() }).nullable(),
  read_at: IsoDateTimeSchema.nullable(),
  created_at: IsoDateTimeSchema,
};

export const NotificationSchema = resourceSchema('notification', NotificationAttributesShape);
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationDocumentSchema = z.object({ data: NotificationSchema });

export const NotificationListMetaSchema = PagingMetaSchema.extend({
  unread_count: z.number().int().nonnegative(),
});

export const NotificationListDocumentSchema = z.object({
  data: z.array(NotificationSchema),
  meta: NotificationListMetaSchema,
});
export type NotificationListDocument = z.infer<typeof NotificationListDocumentSchema>;

export const ListNotificationsQuerySchema = z.object({
  ...pagingQuery(NOTIFICATIONS_PER_PAGE),
  /** Only these kinds. */
  type: queryArray(NotificationKindSchema).optional(),
  /** `true`: only unread ones. */
  unread: z.enum(['true', 'false']).optional(),
});

export const listNotificationsContract = defineContract({
  method: 'GET',
  path: '/api/v1/notifications',
  summary: "The signed-in user's notifications, newest first, with the unread count",
  tags: ['notifications'],
  access: 'notifications.read',
  query: ListNotificationsQuerySchema,
  responses: { 200: NotificationListDocumentSchema, ...errorResponses(400, 401, 403) },
});

export const NotificationParamsSchema = z.object({ id: IdSchema });

export const UpdateNotificationBodySchema = z.object({
  notification: z.object({
    /** A time marks it read (the server's time is stored), null marks it unread again. */
    read_at: IsoDateTimeSchema.nullable(),
  }),
});
export type UpdateNotificationBody = z.infer<typeof UpdateNotificationBodySchema>;

export const updateNotificationContract = defineContract({
  method: 'PATCH',
  path: '/api/v1/notifications/:id',
  summary: 'Mark a notification read or unread',
  tags: ['notifications'],
  access: 'notifications.update',
  params: NotificationParamsSchema,
  body: UpdateNotificationBodySchema,
  responses: { 200: NotificationDocumentSchema, ...errorResponses(400, 401, 403, 404) },
});

export const MarkAllReadDocumentSchema = z.object({
  meta: z.object({ marked_count: z.number().int().nonnegative(), unread_count: z.literal(0) }),
});

export const markAllNotificationsReadContract = defineContract({
  method: 'POST',
  path: '/api/v1/notifications/mark_all_read',
  summary: "Mark every one of the user's notifications read",
  tags: ['notifications'],
  access: 'notifications.update',
  responses: { 200: MarkAllReadDocumentSchema, ...errorResponses(401, 403) },
});

/** Preferences: per kind and channel, plus the email digest's frequency and the user's zone. */
export const NotificationChannelsSchema = z.object({ in_app: z.boolean(), email: z.boolean() });

export const NotificationPreferencesAttributesShape = {
  digest_frequency: z.enum(DIGEST_FREQUENCIES),
  /** The digest is sent at DIGEST_LOCAL_HOUR in this IANA time zone. */
  time_zone: TimeZoneSchema,
  kinds: z.record(NotificationKindSchema, NotificationChannelsSchema),
};

/** The local hour (0-23) at which digests are sent in the user's time zone. */
export const DIGEST_LOCAL_HOUR = 8;

export const NotificationPreferencesDocumentSchema = z.object({
  data: z.object({
    type: z.literal('notification_preferences'),
    attributes: z.object(NotificationPreferencesAttributesShape),
  }),
});
export type NotificationPreferencesDocument = z.infer<typeof NotificationPreferencesDocumentSchema>;

export const getNotificationPreferencesContract = defineContract({
  method: 'GET',
  path: '/api/v1/notification_preferences',
  summary: "The user's notification preferences",
  tags: ['notifications'],
  access: 'notifications.read',
  responses: { 200: NotificationPreferencesDocumentSchema, ...errorResponses(401, 403) },
});

export const UpdateNotificationPreferencesBodySchema = z.object({
  notification_preferences: z
    .object({
      digest_frequency: z.enum(DIGEST_FREQUENCIES),
      time_zone: TimeZoneSchema,
      kinds: z.partialRecord(NotificationKindSchema, NotificationChannelsSchema.partial()),
    })
    .partial(),
});
export type UpdateNotificationPreferencesBody = z.infer<
  typeof UpdateNotificationPreferencesBodySchema
>;

export const updateNotificationPreferencesContract = defineContract({
  method: 'PATCH',
  path: '/api/v1/notification_preferences',
  summary: "Change the user's notification preferences",
  tags: ['notifications'],
  access: 'notifications.update',
  body: UpdateNotificationPreferencesBodySchema,
  responses: { 200: NotificationPreferencesDocumentSchema, ...errorResponses(400, 401, 403) },
});

/**
 * The live stream. EventSource cannot send the session headers, so the browser first asks for a
 * ticket (an authenticated POST); the ticket opens one stream once, within a minute.
 */
export const STREAM_TICKET_TTL_SECONDS = 60;
export const StreamTicketDocumentSchema = z.object({
  data: z.object({
    type: z.literal('stream_ticket'),
    attributes: z.object({ ticket: z.string(), expires_at: IsoDateTimeSchema, url: z.string() }),
  }),
});

export const createStreamTicketContract = defineContract({
  method: 'POST',
  path: '/api/v1/stream_tickets',
  summary: 'A single-use ticket that opens the live stream (GET /api/v1/stream?ticket=…)',
  tags: ['notifications'],
  access: 'notifications.read',
  responses: { 201: StreamTicketDocumentSchema, ...errorResponses(401, 403) },
});

export const STREAM_PATH = '/api/v1/stream';

/**
 * What the live stream carries (Server-Sent Events; the SSE `event` field is `type`, `data` the
 * JSON of the whole event). `id` of a notification event is its sequence number: the browser
 * sends it back as Last-Event-ID when it reconnects and receives what it missed. Room is left for
 * messages and waitlist positions (later kinds of event, same union).
 */
export const StreamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready'), unread_count: z.number().int().nonnegative() }),
  z.object({
    type: z.literal('notification'),
    notification: NotificationSchema,
    unread_count: z.number().int().nonnegative(),
  }),
  z.object({ type: z.literal('unread_count'), unread_count: z.number().int().nonnegative() }),
  z.object({
    type: z.literal('message'),
    room_id: z.string(),
    message_id: z.string(),
  }),
  z.object({
    type: z.literal('waitlist_position'),
    touchpoint_id: z.string(),
    position: z.number().int().nonnegative(),
  }),
  /** The server is going away: reconnect after `retry_ms`. */
  z.object({ type: z.literal('reconnect'), retry_ms: z.number().int().nonnegative() }),
]);
export type StreamEvent = z.infer<typeof StreamEventSchema>;
