import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/app';
import {
  createAdmin,
  createCandidate,
  createManager,
  createTouchpoint,
} from '../../../../test/factories';
import { signInConsole } from './admin-test-support';

const t = useTestApp({ mail: { publicUrl: 'http://localhost:4321', mailboxOpen: true } });

const asAdmin = async () => signInConsole(t.db, await createAdmin(t.db));

const search = async (query: string, headers?: Record<string, string>) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/admin/users?${query}`,
    headers: headers ?? (await asAdmin()),
  });

describe('user search', () => {
  it('finds users by part of their email or name, any case, and pages', async () => {
    const { user: ada } = await createCandidate(t.db, {
      user: { email: 'ada.lovelace@analytical.example', firstName: 'Ada', lastName: 'Lovelace' },
    });
    const { user: grace } = await createManager(t.db, {
      user: { email: 'g.hopper@navy.example', firstName: 'Grace', lastName: 'Hopper' },
    });

    const byEmail = await search('q=ANALYTICAL');
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.json().data.map((item: { id: string }) => item.id)).toEqual([ada.id]);

    const byName = await search('q=grace%20hop');
    const found = byName.json().data;
    expect(found.map((item: { id: string }) => item.id)).toEqual([grace.id]);
    expect(found[0].attributes).toMatchObject({
      userable_type: 'Manager',
      status: 'approved',
      organisation: { kind: 'StudentSociety' },
    });

    const typo = await search('q=lovelase');
    expect(typo.json().data.map((item: { id: string }) => item.id)).toContain(ada.id);

    const headers = await asAdmin();
    const firstPage = await search('per_page=2&page=1', headers);
    const secondPage = await search('per_page=2&page=2', headers);
    expect(firstPage.json().data).toHaveLength(2);
    expect(firstPage.json().meta).toMatchObject({ page: 1, per_page: 2 });
    expect(firstPage.json().meta.total_count).toBeGreaterThanOrEqual(4);
    const firstIds = firstPage.json().data.map((item: { id: string }) => item.id);
    for (const item of secondPage.json().data) expect(firstIds).not.toContain(item.id);
  });

  it('treats LIKE wildcards as text and refuses a bad page', async () => {
    const everyone = await search('q=%25');
    expect(everyone.json().data).toEqual([]);
    expect((await search('page=0')).statusCode).toBe(400);
    expect((await search('per_page=101')).statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    const { user } = await createCandidate(t.db);
    const { signIn } = await import('../../../../test/factories');
    expect((await search('q=a', await signIn(t.db, user))).statusCode).toBe(401);
    expect((await search('q=a', {})).statusCode).toBe(401);
  });
});

describe('audit log', () => {
  it('lists every admin action newest first: who, what, which object, before and after', async () => {
    const admin = await createAdmin(t.db, { email: 'auditor@gradway.example' });
    const headers = await signInConsole(t.db, admin);
    const { user } = await createManager(t.db, { user: { isApproved: false } });
    const touchpoint = await createTouchpoint(t.db, { state: 'ready_for_approval' });
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/accounts/${user.id}/approve`,
      headers,
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/touchpoints/${touchpoint.id}/reject`,
      headers,
      payload: { reason: 'Dates are wrong.' },
    });

    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/audit_log?per_page=2',
      headers,
    });
    expect(response.statusCode).toBe(200);
    const { data, meta } = response.json();
    expect(meta).toMatchObject({ page: 1, per_page: 2 });
    expect(data.map((item: { attributes: { action: string } }) => item.attributes.action)).toEqual([
      'touchpoint.rejected',
      'account.approved',
    ]);
    expect(data[0].attributes).toMatchObject({
      admin: { id: admin.id, email: 'auditor@gradway.example' },
      subject_type: 'Touchpoint',
      subject_id: touchpoint.id,
      subject_label: touchpoint.title,
      before: { state: 'ready_for_approval' },
      after: { state: 'rejected' },
      reason: 'Dates are wrong.',
    });
    expect(Date.parse(data[0].attributes.created_at)).toBeGreaterThan(0);
  });
});
