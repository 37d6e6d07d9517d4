import { z } from 'zod';
import { defineContract } from './contract';
import { CountMetaSchema, errorResponses, IdSchema, resourceSchema } from './documents';
import {
  CreatableForTypeSchema,
  IsoDateTimeSchema,
  organisationDisplayShape,
  SlugSchema,
} from './fields';
import { queryArray } from './query';

/**
 * Candidates follow companies and student societies from their pages. Following twice changes
 * nothing; unfollowing what is not followed changes nothing either. A company or society that is
 * not public answers 404, like a missing one.
 */

/** `Company` or `StudentSociety`, as the wire spells them. */
export const FollowableTypeSchema = CreatableForTypeSchema;
export type FollowableType = z.infer<typeof FollowableTypeSchema>;

export const FollowAttributesShape = {
  followable_type: FollowableTypeSchema,
  followable_id: IdSchema,
  created_at: IsoDateTimeSchema,
  /** What is followed, for lists (the dashboard). */
  followable: z.object({ ...organisationDisplayShape, id: IdSchema, slug: SlugSchema }),
};

export const FollowSchema = resourceSchema('follow', FollowAttributesShape);
export type Follow = z.infer<typeof FollowSchema>;

export const FollowDocumentSchema = z.object({ data: FollowSchema });
export type FollowDocument = z.infer<typeof FollowDocumentSchema>;

export const CreateFollowBodySchema = z.object({
  follow: z.object({ followable_type: FollowableTypeSchema, followable_id: IdSchema }),
});
export type CreateFollowBody = z.infer<typeof CreateFollowBodySchema>;

/** Answers the follow, new or already there (following twice changes nothing). */
export const createFollowContract = defineContract({
  method: 'POST',
  path: '/api/v1/candidate/follows',
  summary: 'Follow a company or a student society',
  tags: ['follows', 'candidates'],
  access: 'follows.create',
  body: CreateFollowBodySchema,
  responses: { 200: FollowDocumentSchema, ...errorResponses(400, 401, 403, 404) },
});

export const FollowParamsSchema = z.object({
  followable_type: FollowableTypeSchema,
  followable_id: IdSchema,
});
export type FollowParams = z.infer<typeof FollowParamsSchema>;

/** Answers with what is no longer followed, whether or not it was. */
export const UnfollowDocumentSchema = z.object({
  data: z.object({ followable_type: FollowableTypeSchema, followable_id: IdSchema }),
});
export type UnfollowDocument = z.infer<typeof UnfollowDocumentSchema>;

export const deleteFollowContract = defineContract({
  method: 'DELETE',
  path: '/api/v1/candidate/follows/:followable_type/:followable_id',
  summary: 'Stop following a company or a student society',
  tags: ['follows', 'candidates'],
  access: 'follows.delete',
  params: FollowParamsSchema,
  responses: { 200: UnfollowDocumentSchema, ...errorResponses(400, 401, 403) },
});

export const ListFollowsQuerySchema = z.object({
  followable_type: FollowableTypeSchema.optional(),
  /** Only these companies or societies (e.g. the one whose page is open). */
  followable_ids: queryArray(IdSchema).optional(),
});
export type ListFollowsQuery = z.infer<typeof ListFollowsQuerySchema>;

export const FollowListDocumentSchema = z.object({
  data: z.array(FollowSchema),
  meta: CountMetaSchema,
});
export type FollowListDocument = z.infer<typeof FollowListDocumentSchema>;

/** The candidate's follows, newest first (only public companies and societies). */
export const listFollowsContract = defineContract({
  method: 'GET',
  path: '/api/v1/candidate/follows',
  summary: 'The companies and student societies the candidate follows',
  tags: ['follows', 'candidates'],
  access: 'follows.list',
  query: ListFollowsQuerySchema,
  responses: { 200: FollowListDocumentSchema, ...errorResponses(400, 401, 403) },
});
