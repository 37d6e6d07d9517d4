import {
  createSearchPageContract,
  deleteSearchPageContract,
  getSearchPageContract,
  listAdminSearchPagesContract,
  listSearchPagesContract,
  updateSearchPageContract,
} from '@gradway/domain/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db';
import { registerRoute } from '../../../http/register-route';
import { adminSessionOf, registerAdminAuth } from '../../admin/console/admin-guard';
import {
  createSearchPage,
  deleteSearchPage,
  listSearchPages,
  publishedSearchPage,
  searchPageResource,
  updateSearchPage,
} from './search-pages.service';

/**
 * Search landing pages (`/{searchPageSlug}`): the published ones are public (the page and the
 * sitemap read them); the admin console lists, creates, changes and deletes them, in a plugin
 * context of its own where only console sessions authenticate (like `adminRoutes`).
 */
export const searchPagesRoutes = (app: FastifyInstance, db: Db) => {
  registerRoute(app, getSearchPageContract, async ({ params }) => ({
    data: searchPageResource(await publishedSearchPage(db, params.slug)),
  }));

  registerRoute(app, listSearchPagesContract, async () => {
    const rows = await listSearchPages(db, { publishedOnly: true });
    return { data: rows.map(searchPageResource), meta: { total_count: rows.length } };
  });

  return app.register(async (scope) => {
    registerAdminAuth(scope, db);

    registerRoute(scope, listAdminSearchPagesContract, async () => {
      const rows = await listSearchPages(db, { publishedOnly: false });
      return { data: rows.map(searchPageResource), meta: { total_count: rows.length } };
    });

    registerRoute(scope, createSearchPageContract, async ({ body, reply, request }) => {
      const { admin } = adminSessionOf(request);
      const row = await createSearchPage(db, admin, body.search_page);
      reply.code(201);
      return { data: searchPageResource(row) };
    });

    registerRoute(scope, updateSearchPageContract, async ({ params, body, request }) => {
      const { admin } = adminSessionOf(request);
      const row = await updateSearchPage(db, admin, params.id, body.search_page);
      return { data: searchPageResource(row) };
    });

    registerRoute(scope, deleteSearchPageContract, async ({ params, request }) => {
      await deleteSearchPage(db, adminSessionOf(request).admin, params.id);
      return { message: 'Search page deleted.' };
    });
  });
};
