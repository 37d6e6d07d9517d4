import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { sessionCookieAssignment } from '../session/session-cookie';
import { notFoundUnlessOwn } from './own-record.server';

/** A document request as the server gets it (a browser's `Request` may not carry a cookie). */
const requestWith = (cookie: string | null) =>
  ({ headers: new Map([['cookie', cookie]]) }) as unknown as Request;

const signedIn = requestWith(
  sessionCookieAssignment({ email: 'a@b.c', token: 't' }, false).split(';')[0] ?? '',
);
const guest = requestWith(null);

/** The status the check answers with: 404 thrown, or null when it decides nothing. */
const outcome = async (request: Request, exists: () => Promise<boolean>) => {
  try {
    return await notFoundUnlessOwn(request, undefined, exists);
  } catch (thrown) {
    return (thrown as { init?: { status?: number } }).init?.status ?? thrown;
  }
};

const failing = (status: number) => async () => {
  throw new ApiError('failed', status);
};

describe('a signed-in page that names a record', () => {
  it('answers 404 when the record is missing or not the user’s (404, 400, or not found)', async () => {
    expect(await outcome(signedIn, failing(404))).toBe(404);
    expect(await outcome(signedIn, failing(400))).toBe(404);
    expect(await outcome(signedIn, async () => false)).toBe(404);
  });

  it('renders as before when the record is there, or the check cannot decide', async () => {
    expect(await outcome(signedIn, async () => true)).toBeNull();
    expect(await outcome(signedIn, failing(401))).toBeNull();
    expect(await outcome(signedIn, failing(403))).toBeNull();
    expect(await outcome(signedIn, failing(503))).toBeNull();
  });

  it('asks nothing without the session cookie', async () => {
    let asked = false;
    expect(
      await outcome(guest, async () => {
        asked = true;
        return false;
      }),
    ).toBeNull();
    expect(asked).toBe(false);
  });
});
