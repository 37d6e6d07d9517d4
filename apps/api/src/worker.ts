import closeWithGrace from 'close-with-grace';
import pino from 'pino';
import { pgliteDirOf, readServerConfig, uploadsDirOf } from './config';
import { migrateDatabase, openDatabase } from './db';
import {
  flushErrorReports,
  readErrorReportingConfig,
  startErrorReporting,
} from './modules/platform/error-reporting/error-reporting';
import { jobDefinitions } from './modules/platform/jobs/job-registry';
import { startJobRunner } from './modules/platform/jobs/job-runner';
import { readMailConfig } from './modules/platform/mail/mail-config';
import { bindMailer, createMailer } from './modules/platform/mail/mailer';
import { readS3StorageConfig } from './modules/platform/uploads/s3-storage';
import { createUploadStorage } from './modules/platform/uploads/upload-storage';
import { embeddedTemplateFile } from './paths';

/**
 * `npm run worker`: the background job workers alone (mail, match generation, schedules), so the
 * web instances (`WORKERS=false`) and the workers scale apart. Reads the same environment as the
 * server. Meant for DATABASE_URL: the embedded database opens in one process only, so on it the
 * worker runs only while no server uses the same DATA_DIR.
 */
const config = readServerConfig();
const log = pino(
  config.development
    ? {
        level: config.logLevel,
        transport: { target: 'pino-pretty', options: { singleLine: true } },
      }
    : { level: config.logLevel },
).child({ process: 'worker' });
const GRACE_MS = 10_000;
// Job failures go to a Sentry-compatible service too when SENTRY_DSN is set (decision 030).
startErrorReporting(readErrorReportingConfig());
const startedAt = performance.now();

const database = config.databaseUrl
  ? await openDatabase({ url: config.databaseUrl })
  : await openDatabase({ dataDir: pgliteDirOf(config.dataDir), template: embeddedTemplateFile });
await migrateDatabase(database);
const mailer = createMailer({ db: database.db, config: readMailConfig(), log });
bindMailer(mailer);
const uploads = createUploadStorage({
  uploadsDir: uploadsDirOf(config.dataDir),
  s3: readS3StorageConfig(),
});
const jobs = await startJobRunner({
  database,
  mailer,
  log,
  uploads,
  definitions: jobDefinitions,
  workers: true,
});

closeWithGrace({ delay: GRACE_MS + 5_000 }, async ({ signal, err }) => {
  if (err) log.error({ err }, 'Stopping after an unexpected error');
  else log.info({ signal }, 'Stopping: finishing the running jobs');
  // Running jobs finish for up to GRACE_MS; those still running are handed back for a retry.
  await jobs.stop({ graceMs: GRACE_MS });
  mailer.close();
  uploads.close?.();
  await database.close();
  await flushErrorReports();
});

log.info(
  { queues: jobDefinitions.map((definition) => definition.name) },
  `Gradway workers are running (${Math.round(performance.now() - startedAt)} ms)`,
);
