import type { PagingMeta } from '@gradway/domain/contracts';

/** Helpers that build JSON:API-style documents (see `shared/spec/api-wire.md`). */

export const resource = <T extends string, A extends { id: string }>(type: T, attributes: A) => ({
  id: attributes.id,
  type,
  attributes,
});

export const pagingMeta = (page: number, perPage: number, totalCount: number): PagingMeta => ({
  page,
  per_page: perPage,
  total_count: totalCount,
  total_pages: Math.ceil(totalCount / perPage),
});

/** Paging metadata of a public list whose total may have been kept (`db/queries/list-totals`). */
export const listPagingMeta = (
  page: number,
  perPage: number,
  { total, estimate }: { total: number; estimate: boolean },
): PagingMeta => ({ ...pagingMeta(page, perPage, total), total_is_estimate: estimate });

export const offsetOf = (page: number, perPage: number) => (page - 1) * perPage;

/** An ISO 8601 time for the wire, or null. */
export const isoTime = (value: Date | null | undefined): string | null =>
  value ? value.toISOString() : null;
