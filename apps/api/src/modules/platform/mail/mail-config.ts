/** How mail leaves the server and where its links point (read from the environment). */
export interface MailConfig {
  /** Send through this SMTP server (`SMTP_URL`); without it mail is kept in the outbox. */
  smtpUrl: string | null;
  /** The server's public origin for links in mail, without a trailing slash. */
  publicUrl: string;
  /**
   * Whether the outbox is readable at `GET /api/dev/mailbox` and `/dev/mailbox`. Never in
   * production: see `mailboxOpenFor`.
   */
  mailboxOpen: boolean;
  /** The sender's address. */
  from: string;
}

const DEFAULT_FROM = 'Gradway <no-reply@gradway.local>';

/** `PUBLIC_URL` without a trailing slash, else `http://localhost:${PORT}` (PORT default 3000). */
export const publicUrlOf = (env: NodeJS.ProcessEnv): string => {
  const configured = env.PUBLIC_URL?.trim();
  if (configured) {
    const url = new URL(configured);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new Error(`PUBLIC_URL must start with http:// or https://, got "${configured}"`);
    }
    return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  }
  return `http://localhost:${env.PORT || '3000'}`;
};

const isLocalOrigin = (origin: string) => {
  const { hostname } = new URL(origin);
  return hostname === 'localhost' || hostname === '[::1]' || hostname.startsWith('127.');
};

/**
 * The development mailbox shows every mail, sign-in codes and links included, to anyone who can
 * reach the server: it must never be open where other people sign in. It is open outside
 * production (`NODE_ENV` development or test), and also for a local production build (`npm start`
 * on a bare machine, the end-to-end suite) whose public origin is this machine and which has no
 * SMTP server, because there the outbox is the only way to read a sign-in code. A deployment sets
 * `PUBLIC_URL` to its real address (its links would not work otherwise), which closes it; so does
 * `SMTP_URL`. `DEV_MAILBOX=false` closes it whatever the rest says.
 */
export const mailboxOpenFor = (env: NodeJS.ProcessEnv): boolean => {
  if (env.DEV_MAILBOX === 'false') return false;
  const production = (env.NODE_ENV ?? 'production') === 'production';
  if (!production) return true;
  return !env.SMTP_URL && isLocalOrigin(publicUrlOf(env));
};

export const readMailConfig = (env: NodeJS.ProcessEnv = process.env): MailConfig => ({
  smtpUrl: env.SMTP_URL || null,
  publicUrl: publicUrlOf(env),
  mailboxOpen: mailboxOpenFor(env),
  from: env.MAIL_FROM || DEFAULT_FROM,
});
