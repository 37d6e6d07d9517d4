import type { NotificationKind } from '@gradway/domain/contracts';
import { and, count, desc, eq, gt, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db';
import { notificationPreferences, notificationSettings, notifications } from '../../../db/schema';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;

/** The channel switches of one kind for a user; both on without a row. */
export const channelsFor = async (db: Db, userId: string, kind: NotificationKind) => {
  const [row] = await db
    .select({ inApp: notificationPreferences.inApp, email: notificationPreferences.email })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.kind, kind)));
  return row ?? { inApp: true, email: true };
};

export const insertNotification = async (db: Db, values: NewNotification) => {
  const [row] = await db.insert(notifications).values(values).returning();
  return row as NotificationRow;
};

const visibleTo = (userId: string) =>
  and(eq(notifications.userId, userId), eq(notifications.inApp, true));

export const listNotifications = (
  db: Db,
  userId: string,
  filters: { types?: NotificationKind[]; unreadOnly?: boolean; limit: number; offset: number },
) => {
  const conditions: (SQL | undefined)[] = [visibleTo(userId)];
  if (filters.types?.length) conditions.push(inArray(notifications.type, filters.types));
  if (filters.unreadOnly) conditions.push(isNull(notifications.readAt));
  const where = and(...conditions);
  return Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.seq))
      .limit(filters.limit)
      .offset(filters.offset),
    db
      .select({ total: count() })
      .from(notifications)
      .where(where)
      .then(([row]) => row?.total ?? 0),
  ]);
};

export const unreadCount = async (db: Db, userId: string) => {
  const [row] = await db
    .select({ total: count() })
    .from(notifications)
    .where(and(visibleTo(userId), isNull(notifications.readAt)));
  return row?.total ?? 0;
};

/** The user's in-app notifications written after `seq` (what a reconnecting stream missed). */
export const notificationsAfter = (db: Db, userId: string, seq: number, limit: number) =>
  db
    .select()
    .from(notifications)
    .where(and(visibleTo(userId), gt(notifications.seq, seq)))
    .orderBy(notifications.seq)
    .limit(limit);

/** The newest sequence number of the user's notifications (0 without any). */
export const maxSeqOf = async (db: Db, userId: string) => {
  const [row] = await db
    .select({ seq: sql<string | null>`max(${notifications.seq})` })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  return Number(row?.seq ?? 0);
};

export const findNotificationBySeq = async (db: Db, seq: number) => {
  const [row] = await db.select().from(notifications).where(eq(notifications.seq, seq));
  return row ?? null;
};

export const setReadAt = async (db: Db, userId: string, id: string, readAt: Date | null) => {
  const [row] = await db
    .update(notifications)
    .set({ readAt: readAt === null ? null : sql`coalesce(${notifications.readAt}, now())` })
    .where(and(visibleTo(userId), eq(notifications.id, id)))
    .returning();
  return row ?? null;
};

export const markAllRead = async (db: Db, userId: string) =>
  (
    await db
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(and(visibleTo(userId), isNull(notifications.readAt)))
      .returning({ id: notifications.id })
  ).length;

export const preferenceRows = (db: Db, userId: string) =>
  db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));

export const upsertPreference = (
  db: Db,
  userId: string,
  kind: NotificationKind,
  channels: { inApp?: boolean; email?: boolean },
) =>
  db
    .insert(notificationPreferences)
    .values({ userId, kind, ...channels })
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.kind],
      set: { ...channels, updatedAt: sql`now()` },
    });

export const settingsRow = async (db: Db, userId: string) => {
  const [row] = await db
    .select()
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  return row ?? null;
};

export const upsertSettings = (
  db: Db,
  userId: string,
  values: { digestFrequency?: 'daily' | 'weekly' | 'never'; timeZone?: string },
) =>
  db
    .insert(notificationSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({
      target: notificationSettings.userId,
      set: { ...values, updatedAt: sql`now()` },
    });
