import { z } from 'zod';
import { SearchFiltersSchema } from '../search/search-filters';
import { defineContract } from './contract';
import { errorResponses, IdSchema, resourceDocumentSchema } from './documents';
import { IsoDateTimeSchema } from './fields';

/**
 * AI search (spec §2 `/ai/search`, `/ai/search/{searchId}/results`): a candidate asks a question
 * in plain words, the API reads it into the search page's filters (the built-in parser, or an
 * OpenAI-compatible provider when configured) and keeps it; the candidate edits the parsed
 * filters and may save the search under a name. Candidates only; another candidate's search
 * answers 404. The list of past searches is `listAiSearchesContract` (`candidate.contract.ts`).
 */

export const AI_SEARCH_NAME_MAX_LENGTH = 80;
/** The longest question (the parser's `SEARCH_QUESTION_MAX_LENGTH`; kept here so the web bundle
 * need not carry the parser's vocabulary). */
export const AI_SEARCH_QUESTION_MAX_LENGTH = 500;

export const AI_SEARCH_MESSAGES = {
  questionEmpty: 'Ask a question to search, e.g. “summer internships in London”.',
  questionTooLong: `Keep the question under ${AI_SEARCH_QUESTION_MAX_LENGTH} characters.`,
  nameEmpty: 'Give the search a name.',
  nameTooLong: `Keep the name under ${AI_SEARCH_NAME_MAX_LENGTH} characters.`,
} as const;

/** Names of the ids a search's filters hold (cities, industries…), for its chips. */
export const SearchFilterNamesSchema = z
  .record(z.string().max(100), z.string().max(200))
  .refine((names) => Object.keys(names).length <= 300, 'Too many names');

export const AiSearchAttributesShape = {
  /** The question in the candidate's words. */
  query: z.string(),
  /** The name it was saved under, or null while it is not saved. */
  name: z.string().nullable(),
  filters: SearchFiltersSchema,
  names: z.record(z.string(), z.string()),
  /**
   * The filters the question was read into that were left out to find results (all of them
   * together found nothing), with what they held; `q` holds the words left out. Empty when
   * nothing was left out, or once the candidate changed the filters.
   */
  dropped_filters: SearchFiltersSchema.omit({ type: true, sort: true }).partial(),
  /** Which parser read the question. */
  provider: z.enum(['built_in', 'openai_compatible']).optional(),
  results_count: z.number().int().nonnegative(),
  created_at: IsoDateTimeSchema,
  updated_at: IsoDateTimeSchema,
};

export const AiSearchDocumentSchema = resourceDocumentSchema('ai_search', AiSearchAttributesShape);
export type AiSearchDocument = z.infer<typeof AiSearchDocumentSchema>;
export type AiSearch = AiSearchDocument['data'];

export const CreateAiSearchBodySchema = z.object({
  question: z
    .string()
    .trim()
    .min(1, AI_SEARCH_MESSAGES.questionEmpty)
    .max(AI_SEARCH_QUESTION_MAX_LENGTH, AI_SEARCH_MESSAGES.questionTooLong),
});
export type CreateAiSearchBody = z.infer<typeof CreateAiSearchBodySchema>;

export const createAiSearchContract = defineContract({
  method: 'POST',
  path: '/api/v1/candidate/ai_searches',
  summary: 'Read a question into search filters and keep it as one of the candidate’s AI searches',
  tags: ['candidates', 'search'],
  access: 'candidate.ai_searches.manage',
  body: CreateAiSearchBodySchema,
  responses: { 201: AiSearchDocumentSchema, ...errorResponses(400, 401, 403, 429) },
});

export const AiSearchParamsSchema = z.object({ id: IdSchema });

export const getAiSearchContract = defineContract({
  method: 'GET',
  path: '/api/v1/candidate/ai_searches/:id',
  summary: 'One of the candidate’s AI searches',
  tags: ['candidates', 'search'],
  access: 'candidate.ai_searches.manage',
  params: AiSearchParamsSchema,
  responses: { 200: AiSearchDocumentSchema, ...errorResponses(400, 401, 403, 404) },
});

export const UpdateAiSearchBodySchema = z.object({
  ai_search: z
    .object({
      /** The edited filters (chips removed or changed). */
      filters: SearchFiltersSchema.optional(),
      names: SearchFilterNamesSchema.optional(),
      /** Saves the search under a name; null unsaves it. */
      name: z
        .string()
        .trim()
        .min(1, AI_SEARCH_MESSAGES.nameEmpty)
        .max(AI_SEARCH_NAME_MAX_LENGTH, AI_SEARCH_MESSAGES.nameTooLong)
        .nullable()
        .optional(),
    })
    .refine((value) => Object.keys(value).length > 0, 'Send filters or a name'),
});
export type UpdateAiSearchBody = z.infer<typeof UpdateAiSearchBodySchema>;

export const updateAiSearchContract = defineContract({
  method: 'PATCH',
  path: '/api/v1/candidate/ai_searches/:id',
  summary: 'Save edited filters or a name for one of the candidate’s AI searches',
  tags: ['candidates', 'search'],
  access: 'candidate.ai_searches.manage',
  params: AiSearchParamsSchema,
  body: UpdateAiSearchBodySchema,
  responses: { 200: AiSearchDocumentSchema, ...errorResponses(400, 401, 403, 404) },
});
