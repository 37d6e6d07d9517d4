import { describe, expect, it } from 'vitest';
import {
  ADMIN_PER_PAGE,
  ADMIN_TOKEN_HEADER,
  AuditLogSchema,
  approveTouchpointContract,
  listPendingAccountsContract,
  ORGANISATION_PATH_KINDS,
  REJECTION_REASON_MAX_LENGTH,
  rejectAccountContract,
  searchUsersContract,
  signInAdminContract,
  verifyOrganisationContract,
} from './admin.contract';
import { contractList } from './catalogue';
import { uuid } from './test-samples';

describe('admin console contracts', () => {
  it('keeps every admin endpoint under /api/v1/admin, for admins only but the sign-in', () => {
    const adminContracts = contractList.filter((contract) => contract.tags.includes('admin'));
    // 18 for the queues, sign-in, users, search pages and audit log; 2 for the dead-letter jobs;
    // 6 for previews and revisions of live touchpoints; 1 to merge duplicate companies; 2 for
    // previews of a company and a society.
    expect(adminContracts.length).toBe(29);
    for (const contract of adminContracts) {
      expect(contract.path.startsWith('/api/v1/admin/')).toBe(true);
      if (contract === signInAdminContract) expect(contract.access).toBe('public');
      else expect(contract.access.startsWith('admin.')).toBe(true);
    }
    expect(ADMIN_TOKEN_HEADER).toBe('X-Admin-Token');
  });

  it('signs in with an email and a password', () => {
    const body = signInAdminContract.body.parse({
      admin: { email: 'admin@demo.gradway.app', password: 'x' },
    });
    expect(body.admin.email).toBe('admin@demo.gradway.app');
    expect(
      signInAdminContract.body.safeParse({ admin: { email: 'nope', password: 'x' } }).success,
    ).toBe(false);
  });

  it('pages queues by 20 unless asked, at most 100', () => {
    expect(listPendingAccountsContract.query.parse({})).toEqual({
      page: 1,
      per_page: ADMIN_PER_PAGE,
    });
    expect(ADMIN_PER_PAGE).toBe(20);
    expect(listPendingAccountsContract.query.safeParse({ per_page: '101' }).success).toBe(false);
    expect(searchUsersContract.query.parse({ q: ' ada ', page: '2' })).toEqual({
      q: 'ada',
      page: 2,
      per_page: 20,
    });
  });

  it('needs a reason to reject, trimmed, at most 1000 characters', () => {
    const body = rejectAccountContract.body;
    expect(body.parse({ reason: '  Not a real society. ' })).toEqual({
      reason: 'Not a real society.',
    });
    expect(body.safeParse({ reason: '   ' }).success).toBe(false);
    expect(body.safeParse({}).success).toBe(false);
    expect(body.safeParse({ reason: 'x'.repeat(REJECTION_REASON_MAX_LENGTH + 1) }).success).toBe(
      false,
    );
  });

  it('verifies societies and companies by their path kind', () => {
    expect(ORGANISATION_PATH_KINDS).toEqual({
      student_societies: 'StudentSociety',
      companies: 'Company',
    });
    expect(
      verifyOrganisationContract.params.safeParse({ kind: 'clubs', id: uuid(1) }).success,
    ).toBe(false);
    expect(approveTouchpointContract.params.safeParse({ id: 'not-a-uuid' }).success).toBe(false);
  });

  it('reads an audit entry with who, what, which object, when, before and after', () => {
    const entry = {
      id: uuid(5),
      type: 'admin_audit_entry',
      attributes: {
        id: uuid(5),
        action: 'touchpoint.approved',
        admin: { id: uuid(6), email: 'admin@demo.gradway.app' },
        subject_type: 'Touchpoint',
        subject_id: uuid(7),
        subject_label: 'Graduate analyst',
        before: { state: 'ready_for_approval' },
        after: { state: 'published', published_at: '2026-11-22T12:00:00.000Z' },
        reason: null,
        created_at: '2026-11-22T12:00:00.000Z',
      },
    };
    const log = { data: [entry], meta: { page: 1, per_page: 20, total_count: 1, total_pages: 1 } };
    expect(AuditLogSchema.parse(log)).toEqual(log);
    const unknownAction = { ...entry, attributes: { ...entry.attributes, action: 'admin.flew' } };
    expect(AuditLogSchema.safeParse({ ...log, data: [unknownAction] }).success).toBe(false);
  });
});
