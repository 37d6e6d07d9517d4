import { SearchFiltersSchema } from '@gradway/domain';
import { SEARCH_PAGE_MESSAGES, type SearchPageInput } from '@gradway/domain/contracts';
import type { Db } from '../../../db';
import { isoTime, resource } from '../../../http/documents';
import { HttpError, notFound } from '../../../http/http-error';
import type { AuditActor } from '../../admin/console/admin-audit.repository';
import { recordAuditEntry } from '../../admin/console/admin-audit.service';
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

/** A published search page by its slug (404 otherwise). */
export const publishedSearchPage = async (db: Db, slug: string) => {
  const row = await findPublishedSearchPage(db, slug);
  if (!row) throw notFound();
  return row;
};

/** The search pages in the list order, only the published ones unless asked. */
export const listSearchPages = (db: Db, options: { publishedOnly: boolean }) =>
  listSearchPageRows(db, options);

/** Creates a search page, with its audit entry (409 when the slug is taken). */
export const createSearchPage = async (db: Db, admin: AuditActor, input: SearchPageInput) => {
  if (await slugTaken(db, input.slug)) throw slugConflict();
  return db.transaction(async (tx) => {
    const created = await insertSearchPage(tx, valuesOf(input));
    await recordAuditEntry(tx, admin, {
      action: 'search_page.created',
      subjectType: 'SearchPage',
      subjectId: created.id,
      subjectLabel: created.title,
      after: summaryOf(created),
    });
    return created;
  });
};

/** Changes a search page, with its audit entry (404 when missing, 409 when the slug is taken). */
export const updateSearchPage = async (
  db: Db,
  admin: AuditActor,
  id: string,
  input: SearchPageInput,
) => {
  if (await slugTaken(db, input.slug, id)) throw slugConflict();
  return db.transaction(async (tx) => {
    const before = await findSearchPageRow(tx, id);
    if (!before) throw notFound();
    const after = await updateSearchPageRow(tx, id, valuesOf(input));
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
};

/** Deletes a search page, with its audit entry (404 when missing). */
export const deleteSearchPage = (db: Db, admin: AuditActor, id: string) =>
  db.transaction(async (tx) => {
    const before = await findSearchPageRow(tx, id);
    if (!before || !(await deleteSearchPageRow(tx, id))) throw notFound();
    await recordAuditEntry(tx, admin, {
      action: 'search_page.deleted',
      subjectType: 'SearchPage',
      subjectId: before.id,
      subjectLabel: before.title,
      before: summaryOf(before),
    });
  });
