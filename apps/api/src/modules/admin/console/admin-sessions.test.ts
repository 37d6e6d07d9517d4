import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/app';
import {
  createAdmin,
  createCandidate,
  createManager,
  createRecruiter,
  signIn,
} from '../../../../test/factories';
import { adminAuditEntries, adminSessions } from '../../../db/schema';
import { ERROR_MESSAGES } from '../../../http/http-error';
import { hashPassword } from '../../accounts/auth/password';
import { ADMIN_SESSION_IDLE_TIMEOUT_MS, createAdminSession } from './admin-session.service';
import { ADMIN_SIGN_IN_FAILED } from './admin-sign-in.service';
import { signInConsole } from './admin-test-support';

const t = useTestApp();
const PASSWORD = 'Console-Passw0rd-2026';

const login = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/login',
    payload: { admin: { email, password } },
  });

const me = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/v1/admin/me', headers });

describe('admin console sign-in', () => {
  it('signs an admin in with email and password and answers a console token', async () => {
    const admin = await createAdmin(t.db, { passwordHash: await hashPassword(PASSWORD) });
    const response = await login(admin.email!.toUpperCase(), PASSWORD);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.type).toBe('admin');
    expect(data.attributes.email).toBe(admin.email);
    expect(data.attributes.authentication_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await t.db.select().from(adminSessions).where(eq(adminSessions.userId, admin.id));
    expect(JSON.stringify(row)).not.toContain(data.attributes.authentication_token);

    const current = await me({ 'x-admin-token': data.attributes.authentication_token });
    expect(current.statusCode).toBe(200);
    expect(current.json().data.attributes.email).toBe(admin.email);

    const audit = await t.db
      .select()
      .from(adminAuditEntries)
      .where(eq(adminAuditEntries.adminUserId, admin.id));
    expect(audit.map((entry) => entry.action)).toContain('admin.signed_in');
  });

  it('answers the same 401 for a wrong password, an unknown email and a non-admin', async () => {
    const admin = await createAdmin(t.db, { passwordHash: await hashPassword(PASSWORD) });
    const { user: manager } = await createManager(t.db, {
      user: { passwordHash: await hashPassword(PASSWORD) },
    });
    for (const [email, password] of [
      [admin.email!, 'wrong-password-1'],
      ['nobody@example.com', PASSWORD],
      [manager.email!, PASSWORD],
    ] as const) {
      const response = await login(email, password);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: ADMIN_SIGN_IN_FAILED });
    }
  });

  it('refuses invalid input with the field at fault', async () => {
    const response = await login('not-an-email', PASSWORD);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[0].path).toContain('email');
  });

  it('signs out: the console token stops working and the sign-out is audited', async () => {
    const admin = await createAdmin(t.db);
    const headers = await signInConsole(t.db, admin);
    const out = await t.app.inject({ method: 'DELETE', url: '/api/v1/admin/session', headers });
    expect(out.statusCode).toBe(200);
    expect((await me(headers)).statusCode).toBe(401);
    const audit = await t.db
      .select()
      .from(adminAuditEntries)
      .where(eq(adminAuditEntries.adminUserId, admin.id));
    expect(audit.map((entry) => entry.action)).toEqual(['admin.signed_out']);
  });

  it('ends a console session left idle too long', async () => {
    const admin = await createAdmin(t.db);
    const longAgo = new Date(Date.now() - ADMIN_SESSION_IDLE_TIMEOUT_MS - 60_000);
    const { token } = await createAdminSession(t.db, admin.id, longAgo);
    expect((await me({ 'x-admin-token': token })).statusCode).toBe(401);
  });
});

describe('console and app sessions are kept apart', () => {
  it('a console token is not a session in the app', async () => {
    const admin = await createAdmin(t.db);
    const { 'x-admin-token': token } = await signInConsole(t.db, admin);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user',
      headers: { 'x-user-email': admin.email!, 'x-user-token': token },
    });
    expect(response.statusCode).toBe(401);
  });

  it('an app session is not a console session, even an admin’s', async () => {
    const admin = await createAdmin(t.db);
    const appHeaders = await signIn(t.db, admin);
    expect((await me(appHeaders)).statusCode).toBe(401);
    const asConsoleToken = { 'x-admin-token': appHeaders['x-user-token']! };
    expect((await me(asConsoleToken)).statusCode).toBe(401);
  });

  it('answers 401 to every other user class on every admin endpoint', async () => {
    const { user: candidate } = await createCandidate(t.db);
    const { user: manager } = await createManager(t.db);
    const { user: recruiter } = await createRecruiter(t.db);
    const adminRoutes = t.app.routeAccess.filter(
      (route) => route.access.startsWith('admin.') && route.method !== 'HEAD',
    );
    expect(adminRoutes.length).toBeGreaterThanOrEqual(13);
    for (const user of [candidate, manager, recruiter]) {
      const headers = await signIn(t.db, user);
      for (const route of adminRoutes) {
        const url = route.url
          .replace(':kind', 'companies')
          .replace(':id', '00000000-0000-4000-8000-000000000001');
        const response = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers,
          ...(route.method === 'POST' ? { payload: { reason: 'x' } } : {}),
        });
        expect(response.statusCode, `${route.method} ${url}`).toBe(401);
        expect(response.json()).toEqual({ error: ERROR_MESSAGES.signInRequired });
      }
    }
  });

  it('a revoked admin account loses its console session', async () => {
    const admin = await createAdmin(t.db);
    const headers = await signInConsole(t.db, admin);
    const { users } = await import('../../../db/schema');
    await t.db.update(users).set({ type: null }).where(eq(users.id, admin.id));
    expect((await me(headers)).statusCode).toBe(401);
  });
});
