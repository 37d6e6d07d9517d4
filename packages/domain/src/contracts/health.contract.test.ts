import { describe, expect, it } from 'vitest';
import { getHealthContract, getReadinessContract } from './health.contract';

describe('health contracts', () => {
  it('answers liveness and readiness publicly at /healthz and /readyz', () => {
    expect([getHealthContract.path, getReadinessContract.path]).toEqual(['/healthz', '/readyz']);
    expect([getHealthContract.access, getReadinessContract.access]).toEqual(['public', 'public']);
  });

  it('accepts ok and a 503 with the database unavailable', () => {
    expect(getHealthContract.responses[200].parse({ status: 'ok' })).toEqual({ status: 'ok' });
    const down = { status: 'unavailable', database: 'unavailable' };
    expect(getReadinessContract.responses[503].parse(down)).toEqual(down);
    expect(getReadinessContract.responses[200].safeParse({ status: 'ok' }).success).toBe(false);
  });
});
