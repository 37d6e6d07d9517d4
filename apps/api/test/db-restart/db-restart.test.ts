import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../src/db';
import { createTouchpoint } from '../factories';
import {
  createScaleOutDatabase,
  type Instance,
  type ScaleOutDatabase,
  startInstance,
} from '../scale-out/harness';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';

/**
 * The database restarting under load (direction/quality.md, Reliability; issue 15), on
 * PostgreSQL (project api-postgres, so in CI whenever DATABASE_URL is set). The app runs as its
 * own process (with its job workers) on its own database, reached through a TCP proxy that this
 * test cuts and restores, as a restart looks to the app: every connection drops, new ones are
 * refused, then the server is back. Meanwhile guests read lists and pages and count views
 * (acknowledged writes). The process must never exit, `/readyz` must turn 503 within 2 s,
 * clients must get 503 with Retry-After and never another 5xx, every request started 5 s after
 * the database came back must succeed, and every acknowledged view must be in the database.
 */
const template = inject('testDatabase');

const READERS = 6;
const WRITERS = 2;
const STEADY_MS = 2_000;
const DOWN_MS = 4_000;
const AFTER_MS = 7_000;
const READY_WITHIN_MS = 2_000;
const RECOVERED_WITHIN_MS = 5_000;

interface Outcome {
  path: string;
  startedAt: number;
  endedAt: number;
  status: number;
  retryAfter: string | null;
}

const guestVisitor = (userAgent: string) =>
  `guest:${createHash('sha256').update(`127.0.0.1|${userAgent}`).digest('base64url')}`;

describe.runIf(template.kind === 'postgres')('the database restarting under load', () => {
  let store: ScaleOutDatabase;
  let proxy: TcpProxy;
  let app: Instance;
  let touchpointId: string;

  beforeAll(async () => {
    if (template.kind !== 'postgres') return;
    store = await createScaleOutDatabase(template.serverUrl);
    const server = new URL(store.url);
    proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
    const proxied = new URL(store.url);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    app = await startInstance('app', { DATABASE_URL: proxied.toString(), GRACE_MS: '300' });
    const database = await openDatabase({ url: store.url, poolSize: 1 });
    try {
      touchpointId = (await createTouchpoint(database.db)).id;
    } finally {
      await database.close();
    }
  }, 180_000);

  afterAll(async () => {
    await proxy?.restore().catch(() => {});
    await app?.stop();
    await proxy?.close();
    await store?.drop();
  });

  it('answers 503 with Retry-After while it is away, recovers, exits never and loses no acknowledged write', async () => {
    const outcomes: Outcome[] = [];
    const acknowledged = new Set<string>();
    let running = true;
    let writes = 0;

    const call = async (path: string, init: RequestInit = {}) => {
      const startedAt = Date.now();
      let status = 0;
      let retryAfter: string | null = null;
      let body: unknown = null;
      try {
        const answer = await fetch(`${app.url}${path}`, {
          ...init,
          signal: AbortSignal.timeout(10_000),
        });
        status = answer.status;
        retryAfter = answer.headers.get('retry-after');
        body = await answer.json().catch(() => null);
      } catch {
        status = -1; // no answer at all (a timeout or a dropped connection)
      }
      outcomes.push({ path, startedAt, endedAt: Date.now(), status, retryAfter });
      return { status, body };
    };

    const reads = [
      '/api/v1/touchpoints?touchpointable_type=Job&per_page=10',
      `/api/v1/touchpoints/${touchpointId}`,
      '/api/v1/companies',
    ];
    const reader = async (n: number) => {
      for (let i = n; running; i += 1) await call(reads[i % reads.length] as string);
    };
    const writer = async () => {
      while (running) {
        writes += 1;
        const userAgent = `restart-suite-${process.pid}-${writes}`;
        const { status } = await call(`/api/v1/touchpoints/${touchpointId}/increment_view_count`, {
          method: 'PATCH',
          headers: { 'user-agent': userAgent },
        });
        if (status === 200) acknowledged.add(guestVisitor(userAgent));
      }
    };

    const readiness: { at: number; status: number }[] = [];
    const probeReadiness = async () => {
      while (running) {
        const at = Date.now();
        const answer = await fetch(`${app.url}/readyz`, { signal: AbortSignal.timeout(5_000) })
          .then((response) => response.status)
          .catch(() => -1);
        readiness.push({ at, status: answer });
        await new Promise((resume) => setTimeout(resume, 100));
      }
    };

    const load = [
      ...Array.from({ length: READERS }, (_, n) => reader(n)),
      ...Array.from({ length: WRITERS }, () => writer()),
      probeReadiness(),
    ];
    await new Promise((resume) => setTimeout(resume, STEADY_MS));
    const cutAt = Date.now();
    await proxy.cut();
    await new Promise((resume) => setTimeout(resume, DOWN_MS));
    const restoredAt = Date.now();
    await proxy.restore();
    await new Promise((resume) => setTimeout(resume, AFTER_MS));
    running = false;
    await Promise.all(load);

    // The process never exited.
    expect(app.child.exitCode).toBeNull();
    expect(app.child.signalCode).toBeNull();

    // /readyz said so within 2 s, and was ready again within 5 s of the database coming back.
    const unready = readiness.find((probe) => probe.at >= cutAt && probe.status === 503);
    expect(unready, 'readyz never answered 503').toBeDefined();
    expect((unready?.at ?? Number.POSITIVE_INFINITY) - cutAt).toBeLessThanOrEqual(READY_WITHIN_MS);
    const ready = readiness.find((probe) => probe.at >= restoredAt && probe.status === 200);
    expect(ready, 'readyz never answered 200 again').toBeDefined();
    expect((ready?.at ?? Number.POSITIVE_INFINITY) - restoredAt).toBeLessThanOrEqual(
      RECOVERED_WITHIN_MS,
    );

    // Clients got answers: 200, or 503 with Retry-After; never another 5xx, never silence.
    const failures = outcomes.filter(
      (outcome) => outcome.status !== 200 && !(outcome.status === 503 && outcome.retryAfter),
    );
    expect(failures).toEqual([]);
    const during = outcomes.filter(
      (outcome) => outcome.startedAt >= cutAt + 500 && outcome.endedAt <= restoredAt,
    );
    expect(during.length).toBeGreaterThan(0);
    expect(during.every((outcome) => outcome.status === 503)).toBe(true);

    // Recovered: every request started 5 s after the database came back succeeded.
    const after = outcomes.filter(
      (outcome) => outcome.startedAt >= restoredAt + RECOVERED_WITHIN_MS,
    );
    expect(after.length).toBeGreaterThan(10);
    expect(after.filter((outcome) => outcome.status !== 200)).toEqual([]);

    // No acknowledged write was lost.
    expect(acknowledged.size).toBeGreaterThan(10);
    const stored = await store.query<{ visitor: string }>(
      'select visitor from view_counts where touchpoint_id = $1',
      [touchpointId],
    );
    const storedVisitors = new Set(stored.map((row) => row.visitor));
    expect([...acknowledged].filter((visitor) => !storedVisitors.has(visitor))).toEqual([]);
    const [counter] = await store.query<{ views_count: number }>(
      'select views_count from touchpoints where id = $1',
      [touchpointId],
    );
    expect(counter?.views_count).toBe(stored.length);
  }, 60_000);
});
