/**
 * One process of the scale-out test: `ROLE=app` serves the API on a free loopback port (with its
 * workers unless WORKERS=false), `ROLE=worker` runs the job workers alone, as `src/worker.ts`
 * does. Both use the real app and registry, plus the probe jobs of `probe-jobs.ts`. Prints one
 * JSON line `{"ready":true,"port":…,"pid":…}` once it serves.
 */
import pino from 'pino';
import { buildApp } from '../../src/app';
import { migrateDatabase, openDatabase } from '../../src/db';
import { jobDefinitions } from '../../src/modules/platform/jobs/job-registry';
import { startJobRunner } from '../../src/modules/platform/jobs/job-runner';
import { readMailConfig } from '../../src/modules/platform/mail/mail-config';
import { bindMailer, createMailer } from '../../src/modules/platform/mail/mailer';
import { DiskUploadStorage } from '../../src/modules/platform/uploads/upload-storage';
import { probeJobs } from './probe-jobs';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');
const role = process.env.ROLE === 'worker' ? 'worker' : 'app';
const workers = process.env.WORKERS !== 'false';
const graceMs = Number(process.env.GRACE_MS ?? 10_000);
const definitions = [...jobDefinitions, ...probeJobs];
const log = pino({ level: process.env.LOG_LEVEL ?? 'silent' });

const database = await openDatabase({ url, poolSize: 5 });
await migrateDatabase(database);

let stop: () => Promise<void>;
let port = 0;
if (role === 'app') {
  const app = await buildApp({
    database,
    jobs: { workers, definitions, graceMs, pollingIntervalSeconds: 0.5 },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
  stop = () => app.close();
} else {
  const mailer = createMailer({ db: database.db, config: readMailConfig(), log });
  bindMailer(mailer);
  const jobs = await startJobRunner({
    database,
    mailer,
    log,
    uploads: new DiskUploadStorage(process.env.UPLOADS_DIR ?? '/tmp'),
    definitions,
    workers: true,
    pollingIntervalSeconds: 0.5,
  });
  stop = () => jobs.stop({ graceMs });
}

let stopping = false;
process.on('SIGTERM', () => {
  if (stopping) return;
  stopping = true;
  void stop()
    .then(() => database.close())
    .finally(() => process.exit(0));
});

console.log(JSON.stringify({ ready: true, port, pid: process.pid }));
