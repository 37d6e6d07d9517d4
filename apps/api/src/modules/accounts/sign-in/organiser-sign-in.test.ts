import { UNAUTHORIZED_ACCESS_MESSAGE } from '@gradway/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/app';
import { createAdmin, createManager, createRecruiter } from '../../../../test/factories';
import { sessions, signInThrottles, users } from '../../../db/schema';
import { ERROR_MESSAGES } from '../../../http/http-error';
import { hashPassword } from '../auth/password';
import { COMMON_PASSWORD_MESSAGE } from './common-passwords';
import {
  freshEmail,
  latestMailTo,
  linkIn,
  mailsTo,
  nextIp,
  sessionHeaders,
} from './sign-in.test-helpers';
import { SIGN_IN_MESSAGES } from './sign-in-messages';
import { SIGN_IN_BACKOFF } from './throttle';

const t = useTestApp();
const PASSWORD = 'violet lantern orbit 42';

const signUp = (user: Record<string, unknown>, ip = nextIp()) =>
  t.app.inject({ method: 'POST', url: '/api/v1/signup', remoteAddress: ip, payload: { user } });

const signUpBody = (email: string, overrides: Record<string, unknown> = {}) => ({
  email,
  password: PASSWORD,
  first_name: 'Grace',
  last_name: 'Hopper',
  userable_type: 'Recruiter',
  ...overrides,
});

const signIn = (email: string, password: string, ip = nextIp(), userableType?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/login',
    remoteAddress: ip,
    payload: {
      user: { email, password, ...(userableType ? { userable_type: userableType } : {}) },
    },
  });

const verify = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/email_verification',
    remoteAddress: nextIp(),
    payload: { token },
  });

/** A manager or recruiter with a known password, email confirmed. */
const organiserWithPassword = async (kind: 'Manager' | 'Recruiter' = 'Manager') => {
  const email = freshEmail(kind.toLowerCase());
  const passwordHash = await hashPassword(PASSWORD);
  const { user } =
    kind === 'Manager'
      ? await createManager(t.db, { user: { email, passwordHash } })
      : await createRecruiter(t.db, { user: { email, passwordHash } });
  return user;
};

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe('sign-up, email confirmation and sign-in', () => {
  it('signs a recruiter up, confirms the email from the mail, then signs in', async () => {
    const email = freshEmail('recruiter');
    const answer = await signUp(signUpBody(email));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ message: SIGN_IN_MESSAGES.signUpReceived });
    // The account is made after the answer (the same answer for every email): wait for that work,
    // as the recruiter waits for the confirmation mail, before signing in.
    await t.app.mailer.settled();

    const before = await signIn(email, PASSWORD);
    expect(before.statusCode).toBe(403);
    expect(before.json()).toEqual({ error: SIGN_IN_MESSAGES.emailNotVerified });

    const mail = await latestMailTo(t.app, email);
    expect(mail.subject).toBe('Confirm your email address for Gradway');
    const link = linkIn(mail);
    expect(link.pathname).toBe('/email-verification');
    const verified = await verify(link.searchParams.get('token')!);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data.attributes).toMatchObject({
      email,
      userable_type: 'Recruiter',
      is_approved: false,
      email_verified: true,
    });
    expect(verified.json().data.attributes.authentication_token).toBeTruthy();
    expect((await verify(link.searchParams.get('token')!)).statusCode).toBe(422);

    const after = await signIn(email, PASSWORD, nextIp(), 'Recruiter');
    expect(after.statusCode).toBe(200);
    expect(after.json().data.attributes.authentication_token).not.toBe(
      verified.json().data.attributes.authentication_token,
    );
  });

  it('answers the same bytes for a known email, which gets a mail instead of an account', async () => {
    const known = await organiserWithPassword('Recruiter');
    const fresh = await signUp(signUpBody(freshEmail('fresh')));
    const again = await signUp(signUpBody(known.email!, { first_name: 'Someone' }));
    expect(again.statusCode).toBe(fresh.statusCode);
    expect(again.body).toBe(fresh.body);
    const mail = await latestMailTo(t.app, known.email!);
    expect(mail.subject).toBe('You already have a Gradway account');
    const rows = await t.db.select().from(users).where(eq(users.email, known.email!));
    expect(rows).toHaveLength(1);
  });

  it('costs the same time for a known and an unknown email (mail goes out after the answer)', async () => {
    const known = await organiserWithPassword('Recruiter');
    const time = async (email: string) => {
      const started = performance.now();
      const answer = await signUp(signUpBody(email));
      expect(answer.statusCode).toBe(200);
      return performance.now() - started;
    };
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      await t.app.mailer.settled();
      knownTimes.push(await time(known.email!));
      await t.app.mailer.settled();
      unknownTimes.push(await time(freshEmail('new')));
    }
    const ratio = median(knownTimes) / median(unknownTimes);
    // Without the same argon2 work on both paths the ratio is about 10 (argon2 dominates); the
    // bounds leave room for a busy machine.
    expect(ratio).toBeGreaterThan(1 / 3);
    expect(ratio).toBeLessThan(3);
  });

  it('refuses common and short passwords, and takes 64 characters', async () => {
    const common = await signUp(signUpBody(freshEmail(), { password: 'password123' }));
    expect(common.statusCode).toBe(400);
    expect(common.json().fields).toEqual([
      { path: 'user.password', message: COMMON_PASSWORD_MESSAGE },
    ]);
    const short = await signUp(signUpBody(freshEmail(), { password: 'abc1234' }));
    expect(short.statusCode).toBe(400);
    expect(short.json().fields[0].path).toBe('user.password');
    const long = await signUp(signUpBody(freshEmail(), { password: `${'k7#'.repeat(21)}x` }));
    expect(long.statusCode).toBe(200);
  });
});

describe('password sign-in', () => {
  it('answers the same bytes for a wrong password, an unknown email and a wrong role', async () => {
    const manager = await organiserWithPassword('Manager');
    const answers = [
      await signIn(manager.email!, 'not the password'),
      await signIn(freshEmail('nobody'), PASSWORD),
      await signIn(manager.email!, PASSWORD, nextIp(), 'Recruiter'),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(401);
      expect(answer.body).toBe(JSON.stringify({ error: SIGN_IN_MESSAGES.wrongCredentials }));
    }
  });

  it('costs the same time for known and unknown emails (argon2 either way)', async () => {
    const manager = await organiserWithPassword('Manager');
    await signIn(freshEmail(), 'warm up the dummy hash');
    const time = async (email: string) => {
      const started = performance.now();
      await signIn(email, 'a wrong password');
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      known.push(await time(manager.email!));
      unknown.push(await time(freshEmail('nobody')));
    }
    const ratio = median(known) / median(unknown);
    // Without the same argon2 work on both paths the ratio is about 10 (argon2 dominates); the
    // bounds leave room for a busy machine.
    expect(ratio).toBeGreaterThan(1 / 3);
    expect(ratio).toBeLessThan(3);
  });

  it('starts a new 256-bit session per sign-in and keeps it only as a hash', async () => {
    const manager = await organiserWithPassword('Manager');
    const first = (await signIn(manager.email!, PASSWORD)).json().data.attributes;
    const second = (await signIn(manager.email!, PASSWORD)).json().data.attributes;
    expect(first.authentication_token).not.toBe(second.authentication_token);
    expect(Buffer.from(first.authentication_token, 'base64url')).toHaveLength(32);
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, manager.id));
    expect(rows).toHaveLength(2);
    expect(JSON.stringify(rows)).not.toContain(first.authentication_token);
  });

  it('refuses an admin with the unauthorized-access message and no session', async () => {
    const admin = await createAdmin(t.db, {
      email: freshEmail('admin'),
      passwordHash: await hashPassword(PASSWORD),
    });
    const answer = await signIn(admin.email!, PASSWORD, nextIp(), 'Manager');
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toEqual({ error: ERROR_MESSAGES.unauthorizedAccess });
    // The app recognises this answer to show its translated unauthorized-access toast.
    expect(ERROR_MESSAGES.unauthorizedAccess).toBe(UNAUTHORIZED_ACCESS_MESSAGE);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, admin.id))).toEqual([]);
  });

  it('backs off per email and IP without locking out the real user elsewhere', async () => {
    const manager = await organiserWithPassword('Manager');
    const attacker = nextIp();
    for (let i = 0; i < SIGN_IN_BACKOFF.freeFailures; i += 1) {
      expect((await signIn(manager.email!, 'guess', attacker)).statusCode).toBe(401);
    }
    expect((await signIn(manager.email!, 'guess', attacker)).statusCode).toBe(401);
    const blocked = await signIn(manager.email!, PASSWORD, attacker);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // The same answer for an unknown email under the same backoff.
    const nobody = freshEmail('nobody');
    for (let i = 0; i <= SIGN_IN_BACKOFF.freeFailures; i += 1)
      await signIn(nobody, 'guess', attacker);
    expect((await signIn(nobody, 'guess', attacker)).body).toBe(blocked.body);
    // The real user, from their own address, signs in.
    expect((await signIn(manager.email!, PASSWORD, nextIp())).statusCode).toBe(200);
  });

  it('forgets failures after a successful sign-in', async () => {
    const manager = await organiserWithPassword('Recruiter');
    const ip = nextIp();
    for (let i = 0; i < SIGN_IN_BACKOFF.freeFailures - 1; i += 1)
      await signIn(manager.email!, 'x', ip);
    expect((await signIn(manager.email!, PASSWORD, ip)).statusCode).toBe(200);
    for (let i = 0; i < SIGN_IN_BACKOFF.freeFailures; i += 1) {
      expect((await signIn(manager.email!, 'x', ip)).statusCode).toBe(401);
    }
    // Once the wait is over, the right password works again and clears the pair.
    await t.db.update(signInThrottles).set({ blockedUntil: new Date(Date.now() - 1) });
    expect((await signIn(manager.email!, PASSWORD, ip)).statusCode).toBe(200);
  });
});

describe('passwords: forgot, reset, change', () => {
  const forgot = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/password',
      remoteAddress: nextIp(),
      payload: { user: { email } },
    });
  const reset = (token: string, password: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/v1/password',
      remoteAddress: nextIp(),
      payload: { user: { reset_password_token: token, password } },
    });

  it('answers the same bytes for every email and emails a 30-minute single-use link', async () => {
    const manager = await organiserWithPassword('Manager');
    const known = await forgot(manager.email!);
    const unknown = await forgot(freshEmail('nobody'));
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    const link = linkIn(await latestMailTo(t.app, manager.email!));
    expect(link.pathname).toBe('/society/reset-password');
    const session = (await signIn(manager.email!, PASSWORD)).json().data.attributes;

    const newPassword = 'copper meadow signal 9';
    expect((await reset(link.searchParams.get('token')!, newPassword)).statusCode).toBe(200);
    const stale = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user',
      headers: sessionHeaders(manager.email!, session.authentication_token),
    });
    expect(stale.statusCode).toBe(401);
    expect(
      (await reset(link.searchParams.get('token')!, 'another fine password 1')).statusCode,
    ).toBe(422);
    expect((await signIn(manager.email!, newPassword)).statusCode).toBe(200);
    const mails = await mailsTo(t.app, manager.email!);
    expect(mails[0]?.subject).toBe('Your Gradway password was changed');
  });

  it('refuses a reset link older than 30 minutes', async () => {
    const recruiter = await organiserWithPassword('Recruiter');
    await forgot(recruiter.email!);
    const link = linkIn(await latestMailTo(t.app, recruiter.email!));
    expect(link.pathname).toBe('/company/reset-password');
    const { accountTokens } = await import('../../../db/schema');
    await t.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(accountTokens.userId, recruiter.id));
    const answer = await reset(link.searchParams.get('token')!, 'copper meadow signal 9');
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toEqual({ error: SIGN_IN_MESSAGES.wrongResetLink });
  });

  it('changes the password with the current one and ends every other session', async () => {
    const manager = await organiserWithPassword('Manager');
    const other = (await signIn(manager.email!, PASSWORD)).json().data.attributes;
    const current = (await signIn(manager.email!, PASSWORD)).json().data.attributes;
    const change = (body: Record<string, string>) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/user/password',
        remoteAddress: nextIp(),
        headers: sessionHeaders(manager.email!, current.authentication_token),
        payload: { user: body },
      });
    const wrong = await change({ current_password: 'nope', password: 'copper meadow signal 9' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields[0].path).toBe('user.current_password');
    const changed = await change({
      current_password: PASSWORD,
      password: 'copper meadow signal 9',
    });
    expect(changed.statusCode).toBe(200);
    for (const token of [other.authentication_token, current.authentication_token]) {
      const answer = await t.app.inject({
        method: 'GET',
        url: '/api/v1/user',
        headers: sessionHeaders(manager.email!, token),
      });
      expect(answer.statusCode).toBe(401);
    }
    const fresh = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user',
      headers: sessionHeaders(manager.email!, changed.json().data.attributes.authentication_token),
    });
    expect(fresh.statusCode).toBe(200);
  });
});

describe('logout', () => {
  it('revokes the token on the server', async () => {
    const manager = await organiserWithPassword('Manager');
    const { authentication_token: token } = (await signIn(manager.email!, PASSWORD)).json().data
      .attributes;
    const headers = sessionHeaders(manager.email!, token);
    const out = await t.app.inject({ method: 'DELETE', url: '/api/v1/logout', headers });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: SIGN_IN_MESSAGES.signedOut });
    const after = await t.app.inject({ method: 'GET', url: '/api/v1/user', headers });
    expect(after.statusCode).toBe(401);
  });
});
