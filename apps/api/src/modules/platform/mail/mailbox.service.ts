import { MAILBOX_PAGE_SIZE } from '@gradway/domain/contracts';
import type { Db } from '../../../db';
import { listOutboxMails } from './outbox.repository';

/** The development mailbox: the newest mails of the outbox, to one address when given. */
export const devMailboxDocument = async (db: Db, to: string | undefined) => {
  const rows = await listOutboxMails(db, { to, limit: MAILBOX_PAGE_SIZE });
  return {
    data: rows.map((row) => ({
      id: row.id,
      to: row.to,
      subject: row.subject,
      text: row.text,
      html: row.html,
      sent_at: row.sentAt.toISOString(),
    })),
    meta: { total_count: rows.length },
  };
};
