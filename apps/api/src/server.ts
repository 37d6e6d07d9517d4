import closeWithGrace from 'close-with-grace';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { buildApp } from './app';
import { pgliteDirOf, readServerConfig, uploadsDirOf } from './config';
import { migrateDatabase, openDatabase, selectRows } from './db';
import { startLifecycleSweep } from './modules/opportunities/lifecycle/touchpoint-lifecycle';
import {
  readErrorReportingConfig,
  startErrorReporting,
} from './modules/platform/error-reporting/error-reporting';
import { requestVacuum } from './modules/platform/jobs/maintenance.jobs';
import { readS3StorageConfig } from './modules/platform/uploads/s3-storage';
import { createUploadStorage } from './modules/platform/uploads/upload-storage';
import { embeddedTemplateFile } from './paths';
import { loggerOptionsFor, wantsReadableLog } from './plugins/readable-log';
import { fillEmptyDatabase } from './startup';

/**
 * The server: opens the database (embedded PGlite in DATA_DIR, or DATABASE_URL), applies the
 * migrations, fills an empty database, then serves the API and the web app on one port.
 */
const config = readServerConfig();
const s3 = readS3StorageConfig();
const readableLog = wantsReadableLog(config.development, process.stdout);
const loggerOptions = loggerOptionsFor({ level: config.logLevel, readable: readableLog });
const log = pino(loggerOptions);
const JOBS_GRACE_MS = 10_000;
// Errors go to a Sentry-compatible service too when SENTRY_DSN is set (decision 030).
if (startErrorReporting(readErrorReportingConfig())) log.info('Reporting errors to SENTRY_DSN');
const startedAt = performance.now();

const database = config.databaseUrl
  ? await openDatabase({ url: config.databaseUrl })
  : await openDatabase({ dataDir: pgliteDirOf(config.dataDir), template: embeddedTemplateFile });
log.info(
  { openMs: Math.round(performance.now() - startedAt) },
  config.databaseUrl
    ? 'Using the PostgreSQL server of DATABASE_URL'
    : `Using the embedded database in ${pgliteDirOf(config.dataDir)}`,
);
await migrateDatabase(database);
const uploadsDir = uploadsDirOf(config.dataDir);
const uploadStorage = createUploadStorage({ uploadsDir, s3 });
if (s3) log.info({ bucket: s3.bucket, endpoint: s3.endpoint }, 'Storing uploads in S3_BUCKET');
const firstStart = (await selectRows(database.db, sql`select 1 from users limit 1`)).length === 0;
const demoSignIns = await fillEmptyDatabase(database.db, { uploadsDir, log });

const app = await buildApp({
  database,
  logger: loggerOptions,
  summariseRequests: readableLog,
  development: config.development,
  web: { mode: config.development ? 'development' : 'production' },
  uploadsDir,
  uploadStorage,
  // Background jobs run here unless WORKERS=false (then `npm run worker` runs them elsewhere).
  jobs: { workers: config.workers, graceMs: JOBS_GRACE_MS },
});
// The demo data was just written in bulk: the embedded database gets fresh statistics.
if (firstStart && database.kind === 'pglite') await requestVacuum(database.db);

// Published touchpoints past their deadline or end become expired or ended, every minute.
const stopLifecycleSweep = startLifecycleSweep(database.db, log);

// Stopping: the server stops taking requests and finishes the ones under way, the workers finish
// their jobs for up to JOBS_GRACE_MS and hand back the others (another worker retries them).
closeWithGrace({ delay: JOBS_GRACE_MS + 5_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'Stopping after an unexpected error');
  else app.log.info({ signal }, 'Stopping');
  stopLifecycleSweep();
  await app.close();
  await database.close();
});

await app.listen({ port: config.port, host: config.host });

const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
const url = `http://${shownHost}:${config.port}`;
const lines = [
  `Gradway is ready at ${url} (${Math.round(performance.now() - startedAt)} ms)${config.workers ? '' : ', without workers (WORKERS=false)'}`,
];
if (demoSignIns.length > 0) {
  lines.push('Demo sign-ins:');
  for (const signIn of demoSignIns) {
    lines.push(
      `  ${signIn.role.padEnd(9)} ${signIn.email}${signIn.password ? `  password: ${signIn.password}` : ''}`,
      `            ${signIn.note}`,
    );
  }
}
if (config.mailboxOpen) {
  lines.push(
    `The development mailbox is open at ${url}/dev/mailbox, to this machine only (loopback clients).`,
    config.host === 'localhost' && !process.env.HOST
      ? '  Listening on this machine only because the mailbox is open; set PUBLIC_URL or SMTP_URL (or DEV_MAILBOX=false) for a deployment, or HOST to listen elsewhere.'
      : `  Listening on ${config.host}; the mailbox still answers only loopback clients.`,
  );
}
console.log(lines.join('\n'));
