// 500 candidates register for one event of capacity 100 at once, over HTTP on PostgreSQL (issue
// 11, decision 020): every request takes the event's advisory lock, so they queue one by one.
// Reports latency p50/p95/max, errors (must be 0), and checks that exactly 100 are registered and
// 400 waitlisted with positions 1..400 in order of their place in line.
//
//   npx tsx bench/registrations/registrations.bench.ts
//   BENCH_PG_SERVER (default postgres://postgres@127.0.0.1:5432/postgres): a scratch database is
//   created on it, migrated, used and dropped.
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { asc, eq } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../../apps/api/src/app';
import { migrateDatabase, openDatabase } from '../../apps/api/src/db';
import { eventRegistrations } from '../../apps/api/src/db/schema';
import { observeRegistrationLock } from '../../apps/api/src/modules/events/registrations/registrations.service';
import { createCandidate, createTouchpoint, signIn } from '../../apps/api/test/factories';
import { machine, median, percentile } from '../lib/measure.mjs';
import { runWithServerFlags } from '../lib/server-flags.mjs';

// The app runs in this process: with the server's Node flags (decision 061).
runWithServerFlags();

const here = dirname(fileURLToPath(import.meta.url));
const CANDIDATES = 500;
const CAPACITY = 100;
const server = process.env.BENCH_PG_SERVER ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `gradway_bench_reg_${randomBytes(4).toString('hex')}`;

const admin = async (statement: string) => {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
};

await admin(`create database ${name}`);
const url = new URL(server);
url.pathname = `/${name}`;
const database = await openDatabase({ url: url.toString(), poolSize: 10 });
let result: Record<string, unknown> = {};
let ok = false;
try {
  await migrateDatabase(database);
  const { db } = database;
  const app = await buildApp({ database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  const event = await createTouchpoint(db, {
    touchpointableType: 'Event',
    capacity: CAPACITY,
    waitlistEnabled: true,
    startDate: new Date(Date.now() + 30 * 24 * 60 * 60 * 1000),
  });
  const people: Record<string, string>[] = [];
  for (let i = 0; i < CANDIDATES; i++) {
    const { user } = await createCandidate(db);
    people.push(await signIn(db, user));
  }

  const samples: number[] = [];
  const lockHeld: number[] = [];
  observeRegistrationLock((ms) => lockHeld.push(ms));
  const statuses = new Map<number, number>();
  const loadBefore = loadavg();
  const started = performance.now();
  await Promise.all(
    people.map(async (headers) => {
      const t0 = performance.now();
      const response = await fetch(`${base}/api/v1/candidate/registrations/${event.id}`, {
        method: 'POST',
        headers,
      });
      await response.arrayBuffer();
      samples.push(performance.now() - t0);
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    }),
  );
  const wallMs = performance.now() - started;
  const loadAfter = loadavg();
  observeRegistrationLock(null);

  const rows = await db
    .select()
    .from(eventRegistrations)
    .where(eq(eventRegistrations.touchpointId, event.id))
    .orderBy(asc(eventRegistrations.waitlistSeq));
  const registered = rows.filter((row) => row.status === 'registered').length;
  const waiting = rows.filter((row) => row.status === 'waitlisted');
  const seqs = waiting.map((row) => row.waitlistSeq);
  const inOrder = seqs.every((seq, i) => seq === i + 1);
  const errors = CANDIDATES - (statuses.get(200) ?? 0);
  await app.close();

  ok =
    errors === 0 && registered === CAPACITY && waiting.length === CANDIDATES - CAPACITY && inOrder;
  result = {
    command: 'npx tsx bench/registrations/registrations.bench.ts',
    date: new Date().toISOString(),
    machine: machine(),
    database: 'postgres',
    pool: 10,
    candidates: CANDIDATES,
    capacity: CAPACITY,
    latency_ms: {
      p50: Math.round(median(samples)),
      p95: Math.round(percentile(samples, 95)),
      max: Math.round(percentile(samples, 100)),
    },
    wall_ms: Math.round(wallMs),
    // One event serialises its registrations: the wall time per registration is the event's pace.
    wall_ms_per_registration: Math.round((wallMs / CANDIDATES) * 10) / 10,
    // From the lock granted to the commit seen by the app (includes this process's own delays).
    lock_held_ms: {
      p50: Math.round(median(lockHeld) * 10) / 10,
      p95: Math.round(percentile(lockHeld, 95) * 10) / 10,
      mean: Math.round((lockHeld.reduce((a, b) => a + b, 0) / lockHeld.length) * 10) / 10,
    },
    // The machine is shared: 1-minute load average on 2 cores before and after the burst.
    load_average: [loadBefore[0], loadAfter[0]].map((value) => Math.round(value * 10) / 10),
    statuses: Object.fromEntries(statuses),
    errors,
    registered,
    waitlisted: waiting.length,
    waitlist_in_order: inOrder,
    passed: ok,
  };
} finally {
  await database.close();
  await admin(`drop database if exists ${name} with (force)`);
}
writeFileSync(join(here, 'results.json'), `${JSON.stringify(result, null, 2)}\n`);
console.log(JSON.stringify(result, null, 2));
process.exit(ok ? 0 : 1);
