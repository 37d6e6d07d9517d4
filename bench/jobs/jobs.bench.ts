// Durable jobs on PostgreSQL (issue 10): throughput of a no-op job and of mail to the outbox
// (jobs/s, one process with its workers), and what queuing a job adds to a write transaction
// (p95 of the transaction with and without `enqueueJob`).
//
//   npx tsx bench/jobs/jobs.bench.ts [--runs=3]
//   BENCH_SERVER_URL (default postgres://postgres@127.0.0.1:5432/postgres): a fresh database is
//   created on that server for the run and dropped after it.
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { migrateDatabase, openDatabase } from '../../apps/api/src/db';
import { jobDefinitions } from '../../apps/api/src/modules/platform/jobs/job-registry';
import { startJobRunner } from '../../apps/api/src/modules/platform/jobs/job-runner';
import { defineJob, enqueueJob } from '../../apps/api/src/modules/platform/jobs/jobs';
import { createMailer } from '../../apps/api/src/modules/platform/mail/mailer';
import { DiskUploadStorage } from '../../apps/api/src/modules/platform/uploads/upload-storage';
import { machine, median, parseRuns, percentile } from '../lib/measure.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const runs = parseRuns(process.argv, 3);
const JOBS = 2000;
const WRITES = 300;
const serverUrl = process.env.BENCH_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `gradway_bench_jobs_${randomBytes(4).toString('hex')}`;

const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(serverUrl);
url.pathname = `/${name}`;

const noopJob = defineJob<{ i: number }>({
  name: 'bench-noop',
  concurrency: 4,
  handler: async () => {},
});
const definitions = [...jobDefinitions, noopJob];
const log = pino({ level: 'silent' });
const database = await openDatabase({ url: url.toString(), poolSize: 10 });
await migrateDatabase(database);
const { db } = database;
const mailer = createMailer({
  db,
  config: {
    smtpUrl: null,
    publicUrl: 'http://localhost:3000',
    mailboxOpen: true,
    from: 'bench@gradway.local',
  },
  log,
});
const uploads = new DiskUploadStorage('/tmp/gradway-bench-uploads');
await db.execute(sql`create table bench_writes (id serial primary key, body text not null)`);

/** Queues `count` jobs (no worker running), then times one process's workers draining them. */
const throughput = async (queue: string, data: (i: number) => object) => {
  const idle = await startJobRunner({
    database,
    mailer,
    log,
    uploads,
    definitions,
    workers: false,
  });
  for (let i = 0; i < JOBS; i += 100) {
    await Promise.all(
      Array.from({ length: Math.min(100, JOBS - i) }, (_, j) => enqueueJob(db, queue, data(i + j))),
    );
  }
  await idle.stop();
  const startedAt = performance.now();
  const runner = await startJobRunner({
    database,
    mailer,
    log,
    uploads,
    definitions,
    workers: true,
  });
  await runner.settled({ timeoutMs: 600_000 });
  const seconds = (performance.now() - startedAt) / 1000;
  await runner.stop();
  return JOBS / seconds;
};

/** p95 of one insert transaction, alone and with a job queued in it. */
const enqueueLatency = async () => {
  const plain: number[] = [];
  const withJob: number[] = [];
  for (let i = 0; i < WRITES; i++) {
    let started = performance.now();
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into bench_writes (body) values (${`plain ${i}`})`);
    });
    plain.push(performance.now() - started);
    started = performance.now();
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into bench_writes (body) values (${`job ${i}`})`);
      await enqueueJob(tx, 'bench-noop', { i });
    });
    withJob.push(performance.now() - started);
  }
  return { plain: percentile(plain, 95), withJob: percentile(withJob, 95) };
};

const noop: number[] = [];
const mail: number[] = [];
const plainP95: number[] = [];
const jobP95: number[] = [];
try {
  for (let run = 0; run < runs; run++) {
    noop.push(await throughput('bench-noop', (i) => ({ i })));
    mail.push(
      await throughput('send-mail', (i) => ({
        to: `bench${i}@example.com`,
        subject: 'Benchmark',
        text: 'Hello',
        html: '<p>Hello</p>',
      })),
    );
    const latency = await enqueueLatency();
    plainP95.push(latency.plain);
    jobP95.push(latency.withJob);
    await db.execute(sql`delete from pgboss.job where name = 'bench-noop'`);
  }
} finally {
  await database.close();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}

const round = (value: number) => Math.round(value * 100) / 100;
const results = {
  benchmark: 'durable jobs on PostgreSQL: throughput and enqueue latency',
  command: `npx tsx bench/jobs/jobs.bench.ts --runs=${runs}`,
  date: new Date().toISOString(),
  machine: machine(),
  runs,
  jobs_per_run: JOBS,
  noop_jobs_per_second: { median: round(median(noop)), samples: noop.map(round) },
  mail_to_outbox_jobs_per_second: { median: round(median(mail)), samples: mail.map(round) },
  write_transaction_p95_ms: {
    without_job: round(median(plainP95)),
    with_job: round(median(jobP95)),
    added_by_enqueue: round(median(jobP95) - median(plainP95)),
    writes_per_run: WRITES,
  },
};
writeFileSync(join(here, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log(JSON.stringify(results, null, 2));
