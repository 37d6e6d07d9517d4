import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../../../db';
import { enqueueJob, type JobExecutor } from '../jobs/jobs';
import type { MailConfig } from './mail-config';
import type { Mailer, MailMessage } from './mailer-types';
import { insertOutboxMail } from './outbox.repository';

export type { Mailer, MailMessage } from './mailer-types';

/** The durable job that delivers one mail (see `mail.jobs.ts`). */
export const SEND_MAIL_JOB = 'send-mail';

/** The jobs that end in a mail (`settled` waits for these). */
const MAIL_JOBS = [SEND_MAIL_JOB, 'account-mail'];

export interface CreateMailerOptions {
  db: Db;
  config: MailConfig;
  log?: FastifyBaseLogger;
}

/** Binds mail delivery to a database (the outbox) and the configuration (SMTP, public origin). */
export const createMailer = ({ db, config, log }: CreateMailerOptions): Mailer => {
  const transport: Transporter | null = config.smtpUrl
    ? nodemailer.createTransport(config.smtpUrl)
    : null;
  const pending = new Set<Promise<void>>();
  let jobs: {
    workers: boolean;
    settled(options?: { names?: readonly string[] }): Promise<void>;
  } | null = null;

  const deliver = async (message: MailMessage) => {
    if (transport) {
      await transport.sendMail({ from: config.from, ...message });
      return;
    }
    await insertOutboxMail(db, message);
  };

  const send = async (message: MailMessage, executor?: JobExecutor) => {
    const { to, subject, text, html } = message;
    await enqueueJob(executor ?? db, SEND_MAIL_JOB, { to, subject, text, html });
  };

  const runLater = (task: () => Promise<void>) => {
    const work = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .catch((error: unknown) => {
        log?.error({ err: error }, 'Work after the response failed (a mail may be missing)');
      })
      .finally(() => pending.delete(work));
    pending.add(work);
  };

  return {
    config,
    send,
    deliver,
    runLater,
    sendLater: (message) => runLater(() => send(message)),
    async settled() {
      while (pending.size > 0) await Promise.all([...pending]);
      // The mail jobs only (not, say, match generation); the mailbox answers even if they lag.
      if (jobs?.workers) {
        await jobs.settled({ names: MAIL_JOBS }).catch((error: unknown) => {
          log?.warn({ err: error }, 'Mail jobs are still queued');
        });
      }
    },
    bindJobs(runner) {
      jobs = runner;
    },
    url(path) {
      return `${config.publicUrl}${path.startsWith('/') ? path : `/${path}`}`;
    },
    close() {
      transport?.close();
    },
  };
};

let boundMailer: Mailer | null = null;

/** Makes `sendMail` deliver through this mailer (`buildApp` binds the app's own). */
export const bindMailer = (mailer: Mailer) => {
  boundMailer = mailer;
};

export const unbindMailer = (mailer: Mailer) => {
  if (boundMailer === mailer) boundMailer = null;
};

/** The mailer the running app bound; throws before `buildApp` ran. */
export const currentMailer = (): Mailer => {
  if (!boundMailer) throw new Error('No mailer is bound yet: build the app first (buildApp)');
  return boundMailer;
};

/**
 * Sends one mail through the app's mailer, as a durable job written in `executor`'s transaction
 * when given: delivered by SMTP when `SMTP_URL` is set, otherwise kept in the outbox (readable at
 * `/dev/mailbox` outside production). Build the body with `renderMail`.
 */
export const sendMail = (message: MailMessage, executor?: JobExecutor): Promise<void> =>
  currentMailer().send(message, executor);

/** Like `sendMail`, but queued after the response: use it where timing must not tell anything. */
export const sendMailLater = (message: MailMessage): void => currentMailer().sendLater(message);

/** An absolute link to a path of the web app (`PUBLIC_URL`, else `http://localhost:${PORT}`). */
export const appUrl = (path: string): string => currentMailer().url(path);
