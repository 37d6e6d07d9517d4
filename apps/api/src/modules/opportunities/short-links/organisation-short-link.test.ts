import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/app';
import {
  createCandidate,
  createCompany,
  createManager,
  createRecruiter,
  createUser,
  signIn,
} from '../../../../test/factories';
import { shortLinks } from '../../../db/schema';

const t = useTestApp();

const put = async (user: { id: string; email: string | null } | null, slug: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/v1/organisation/short_link',
    headers: user ? await signIn(t.db, user) : {},
    payload: { short_link: { slug } },
  });
const resolve = (slug: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/short_links/${slug}` });

describe('PUT /api/v1/organisation/short_link', () => {
  it('sets a recruiter’s company link, replacing the one it had', async () => {
    const { user, companyId } = await createRecruiter(t.db);
    await t.db
      .insert(shortLinks)
      .values({ slug: 'old-link', targetType: 'Company', targetId: companyId });
    const answer = await put(user, 'Join_Us');
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.attributes).toMatchObject({
      slug: 'Join_Us',
      target_type: 'Company',
      target_id: companyId,
    });
    expect((await resolve('join_us')).json().data.attributes.target_id).toBe(companyId);
    expect((await resolve('old-link')).statusCode).toBe(404);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/v1/organisation/short_link',
      headers: await signIn(t.db, user),
    });
    expect(mine.json().data.attributes.slug).toBe('Join_Us');
    // Setting the same link again, in another case, is the company's own: allowed.
    expect((await put(user, 'join_us')).statusCode).toBe(200);
  });

  it('sets a manager’s society link', async () => {
    const { user, studentSocietyId } = await createManager(t.db);
    const answer = await put(user, 'chess-club-ucl');
    expect(answer.json().data.attributes).toMatchObject({
      target_type: 'StudentSociety',
      target_id: studentSocietyId,
    });
  });

  it('refuses a slug another page uses, whatever its case, and a malformed one', async () => {
    const other = await createCompany(t.db);
    await t.db
      .insert(shortLinks)
      .values({ slug: 'Taken-Link', targetType: 'Company', targetId: other.id });
    const { user } = await createRecruiter(t.db);
    const clash = await put(user, 'taken-link');
    expect(clash.statusCode).toBe(422);
    expect(clash.json().fields).toEqual([
      { path: 'short_link.slug', message: 'This short link is taken. Try another one.' },
    ]);
    const malformed = await put(user, 'no spaces!');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fields[0].path).toBe('short_link.slug');
    expect((await put(user, 'ab')).statusCode).toBe(400);
  });

  it('is for managers and recruiters with their organisation set up', async () => {
    expect((await put(null, 'anything')).statusCode).toBe(401);
    const { user: candidate } = await createCandidate(t.db);
    expect((await put(candidate, 'anything')).statusCode).toBe(403);
    const newcomer = await createUser(t.db, { userableType: 'Recruiter' });
    expect((await put(newcomer, 'anything')).statusCode).toBe(404);
    const { user: manager } = await createManager(t.db);
    const none = await t.app.inject({
      method: 'GET',
      url: '/api/v1/organisation/short_link',
      headers: await signIn(t.db, manager),
    });
    expect(none.json()).toEqual({ data: null });
  });
});
