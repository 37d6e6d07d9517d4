import { desc, sql } from 'drizzle-orm';
import type { Db } from '../../../db';
import { outboxMails } from '../../../db/schema';

export interface OutboxMailValues {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export const insertOutboxMail = async (db: Db, values: OutboxMailValues) => {
  await db.insert(outboxMails).values(values);
};

/** The newest mails first, optionally only those to one address (ignoring case). */
export const listOutboxMails = (db: Db, options: { to?: string; limit: number }) =>
  db
    .select()
    .from(outboxMails)
    .where(options.to ? sql`lower(${outboxMails.to}) = lower(${options.to})` : undefined)
    .orderBy(desc(outboxMails.sentAt), desc(outboxMails.id))
    .limit(options.limit);
