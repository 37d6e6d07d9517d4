import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/app';
import {
  createAdmin,
  createCandidate,
  createCompany,
  createRecruiter,
  createTouchpoint,
} from '../../../../test/factories';
import {
  adminAuditEntries,
  companies,
  follows,
  organisationSlugRedirects,
  recruiters,
  touchpoints,
} from '../../../db/schema';
import { signInConsole } from './admin-test-support';

/** Duplicate company names and the admin's merge (decision 031). */
const t = useTestApp();

const adminHeaders = async () => signInConsole(t.db, await createAdmin(t.db));

describe('merging a duplicate company', () => {
  it('flags a possible duplicate in the companies queue', async () => {
    const first = await createCompany(t.db, { name: 'Acme Widgets Ltd' });
    const second = await createCompany(t.db, { name: 'ACME  Widgets Ltd.', isVerified: false });
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/organisations/companies/unverified?per_page=100',
      headers: await adminHeaders(),
    });
    const row = answer.json().data.find((each: { id: string }) => each.id === second.id);
    expect(row.attributes.possible_duplicate_of).toEqual({
      id: first.id,
      name: 'Acme Widgets Ltd',
      slug: first.slug,
    });
  });

  it('moves touchpoints, recruiters and followers to the survivor, redirects the slug, audits it', async () => {
    const survivor = await createCompany(t.db, { name: 'Northwind Traders' });
    const merged = await createCompany(t.db, { name: 'NORTHWIND traders' });
    const job = await createTouchpoint(t.db, { creatableForId: merged.id });
    const { user } = await createRecruiter(t.db, { companyId: merged.id });
    const { candidate } = await createCandidate(t.db);
    await t.db
      .insert(follows)
      .values({ candidateId: candidate.id, followableType: 'Company', followableId: merged.id });
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/organisations/companies/${merged.id}/merge`,
      headers: await adminHeaders(),
      payload: { merge: { into_id: survivor.id } },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.id).toBe(survivor.id);
    const [moved] = await t.db.select().from(touchpoints).where(eq(touchpoints.id, job.id));
    expect(moved?.creatableForId).toBe(survivor.id);
    const [recruiter] = await t.db.select().from(recruiters).where(eq(recruiters.userId, user.id));
    expect(recruiter?.companyId).toBe(survivor.id);
    const followed = await t.db.select().from(follows).where(eq(follows.candidateId, candidate.id));
    expect(followed.map((each) => each.followableId)).toEqual([survivor.id]);
    expect(await t.db.select().from(companies).where(eq(companies.id, merged.id))).toHaveLength(0);
    const [redirect] = await t.db
      .select()
      .from(organisationSlugRedirects)
      .where(eq(organisationSlugRedirects.slug, merged.slug));
    expect(redirect?.targetId).toBe(survivor.id);
    const [audit] = await t.db
      .select()
      .from(adminAuditEntries)
      .where(eq(adminAuditEntries.subjectId, merged.id));
    expect(audit?.action).toBe('organisation.merged');
    // The merged company's address answers the survivor.
    const page = await t.app.inject({ method: 'GET', url: `/api/v1/companies/${merged.slug}` });
    expect(page.json().data.id).toBe(survivor.id);
  });

  it('leaves nothing half-written when the merge fails', async () => {
    const merged = await createCompany(t.db, { name: 'Half Written Co' });
    const job = await createTouchpoint(t.db, { creatableForId: merged.id });
    const missing = '00000000-0000-4000-8000-000000000123';
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/organisations/companies/${merged.id}/merge`,
      headers: await adminHeaders(),
      payload: { merge: { into_id: missing } },
    });
    expect(answer.statusCode).toBe(404);
    const itself = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/organisations/companies/${merged.id}/merge`,
      headers: await adminHeaders(),
      payload: { merge: { into_id: merged.id } },
    });
    expect(itself.statusCode).toBe(422);
    const [kept] = await t.db.select().from(touchpoints).where(eq(touchpoints.id, job.id));
    expect(kept?.creatableForId).toBe(merged.id);
    expect(await t.db.select().from(companies).where(eq(companies.id, merged.id))).toHaveLength(1);
  });
});
