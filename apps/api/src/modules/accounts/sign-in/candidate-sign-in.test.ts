import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/app';
import { createAdmin, createManager } from '../../../../test/factories';
import { accountTokens, users } from '../../../db/schema';
import { ERROR_MESSAGES } from '../../../http/http-error';
import { CODE_MAX_ATTEMPTS, SECRET_TTL_MS } from './one-time-secrets';
import {
  codeIn,
  freshEmail,
  latestMailTo,
  linkIn,
  mailsTo,
  nextIp,
  sessionHeaders,
} from './sign-in.test-helpers';
import { SIGN_IN_BROWSER_COOKIE } from './sign-in-browser';
import { SIGN_IN_MESSAGES } from './sign-in-messages';
import { ADDRESS_REQUEST_CEILING, CODE_REQUEST_LIMIT } from './throttle';

const t = useTestApp();

/** A browser's cookie header (`name=value`), empty for a client that keeps no cookies. */
type Cookie = string;

const requestCode = (email: string, ip = nextIp(), cookie: Cookie = '') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/candidate/login',
    remoteAddress: ip,
    headers: cookie ? { cookie } : {},
    payload: { user: { email, userable_type: 'Candidate', userable_source: 'website' } },
  });

const signInWithCode = (email: string, otp: string, ip = nextIp(), cookie: Cookie = '') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/login',
    remoteAddress: ip,
    headers: cookie ? { cookie } : {},
    payload: { user: { email, otp } },
  });

/** The sign-in browser cookie an answer gives (as a browser sends it back). */
const cookieOf = (answer: { headers: Record<string, unknown> }): Cookie => {
  const header = answer.headers['set-cookie'];
  const value = String(Array.isArray(header) ? header[0] : header);
  expect(value).toMatch(new RegExp(`^${SIGN_IN_BROWSER_COOKIE}=[A-Za-z0-9_-]{43};`));
  return value.split(';')[0]!;
};

/** A code other than `code`. */
const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

const openLink = (link: URL, ip = nextIp()) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/candidate?candidate_id=${link.searchParams.get('candidate_id')}&magic_token=${link.searchParams.get('token')}`,
    remoteAddress: ip,
  });

describe('candidate sign-in by code', () => {
  it('creates a new candidate and emails a 6-digit code and a link to /signin', async () => {
    const email = freshEmail('ada');
    const answer = await requestCode(email);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ message: SIGN_IN_MESSAGES.codeSent });
    const mail = await latestMailTo(t.app, email);
    expect(mail.subject).toMatch(/^\d{6} is your Gradway sign-in code$/);
    expect(mail.html).toContain('Gradway');
    const link = linkIn(mail);
    expect(link.pathname).toBe('/signin');
    expect(link.searchParams.get('candidate_id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(link.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const signedIn = await signInWithCode(email, codeIn(mail));
    expect(signedIn.statusCode).toBe(200);
    const { attributes } = signedIn.json().data;
    expect(attributes).toMatchObject({
      email,
      userable_type: 'Candidate',
      onboarding_completed: false,
      email_verified: true,
    });
    expect(attributes.authentication_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user',
      headers: sessionHeaders(email, attributes.authentication_token),
    });
    expect(me.statusCode).toBe(200);
  });

  it('takes each code once, and the mail’s link dies with it', async () => {
    const email = freshEmail();
    await requestCode(email);
    const mail = await latestMailTo(t.app, email);
    expect((await signInWithCode(email, codeIn(mail))).statusCode).toBe(200);
    const again = await signInWithCode(email, codeIn(mail));
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ error: SIGN_IN_MESSAGES.wrongCode });
    expect((await openLink(linkIn(mail))).statusCode).toBe(401);
  });

  it('keeps codes and links only as digests, for at most 10 minutes', async () => {
    const email = freshEmail();
    await requestCode(email);
    const mail = await latestMailTo(t.app, email);
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    const rows = await t.db.select().from(accountTokens).where(eq(accountTokens.userId, user!.id));
    expect(rows.map((row) => row.purpose).sort()).toEqual(['magic_link', 'sign_in_code']);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(codeIn(mail));
    expect(stored).not.toContain(linkIn(mail).searchParams.get('token'));
    for (const row of rows) {
      expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeLessThanOrEqual(10 * 60_000);
    }
    expect(SECRET_TTL_MS.sign_in_code).toBeLessThanOrEqual(10 * 60_000);
    expect(SECRET_TTL_MS.magic_link).toBeLessThanOrEqual(10 * 60_000);
  });

  it('refuses an expired code and an expired link', async () => {
    const email = freshEmail();
    await requestCode(email);
    const mail = await latestMailTo(t.app, email);
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    await t.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.userId, user!.id));
    expect((await signInWithCode(email, codeIn(mail))).statusCode).toBe(401);
    expect((await openLink(linkIn(mail))).statusCode).toBe(401);
  });

  it(`burns a code after ${CODE_MAX_ATTEMPTS} wrong guesses from the browser that asked for it`, async () => {
    const email = freshEmail();
    const ip = nextIp();
    const browser = cookieOf(await requestCode(email, ip));
    const code = codeIn(await latestMailTo(t.app, email));
    for (let i = 0; i < CODE_MAX_ATTEMPTS; i += 1) {
      expect((await signInWithCode(email, wrongFor(code), nextIp(), browser)).statusCode).toBe(401);
    }
    expect((await signInWithCode(email, code, nextIp(), browser)).statusCode).toBe(401);
    // Nor can another client use it then.
    expect((await signInWithCode(email, code)).statusCode).toBe(401);
  });

  it(`lets other clients try a code ${CODE_MAX_ATTEMPTS} times in all, without burning it for the browser that asked`, async () => {
    const email = freshEmail('guessed');
    const browser = cookieOf(await requestCode(email));
    const code = codeIn(await latestMailTo(t.app, email));
    // Many clients (no cookie, or their own) guess from many addresses.
    for (let i = 0; i < 4 * CODE_MAX_ATTEMPTS; i += 1) {
      const answer = await signInWithCode(email, wrongFor(code));
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({ error: SIGN_IN_MESSAGES.wrongCode });
    }
    // Past their guesses, even the right code does not work for another client…
    expect((await signInWithCode(email, code)).statusCode).toBe(401);
    // …while the browser that asked for it signs in with it.
    const owner = await signInWithCode(email, code, nextIp(), browser);
    expect(owner.statusCode).toBe(200);
    expect(owner.json().data.attributes.email).toBe(email);
  });

  it('takes a code typed on another device (a client that keeps no cookies), as the wire has it', async () => {
    const email = freshEmail('elsewhere');
    await requestCode(email);
    const code = codeIn(await latestMailTo(t.app, email));
    expect((await signInWithCode(email, wrongFor(code))).statusCode).toBe(401);
    expect((await signInWithCode(email, code)).statusCode).toBe(200);
  });

  it('gives the sign-in browser cookie only to the API, never to page scripts', async () => {
    const answer = await requestCode(freshEmail());
    const header = String(answer.headers['set-cookie']);
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Lax');
    expect(header).toContain('Path=/api;');
    // A browser that has one keeps it.
    const again = await requestCode(freshEmail(), nextIp(), cookieOf(answer));
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('limits code requests per email and IP, alike for known and unknown emails', async () => {
    const known = freshEmail('known');
    const ips = { [known]: nextIp() };
    await requestCode(known, ips[known]);
    await t.app.mailer.settled();
    const unknown = freshEmail('unknown');
    ips[unknown] = nextIp();
    const statuses = async (email: string) => {
      const answers = [];
      for (let i = 0; i < 6; i += 1) answers.push(await requestCode(email, ips[email]));
      return answers;
    };
    const knownAnswers = await statuses(known);
    const unknownAnswers = await statuses(unknown);
    // The known email already used one of its five requests from this IP.
    expect(knownAnswers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 429, 429]);
    expect(unknownAnswers.map((answer) => answer.statusCode)).toEqual([
      200, 200, 200, 200, 200, 429,
    ]);
    expect(knownAnswers[5]!.body).toBe(unknownAnswers[5]!.body);
    expect(knownAnswers[5]!.json()).toEqual({ error: SIGN_IN_MESSAGES.tooManyAttempts });
    expect(Number(knownAnswers[5]!.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('never lets another client use up the real user’s code requests', async () => {
    const email = freshEmail('targeted');
    const attacker = nextIp();
    for (let i = 0; i < CODE_REQUEST_LIMIT.max; i += 1) await requestCode(email, attacker);
    const refused = await requestCode(email, attacker);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await t.app.mailer.settled();
    const before = (await mailsTo(t.app, email)).length;

    const own = await requestCode(email, nextIp());
    expect(own.statusCode).toBe(200);
    await t.app.mailer.settled();
    const mails = await mailsTo(t.app, email);
    expect(mails.length).toBe(before + 1);
    const signedIn = await signInWithCode(email, codeIn(await latestMailTo(t.app, email)));
    expect(signedIn.statusCode).toBe(200);
  });

  it(`caps one address at ${ADDRESS_REQUEST_CEILING.max} code requests an hour from all IPs together`, async () => {
    const email = freshEmail('bombed');
    const answers = [];
    for (let i = 0; i <= ADDRESS_REQUEST_CEILING.max; i += 1) {
      // A new IP every few requests: each stays within its own allowance.
      answers.push(await requestCode(email, `198.51.100.${1 + Math.floor(i / 4)}`));
    }
    expect(answers.slice(0, -1).every((answer) => answer.statusCode === 200)).toBe(true);
    const last = answers.at(-1)!;
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(55 * 60);
  });

  it('never lets many IPs together keep the real user from signing in', async () => {
    const email = freshEmail('besieged');
    // The owner signed in on this browser before.
    const browser = cookieOf(await requestCode(email));
    const first = codeIn(await latestMailTo(t.app, email));
    expect((await signInWithCode(email, first, nextIp(), browser)).statusCode).toBe(200);

    // Clients on many addresses, each within its own allowance, spend the address's ceiling.
    const flood = [];
    for (let i = 0; i <= ADDRESS_REQUEST_CEILING.max; i += 1) {
      flood.push(await requestCode(email, `203.0.113.${1 + Math.floor(i / 4)}`));
    }
    expect(flood.at(-1)!.statusCode).toBe(429);
    await t.app.mailer.settled();

    // The owner's browser still gets a code…
    const own = await requestCode(email, nextIp(), browser);
    expect(own.statusCode).toBe(200);
    const code = codeIn(await latestMailTo(t.app, email));
    // …which the flood's guesses on many addresses do not burn…
    for (let i = 0; i < 2 * CODE_MAX_ATTEMPTS; i += 1) {
      expect((await signInWithCode(email, wrongFor(code))).statusCode).toBe(401);
    }
    const signedIn = await signInWithCode(email, code, nextIp(), browser);
    expect(signedIn.statusCode).toBe(200);
  });

  it('keeps a browser’s code within reach however many codes others ask for after it', async () => {
    const email = freshEmail('crowded');
    const browser = cookieOf(await requestCode(email));
    const code = codeIn(await latestMailTo(t.app, email));
    for (let i = 0; i < 8; i += 1) {
      expect((await requestCode(email, `192.0.2.${10 + i}`)).statusCode).toBe(200);
    }
    await t.app.mailer.settled();
    expect((await signInWithCode(email, code, nextIp(), browser)).statusCode).toBe(200);
  });

  it('answers the same bytes for a new email, a candidate, a manager and an admin', async () => {
    const candidateEmail = freshEmail('candidate');
    await requestCode(candidateEmail);
    const manager = await createManager(t.db, { user: { email: freshEmail('manager') } });
    const admin = await createAdmin(t.db, { email: freshEmail('admin') });
    const answers = await Promise.all(
      [freshEmail('new'), candidateEmail, manager.user.email!, admin.email!].map((email) =>
        requestCode(email),
      ),
    );
    const bodies = new Set(answers.map((answer) => `${answer.statusCode} ${answer.body}`));
    expect(bodies.size).toBe(1);
    // The manager is pointed at the password sign-in; the admin gets nothing.
    const [managerMail] = await mailsTo(t.app, manager.user.email!);
    expect(linkIn(managerMail!).pathname).toBe('/society/signin');
    expect(await mailsTo(t.app, admin.email!)).toEqual([]);
  });
});

describe('candidate sign-in by link', () => {
  it('signs in once with the emailed link', async () => {
    const email = freshEmail('grace');
    await requestCode(email);
    const link = linkIn(await latestMailTo(t.app, email));
    const first = await openLink(link);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.attributes).toMatchObject({ email, userable_type: 'Candidate' });
    expect(first.json().data.attributes.authentication_token).toBeTruthy();
    const second = await openLink(link);
    expect(second.statusCode).toBe(401);
    expect(second.json()).toEqual({ error: SIGN_IN_MESSAGES.wrongLink });
  });

  it('refuses a link with another candidate’s id', async () => {
    const [first, second] = [freshEmail(), freshEmail()];
    await requestCode(first);
    await requestCode(second);
    const firstLink = linkIn(await latestMailTo(t.app, first));
    const secondLink = linkIn(await latestMailTo(t.app, second));
    firstLink.searchParams.set('candidate_id', secondLink.searchParams.get('candidate_id')!);
    expect((await openLink(firstLink)).statusCode).toBe(401);
  });
});

describe('admins in the app', () => {
  it('never get a session from a code', async () => {
    const admin = await createAdmin(t.db, {
      email: freshEmail('admin'),
      userableType: 'Candidate',
    });
    await requestCode(admin.email!);
    expect(await mailsTo(t.app, admin.email!)).toEqual([]);
    const answer = await signInWithCode(admin.email!, '123456');
    expect(answer.statusCode).toBe(401);
    expect(ERROR_MESSAGES.unauthorizedAccess).not.toBe(answer.json().error);
  });
});
