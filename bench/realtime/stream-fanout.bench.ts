// Live stream fan-out (issue 10, direction/quality.md): 1,000 browsers connected to one instance,
// notifications written one after another to random users; delivery latency from just before the
// notification's transaction starts to the moment the browser process reads the event, and the
// server's memory per open stream. Bar: p95 ≤ 200 ms.
//
//   node --expose-gc --import tsx bench/realtime/stream-fanout.bench.ts [--streams=1000] [--notifications=300]
//   On PostgreSQL (BENCH_REALTIME_URL, default postgres://postgres@127.0.0.1:5432/postgres: a
//   throwaway database is created and dropped) and on the embedded PGlite (in memory).
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { buildApp } from '../../apps/api/src/app';
import { type Database, migrateDatabase, openDatabase } from '../../apps/api/src/db';
import { streamTickets, users } from '../../apps/api/src/db/schema';
import { hashSessionToken } from '../../apps/api/src/modules/accounts/auth/session-token';
import { notify } from '../../apps/api/src/modules/messaging/notifications/notifications.service';
import { machine, median, percentile } from '../lib/measure.mjs';
import { runWithServerFlags } from '../lib/server-flags.mjs';

// The app runs in this process: with the server's Node flags (decision 061).
runWithServerFlags();

const here = dirname(fileURLToPath(import.meta.url));
const BAR_MS = 200;
const arg = (name: string, fallback: number) => {
  const found = process.argv.find((value) => value.startsWith(`--${name}=`));
  return found ? Number(found.split('=')[1]) : fallback;
};
const STREAMS = arg('streams', 1000);
const NOTIFICATIONS = arg('notifications', 300);
const GAP_MS = 10;
const serverUrl = process.env.BENCH_REALTIME_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const gc = () => (globalThis as { gc?: () => void }).gc?.();
const memory = () => {
  gc();
  gc();
  const usage = process.memoryUsage();
  return { rss: usage.rss, heapUsed: usage.heapUsed, external: usage.external };
};

const withServer = async <T>(work: (client: pg.Client) => Promise<T>) => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};

const run = async (kind: 'postgres' | 'pglite') => {
  let database: Database;
  let drop = async () => {};
  if (kind === 'postgres') {
    const name = `gradway_bench_rt_${randomBytes(4).toString('hex')}`;
    await withServer((client) => client.query(`create database ${name}`));
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    database = await openDatabase({ url: url.toString(), poolSize: 8 });
    drop = () =>
      withServer((client) => client.query(`drop database ${name} with (force)`)).then(() => {});
  } else {
    database = await openDatabase({ inMemory: true });
  }
  await migrateDatabase(database);
  const app = await buildApp({ database, jobs: { workers: false } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const { db } = database;

  const people = await db
    .insert(users)
    .values(
      Array.from({ length: STREAMS }, (_, i) => ({
        email: `stream-${i}-${randomBytes(3).toString('hex')}@bench.example`,
        userableType: 'Candidate' as const,
      })),
    )
    .returning({ id: users.id });
  const tickets = people.map(() => randomBytes(32).toString('base64url'));
  await db.insert(streamTickets).values(
    people.map((person, i) => ({
      tokenHash: hashSessionToken(tickets[i] as string),
      userId: person.id,
      expiresAt: new Date(Date.now() + 10 * 60_000),
    })),
  );

  const before = memory();
  const clients = fork(join(here, 'stream-clients.mjs'), [base], {
    stdio: ['pipe', 'inherit', 'inherit', 'ipc'],
  });
  const received = new Map<number, number>();
  const errors: string[] = [];
  const ready = new Promise<void>((resolve) => {
    clients.on(
      'message',
      (message: { type: string; seq?: number; at?: number; message?: string }) => {
        if (message.type === 'ready') resolve();
        if (message.type === 'event' && message.seq)
          received.set(message.seq, message.at as number);
        if (message.type === 'error') errors.push(message.message ?? '');
      },
    );
  });
  const openedAt = Date.now();
  clients.stdin?.end(JSON.stringify(tickets.map((ticket) => `/api/v1/stream?ticket=${ticket}`)));
  const progress = setInterval(
    () =>
      console.log(
        `  open: ${app.notificationHub.size}, client errors: ${errors.length} ${errors[0] ?? ''}`,
      ),
    2000,
  );
  await ready;
  clearInterval(progress);
  const connectMs = Date.now() - openedAt;
  const open = app.notificationHub.size;
  await new Promise((resolve) => setTimeout(resolve, 500));
  const after = memory();

  const sentAt = new Map<number, number>();
  for (let i = 0; i < NOTIFICATIONS; i++) {
    const person = people[Math.floor(Math.random() * people.length)] as { id: string };
    const start = Date.now();
    const row = await db.transaction((tx) =>
      notify(tx, {
        userId: person.id,
        kind: 'message',
        title: 'Benchmark',
        message: `Notification ${i}`,
      }),
    );
    if (row) sentAt.set(row.seq, start);
    await new Promise((resolve) => setTimeout(resolve, GAP_MS));
  }
  const deadline = Date.now() + 5000;
  while (received.size < sentAt.size && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const latencies = [...sentAt].flatMap(([seq, start]) => {
    const at = received.get(seq);
    return at === undefined ? [] : [at - start];
  });
  latencies.sort((a, b) => a - b);
  clients.send('exit');
  await app.close();
  await database.close();
  await drop();
  const p95 = percentile(latencies, 95);
  return {
    database: kind,
    streams_open: open,
    connect_all_ms: connectMs,
    notifications_sent: sentAt.size,
    notifications_delivered: latencies.length,
    client_errors: errors.length,
    latency_ms: {
      p50: median(latencies),
      p95,
      p99: percentile(latencies, 99),
      max: latencies.at(-1) ?? null,
    },
    bar_p95_ms: BAR_MS,
    meets_bar: p95 !== null && p95 <= BAR_MS && latencies.length === sentAt.size,
    server_memory_per_stream_bytes: {
      heap_used: Math.round((after.heapUsed - before.heapUsed) / STREAMS),
      rss: Math.round((after.rss - before.rss) / STREAMS),
    },
    server_memory_mb: {
      before: Math.round(before.rss / 1048576),
      with_streams: Math.round(after.rss / 1048576),
    },
  };
};

const kinds = (process.env.BENCH_REALTIME_DATABASES ?? 'postgres,pglite').split(',') as (
  | 'postgres'
  | 'pglite'
)[];
const results = [];
for (const kind of kinds) {
  console.log(`stream fan-out on ${kind}: ${STREAMS} streams, ${NOTIFICATIONS} notifications…`);
  const result = await run(kind);
  console.log(JSON.stringify(result, null, 2));
  results.push(result);
}
const output = {
  command: 'node --expose-gc --import tsx bench/realtime/stream-fanout.bench.ts',
  date: new Date().toISOString(),
  machine: machine(),
  streams: STREAMS,
  notifications: NOTIFICATIONS,
  gap_ms: GAP_MS,
  results,
};
writeFileSync(join(here, 'results.json'), `${JSON.stringify(output, null, 2)}\n`);
process.exit(results.every((result) => result.meets_bar) ? 0 : 1);
