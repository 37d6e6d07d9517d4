import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Database, openDatabase } from '../../src/db';
import { enqueueJob } from '../../src/modules/platform/jobs/jobs';
import {
  createScaleOutDatabase,
  type Instance,
  type ScaleOutDatabase,
  startInstance,
  waitFor,
} from './harness';
import { PROBE_TABLES_SQL } from './probe-jobs';

/**
 * Two app instances and one worker process on one PostgreSQL database (project api-postgres,
 * i.e. in CI whenever DATABASE_URL is set): jobs run once, sessions travel, a stopped instance
 * loses no job. The embedded database is one process by nature: nothing to scale out there.
 */
const template = inject('testDatabase');

describe.runIf(template.kind === 'postgres')('two app instances and a worker', () => {
  let store: ScaleOutDatabase;
  let database: Database;
  let a: Instance;
  let b: Instance;
  let worker: Instance;

  beforeAll(async () => {
    if (template.kind !== 'postgres') return;
    store = await createScaleOutDatabase(template.serverUrl);
    const env = { DATABASE_URL: store.url, GRACE_MS: '300' };
    [a, b, worker] = await Promise.all([
      startInstance('app', env),
      startInstance('app', env),
      startInstance('worker', env),
    ]);
    await store.query(PROBE_TABLES_SQL);
    database = await openDatabase({ url: store.url, poolSize: 2 });
  }, 180_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop(), worker?.stop()]);
    await database?.close();
    await store?.drop();
  });

  const completions = async (prefix: string) =>
    store.query<{ key: string; runs: number; pids: number[] }>(
      `select key, count(*)::int as runs, array_agg(distinct pid) as pids
       from scale_out_runs where key like $1 group by key order by key`,
      [`${prefix}%`],
    );

  it('runs each job exactly once across the three processes', async () => {
    const count = 60;
    await Promise.all(
      Array.from({ length: count }, (_, i) =>
        enqueueJob(database.db, 'scale-out-probe', { key: `once-${i}`, sleepMs: 20 }),
      ),
    );
    await waitFor(async () => (await completions('once-')).length === count, 60_000);
    const rows = await completions('once-');
    expect(rows).toHaveLength(count);
    expect(rows.every((row) => row.runs === 1)).toBe(true);
    const starts = await store.query<{ runs: number }>(
      `select count(*)::int as runs from scale_out_starts where key like 'once-%'`,
    );
    expect(starts[0]?.runs).toBe(count);
    // The work was shared: more than one process took jobs.
    const pids = new Set(rows.flatMap((row) => row.pids));
    expect(pids.size).toBeGreaterThan(1);
  }, 90_000);

  it('accepts on instance B a session made on instance A', async () => {
    const started = await fetch(`${a.url}/api/v1/candidate/temporary`, { method: 'POST' });
    expect(started.status).toBe(200);
    const document = (await started.json()) as {
      data: { attributes: { authentication_token: string } };
    };
    const token = document.data.attributes.authentication_token;
    const onB = await fetch(`${b.url}/api/v1/user`, { headers: { 'X-User-Token': token } });
    expect(onB.status).toBe(200);
    const signedOut = await fetch(`${b.url}/api/v1/user`, {
      headers: { 'X-User-Token': 'not-a-session' },
    });
    expect(signedOut.status).toBe(401);
  }, 30_000);

  it('stops a signed-out session on every instance at once, though each kept it (decision 037)', async () => {
    const started = await fetch(`${a.url}/api/v1/candidate/temporary`, { method: 'POST' });
    const document = (await started.json()) as {
      data: { attributes: { authentication_token: string } };
    };
    const headers = { 'X-User-Token': document.data.attributes.authentication_token };
    const user = (instance: Instance) => fetch(`${instance.url}/api/v1/user`, { headers });
    // Both instances resolve the session and keep it in their session caches.
    for (let i = 0; i < 3; i += 1) {
      expect((await user(a)).status).toBe(200);
      expect((await user(b)).status).toBe(200);
    }
    const signedOut = await fetch(`${a.url}/api/v1/logout`, { method: 'DELETE', headers });
    expect(signedOut.status).toBeLessThan(300);
    expect((await user(a)).status).toBe(401);
    // B hears of it through the database's signal: within milliseconds, well inside 1 s.
    const since = Date.now();
    let status = (await user(b)).status;
    while (status !== 401 && Date.now() - since < 1000) {
      await new Promise((wait) => setTimeout(wait, 10));
      status = (await user(b)).status;
    }
    expect(status).toBe(401);
    expect((await user(b)).status).toBe(401);
  }, 30_000);

  it('sees a role changed in the database on every instance that kept the session', async () => {
    const started = await fetch(`${a.url}/api/v1/candidate/temporary`, { method: 'POST' });
    const document = (await started.json()) as {
      data: { id: string; attributes: { authentication_token: string } };
    };
    const headers = { 'X-User-Token': document.data.attributes.authentication_token };
    const user = (instance: Instance) => fetch(`${instance.url}/api/v1/user`, { headers });
    expect((await user(a)).status).toBe(200);
    expect((await user(b)).status).toBe(200);
    await store.query(`update users set type = 'admin' where id = $1`, [document.data.id]);
    await waitFor(
      async () => (await user(a)).status === 403 && (await user(b)).status === 403,
      1000,
    );
  }, 30_000);

  it('loses no job when an instance stops in the middle of one', async () => {
    const keys = Array.from({ length: 6 }, (_, i) => `stop-${i}`);
    for (const key of keys) {
      await enqueueJob(database.db, 'scale-out-probe', { key, sleepMs: 1500 });
    }
    // Wait until instance A is running one of them, then stop it.
    await waitFor(
      async () =>
        (
          await store.query(
            `select 1 from scale_out_starts s where s.key like 'stop-%' and s.pid = $1
             and not exists (select 1 from scale_out_runs r where r.key = s.key)`,
            [a.pid],
          )
        ).length > 0,
      30_000,
    );
    await a.stop();
    await waitFor(async () => (await completions('stop-')).length === keys.length, 60_000);
    const rows = await completions('stop-');
    expect(rows.map((row) => row.key)).toEqual(keys);
    expect(rows.every((row) => row.runs === 1)).toBe(true);
    // A's unfinished job was handed back and finished by another process.
    const handedBack = await store.query<{ key: string }>(
      `select distinct s.key from scale_out_starts s where s.key like 'stop-%' and s.pid = $1
       and not exists (select 1 from scale_out_runs r where r.key = s.key and r.pid = $1)`,
      [a.pid],
    );
    expect(handedBack.length).toBeGreaterThan(0);
  }, 90_000);
});
