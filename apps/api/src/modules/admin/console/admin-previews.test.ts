import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/app';
import {
  createAdmin,
  createCompany,
  createManager,
  createRecruiter,
  createSociety,
} from '../../../../test/factories';
import { signInConsole } from './admin-test-support';

/** The admin opens a company or society in the verification queue as the public will see it. */
const t = useTestApp();

const adminHeaders = async () => signInConsole(t.db, await createAdmin(t.db));

/** Stored before the write path's sanitiser existed, or written straight into the database. */
const HOSTILE =
  '<p>We <strong>build</strong> things<script>alert(1)</script></p><img src=x onerror=alert(2)><a href="javascript:alert(3)">x</a>';

describe('organisation previews', () => {
  it('shows a company the public does not see yet, as its public page would', async () => {
    const company = await createCompany(t.db, {
      name: 'Preview Hidden Ltd',
      description: HOSTILE,
      isVerified: false,
    });
    // Its only recruiter still awaits approval: the public page is a 404.
    await createRecruiter(t.db, { companyId: company.id, user: { isApproved: false } });
    const hidden = await t.app.inject({ method: 'GET', url: `/api/v1/companies/${company.slug}` });
    expect(hidden.statusCode).toBe(404);

    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/organisations/companies/${company.id}/preview`,
      headers: await adminHeaders(),
    });
    expect(answer.statusCode).toBe(200);
    const attributes = answer.json().data.attributes;
    expect(attributes).toMatchObject({ name: 'Preview Hidden Ltd', slug: company.slug });
    expect(attributes.description).toContain('<strong>build</strong>');
    expect(attributes.description).not.toMatch(/<script|onerror|javascript:/i);
  });

  it('shows a society the public does not see yet', async () => {
    const society = await createSociety(t.db, {
      name: 'Preview Chess Society',
      description: HOSTILE,
    });
    await createManager(t.db, { studentSocietyId: society.id, user: { isApproved: false } });
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/organisations/student_societies/${society.id}/preview`,
      headers: await adminHeaders(),
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.attributes.name).toBe('Preview Chess Society');
    expect(answer.json().data.attributes.description).not.toMatch(/<script|onerror|javascript:/i);
  });

  it('answers 404 for an unknown organisation and 401 without a console session', async () => {
    const headers = await adminHeaders();
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/organisations/companies/00000000-0000-4000-8000-000000000000/preview',
      headers,
    });
    expect(missing.statusCode).toBe(404);
    const society = await createSociety(t.db);
    const guest = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/organisations/student_societies/${society.id}/preview`,
    });
    expect(guest.statusCode).toBe(401);
  });
});
