import { resolve } from 'node:path';
import { mailboxOpenFor } from './modules/platform/mail/mail-config';

/** What the server reads from its environment (documented in apps/api/README.md). */
export interface ServerConfig {
  port: number;
  /**
   * The interface to listen on (`HOST`). By default every interface (`0.0.0.0`), except while the
   * development mailbox is open: then this machine only (`localhost`), as the mailbox shows
   * sign-in codes and reset links (decision 006).
   */
  host: string;
  /** Whether the development mailbox is open (`mailboxOpenFor`). */
  mailboxOpen: boolean;
  /** Where the embedded database and uploads live (default `./.data`, from the working folder). */
  dataDir: string;
  /** A PostgreSQL server to use instead of the embedded database. */
  databaseUrl: string | null;
  /** Outgoing mail server; without it mail stays in the outbox. */
  smtpUrl: string | null;
  development: boolean;
  production: boolean;
  logLevel: string;
  /** `WORKERS=false`: this instance serves requests only; background jobs run elsewhere. */
  workers: boolean;
}

const portOf = (value: string | undefined): number => {
  if (!value) return 3000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, got "${value}"`);
  }
  return port;
};

export const readServerConfig = (env: NodeJS.ProcessEnv = process.env): ServerConfig => {
  const nodeEnv = env.NODE_ENV ?? 'production';
  const mailboxOpen = mailboxOpenFor(env);
  return {
    port: portOf(env.PORT),
    host: env.HOST || (mailboxOpen ? 'localhost' : '0.0.0.0'),
    mailboxOpen,
    dataDir: resolve(env.DATA_DIR || './.data'),
    databaseUrl: env.DATABASE_URL || null,
    smtpUrl: env.SMTP_URL || null,
    development: nodeEnv === 'development',
    production: nodeEnv === 'production',
    logLevel: env.LOG_LEVEL || (nodeEnv === 'test' ? 'silent' : 'info'),
    workers: !['false', '0', 'no', 'off'].includes((env.WORKERS ?? '').trim().toLowerCase()),
  };
};

/** The embedded database's folder inside the data folder (uploads sit beside it). */
export const pgliteDirOf = (dataDir: string) => resolve(dataDir, 'db');
export const uploadsDirOf = (dataDir: string) => resolve(dataDir, 'uploads');
