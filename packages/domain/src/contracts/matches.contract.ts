import { z } from 'zod';
import { defineContract } from './contract';
import { errorResponses, IdSchema, resourceDocumentSchema, resourceSchema } from './documents';
import { IsoDateTimeSchema } from './fields';
import { queryBoolean } from './query';
import { TouchpointAttributesShape } from './touchpoint-document';
import { UserDocumentSchema } from './user.contract';

/** Personalised matches of the signed-in candidate. The app logs their errors quietly. */

/**
 * A reason key: what a candidate dismisses so that the fact no longer counts for any match, e.g.
 * `area:<uuid>`, `city:<uuid>`, `remote`, `salary` (see `MatchReason` in the domain's matching).
 */
export const MatchReasonKeySchema = z
  .string()
  .min(1)
  .max(80)
  .regex(/^[a-z_]+(:[0-9a-z-]+)?$/, 'Not a reason key');

/** One fact of a match: a reason it fits, or something the candidate's profile lacks. */
export const MatchFactSchema = z.object({ key: z.string().min(1), label: z.string() });
export type MatchFact = z.infer<typeof MatchFactSchema>;

export const MatchSummarySchema = z.object({
  id: IdSchema,
  viewed_at: IsoDateTimeSchema.nullable(),
  /** 0–100. */
  score: z.number().min(0).max(100),
  /** The profile facts that matched, strongest first. */
  reasons: z.array(MatchFactSchema),
  /** What the candidate's profile lacks for this opportunity. */
  missing: z.array(MatchFactSchema),
  preferred: z.boolean(),
});
export type MatchSummary = z.infer<typeof MatchSummarySchema>;

/** A matched touchpoint: the touchpoint with its match. */
export const MatchedTouchpointSchema = resourceSchema('touchpoint', {
  ...TouchpointAttributesShape,
  match: MatchSummarySchema,
});
export type MatchedTouchpoint = z.infer<typeof MatchedTouchpointSchema>;

export const ListMatchesQuerySchema = z.object({
  group_by: z.enum(['touchpointable']).default('touchpointable'),
  generate_now: queryBoolean().default(false),
  generate_from_scratch: queryBoolean().default(false),
});
export type ListMatchesQuery = z.infer<typeof ListMatchesQuerySchema>;

const count = z.number().int().nonnegative();
export const MatchCountsSchema = z.object({ unvisited_count: count, viewed_count: count });

export const MatchesMetaSchema = MatchCountsSchema.extend({
  jobs: MatchCountsSchema,
  internships: MatchCountsSchema,
  events: MatchCountsSchema,
  /** A generation is queued or running (the app shows the generating page). */
  generating: z.boolean(),
});
export type MatchesMeta = z.infer<typeof MatchesMetaSchema>;

export const MatchesDocumentSchema = z.object({
  data: z.object({
    touchpoints: z.object({
      jobs: z.array(MatchedTouchpointSchema),
      internships: z.array(MatchedTouchpointSchema),
      events: z.array(MatchedTouchpointSchema),
    }),
  }),
  meta: MatchesMetaSchema,
});
export type MatchesDocument = z.infer<typeof MatchesDocumentSchema>;

export const listMatchesContract = defineContract({
  method: 'GET',
  path: '/api/v3/matches',
  summary: 'The candidate’s matches grouped as jobs, internships and events; optionally generate',
  tags: ['matches'],
  access: 'matches.list',
  query: ListMatchesQuerySchema,
  responses: { 200: MatchesDocumentSchema, ...errorResponses(400, 401, 403) },
});

export const MatchParamsSchema = z.object({ matchId: IdSchema });
export type MatchParams = z.infer<typeof MatchParamsSchema>;

export const ViewMatchBodySchema = z.object({ match: z.object({ viewed_at: IsoDateTimeSchema }) });
export type ViewMatchBody = z.infer<typeof ViewMatchBodySchema>;

export const MatchDocumentSchema = resourceDocumentSchema('match', {
  touchpoint_id: IdSchema,
  viewed_at: IsoDateTimeSchema.nullable(),
  score: z.number().min(0).max(100),
  preferred: z.boolean(),
  dismissed_at: IsoDateTimeSchema.nullable(),
});
export type MatchDocument = z.infer<typeof MatchDocumentSchema>;

export const viewMatchContract = defineContract({
  method: 'PATCH',
  path: '/api/v2/matches/:matchId',
  summary: 'Mark one of the candidate’s matches viewed',
  tags: ['matches'],
  access: 'matches.view',
  params: MatchParamsSchema,
  body: ViewMatchBodySchema,
  responses: { 200: MatchDocumentSchema, ...errorResponses(400, 401, 403, 404) },
});

export const MarkPreferredMatchesBodySchema = z.object({
  match_ids: z.array(IdSchema).min(1).max(100),
});
export type MarkPreferredMatchesBody = z.infer<typeof MarkPreferredMatchesBodySchema>;

export const markPreferredMatchesContract = defineContract({
  method: 'POST',
  path: '/api/v3/matches/mark_preferred',
  summary: 'Mark matches as preferred; answers the updated user',
  tags: ['matches'],
  access: 'matches.mark_preferred',
  body: MarkPreferredMatchesBodySchema,
  responses: { 200: UserDocumentSchema, ...errorResponses(400, 401, 403, 404) },
});

export const dismissMatchContract = defineContract({
  method: 'POST',
  path: '/api/v3/matches/:matchId/dismiss',
  summary: 'Hide one of the candidate’s matches; it is not suggested again',
  tags: ['matches'],
  access: 'matches.dismiss',
  params: MatchParamsSchema,
  responses: { 200: MatchDocumentSchema, ...errorResponses(400, 401, 403, 404) },
});

export const DismissMatchReasonBodySchema = z.object({ reason_key: MatchReasonKeySchema });
export type DismissMatchReasonBody = z.infer<typeof DismissMatchReasonBodySchema>;

export const dismissMatchReasonContract = defineContract({
  method: 'POST',
  path: '/api/v3/matches/dismiss_reason',
  summary: 'Stop counting one reason (e.g. a city) for any match; answers the rescored matches',
  tags: ['matches'],
  access: 'matches.dismiss',
  body: DismissMatchReasonBodySchema,
  responses: { 200: MatchesDocumentSchema, ...errorResponses(400, 401, 403) },
});
