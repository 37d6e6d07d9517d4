import { SortOrderSchema, TouchpointSortFieldSchema } from '@gradway/domain/contracts';
import { z } from 'zod';
import { badRequest } from '../../../http/http-error';
import { decodeCursor, encodeCursor } from '../../../http/opaque-cursor';
import { isUnsafeText } from '../../../http/text-guard';

type SortField = z.infer<typeof TouchpointSortFieldSchema>;
type SortOrder = z.infer<typeof SortOrderSchema>;

/**
 * Where a page of the public touchpoint list ended (decision 037): its order, the last row's
 * sort value as the database wrote it (text, so a timestamp keeps its microseconds; null for a
 * missing date, which sorts last) and its id.
 */
export interface TouchpointCursor {
  sortBy: SortField;
  sortOrder: SortOrder;
  value: string | null;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A timestamptz as PostgreSQL writes it as text (`2026-11-26 04:10:00.123456+00`). */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/;
const VALUE_OF: Record<SortField, (value: string) => boolean> = {
  created_at: (value) => TIMESTAMP.test(value),
  start_date: (value) => TIMESTAMP.test(value),
  application_deadline: (value) => TIMESTAMP.test(value),
  title: (value) => value.length <= 1000 && !isUnsafeText(value),
  views_count: (value) => /^\d{1,9}$/.test(value),
};

const CursorSchema = z.tuple([
  TouchpointSortFieldSchema,
  SortOrderSchema,
  z.string().max(1000).nullable(),
  z.string().regex(UUID),
]);

export const encodeTouchpointCursor = (cursor: TouchpointCursor): string =>
  encodeCursor([cursor.sortBy, cursor.sortOrder, cursor.value, cursor.id]);

export const CURSOR_MESSAGE =
  'Invalid request: cursor: use the next_cursor of the previous page, with the same sort_by and sort_order';

/** Reads a cursor for this order; one this API did not write, or for another order, answers 400. */
export const decodeTouchpointCursor = (
  token: string,
  order: { sortBy: SortField; sortOrder: SortOrder },
): TouchpointCursor => {
  const tuple = decodeCursor(CursorSchema, token);
  if (tuple) {
    const [sortBy, sortOrder, value, id] = tuple;
    const valueFits =
      value === null
        ? sortBy === 'start_date' || sortBy === 'application_deadline'
        : VALUE_OF[sortBy](value);
    if (sortBy === order.sortBy && sortOrder === order.sortOrder && valueFits) {
      return { sortBy, sortOrder, value, id };
    }
  }
  throw badRequest(CURSOR_MESSAGE, [
    { path: 'cursor', message: 'use the next_cursor of the previous page' },
  ]);
};
