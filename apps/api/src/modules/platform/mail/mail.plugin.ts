import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db';
import { type MailConfig, readMailConfig } from './mail-config';
import { mailboxRoutes } from './mailbox.routes';
import { bindMailer, createMailer, type Mailer, unbindMailer } from './mailer';

declare module 'fastify' {
  interface FastifyInstance {
    /** Mail delivery bound to this app's database and configuration. */
    mailer: Mailer;
  }
}

/**
 * Creates the app's mailer (SMTP or the outbox), binds `sendMail` to it, and registers the
 * development mailbox. Without `config`, reads `SMTP_URL`, `PUBLIC_URL`, `PORT`, `NODE_ENV`.
 */
export const registerMail = (app: FastifyInstance, db: Db, config?: Partial<MailConfig>) => {
  const mailer = createMailer({ db, config: { ...readMailConfig(), ...config }, log: app.log });
  app.decorate('mailer', mailer);
  bindMailer(mailer);
  app.addHook('onClose', async () => {
    // The work after the response (queuing mails); the queued jobs stop with the job runner.
    mailer.bindJobs(null);
    await mailer.settled();
    mailer.close();
    unbindMailer(mailer);
  });
  mailboxRoutes(app, db, mailer);
  return mailer;
};
