import { z } from 'zod';
import { defineContract } from './contract';
import { CountMetaSchema, errorResponses, IdSchema, resourceIdentifierSchema } from './documents';
import { HttpUrlSchema, TouchpointableTypeSchema, TouchpointStateSchema } from './fields';
import { pagingQuery, queryArray, queryBoolean } from './query';
import {
  TOUCHPOINTS_PER_PAGE,
  TouchpointDocumentSchema,
  TouchpointListDocumentSchema,
} from './touchpoint-document';
import { TOUCHPOINT_SORT_FIELDS, TouchpointParamsSchema } from './touchpoints.contract';

/**
 * The touchpoints a recruiter's company or a manager's society owns or co-hosts: the events table
 * and the hiring lists. Recruiters use the company endpoints, managers the society ones.
 */

const SORT_PATTERN = new RegExp(`^(${TOUCHPOINT_SORT_FIELDS.join('|')})(?: (asc|desc))?$`);

/** `start_date desc` (field, a space, then `asc` or `desc`; `asc` when left out). */
export const OrganiserTouchpointSortSchema = z
  .string()
  .regex(SORT_PATTERN, `Use a field (${TOUCHPOINT_SORT_FIELDS.join(', ')}) and asc or desc`)
  .default('start_date desc')
  .transform((value) => {
    const [field, order = 'asc'] = value.split(' ');
    return {
      field: field as (typeof TOUCHPOINT_SORT_FIELDS)[number],
      order: order as 'asc' | 'desc',
    };
  });

export const ListOrganiserTouchpointsQuerySchema = z.object({
  ...pagingQuery(TOUCHPOINTS_PER_PAGE),
  /**
   * Sent as `state[]=published&state[]=draft`; read as the effective state (see
   * `touchpoints/organiser-tabs.ts`): `expired`, `ended` and `closed` all mean past its deadline
   * or end; `Invitation pending` (or `pending`) lists the events the organisation is invited to
   * co-host. Left out: everything it hosts or co-hosts.
   */
  state: queryArray(TouchpointStateSchema).optional(),
  /** Include application and registration counts (every answer carries them). */
  applications: queryBoolean().default(false),
  with_details: queryBoolean().default(false),
  sort_by: OrganiserTouchpointSortSchema,
  /** Sent as `touchpointable_types[]=Job&touchpointable_types[]=Event`. */
  touchpointable_types: queryArray(TouchpointableTypeSchema).optional(),
});
export type ListOrganiserTouchpointsQuery = z.infer<typeof ListOrganiserTouchpointsQuerySchema>;

export const listCompanyTouchpointsContract = defineContract({
  method: 'GET',
  path: '/api/v1/company/touchpoints',
  summary: 'The recruiter’s company’s jobs, internships and events',
  tags: ['touchpoints', 'companies'],
  access: 'touchpoints.company.list',
  query: ListOrganiserTouchpointsQuerySchema,
  responses: { 200: TouchpointListDocumentSchema, ...errorResponses(400, 401, 403) },
});

export const listSocietyTouchpointsContract = defineContract({
  method: 'GET',
  path: '/api/v1/student_society/touchpoints',
  summary: 'The manager’s society’s events, hosted or co-hosted',
  tags: ['touchpoints', 'student societies'],
  access: 'touchpoints.society.list',
  query: ListOrganiserTouchpointsQuerySchema,
  responses: { 200: TouchpointListDocumentSchema, ...errorResponses(400, 401, 403) },
});

/** The deleted touchpoint's identifier; the app shows 'Event removed successfully.' */
export const DeletedTouchpointDocumentSchema = z.object({
  data: resourceIdentifierSchema('touchpoint'),
});
export type DeletedTouchpointDocument = z.infer<typeof DeletedTouchpointDocumentSchema>;

export const deleteCompanyTouchpointContract = defineContract({
  method: 'DELETE',
  path: '/api/v1/company/touchpoints/:id',
  summary: 'Delete one of the company’s touchpoints',
  tags: ['touchpoints', 'companies'],
  access: 'touchpoints.company.delete',
  params: TouchpointParamsSchema,
  responses: { 200: DeletedTouchpointDocumentSchema, ...errorResponses(400, 401, 403, 404) },
});

export const deleteSocietyTouchpointContract = defineContract({
  method: 'DELETE',
  path: '/api/v1/student_society/touchpoints/:id',
  summary: 'Delete one of the society’s events',
  tags: ['touchpoints', 'student societies'],
  access: 'touchpoints.society.delete',
  params: TouchpointParamsSchema,
  responses: { 200: DeletedTouchpointDocumentSchema, ...errorResponses(400, 401, 403, 404) },
});

/** Toggles featured (approved recruiters only: `touchpoints.featured.toggle`). */
export const ToggleFeaturedBodySchema = z.object({ id: IdSchema, featured: z.boolean() });
/** Enables easy apply: the external apply link is removed. */
export const EnableEasyApplyBodySchema = z.object({
  touchpoint: z.object({ apply_url: z.null() }),
});
/** Sets an external apply link instead. */
export const SetApplyUrlBodySchema = z.object({
  touchpoint: z.object({ apply_url: HttpUrlSchema }),
});

export const UpdateCompanyTouchpointBodySchema = z.union([
  ToggleFeaturedBodySchema,
  EnableEasyApplyBodySchema,
  SetApplyUrlBodySchema,
]);
export type UpdateCompanyTouchpointBody = z.infer<typeof UpdateCompanyTouchpointBodySchema>;

/**
 * Either `{id, featured}` (the id must be the path's; the app then shows its success toast) or
 * `{touchpoint: {apply_url: null}}` ('Enabled easy apply on the product successfully.').
 */
export const updateCompanyTouchpointContract = defineContract({
  method: 'PATCH',
  path: '/api/v1/company/touchpoints/:id',
  summary: 'Toggle featured, or switch between easy apply and an external apply link',
  tags: ['touchpoints', 'companies'],
  access: 'touchpoints.company.update',
  params: TouchpointParamsSchema,
  body: UpdateCompanyTouchpointBodySchema,
  responses: { 200: TouchpointDocumentSchema, ...errorResponses(400, 401, 403, 404, 422) },
});

export const CompanyParamsSchema = z.object({ id: IdSchema });
export type CompanyParams = z.infer<typeof CompanyParamsSchema>;

export const ListCompanyTouchpointIdsQuerySchema = z.object({
  featured: queryBoolean().optional(),
});
export type ListCompanyTouchpointIdsQuery = z.infer<typeof ListCompanyTouchpointIdsQuerySchema>;

export const TouchpointIdListDocumentSchema = z.object({
  data: z.array(resourceIdentifierSchema('touchpoint')),
  meta: CountMetaSchema,
});
export type TouchpointIdListDocument = z.infer<typeof TouchpointIdListDocumentSchema>;

export const listCompanyTouchpointIdsContract = defineContract({
  method: 'GET',
  path: '/api/v1/companies/:id/touchpoints',
  summary: 'Ids of a company’s published touchpoints (`featured=true`: only the featured ones)',
  tags: ['touchpoints', 'companies'],
  access: 'public',
  params: CompanyParamsSchema,
  query: ListCompanyTouchpointIdsQuerySchema,
  responses: { 200: TouchpointIdListDocumentSchema, ...errorResponses(400, 404) },
});
