import { getDevMailboxContract, MAILBOX_PAGE_SIZE } from '@gradway/domain/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db';
import { notFound } from '../../http/http-error';
import { registerRoute } from '../../http/register-route';
import type { Mailer } from './mailer';
import { listOutboxMails } from './outbox.repository';

/**
 * `GET /api/dev/mailbox`: the outbox, newest first. The route is always registered (every
 * contract has its route), but where the mailbox is closed (production) it answers 404 exactly
 * like an unknown path, so nothing tells that it exists.
 */
export const mailboxRoutes = (app: FastifyInstance, db: Db, mailer: Mailer) => {
  registerRoute(app, getDevMailboxContract, async ({ query }) => {
    if (!mailer.config.mailboxOpen) throw notFound();
    await mailer.settled();
    const rows = await listOutboxMails(db, { to: query.to, limit: MAILBOX_PAGE_SIZE });
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
  });
};
