import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/app';
import {
  createAdmin,
  createCandidate,
  createCompany,
  createManager,
  createRecruiter,
  createSociety,
  createTouchpoint,
} from '../../../../test/factories';
import { adminAuditEntries, outboxMails, touchpoints, users } from '../../../db/schema';
import { signInConsole } from './admin-test-support';

const t = useTestApp({ mail: { publicUrl: 'http://localhost:4321', mailboxOpen: true } });
const MISSING_ID = '00000000-0000-4000-8000-000000000099';

const post = async (url: string, payload?: object) => {
  const admin = await createAdmin(t.db);
  const headers = await signInConsole(t.db, admin);
  const response = await t.app.inject({ method: 'POST', url, headers, payload });
  return { admin, response };
};

const get = async (url: string) => {
  const admin = await createAdmin(t.db);
  return t.app.inject({ method: 'GET', url, headers: await signInConsole(t.db, admin) });
};

const auditOf = (subjectId: string) =>
  t.db.select().from(adminAuditEntries).where(eq(adminAuditEntries.subjectId, subjectId));

/** The mails delivered to `to`, once the queued mail jobs have run. */
const mailsTo = async (to: string) => {
  await t.app.mailer.settled();
  return t.db.select().from(outboxMails).where(eq(outboxMails.to, to));
};

describe('accounts awaiting approval', () => {
  it('lists unapproved managers and recruiters with their society or company', async () => {
    const society = await createSociety(t.db, { name: 'Queue Test Society' });
    const { user: manager } = await createManager(t.db, {
      user: { isApproved: false },
      studentSocietyId: society.id,
    });
    const { user: recruiter } = await createRecruiter(t.db, { user: { isApproved: false } });
    const { user: approved } = await createManager(t.db);
    const { user: candidate } = await createCandidate(t.db, { user: { isApproved: false } });
    await createAdmin(t.db, { isApproved: false });

    const response = await get('/api/v1/admin/accounts/pending?per_page=100');
    expect(response.statusCode).toBe(200);
    const { data, meta } = response.json();
    const ids = data.map((item: { id: string }) => item.id);
    expect(ids).toEqual(expect.arrayContaining([manager.id, recruiter.id]));
    expect(ids).not.toContain(approved.id);
    expect(ids).not.toContain(candidate.id);
    expect(
      data.every((item: { attributes: { type: null } }) => item.attributes.type === null),
    ).toBe(true);
    const entry = data.find((item: { id: string }) => item.id === manager.id).attributes;
    expect(entry).toMatchObject({
      status: 'awaiting_approval',
      is_approved: false,
      organisation: { kind: 'StudentSociety', name: 'Queue Test Society', id: society.id },
    });
    expect(meta).toMatchObject({ page: 1, per_page: 100, total_count: data.length });
  });

  it('approves an account: is_approved, the audit entry, and the email', async () => {
    const { user } = await createManager(t.db, { user: { isApproved: false } });
    const { admin, response } = await post(`/api/v1/admin/accounts/${user.id}/approve`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes).toMatchObject({
      is_approved: true,
      status: 'approved',
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.isApproved).toBe(true);

    const [entry] = await auditOf(user.id);
    expect(entry).toMatchObject({
      adminUserId: admin.id,
      adminEmail: admin.email,
      action: 'account.approved',
      subjectType: 'User',
      subjectLabel: user.email,
      before: { is_approved: false },
      after: { is_approved: true },
    });

    const [mail] = await mailsTo(user.email!);
    expect(mail?.subject).toBe('Your Gradway account is approved');
    expect(mail?.text).toContain('http://localhost:4321/society/signin');
    expect(mail?.html).toContain('Gradway');

    const again = await post(`/api/v1/admin/accounts/${user.id}/approve`);
    expect(again.response.statusCode).toBe(404);
  });

  it('rejects an account with a reason: kept, audited, emailed, off the queue', async () => {
    const { user } = await createRecruiter(t.db, { user: { isApproved: false } });
    const reason = 'We could not confirm you work at <this> company.';
    const { response } = await post(`/api/v1/admin/accounts/${user.id}/reject`, { reason });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes).toMatchObject({
      is_approved: false,
      status: 'rejected',
      last_review: { decision: 'rejected', reason },
    });
    const [entry] = await auditOf(user.id);
    expect(entry).toMatchObject({ action: 'account.rejected', reason });
    const [mail] = await mailsTo(user.email!);
    expect(mail?.subject).toBe('Your Gradway account was not approved');
    expect(mail?.text).toContain(reason);
    expect(mail?.html).toContain('&lt;this&gt;');
    expect(mail?.text).toContain('/company/signin');

    const queue = await get('/api/v1/admin/accounts/pending?per_page=100');
    expect(queue.json().data.map((item: { id: string }) => item.id)).not.toContain(user.id);
    const twice = await post(`/api/v1/admin/accounts/${user.id}/reject`, { reason });
    expect(twice.response.statusCode).toBe(404);
  });

  it('answers 404 for an account that is missing or not awaiting approval', async () => {
    const { user: candidate } = await createCandidate(t.db, { user: { isApproved: false } });
    const other = await createAdmin(t.db, { isApproved: false });
    for (const id of [MISSING_ID, candidate.id, other.id]) {
      for (const action of ['approve', 'reject']) {
        const { response } = await post(`/api/v1/admin/accounts/${id}/${action}`, {
          reason: 'No.',
        });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ error: 'Not found' });
      }
      expect(await auditOf(id)).toEqual([]);
    }
  });

  it('refuses a rejection without a reason and leaves nothing half-written', async () => {
    const { user } = await createManager(t.db, { user: { isApproved: false } });
    for (const payload of [{}, { reason: '   ' }, { reason: 'x'.repeat(1001) }]) {
      const { response } = await post(`/api/v1/admin/accounts/${user.id}/reject`, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields[0].path).toContain('reason');
    }
    expect(await auditOf(user.id)).toEqual([]);
    expect(await mailsTo(user.email!)).toEqual([]);
  });
});

describe('societies and companies to verify', () => {
  it('lists unverified ones and verifies one, audited', async () => {
    const society = await createSociety(t.db, { isVerified: false, name: 'Unverified Society' });
    const verified = await createSociety(t.db, { isVerified: true });
    const list = await get('/api/v1/admin/organisations/student_societies/unverified?per_page=100');
    expect(list.statusCode).toBe(200);
    const ids = list.json().data.map((item: { id: string }) => item.id);
    expect(ids).toContain(society.id);
    expect(ids).not.toContain(verified.id);

    const { response } = await post(
      `/api/v1/admin/organisations/student_societies/${society.id}/verify`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes).toMatchObject({
      kind: 'StudentSociety',
      is_verified: true,
    });
    const [entry] = await auditOf(society.id);
    expect(entry).toMatchObject({
      action: 'organisation.verified',
      subjectType: 'StudentSociety',
      subjectLabel: 'Unverified Society',
      before: { is_verified: false },
      after: { is_verified: true },
    });
  });

  it('declines a company with a reason, which takes it off the queue', async () => {
    const company = await createCompany(t.db, { isVerified: false });
    await createRecruiter(t.db, { companyId: company.id });
    const { response } = await post(`/api/v1/admin/organisations/companies/${company.id}/decline`, {
      reason: 'The website does not exist.',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes).toMatchObject({
      is_verified: false,
      members_count: 1,
      last_review: { decision: 'rejected', reason: 'The website does not exist.' },
    });
    const list = await get('/api/v1/admin/organisations/companies/unverified?per_page=100');
    expect(list.json().data.map((item: { id: string }) => item.id)).not.toContain(company.id);
    const [entry] = await auditOf(company.id);
    expect(entry?.action).toBe('organisation.declined');
  });

  it('answers 404 for a missing, verified, or other-kind organisation', async () => {
    const verified = await createCompany(t.db, { isVerified: true });
    const society = await createSociety(t.db, { isVerified: false });
    for (const [kind, id] of [
      ['companies', MISSING_ID],
      ['companies', verified.id],
      ['companies', society.id],
    ]) {
      const { response } = await post(`/api/v1/admin/organisations/${kind}/${id}/verify`);
      expect(response.statusCode).toBe(404);
    }
    const { response } = await post(`/api/v1/admin/organisations/clubs/${society.id}/verify`);
    expect(response.statusCode).toBe(400);
  });
});

describe('touchpoints submitted for approval', () => {
  it('lists submitted ones with their owner, and approves one: published, audited', async () => {
    const company = await createCompany(t.db, { name: 'Submitted Co' });
    const { user: recruiter } = await createRecruiter(t.db, { companyId: company.id });
    const submitted = await createTouchpoint(t.db, {
      state: 'ready_for_approval',
      publishedAt: null,
      creatableForId: company.id,
      createdById: recruiter.id,
    });
    const draft = await createTouchpoint(t.db, { state: 'draft', publishedAt: null });
    const list = await get('/api/v1/admin/touchpoints/submitted?per_page=100');
    const items = list.json().data;
    expect(items.map((item: { id: string }) => item.id)).toContain(submitted.id);
    expect(items.map((item: { id: string }) => item.id)).not.toContain(draft.id);
    expect(items.find((item: { id: string }) => item.id === submitted.id).attributes).toMatchObject(
      {
        state: 'ready_for_approval',
        creatable_for: { kind: 'Company', name: 'Submitted Co' },
        created_by: { email: recruiter.email },
      },
    );

    const before = Date.now();
    const { response } = await post(`/api/v1/admin/touchpoints/${submitted.id}/approve`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes.state).toBe('published');
    const [row] = await t.db.select().from(touchpoints).where(eq(touchpoints.id, submitted.id));
    expect(row?.state).toBe('published');
    expect(row!.publishedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const [entry] = await auditOf(submitted.id);
    expect(entry).toMatchObject({
      action: 'touchpoint.approved',
      subjectType: 'Touchpoint',
      subjectLabel: submitted.title,
      before: { state: 'ready_for_approval' },
      after: { state: 'published' },
    });

    const publicList = await t.app.inject({
      method: 'GET',
      url: `/api/v1/touchpoints?creatable_for_ids=${company.id}&touchpointable_type=Job`,
    });
    expect(publicList.json().data.map((item: { id: string }) => item.id)).toContain(submitted.id);
  });

  it('rejects one with the reason its owner sees', async () => {
    const submitted = await createTouchpoint(t.db, {
      state: 'ready_for_approval',
      publishedAt: null,
    });
    const reason = 'The salary is missing.';
    const { response } = await post(`/api/v1/admin/touchpoints/${submitted.id}/reject`, { reason });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes).toMatchObject({
      state: 'rejected',
      rejection_reason: reason,
    });
    const [row] = await t.db
      .select()
      .from(touchpoints)
      .where(and(eq(touchpoints.id, submitted.id), eq(touchpoints.state, 'rejected')));
    expect(row?.rejectionReason).toBe(reason);
    const [entry] = await auditOf(submitted.id);
    expect(entry).toMatchObject({ action: 'touchpoint.rejected', reason });
  });

  it('answers 404 for a touchpoint that is missing or not submitted, changing nothing', async () => {
    const published = await createTouchpoint(t.db);
    const draft = await createTouchpoint(t.db, { state: 'draft', publishedAt: null });
    for (const id of [MISSING_ID, published.id, draft.id]) {
      for (const action of ['approve', 'reject']) {
        const { response } = await post(`/api/v1/admin/touchpoints/${id}/${action}`, {
          reason: 'No.',
        });
        expect(response.statusCode).toBe(404);
      }
    }
    const [row] = await t.db.select().from(touchpoints).where(eq(touchpoints.id, draft.id));
    expect(row?.state).toBe('draft');
    expect(await auditOf(draft.id)).toEqual([]);
  });
});
