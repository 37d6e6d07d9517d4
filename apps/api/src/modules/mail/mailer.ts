import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../../db';
import type { MailConfig } from './mail-config';
import { insertOutboxMail } from './outbox.repository';

/** One mail: plain text and HTML with the same words (see `renderMail` in `mail-layout.ts`). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  readonly config: MailConfig;
  /** Delivers now: through SMTP when `SMTP_URL` is set, otherwise into the outbox table. */
  send(message: MailMessage): Promise<void>;
  /**
   * Delivers after the current response is on its way (failures are logged, never thrown), so
   * whether a mail is sent cannot be timed from the response.
   */
  sendLater(message: MailMessage): void;
  /**
   * Runs work that ends in a mail (finding or creating the account, issuing a code) after the
   * current response is on its way, so the response cannot tell, by content or time, what the
   * work found. Failures are logged, never thrown.
   */
  runLater(task: () => Promise<void>): void;
  /** Resolves once every mail handed to `sendLater` so far has been delivered (or failed). */
  settled(): Promise<void>;
  /** An absolute link to a path of the app, on the server's public origin. */
  url(path: string): string;
  close(): void;
}

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

  const send = async (message: MailMessage) => {
    if (transport) {
      await transport.sendMail({ from: config.from, ...message });
      return;
    }
    await insertOutboxMail(db, message);
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
    runLater,
    sendLater: (message) => runLater(() => send(message)),
    async settled() {
      while (pending.size > 0) await Promise.all([...pending]);
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
 * Sends one mail through the app's mailer: SMTP when `SMTP_URL` is set, otherwise the outbox
 * (readable at `/dev/mailbox` outside production). Build the body with `renderMail`.
 */
export const sendMail = (message: MailMessage): Promise<void> => currentMailer().send(message);

/** Like `sendMail`, but after the response: use it where timing must not tell anything. */
export const sendMailLater = (message: MailMessage): void => currentMailer().sendLater(message);

/** An absolute link to a path of the web app (`PUBLIC_URL`, else `http://localhost:${PORT}`). */
export const appUrl = (path: string): string => currentMailer().url(path);
