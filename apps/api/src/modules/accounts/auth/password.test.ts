import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('passwords', () => {
  it('hashes with argon2id at 19 MiB, 2 passes, 1 lane, salted', async () => {
    const first = await hashPassword('correct horse battery staple');
    const second = await hashPassword('correct horse battery staple');
    const [, algorithm, version, parameters] = first.split('$');
    expect(algorithm).toBe('argon2id');
    expect(version).toBe('v=19');
    expect(Object.fromEntries(parameters!.split(',').map((pair) => pair.split('=')))).toEqual({
      m: '19456',
      t: '2',
      p: '1',
    });
    expect(first).not.toBe(second);
  });

  it('verifies the right password only', async () => {
    const hash = await hashPassword('s3cret-Passw0rd');
    expect(await verifyPassword(hash, 's3cret-Passw0rd')).toBe(true);
    expect(await verifyPassword(hash, 's3cret-passw0rd')).toBe(false);
    expect(await verifyPassword('not a hash', 's3cret-Passw0rd')).toBe(false);
  });

  it('hashes off the event loop', async () => {
    let ticks = 0;
    const timer = setInterval(() => {
      ticks += 1;
    }, 1);
    await hashPassword('keep serving while hashing');
    clearInterval(timer);
    expect(ticks).toBeGreaterThan(0);
  });
});
