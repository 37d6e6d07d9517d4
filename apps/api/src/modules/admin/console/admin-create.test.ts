import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/app';
import { createCandidate } from '../../../../test/factories';
import { adminAuditEntries, users } from '../../../db/schema';
import {
  AdminCreationError,
  createAdminAccount,
  generateAdminPassword,
} from './admin-create.service';

const t = useTestApp();

const signInConsole = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/login',
    payload: { admin: { email, password } },
  });

describe('npm run admin:create', () => {
  it('creates an admin who can sign in to the console, audited', async () => {
    const password = generateAdminPassword();
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const admin = await createAdminAccount(t.db, {
      email: 'first.admin@gradway.example',
      password,
    });
    expect(admin.created).toBe(true);
    const [row] = await t.db.select().from(users).where(eq(users.id, admin.id));
    expect(row).toMatchObject({ type: 'admin', email: 'first.admin@gradway.example' });
    expect(row?.passwordHash).not.toContain(password);
    expect((await signInConsole('first.admin@gradway.example', password)).statusCode).toBe(200);
    const audit = await t.db
      .select()
      .from(adminAuditEntries)
      .where(eq(adminAuditEntries.subjectId, admin.id));
    expect(audit.map((entry) => entry.action)).toContain('admin.created');
  });

  it('sets a new password for an existing admin', async () => {
    await createAdminAccount(t.db, {
      email: 'again@gradway.example',
      password: 'first-password-1',
    });
    const second = await createAdminAccount(t.db, {
      email: 'AGAIN@gradway.example',
      password: 'second-password-2',
    });
    expect(second.created).toBe(false);
    expect((await signInConsole('again@gradway.example', 'first-password-1')).statusCode).toBe(401);
    expect((await signInConsole('again@gradway.example', 'second-password-2')).statusCode).toBe(
      200,
    );
  });

  it('refuses a short password, a bad email and an app account’s email', async () => {
    const { user } = await createCandidate(t.db);
    await expect(
      createAdminAccount(t.db, { email: 'x@gradway.example', password: 'short' }),
    ).rejects.toThrow(AdminCreationError);
    await expect(
      createAdminAccount(t.db, { email: 'not an email', password: 'long-enough-password' }),
    ).rejects.toThrow(/not an email/);
    await expect(
      createAdminAccount(t.db, { email: user.email!, password: 'long-enough-password' }),
    ).rejects.toThrow(/already has an account/);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.type).toBeNull();
  });
});
