import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { createCandidate, signIn } from '../../test/factories';
import { fileUpload, PNG_FILE } from '../../test/multipart';
import { buildApp } from '../app';
import { signInThrottles } from '../db/schema';
import {
  ACCOUNT_LIMITS,
  countInWindow,
  forgetEndedCounts,
  LONGEST_WINDOW_MS,
} from './abuse-limits';
import { ERROR_MESSAGES } from './http-error';

const t = useTestApp();

let lastIp = 0;
const nextIp = () => {
  lastIp += 1;
  return `192.0.2.${lastIp % 250}`;
};

const uploadAvatar = (headers: Record<string, string>, ip = nextIp()) => {
  const body = fileUpload(PNG_FILE, 'me.png', 'image/png');
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/uploads/avatar',
    remoteAddress: ip,
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
};

describe('abuse limits', () => {
  it(`stops one account after ${ACCOUNT_LIMITS.uploads.max} uploads an hour, from any IP, and no other account`, async () => {
    const busy = await signIn(t.db, (await createCandidate(t.db)).user);
    const statuses: number[] = [];
    for (let n = 0; n < ACCOUNT_LIMITS.uploads.max; n += 1) {
      statuses.push((await uploadAvatar(busy)).statusCode);
    }
    expect(statuses.every((status) => status === 200)).toBe(true);
    const refused = await uploadAvatar(busy);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: ERROR_MESSAGES.tooManyRequests });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(55 * 60);

    const other = await signIn(t.db, (await createCandidate(t.db)).user);
    expect((await uploadAvatar(other)).statusCode).toBe(200);
  }, 120_000);

  it('shares per-IP limits between instances on PostgreSQL, and keeps them per process on PGlite', async () => {
    // A second instance of the app on the same database, as behind a load balancer.
    const second = await buildApp({ database: t.database, headlineCountsMaxAgeMs: 0 });
    try {
      const ip = nextIp();
      const requestCode = (app: typeof second, n: number) =>
        app.inject({
          method: 'POST',
          url: '/api/v1/candidate/login',
          remoteAddress: ip,
          payload: {
            user: {
              email: `limit-${ip}-${n}@example.com`,
              userable_type: 'Candidate',
              userable_source: 'website',
            },
          },
        });
      // 10 code requests per IP and minute: 6 on each instance.
      const answers = [];
      for (let n = 0; n < 12; n += 1) answers.push(await requestCode(n % 2 ? second : t.app, n));
      const refused = answers.filter((answer) => answer.statusCode === 429);
      if (t.database.kind === 'postgres') {
        expect(refused).toHaveLength(2);
        expect(Number(refused[0]?.headers['retry-after'])).toBeGreaterThan(0);
        expect(refused[0]?.json()).toEqual({ error: ERROR_MESSAGES.tooManyRequests });
      } else {
        expect(refused).toHaveLength(0);
      }
    } finally {
      await second.close();
    }
  });

  it('forgets counts whose window ended, and keeps those still counting or blocking', async () => {
    const now = new Date('2031-01-10T12:00:00Z');
    const longAgo = new Date(now.getTime() - LONGEST_WINDOW_MS - 60_000);
    await countInWindow(t.db, 'ended-window', 60_000, longAgo);
    await countInWindow(t.db, 'still-blocked', 60_000, longAgo);
    await t.db
      .update(signInThrottles)
      .set({ blockedUntil: new Date(now.getTime() + 60_000) })
      .where(eq(signInThrottles.keyHash, 'still-blocked'));
    await countInWindow(t.db, 'counting', 60_000, now);
    await forgetEndedCounts(t.db, now);
    const kept = (await t.db.select({ key: signInThrottles.keyHash }).from(signInThrottles)).map(
      (row) => row.key,
    );
    expect(kept).not.toContain('ended-window');
    expect(kept).toContain('still-blocked');
    expect(kept).toContain('counting');
  });
});
