import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/app';
import {
  createCandidate,
  createCompany,
  createManager,
  createRecruiter,
  createSociety,
  signIn,
} from '../../../../test/factories';

const t = useTestApp();

type Person = { id: string; email: string | null };

const call = async (
  person: Person | null,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    headers: person ? await signIn(t.db, person) : {},
    ...(payload ? { payload } : {}),
  });

const follow = (person: Person | null, type: string, id: string) =>
  call(person, 'POST', '/api/v1/candidate/follows', {
    follow: { followable_type: type, followable_id: id },
  });

describe('candidate follows', () => {
  it('follows a company once: a second follow changes nothing', async () => {
    const { user } = await createCandidate(t.db);
    const company = await createCompany(t.db, { name: 'Followed Co' });
    const first = await follow(user, 'Company', company.id);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.attributes).toMatchObject({
      followable_type: 'Company',
      followable_id: company.id,
      followable: { id: company.id, name: 'Followed Co', slug: company.slug },
    });
    const again = await follow(user, 'Company', company.id);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(first.json().data.id);
    const list = (await call(user, 'GET', '/api/v1/candidate/follows')).json();
    expect(list.meta).toEqual({ total_count: 1 });
    const page = (await call(user, 'GET', `/api/v1/companies/${company.slug}`)).json();
    expect(page.data.attributes.followers_count).toBe(1);
  });

  it('follows and unfollows a society; unfollowing twice changes nothing', async () => {
    const { user } = await createCandidate(t.db);
    const society = await createSociety(t.db);
    expect((await follow(user, 'StudentSociety', society.id)).statusCode).toBe(200);
    const path = `/api/v1/candidate/follows/StudentSociety/${society.id}`;
    for (let n = 0; n < 2; n += 1) {
      const answer = await call(user, 'DELETE', path);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({
        data: { followable_type: 'StudentSociety', followable_id: society.id },
      });
    }
    expect((await call(user, 'GET', '/api/v1/candidate/follows')).json().data).toEqual([]);
  });

  it('lists the candidate’s own follows, filtered by type and ids', async () => {
    const { user } = await createCandidate(t.db);
    const { user: other } = await createCandidate(t.db);
    const company = await createCompany(t.db);
    const society = await createSociety(t.db);
    await follow(user, 'Company', company.id);
    await follow(user, 'StudentSociety', society.id);
    await follow(other, 'Company', (await createCompany(t.db)).id);
    const mine = (await call(user, 'GET', '/api/v1/candidate/follows')).json();
    expect(
      mine.data
        .map((item: { attributes: { followable_id: string } }) => item.attributes.followable_id)
        .sort(),
    ).toEqual([company.id, society.id].sort());
    const companies = (
      await call(user, 'GET', '/api/v1/candidate/follows?followable_type=Company')
    ).json();
    expect(companies.meta.total_count).toBe(1);
    const one = (
      await call(user, 'GET', `/api/v1/candidate/follows?followable_ids[]=${society.id}`)
    ).json();
    expect(one.data[0].attributes.followable_type).toBe('StudentSociety');
  });

  it('answers 404 for a missing or hidden company or society, alike', async () => {
    const { user } = await createCandidate(t.db);
    const { companyId } = await createRecruiter(t.db, { user: { isApproved: false } });
    const { studentSocietyId } = await createManager(t.db, { user: { isApproved: false } });
    const missing = await follow(user, 'Company', '00000000-0000-4000-8000-000000000001');
    const hidden = await follow(user, 'Company', companyId);
    expect([missing.statusCode, hidden.statusCode]).toEqual([404, 404]);
    expect(hidden.json()).toEqual(missing.json());
    expect((await follow(user, 'StudentSociety', studentSocietyId)).statusCode).toBe(404);
    // A company's id given as a society is not that society.
    expect((await follow(user, 'StudentSociety', (await createCompany(t.db)).id)).statusCode).toBe(
      404,
    );
    expect((await follow(user, 'University', companyId)).statusCode).toBe(400);
  });

  it('is for onboarded candidates only', async () => {
    const company = await createCompany(t.db);
    expect((await follow(null, 'Company', company.id)).statusCode).toBe(401);
    const { user: recruiter } = await createRecruiter(t.db);
    expect((await follow(recruiter, 'Company', company.id)).statusCode).toBe(403);
    const { user: manager } = await createManager(t.db);
    expect((await call(manager, 'GET', '/api/v1/candidate/follows')).statusCode).toBe(403);
    const { user: onboarding } = await createCandidate(t.db, {
      candidate: { onboardingCompleted: false },
    });
    expect((await follow(onboarding, 'Company', company.id)).statusCode).toBe(403);
  });
});
