import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/app';
import { createAdmin, createCandidate, signIn } from '../../../../test/factories';
import { adminAuditEntries } from '../../../db/schema';
import { signInConsole } from '../../admin/console/admin-test-support';

const t = useTestApp();

const consoleHeaders = async () => signInConsole(t.db, await createAdmin(t.db));

const page = (overrides: Record<string, unknown> = {}) => ({
  search_page: {
    slug: 'graduate-jobs-test',
    title: 'Graduate jobs',
    description: 'Graduate jobs across the UK.',
    filters: { type: 'jobs', experience_levels: ['entry_level'] },
    published: true,
    ...overrides,
  },
});

const create = async (payload: object, headers?: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/search_pages',
    headers: headers ?? (await consoleHeaders()),
    payload,
  });

describe('search landing pages', () => {
  it('admins create one; the published page is public by its slug', async () => {
    const created = await create(page({ slug: 'graduate-jobs-public' }));
    expect(created.statusCode).toBe(201);
    const { data } = created.json();
    expect(data.attributes).toMatchObject({
      slug: 'graduate-jobs-public',
      filters: { type: 'jobs', experience_levels: ['entry_level'] },
      published: true,
    });
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/v1/search_pages/graduate-jobs-public',
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().data.attributes.title).toBe('Graduate jobs');
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/search_pages' });
    expect(list.json().data.map((item: { id: string }) => item.id)).toContain(data.id);
    const audit = await t.db
      .select()
      .from(adminAuditEntries)
      .where(eq(adminAuditEntries.subjectId, data.id));
    expect(audit.map((entry) => entry.action)).toEqual(['search_page.created']);
  });

  it('hides unpublished pages, and changes and deletes them with an audit entry each', async () => {
    const headers = await consoleHeaders();
    const { data } = (await create(page({ slug: 'draft-page', published: false }), headers)).json();
    const hidden = await t.app.inject({ method: 'GET', url: '/api/v1/search_pages/draft-page' });
    expect(hidden.statusCode).toBe(404);
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/search_pages/${data.id}`,
      headers,
      payload: page({ slug: 'draft-page', title: 'Now live', published: true }),
    });
    expect(changed.statusCode).toBe(200);
    const shown = await t.app.inject({ method: 'GET', url: '/api/v1/search_pages/draft-page' });
    expect(shown.json().data.attributes.title).toBe('Now live');
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/search_pages/${data.id}`,
      headers,
    });
    expect(deleted.statusCode).toBe(200);
    const gone = await t.app.inject({ method: 'GET', url: '/api/v1/search_pages/draft-page' });
    expect(gone.statusCode).toBe(404);
    const audit = await t.db
      .select()
      .from(adminAuditEntries)
      .where(eq(adminAuditEntries.subjectId, data.id));
    expect(audit.map((entry) => entry.action).sort()).toEqual([
      'search_page.created',
      'search_page.deleted',
      'search_page.updated',
    ]);
  });

  it('refuses a taken slug, an app route’s slug, a bad slug and bad filters', async () => {
    const headers = await consoleHeaders();
    expect((await create(page({ slug: 'taken-slug' }), headers)).statusCode).toBe(201);
    const taken = await create(page({ slug: 'taken-slug' }), headers);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields[0].path).toBe('search_page.slug');
    expect((await create(page({ slug: 'companies' }), headers)).statusCode).toBe(400);
    expect((await create(page({ slug: 'Bad Slug' }), headers)).statusCode).toBe(400);
    const badFilters = await create(page({ slug: 'ok-slug', filters: { type: 'nope' } }), headers);
    expect(badFilters.statusCode).toBe(400);
  });

  it('keeps the management endpoints to console sessions', async () => {
    const { user } = await createCandidate(t.db);
    const appSession = await signIn(t.db, user);
    expect((await create(page({ slug: 'not-allowed' }), appSession)).statusCode).toBe(401);
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/admin/search_pages' });
    expect(list.statusCode).toBe(401);
  });
});
