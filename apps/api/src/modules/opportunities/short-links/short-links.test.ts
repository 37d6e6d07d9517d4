import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/app';
import {
  createCompany,
  createRecruiter,
  createSociety,
  createTouchpoint,
  createUniversity,
  createUser,
  signIn,
} from '../../../../test/factories';
import { shortLinks } from '../../../db/schema';
import { backfillOrganisationShortLinks } from './short-links.repository';
import { ensureShortLink } from './short-links.service';

const t = useTestApp();

const resolve = (slug: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/short_links/${slug}` });

describe('GET /api/v1/short_links/:slug', () => {
  it('leads to a company, a society and a touchpoint page, whatever the case typed', async () => {
    const company = await createCompany(t.db);
    const society = await createSociety(t.db);
    const job = await createTouchpoint(t.db, { creatableForId: company.id });
    const event = await createTouchpoint(t.db, {
      creatableForId: society.id,
      creatableForType: 'StudentSociety',
      touchpointableType: 'Event',
    });
    await t.db.insert(shortLinks).values([
      { slug: 'Acme_Jobs', targetType: 'Company', targetId: company.id },
      { slug: 'chess-club', targetType: 'StudentSociety', targetId: society.id },
      { slug: 'grad-role', targetType: 'Job', targetId: job.id },
      { slug: 'quiz-night', targetType: 'Event', targetId: event.id },
    ]);
    const answer = await resolve('acme_jobs');
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.attributes).toMatchObject({
      slug: 'Acme_Jobs',
      target_type: 'Company',
      target_id: company.id,
      target_path: `/companies/${company.slug}`,
    });
    expect((await resolve('CHESS-club')).json().data.attributes.target_path).toBe(
      `/societies/${society.slug}`,
    );
    expect((await resolve('grad-role')).json().data.attributes.target_path).toBe(`/jobs/${job.id}`);
    expect((await resolve('quiz-night')).json().data.attributes.target_path).toBe(
      `/events/${event.id}`,
    );
  });

  it('answers 404 for an unknown slug and for a target that is not public, alike', async () => {
    const { companyId } = await createRecruiter(t.db, { user: { isApproved: false } });
    const draft = await createTouchpoint(t.db, { state: 'draft' });
    await t.db.insert(shortLinks).values([
      { slug: 'hidden-co', targetType: 'Company', targetId: companyId },
      { slug: 'draft-job', targetType: 'Job', targetId: draft.id },
      // The id is a job's, not an internship's.
      { slug: 'wrong-type', targetType: 'Internship', targetId: draft.id },
    ]);
    const unknown = await resolve('no-such-link');
    expect(unknown.statusCode).toBe(404);
    for (const slug of ['hidden-co', 'draft-job', 'wrong-type']) {
      const answer = await resolve(slug);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual(unknown.json());
    }
    expect((await resolve('not.valid')).statusCode).toBe(400);
  });

  it('refuses two links whose slugs differ only in case', async () => {
    const company = await createCompany(t.db);
    await t.db
      .insert(shortLinks)
      .values({ slug: 'same-Name', targetType: 'Company', targetId: company.id });
    await expect(
      t.db
        .insert(shortLinks)
        .values({ slug: 'SAME-name', targetType: 'Company', targetId: company.id }),
    ).rejects.toThrow();
  });
});

describe('making short links', () => {
  it('gives an organisation its slug, or the next free one, once', async () => {
    const company = await createCompany(t.db, { slug: 'orbit-labs' });
    const society = await createSociety(t.db, { slug: 'ORBIT-LABS-society' });
    await t.db.insert(shortLinks).values({
      slug: 'orbit-labs-society',
      targetType: 'Company',
      targetId: (await createCompany(t.db)).id,
    });
    expect(
      await ensureShortLink(t.db, { type: 'Company', id: company.id, slug: company.slug }),
    ).toBe('orbit-labs');
    expect(
      await ensureShortLink(t.db, { type: 'Company', id: company.id, slug: company.slug }),
    ).toBe('orbit-labs');
    expect(
      await ensureShortLink(t.db, { type: 'StudentSociety', id: society.id, slug: society.slug }),
    ).toBe('ORBIT-LABS-society-2');
  });

  it('backfills every company and society without one', async () => {
    const company = await createCompany(t.db, { slug: 'backfill-twin' });
    const society = await createSociety(t.db, { slug: 'backfill-twin' });
    await backfillOrganisationShortLinks(t.db);
    expect((await resolve('backfill-twin')).json().data.attributes.target_id).toBe(company.id);
    const societyLink = `backfill-twin-${society.id.slice(0, 8)}`;
    expect((await resolve(societyLink)).json().data.attributes.target_id).toBe(society.id);
    expect(await backfillOrganisationShortLinks(t.db)).toBe(0);
    const page = (
      await t.app.inject({ method: 'GET', url: `/api/v1/companies/${company.slug}` })
    ).json();
    expect(page.data.attributes.short_link).toBe('backfill-twin');
  });

  it('gives a society created in onboarding its short link', async () => {
    const university = await createUniversity(t.db);
    const manager = await createUser(t.db, { userableType: 'Manager' });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/student_society/onboarding',
      headers: await signIn(t.db, manager),
      payload: { student_society: { name: 'Short Link Society', university_id: university.id } },
    });
    expect(created.statusCode).toBe(201);
    const link = (await resolve('short-link-society')).json();
    expect(link.data.attributes).toMatchObject({
      target_type: 'StudentSociety',
      target_path: '/societies/short-link-society',
    });
  });
});
