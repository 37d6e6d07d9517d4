import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { poolHasSpare } from './database';

const template = inject('testDatabase');

describe.runIf(template.kind === 'postgres')('connections to spare in a pool', () => {
  it('counts the idle ones and those it may still open, and none while a request waits', async () => {
    if (template.kind !== 'postgres') throw new Error('a PostgreSQL server is needed');
    const pool = new pg.Pool({ connectionString: template.serverUrl, max: 2 });
    try {
      expect(poolHasSpare(pool, 2)).toBe(true);
      const first = await pool.connect();
      expect(poolHasSpare(pool, 1)).toBe(true);
      expect(poolHasSpare(pool, 2)).toBe(false);
      const second = await pool.connect();
      expect(poolHasSpare(pool, 1)).toBe(false);
      second.release();
      // Idle again: to spare.
      expect(poolHasSpare(pool, 1)).toBe(true);
      const again = await pool.connect();
      const waiting = pool.connect();
      expect(pool.waitingCount).toBe(1);
      expect(poolHasSpare(pool, 1)).toBe(false);
      first.release();
      again.release();
      (await waiting).release();
      expect(poolHasSpare(pool, 2)).toBe(true);
    } finally {
      await pool.end();
    }
  });
});
