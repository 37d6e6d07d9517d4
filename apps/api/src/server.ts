import closeWithGrace from 'close-with-grace';
import pino from 'pino';
import { buildApp } from './app';
import { pgliteDirOf, readServerConfig, uploadsDirOf } from './config';
import { migrateDatabase, openDatabase } from './db';
import { startLifecycleSweep } from './modules/lifecycle/touchpoint-lifecycle';
import { readS3StorageConfig } from './modules/uploads/s3-storage';
import { createUploadStorage } from './modules/uploads/upload-storage';
import { embeddedTemplateFile } from './paths';
import { fillEmptyDatabase } from './startup';

/**
 * The server: opens the database (embedded PGlite in DATA_DIR, or DATABASE_URL), applies the
 * migrations, fills an empty database, then serves the API and the web app on one port.
 */
const config = readServerConfig();
const s3 = readS3StorageConfig();
const loggerOptions: pino.LoggerOptions = config.development
  ? { level: config.logLevel, transport: { target: 'pino-pretty', options: { singleLine: true } } }
  : { level: config.logLevel };
const log = pino(loggerOptions);
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
const demoSignIns = await fillEmptyDatabase(database.db, { uploadsDir, log });

const app = await buildApp({
  database,
  logger: loggerOptions,
  development: config.development,
  web: { mode: config.development ? 'development' : 'production' },
  uploadsDir,
  uploadStorage,
});

// Published touchpoints past their deadline or end become expired or ended, every minute.
const stopLifecycleSweep = startLifecycleSweep(database.db, log);

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'Stopping after an unexpected error');
  else app.log.info({ signal }, 'Stopping');
  stopLifecycleSweep();
  await app.close();
  await database.close();
});

await app.listen({ port: config.port, host: config.host });

const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
const url = `http://${shownHost}:${config.port}`;
const lines = [`Gradway is ready at ${url} (${Math.round(performance.now() - startedAt)} ms)`];
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
