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

export const offsetOf = (page: number, perPage: number) => (page - 1) * perPage;

/** An ISO 8601 time for the wire, or null. */
export const isoTime = (value: Date | null | undefined): string | null =>
  value ? value.toISOString() : null;
