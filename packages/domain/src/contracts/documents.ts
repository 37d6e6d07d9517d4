import { z } from 'zod';

/**
 * Document shapes on the wire (see `shared/spec/api-wire.md`): JSON:API-style documents as Rails
 * serializers produce them. Attributes repeat the id; ids are UUIDs.
 */
export const IdSchema = z.uuid();

export const resourceSchema = <T extends string, A extends z.ZodRawShape>(type: T, attributes: A) =>
  z.object({
    id: IdSchema,
    type: z.literal(type),
    attributes: z.object({ id: IdSchema, ...attributes }),
  });

export const resourceDocumentSchema = <T extends string, A extends z.ZodRawShape>(
  type: T,
  attributes: A,
) => z.object({ data: resourceSchema(type, attributes) });

/** A related record embedded in attributes, itself a document: `{"data": {"attributes": {...}}}`. */
export const embeddedDocumentSchema = <A extends z.ZodRawShape>(attributes: A) =>
  z.object({
    data: z.object({
      id: IdSchema.optional(),
      type: z.string().optional(),
      attributes: z.object(attributes),
    }),
  });

export const PagingMetaSchema = z.object({
  page: z.number().int().positive(),
  per_page: z.number().int().positive(),
  total_count: z.number().int().nonnegative(),
  total_pages: z.number().int().nonnegative(),
  /**
   * The public lists (touchpoints, companies, societies, universities): `true` when the total is
   * in the thousands and was counted up to 30 seconds ago, so rows published since may be
   * missing from it; `false` when it was counted for this answer.
   */
  total_is_estimate: z.boolean().optional(),
});
export type PagingMeta = z.infer<typeof PagingMetaSchema>;

export const listDocumentSchema = <T extends string, A extends z.ZodRawShape, M extends z.ZodType>(
  type: T,
  attributes: A,
  meta: M,
) => z.object({ data: z.array(resourceSchema(type, attributes)), meta });

/** A failed call: the app shows `alert`, otherwise `error` (spec section 8). */
export const ErrorDocumentSchema = z.object({
  error: z.string(),
  alert: z.string().optional(),
  /** For invalid input: which field and why. */
  fields: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorDocument = z.infer<typeof ErrorDocumentSchema>;

/**
 * A resource whose id is a stable key rather than a UUID (e.g. opportunity types `job`,
 * `internship`; employee-count ranges `11-50`).
 */
export const keyedResourceSchema = <
  T extends string,
  A extends z.ZodRawShape,
  K extends z.ZodType<string> = z.ZodString,
>(
  type: T,
  attributes: A,
  key: K = z.string().min(1) as unknown as K,
) =>
  z.object({
    id: key,
    type: z.literal(type),
    attributes: z.object({ id: key, ...attributes }),
  });

/** One document without an id of its own (configuration, option sets, dashboards). */
export const singletonDocumentSchema = <T extends string, A extends z.ZodRawShape>(
  type: T,
  attributes: A,
) => z.object({ data: z.object({ type: z.literal(type), attributes: z.object(attributes) }) });

/** A JSON:API resource identifier: `{id, type}` (answers that only name records). */
export const resourceIdentifierSchema = <T extends string>(type: T) =>
  z.object({ id: IdSchema, type: z.literal(type) });

/** An acknowledgement with a message the app may show (sign-in codes, logout, password mails). */
export const MessageDocumentSchema = z.object({ message: z.string() });
export type MessageDocument = z.infer<typeof MessageDocumentSchema>;

/** Lists that are not paged still say how many items they hold. */
export const CountMetaSchema = z.object({ total_count: z.number().int().nonnegative() });
export type CountMeta = z.infer<typeof CountMetaSchema>;

/** The error statuses an endpoint can answer, each with the error document. */
export const errorResponses = <const S extends readonly number[]>(...statuses: S) =>
  Object.fromEntries(statuses.map((status) => [status, ErrorDocumentSchema])) as {
    [K in S[number]]: typeof ErrorDocumentSchema;
  };
