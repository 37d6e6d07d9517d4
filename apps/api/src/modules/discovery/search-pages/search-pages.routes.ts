import { SearchFiltersSchema } from '@gradway/domain';
import {
  createSearchPageContract,
  deleteSearchPageContract,
  getSearchPageContract,
  listAdminSearchPagesContract,
  listSearchPagesContract,
  SEARCH_PAGE_MESSAGES,
  type SearchPageInput,
  updateSearchPageContract,
} from '@gradway/domain/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db';
import { isoTime, resource } from '../../../http/documents';
import { HttpError, notFound } from '../../../http/http-error';
import { registerRoute } from '../../../http/register-route';
import { recordAuditEntry } from '../../admin/console/admin-audit.repository';
import { adminSessionOf, registerAdminAuth } from '../../admin/console/admin-guard';
import {
  deleteSearchPageRow,
  findPublishedSearchPage,
  findSearchPageRow,
  insertSearchPage,
  listSearchPageRows,
  type SearchPageRow,
  slugTaken,
  updateSearchPageRow,
} from './search-pages.repository';

export const searchPageResource = (row: SearchPageRow) => {
  const filters = SearchFiltersSchema.safeParse(row.filters);
  return resource('search_page', {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    filters: filters.success ? filters.data : { type: 'jobs' as const },
    published: row.published,
    created_at: isoTime(row.createdAt) ?? '',
    updated_at: isoTime(row.updatedAt) ?? '',
  });
};

const slugConflict = () =>
  new HttpError(409, {
    error: SEARCH_PAGE_MESSAGES.slugTaken,
    fields: [{ path: 'search_page.slug', message: SEARCH_PAGE_MESSAGES.slugTaken }],
  });

/** What an audit entry keeps of a page (its filters as their address). */
const summaryOf = (row: SearchPageRow) => ({
  slug: row.slug,
  title: row.title,
  published: row.published,
  filters: JSON.stringify(row.filters),
});

const valuesOf = (input: SearchPageInput) => ({
  slug: input.slug,
  title: input.title,
  description: input.description,
  filters: input.filters,
  published: input.published,
});

/**
 * Search landing pages (`/{searchPageSlug}`): the published ones are public (the page and the
 * sitemap read them); the admin console lists, creates, changes and deletes them, in a plugin
 * context of its own where only console sessions authenticate (like `adminRoutes`).
 */
export const searchPagesRoutes = (app: FastifyInstance, db: Db) => {
  registerRoute(app, getSearchPageContract, async ({ params }) => {
    const row = await findPublishedSearchPage(db, params.slug);
    if (!row) throw notFound();
    return { data: searchPageResource(row) };
  });

  registerRoute(app, listSearchPagesContract, async () => {
    const rows = await listSearchPageRows(db, { publishedOnly: true });
    return { data: rows.map(searchPageResource), meta: { total_count: rows.length } };
  });

  return app.register(async (scope) => {
    registerAdminAuth(scope, db);

    registerRoute(scope, listAdminSearchPagesContract, async () => {
      const rows = await listSearchPageRows(db, { publishedOnly: false });
      return { data: rows.map(searchPageResource), meta: { total_count: rows.length } };
    });

    registerRoute(scope, createSearchPageContract, async ({ body, reply, request }) => {
      const { admin } = adminSessionOf(request);
      if (await slugTaken(db, body.search_page.slug)) throw slugConflict();
      const row = await db.transaction(async (tx) => {
        const created = await insertSearchPage(tx, valuesOf(body.search_page));
        await recordAuditEntry(tx, admin, {
          action: 'search_page.created',
          subjectType: 'SearchPage',
          subjectId: created.id,
          subjectLabel: created.title,
          after: summaryOf(created),
        });
        return created;
      });
      reply.code(201);
      return { data: searchPageResource(row) };
    });

    registerRoute(scope, updateSearchPageContract, async ({ params, body, request }) => {
      const { admin } = adminSessionOf(request);
      if (await slugTaken(db, body.search_page.slug, params.id)) throw slugConflict();
      const row = await db.transaction(async (tx) => {
        const before = await findSearchPageRow(tx, params.id);
        if (!before) throw notFound();
        const after = await updateSearchPageRow(tx, params.id, valuesOf(body.search_page));
        if (!after) throw notFound();
        await recordAuditEntry(tx, admin, {
          action: 'search_page.updated',
          subjectType: 'SearchPage',
          subjectId: after.id,
          subjectLabel: after.title,
          before: summaryOf(before),
          after: summaryOf(after),
        });
        return after;
      });
      return { data: searchPageResource(row) };
    });

    registerRoute(scope, deleteSearchPageContract, async ({ params, request }) => {
      const { admin } = adminSessionOf(request);
      await db.transaction(async (tx) => {
        const before = await findSearchPageRow(tx, params.id);
        if (!before || !(await deleteSearchPageRow(tx, params.id))) throw notFound();
        await recordAuditEntry(tx, admin, {
          action: 'search_page.deleted',
          subjectType: 'SearchPage',
          subjectId: before.id,
          subjectLabel: before.title,
          before: summaryOf(before),
        });
      });
      return { message: 'Search page deleted.' };
    });
  });
};
