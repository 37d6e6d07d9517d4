/** Email digest frequencies (spec §4). */
export const DIGEST_FREQUENCIES = ['daily', 'weekly', 'never'] as const;
export type DigestFrequency = (typeof DIGEST_FREQUENCIES)[number];

export const isDigestFrequency = (value: unknown): value is DigestFrequency =>
  typeof value === 'string' && (DIGEST_FREQUENCIES as readonly string[]).includes(value);
