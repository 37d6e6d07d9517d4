import type { JobExecutor } from '../jobs/job-sql';
import type { MailConfig } from './mail-config';

/* The mail shapes on their own, so the job queue can name a mailer without importing it. */

/** One mail: plain text and HTML with the same words (see `renderMail` in `mail-layout.ts`). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  readonly config: MailConfig;
  /**
   * Queues the mail as a durable job (`send-mail`), in `executor`'s transaction when given (the
   * write that causes the mail): rolled back, no mail; committed, the mail is delivered even if
   * the process dies right after. A worker then calls `deliver`.
   */
  send(message: MailMessage, executor?: JobExecutor): Promise<void>;
  /** Delivers now: through SMTP when `SMTP_URL` is set, otherwise into the outbox table. */
  deliver(message: MailMessage): Promise<void>;
  /**
   * Queues the mail (as `send`) after the current response is on its way (failures are logged,
   * never thrown). Prefer `send(message, tx)` where a transaction causes the mail.
   */
  sendLater(message: MailMessage): void;
  /**
   * Runs work that ends in a mail (finding or creating the account, issuing a code) after the
   * current response is on its way, so the response cannot tell, by content or time, what the
   * work found. Failures are logged, never thrown.
   */
  runLater(task: () => Promise<void>): void;
  /**
   * Resolves once every mail handed over so far has been delivered (or failed): the work after
   * the response, then the queued jobs when this process runs workers.
   */
  settled(): Promise<void>;
  /** Lets `settled` wait for the durable jobs too (the app's job runner binds itself). */
  bindJobs(
    jobs: {
      workers: boolean;
      settled(options?: { names?: readonly string[] }): Promise<void>;
    } | null,
  ): void;
  /** An absolute link to a path of the app, on the server's public origin. */
  url(path: string): string;
  close(): void;
}
