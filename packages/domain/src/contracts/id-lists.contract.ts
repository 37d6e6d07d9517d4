import { z } from 'zod';
import { defineContract } from './contract';
import { errorResponses, IdSchema, resourceDocumentSchema } from './documents';

/**
 * A saved selection of touchpoints: `data.id` builds a shareable search-results link with
 * `id_list_ids` and the type (jobs or internships).
 */

export const ID_LIST_MAX_IDS = 100;

export const CreateIdListBodySchema = z.object({
  ids: z
    .array(IdSchema)
    .min(1)
    .max(ID_LIST_MAX_IDS)
    .refine((ids) => new Set(ids).size === ids.length, 'Each id once'),
});
export type CreateIdListBody = z.infer<typeof CreateIdListBodySchema>;

export const IdListDocumentSchema = resourceDocumentSchema('id_list', { ids: z.array(IdSchema) });
export type IdListDocument = z.infer<typeof IdListDocumentSchema>;

export const createIdListContract = defineContract({
  method: 'POST',
  path: '/api/v1/id_lists',
  summary: 'Save a selection of touchpoints to share',
  tags: ['search'],
  access: 'id_lists.create',
  body: CreateIdListBodySchema,
  responses: { 201: IdListDocumentSchema, ...errorResponses(400, 401, 403) },
});

export const IdListParamsSchema = z.object({ id: IdSchema });

export const getIdListContract = defineContract({
  method: 'GET',
  path: '/api/v1/id_lists/:id',
  summary: 'A shared selection of touchpoints',
  tags: ['search'],
  access: 'public',
  params: IdListParamsSchema,
  responses: { 200: IdListDocumentSchema, ...errorResponses(400, 404) },
});
