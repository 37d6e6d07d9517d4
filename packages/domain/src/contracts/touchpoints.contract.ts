import { z } from 'zod';
import { defineContract } from './contract';
import { errorResponses, IdSchema, resourceDocumentSchema } from './documents';
import { TouchpointableTypeSchema } from './fields';
import { pagingQuery, queryArray, queryBoolean } from './query';
import {
  TOUCHPOINTS_PER_PAGE,
  TouchpointDocumentSchema,
  TouchpointListDocumentSchema,
} from './touchpoint-document';

/** Published touchpoints for everyone, and view counting. */

export const TOUCHPOINT_SORT_FIELDS = [
  'created_at',
  'start_date',
  'application_deadline',
  'title',
  'views_count',
] as const;
export const TouchpointSortFieldSchema = z.enum(TOUCHPOINT_SORT_FIELDS);
export const SortOrderSchema = z.enum(['asc', 'desc']);

export const ListTouchpointsQuerySchema = z.object({
  touchpointable_type: TouchpointableTypeSchema.optional(),
  /** Societies or companies whose touchpoints to list. */
  creatable_for_ids: queryArray(IdSchema).optional(),
  with_details: queryBoolean().default(false),
  /** Also past ones (closed, expired, ended), e.g. a society's past events. */
  include_past: queryBoolean().default(false),
  /** Only the featured ones (`true`) or only the others (`false`), e.g. a company page's sections. */
  featured: queryBoolean().optional(),
  /**
   * Only those starting later or with no date yet (`upcoming`), or those that have started
   * (`past`): a society page's two lists of events.
   */
  starts: z.enum(['upcoming', 'past']).optional(),
  sort_by: TouchpointSortFieldSchema.default('created_at'),
  sort_order: SortOrderSchema.default('desc'),
  ...pagingQuery(TOUCHPOINTS_PER_PAGE),
  /**
   * `meta.next_cursor` of the previous page (keyset paging, decision 037): the page after it in
   * the same order, costing what the first page does however deep; `page` is then not read.
   * Without it, `page`/`per_page` work as always.
   */
  cursor: z
    .string()
    .min(1)
    .max(400)
    .regex(/^[A-Za-z0-9_-]+$/, 'Use the next_cursor of the previous page')
    .optional(),
});
export type ListTouchpointsQuery = z.infer<typeof ListTouchpointsQuerySchema>;

export const listTouchpointsContract = defineContract({
  method: 'GET',
  path: '/api/v1/touchpoints',
  summary: 'Published jobs, internships and events, e.g. one society’s events',
  tags: ['touchpoints'],
  access: 'public',
  query: ListTouchpointsQuerySchema,
  responses: { 200: TouchpointListDocumentSchema, ...errorResponses(400) },
});

export const TouchpointParamsSchema = z.object({ id: IdSchema });
export type TouchpointParams = z.infer<typeof TouchpointParamsSchema>;

/**
 * One touchpoint with everything its public page shows. Published touchpoints answer, and so do
 * closed, expired and ended ones (their page says so); a draft, one in review or a rejected one
 * answers 404 exactly like a missing id.
 */
export const getTouchpointContract = defineContract({
  method: 'GET',
  path: '/api/v1/touchpoints/:id',
  summary: 'One job, internship or event with its details, as its public page shows it',
  tags: ['touchpoints'],
  access: 'public',
  params: TouchpointParamsSchema,
  responses: { 200: TouchpointDocumentSchema, ...errorResponses(400, 404) },
});

export const TouchpointViewCountDocumentSchema = resourceDocumentSchema('touchpoint', {
  views_count: z.number().int().nonnegative(),
});
export type TouchpointViewCountDocument = z.infer<typeof TouchpointViewCountDocumentSchema>;

/** Sent with an empty body. Counts once per visitor per day. */
export const incrementTouchpointViewCountContract = defineContract({
  method: 'PATCH',
  path: '/api/v1/touchpoints/:id/increment_view_count',
  summary: 'Count a view of a published touchpoint',
  tags: ['touchpoints'],
  access: 'touchpoints.view.count',
  params: TouchpointParamsSchema,
  responses: { 200: TouchpointViewCountDocumentSchema, ...errorResponses(400, 403, 404) },
});
