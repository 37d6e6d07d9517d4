import argon2 from 'argon2';

/**
 * Password hashing with argon2id at OWASP's minimum (19 MiB, 2 passes, 1 lane). The native
 * `argon2` package runs each hash in libuv's thread pool, so the event loop keeps serving.
 */
export const PASSWORD_HASH_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const hashPassword = (password: string): Promise<string> =>
  argon2.hash(password, PASSWORD_HASH_OPTIONS);

/** False for a wrong password or a hash that cannot be read; never throws on bad input. */
export const verifyPassword = async (hash: string, password: string): Promise<boolean> => {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
};
