import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, moment, oneOf } from './columns';
import { users } from './users';

/**
 * Mail kept instead of sent when no SMTP server is configured (`SMTP_URL` unset). Outside
 * production it is readable at `GET /api/dev/mailbox` and the `/dev/mailbox` page.
 */
export const outboxMails = pgTable(
  'outbox_mails',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    sentAt: moment('sent_at').notNull().defaultNow(),
  },
  (t) => [
    index('outbox_mails_sent_at_idx').on(t.sentAt),
    index('outbox_mails_to_lower_idx').on(sql`lower(${t.to})`),
  ],
);

/**
 * What an emailed secret is for: a candidate's 6-digit sign-in code, their magic link, an email
 * verification link, a password-reset link, or the code that attaches an email to a temporary
 * candidate.
 */
export const ACCOUNT_TOKEN_PURPOSES = [
  'sign_in_code',
  'magic_link',
  'email_verification',
  'password_reset',
  'email_attach',
] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

/**
 * Emailed one-time secrets. Only a SHA-256 digest is kept (bound to the row's id for codes);
 * each is single use (`used_at`), short-lived (`expires_at`), and a code allows a few attempts.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<AccountTokenPurpose>().notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The address a code was sent to when it is not yet the user's (attaching an email). */
    email: text('email'),
    /** Wrong guesses by the browser that asked for the code (it is burnt at the fifth). */
    attempts: integer('attempts').notNull().default(0),
    /**
     * Digest of the sign-in browser cookie of the client that asked for a code (decision 039):
     * only that browser's wrong guesses burn the code; any other client's count in
     * `foreignAttempts`, which end the code for other clients only.
     */
    challengeHash: text('challenge_hash'),
    foreignAttempts: integer('foreign_attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: moment('expires_at').notNull(),
    usedAt: moment('used_at'),
  },
  (t) => [
    index('account_tokens_user_purpose_idx').on(t.userId, t.purpose),
    index('account_tokens_token_hash_idx').on(t.tokenHash),
    check('account_tokens_purpose_check', oneOf('purpose', ACCOUNT_TOKEN_PURPOSES)),
  ],
);

/**
 * Backoff and request counters for sign-in and code endpoints, keyed by a digest of what is
 * throttled (an email, an email + IP pair), so known and unknown emails are treated alike.
 */
/**
 * Browsers that signed in to an account (decision 039), by digest of the email and the browser
 * cookie: their code and link requests are not held back by the address's ceiling, so requests
 * from other clients cannot keep the owner out.
 */
export const signInBrowsers = pgTable('sign_in_browsers', {
  keyHash: text('key_hash').primaryKey(),
  rememberedUntil: moment('remembered_until').notNull(),
});

export const signInThrottles = pgTable('sign_in_throttles', {
  keyHash: text('key_hash').primaryKey(),
  /** Failures (sign-in) or requests (codes and links) counted in the current window. */
  count: integer('count').notNull().default(0),
  windowStartedAt: moment('window_started_at').notNull().defaultNow(),
  /** No attempt is taken before this moment (exponential backoff). */
  blockedUntil: moment('blocked_until'),
});
