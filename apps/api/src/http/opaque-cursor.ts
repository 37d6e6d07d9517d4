import type { z } from 'zod';

/**
 * Keyset paging's cursors on the wire: a tuple of the last row's sort key (and whatever else the
 * list needs to resume) as an opaque base64url token in `meta.next_cursor`.
 */
export const encodeCursor = (values: readonly unknown[]): string =>
  Buffer.from(JSON.stringify(values)).toString('base64url');

/** The tuple a cursor holds, or null when it is not one this API wrote (not base64url JSON of
 * the schema's shape). */
export const decodeCursor = <S extends z.ZodType>(schema: S, token: string): z.infer<S> | null => {
  try {
    const parsed = schema.safeParse(JSON.parse(Buffer.from(token, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};
