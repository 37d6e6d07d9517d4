import type { AdminAuditAction, AuditSubjectType, AuditSummary } from '@gradway/domain/contracts';
import { count, desc } from 'drizzle-orm';
import type { Db } from '../../../db';
import { adminAuditEntries } from '../../../db/schema';

export interface AuditActor {
  id: string;
  email: string;
}

export interface AuditRecord {
  action: AdminAuditAction;
  subjectType: AuditSubjectType;
  subjectId: string;
  subjectLabel: string;
  before?: AuditSummary | null;
  after?: AuditSummary | null;
  reason?: string | null;
}

/** Writes one audit entry; call it with the transaction of the action it records. */
export const recordAuditEntry = async (db: Db, actor: AuditActor, record: AuditRecord) => {
  await db.insert(adminAuditEntries).values({
    adminUserId: actor.id,
    adminEmail: actor.email,
    action: record.action,
    subjectType: record.subjectType,
    subjectId: record.subjectId,
    subjectLabel: record.subjectLabel,
    before: record.before ?? null,
    after: record.after ?? null,
    reason: record.reason ?? null,
  });
};

export const listAuditEntries = (db: Db, paging: { limit: number; offset: number }) =>
  db
    .select()
    .from(adminAuditEntries)
    .orderBy(desc(adminAuditEntries.createdAt), desc(adminAuditEntries.id))
    .limit(paging.limit)
    .offset(paging.offset);

export type AuditEntryRow = Awaited<ReturnType<typeof listAuditEntries>>[number];

export const countAuditEntries = async (db: Db) => {
  const [row] = await db.select({ value: count() }).from(adminAuditEntries);
  return row?.value ?? 0;
};
