import { z } from 'zod';
import { COVER_LETTER_SUGGESTION_KINDS } from '../cover-letters/suggestions';
import { defineContract } from './contract';
import {
  errorResponses,
  IdSchema,
  listDocumentSchema,
  resourceDocumentSchema,
  singletonDocumentSchema,
} from './documents';
import { HttpUrlSchema, IsoDateTimeSchema } from './fields';

/**
 * Cover letters (spec §1 "build a cover letter", §7 cover letters and AI suggestions): the
 * candidate's saved letters, each tied to an opportunity or a pasted posting; a first draft from
 * the profile, CV and posting; suggestions on a selection or the whole letter; PDF and DOCX.
 */

export const COVER_LETTER_HTML_MAX_LENGTH = 20_000;
export const COVER_LETTER_POSTING_MAX_LENGTH = 20_000;
export const COVER_LETTER_TITLE_MAX_LENGTH = 200;
export const COVER_LETTERS_MAX = 50;
export const COVER_LETTER_TEXT_MESSAGE = 'Use text without control characters.';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it rejects
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const text = (max: number) =>
  z
    .string()
    .max(max)
    .refine((value) => !CONTROL.test(value) && !LONE_SURROGATE.test(value), {
      message: COVER_LETTER_TEXT_MESSAGE,
    });

export const CoverLetterSuggestionKindSchema = z.enum(COVER_LETTER_SUGGESTION_KINDS);

export const CoverLetterAttributesShape = {
  title: z.string(),
  /** The letter as the rich-text editor's HTML (sanitised). */
  body_html: z.string(),
  touchpoint_id: IdSchema.nullable(),
  /** The opportunity's title and company, when tied to one of ours. */
  touchpoint: z
    .object({ id: IdSchema, title: z.string(), company: z.string().nullable() })
    .nullable(),
  posting_text: z.string().nullable(),
  posting_url: z.string().nullable(),
  /** The length the candidate aims for, in words (spec §5 word count). */
  target_words: z.number().int().nullable(),
  word_count: z.number().int(),
  created_at: IsoDateTimeSchema,
  updated_at: IsoDateTimeSchema,
};

export const CoverLetterDocumentSchema = resourceDocumentSchema(
  'cover_letter',
  CoverLetterAttributesShape,
);
export type CoverLetterDocument = z.infer<typeof CoverLetterDocumentSchema>;
export type CoverLetter = CoverLetterDocument['data'];

export const CoverLetterListDocumentSchema = listDocumentSchema(
  'cover_letter',
  CoverLetterAttributesShape,
  z.object({ total_count: z.number().int() }),
);
export type CoverLetterListDocument = z.infer<typeof CoverLetterListDocumentSchema>;

export const CoverLetterParamsSchema = z.object({ id: IdSchema });

const editable = {
  title: text(COVER_LETTER_TITLE_MAX_LENGTH).trim().min(1),
  body_html: text(COVER_LETTER_HTML_MAX_LENGTH),
  touchpoint_id: IdSchema.nullable(),
  target_words: z.number().int().min(50).max(2000).nullable(),
};

export const CreateCoverLetterBodySchema = z.object({
  cover_letter: z.object(editable).partial({ touchpoint_id: true, target_words: true }),
});
export type CreateCoverLetterBody = z.input<typeof CreateCoverLetterBodySchema>;

export const UpdateCoverLetterBodySchema = z.object({
  cover_letter: z
    .object(editable)
    .partial()
    .refine((value) => Object.keys(value).length > 0, 'Send at least one field to change'),
});
export type UpdateCoverLetterBody = z.input<typeof UpdateCoverLetterBodySchema>;

/** Drafts from one of our opportunities, a pasted posting, or a posting's address. */
export const GenerateCoverLetterBodySchema = z.object({
  cover_letter: z
    .object({
      touchpoint_id: IdSchema,
      posting_text: text(COVER_LETTER_POSTING_MAX_LENGTH).trim().min(1),
      posting_url: HttpUrlSchema.max(2000),
      target_words: z.number().int().min(50).max(2000),
    })
    .partial()
    .refine(
      (value) => Boolean(value.touchpoint_id || value.posting_text || value.posting_url),
      'Pick an opportunity, paste a posting or give its address',
    ),
});
export type GenerateCoverLetterBody = z.input<typeof GenerateCoverLetterBodySchema>;

export const CoverLetterSuggestionBodySchema = z.object({
  suggestion: z.object({
    kind: CoverLetterSuggestionKindSchema,
    /** The selection, or the whole letter, as plain text. */
    text: text(COVER_LETTER_HTML_MAX_LENGTH).refine(
      (value) => value.trim() !== '',
      'Select some text',
    ),
  }),
});
export type CoverLetterSuggestionBody = z.input<typeof CoverLetterSuggestionBodySchema>;

export const CoverLetterSuggestionDocumentSchema = singletonDocumentSchema(
  'cover_letter_suggestion',
  {
    kind: CoverLetterSuggestionKindSchema,
    original: z.string(),
    suggested: z.string(),
    /** `built_in` rules, or the configured AI `provider`. */
    source: z.enum(['built_in', 'provider']),
  },
);
export type CoverLetterSuggestionDocument = z.infer<typeof CoverLetterSuggestionDocumentSchema>;

export const COVER_LETTER_EXPORT_FORMATS = ['pdf', 'docx'] as const;
export const CoverLetterExportQuerySchema = z.object({
  format: z.enum(COVER_LETTER_EXPORT_FORMATS),
});

export const listCoverLettersContract = defineContract({
  tags: ['cover-letters', 'candidates'],
  method: 'GET',
  path: '/api/v1/candidate/cover_letters',
  summary: 'The candidate’s saved cover letters, newest first',
  access: 'candidate.profile.read',
  responses: { 200: CoverLetterListDocumentSchema, ...errorResponses(401, 403) },
});

export const createCoverLetterContract = defineContract({
  tags: ['cover-letters', 'candidates'],
  method: 'POST',
  path: '/api/v1/candidate/cover_letters',
  summary: 'Save a new cover letter',
  access: 'candidate.profile.update',
  body: CreateCoverLetterBodySchema,
  responses: { 201: CoverLetterDocumentSchema, ...errorResponses(400, 401, 403, 404, 422) },
});

export const generateCoverLetterContract = defineContract({
  tags: ['cover-letters', 'candidates'],
  method: 'POST',
  path: '/api/v1/candidate/cover_letters/generate',
  summary: 'Draft a cover letter from the profile, CV and a posting, and save it',
  access: 'candidate.profile.update',
  body: GenerateCoverLetterBodySchema,
  responses: { 201: CoverLetterDocumentSchema, ...errorResponses(400, 401, 403, 404, 422) },
});

export const suggestCoverLetterEditContract = defineContract({
  tags: ['cover-letters', 'candidates'],
  method: 'POST',
  path: '/api/v1/candidate/cover_letters/suggestions',
  summary:
    'Suggest an edit of a selection or a whole letter (shorter, formal, warmer, opening, grammar)',
  access: 'candidate.profile.read',
  body: CoverLetterSuggestionBodySchema,
  responses: { 200: CoverLetterSuggestionDocumentSchema, ...errorResponses(400, 401, 403) },
});

export const updateCoverLetterContract = defineContract({
  tags: ['cover-letters', 'candidates'],
  method: 'PATCH',
  path: '/api/v1/candidate/cover_letters/:id',
  summary: 'Change a saved cover letter',
  access: 'candidate.profile.update',
  params: CoverLetterParamsSchema,
  body: UpdateCoverLetterBodySchema,
  responses: { 200: CoverLetterDocumentSchema, ...errorResponses(400, 401, 403, 404) },
});

export const deleteCoverLetterContract = defineContract({
  tags: ['cover-letters', 'candidates'],
  method: 'DELETE',
  path: '/api/v1/candidate/cover_letters/:id',
  summary: 'Delete a saved cover letter',
  access: 'candidate.profile.update',
  params: CoverLetterParamsSchema,
  responses: {
    200: z.object({ data: z.object({ id: IdSchema }) }),
    ...errorResponses(400, 401, 403, 404),
  },
});

export const exportCoverLetterContract = defineContract({
  tags: ['cover-letters', 'candidates'],
  method: 'GET',
  path: '/api/v1/candidate/cover_letters/:id/export',
  summary: 'Download a cover letter as PDF or DOCX',
  access: 'candidate.profile.read',
  params: CoverLetterParamsSchema,
  query: CoverLetterExportQuerySchema,
  responses: {
    200: z.string().meta({ description: 'The PDF or DOCX file', format: 'binary' }),
    ...errorResponses(400, 401, 403, 404),
  },
});

/** An employer's job page the extension is filling: its address, and its title and company. */
export const CoverLetterForJobQuerySchema = z.object({
  job_url: HttpUrlSchema.max(2000),
  title: text(500).optional(),
  company: text(500).optional(),
});
export type CoverLetterForJobQuery = z.input<typeof CoverLetterForJobQuerySchema>;

/** Which letter was chosen: the one tied to this job (ours or its pasted posting), else the newest. */
export const COVER_LETTER_CHOSEN = ['this_job', 'most_recent'] as const;

export const CoverLetterForJobDocumentSchema = z.object({
  data: CoverLetterDocumentSchema.shape.data.nullable(),
  meta: z.object({ chosen: z.enum(COVER_LETTER_CHOSEN).nullable() }),
});
export type CoverLetterForJobDocument = z.infer<typeof CoverLetterForJobDocumentSchema>;

/**
 * The letter the quick-apply extension puts into an employer's form: the candidate's letter for
 * this job (matched to our opportunity by apply link, else title and company, or to a pasted
 * posting's address), else their most recently edited one; null data when they have none.
 */
export const coverLetterForJobContract = defineContract({
  tags: ['cover-letters', 'candidates'],
  method: 'GET',
  path: '/api/v1/candidate/cover_letters/for_job',
  summary: 'The saved cover letter for an employer’s job page (else the most recent)',
  access: 'candidate.profile.read',
  query: CoverLetterForJobQuerySchema,
  responses: { 200: CoverLetterForJobDocumentSchema, ...errorResponses(400, 401, 403) },
});
