import type { Notification, NotificationKind, StreamEvent } from '@gradway/domain/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db';
import { isoTime, resource } from '../../../http/documents';
import { channelsFor, insertNotification, type NotificationRow } from './notifications.repository';

/** The PostgreSQL channel that tells every app instance a user's notifications changed. */
export const NOTIFICATIONS_CHANNEL = 'gradway_notifications';

/** What travels on the channel: whose notifications changed, and which one is new (if any). */
export interface NotificationSignal {
  user_id: string;
  seq?: number;
  /** A live event with no notification behind it (a place in line), sent to the streams as is. */
  event?: StreamEvent;
}

export interface NotifyInput {
  userId: string;
  kind: NotificationKind;
  title: string;
  message: string;
  /** A path inside the app (e.g. `/candidate/applications`): what it is about. */
  link?: string | null;
  subject?: { type: string; id: string } | null;
  /** How long (ms) it shows as a toast when it arrives live; default 8 s, null until closed. */
  timeoutMs?: number | null;
}

const DEFAULT_TIMEOUT_MS = 8000;

/**
 * Tells every instance's streams (LISTEN/NOTIFY) that the user's notifications changed. Sent in
 * the caller's transaction, PostgreSQL delivers it at commit and drops it on rollback.
 */
export const signalUser = async (executor: Db, signal: NotificationSignal) => {
  await executor.execute(
    sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, ${JSON.stringify(signal)})`,
  );
};

/**
 * Sends live events that have no notification behind them (e.g. a waitlist position) to the
 * users a query names, at the caller's commit: `rows` selects `user_id` and `event` (the stream
 * event as JSON). One statement, however many users.
 */
export const signalStreamEvents = async (executor: Db, rows: SQL) => {
  await executor.execute(
    sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, json_build_object('user_id', signalled.user_id, 'event', signalled.event)::text) from (${rows}) as signalled`,
  );
};

/**
 * Notifies a user: writes the notification with the caller's executor (the Drizzle db or a
 * transaction, so it commits or rolls back with the change that caused it) and signals the
 * user's live streams at commit. The user's preferences decide the channels: a kind switched off
 * in the app and by email writes nothing (answers null). Email goes out in the digest, never one
 * message per notification.
 */
export const notify = async (executor: Db, input: NotifyInput): Promise<NotificationRow | null> => {
  const channels = await channelsFor(executor, input.userId, input.kind);
  if (!channels.inApp && !channels.email) return null;
  const row = await insertNotification(executor, {
    userId: input.userId,
    type: input.kind,
    title: input.title,
    message: input.message,
    link: input.link ?? null,
    subjectType: input.subject?.type ?? null,
    subjectId: input.subject?.id ?? null,
    timeoutMs: input.timeoutMs === undefined ? DEFAULT_TIMEOUT_MS : input.timeoutMs,
    inApp: channels.inApp,
    byEmail: channels.email,
  });
  if (channels.inApp) await signalUser(executor, { user_id: input.userId, seq: row.seq });
  return row;
};

/** The notification as the API and the stream send it. */
export const notificationResource = (row: NotificationRow): Notification =>
  resource('notification', {
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    timeout: row.timeoutMs,
    position: row.position as Notification['attributes']['position'],
    link: row.link,
    subject: row.subjectType && row.subjectId ? { type: row.subjectType, id: row.subjectId } : null,
    read_at: isoTime(row.readAt),
    created_at: row.createdAt.toISOString(),
  });

/** The notification reads and writes the routes call. */
export {
  listNotifications,
  markAllRead,
  preferenceRows,
  setReadAt,
  settingsRow,
  unreadCount,
  upsertPreference,
  upsertSettings,
} from './notifications.repository';
