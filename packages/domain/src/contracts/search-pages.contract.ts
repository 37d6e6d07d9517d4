import { z } from 'zod';
import { SearchFiltersSchema } from '../search/search-filters';
import { defineContract } from './contract';
import {
  CountMetaSchema,
  errorResponses,
  IdSchema,
  listDocumentSchema,
  MessageDocumentSchema,
  resourceDocumentSchema,
} from './documents';
import { IsoDateTimeSchema } from './fields';

/**
 * The public dynamic search page `/{searchPageSlug}` (spec §2): landing pages defined by a saved
 * set of search filters ("Graduate jobs in London"), server-rendered and indexable, managed in
 * the admin console. Only published pages are public; an unpublished one answers 404.
 */

export const SEARCH_PAGE_TITLE_MAX_LENGTH = 120;
export const SEARCH_PAGE_DESCRIPTION_MAX_LENGTH = 1000;
export const SEARCH_PAGE_SLUG_MAX_LENGTH = 80;

/**
 * First path segments of the app's own screens (spec §2) and of the server's own paths: a search
 * page may not take them, or it would never be reached.
 */
export const RESERVED_SEARCH_PAGE_SLUGS = [
  'admin',
  'ai',
  'api',
  'applicants',
  'attendees',
  'assets',
  'campaigns',
  'candidate',
  'career-opportunity',
  'committee',
  'community',
  'companies',
  'company',
  'dashboard',
  'dev',
  'discussions',
  'email-verification',
  'events',
  'healthz',
  'hiring',
  'internships',
  'jobs',
  'logout',
  'messages',
  'newsletters',
  'qr-code',
  'readyz',
  'recruiter',
  'robots.txt',
  's',
  'search',
  'signin',
  'sitemap.xml',
  'societies',
  'society',
  'society-profile',
  'sponsorships',
  'student-societies',
  'talent-sourcing',
  'universities',
  'uploads',
  'waitlist',
] as const;

export const SEARCH_PAGE_MESSAGES = {
  slugInvalid: 'Use lower-case letters, digits and single hyphens, e.g. graduate-jobs-london.',
  slugTooLong: `Keep the address under ${SEARCH_PAGE_SLUG_MAX_LENGTH} characters.`,
  slugReserved: 'This address belongs to a page of the app. Choose another.',
  slugTaken: 'Another search page has this address.',
  titleEmpty: 'Give the page a title.',
  titleTooLong: `Keep the title under ${SEARCH_PAGE_TITLE_MAX_LENGTH} characters.`,
  descriptionTooLong: `Keep the introduction under ${SEARCH_PAGE_DESCRIPTION_MAX_LENGTH} characters.`,
} as const;

const RESERVED = new Set<string>(RESERVED_SEARCH_PAGE_SLUGS);

export const SearchPageSlugSchema = z
  .string()
  .trim()
  .max(SEARCH_PAGE_SLUG_MAX_LENGTH, SEARCH_PAGE_MESSAGES.slugTooLong)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, SEARCH_PAGE_MESSAGES.slugInvalid)
  .refine((slug) => !RESERVED.has(slug), SEARCH_PAGE_MESSAGES.slugReserved);

export const SearchPageAttributesShape = {
  slug: z.string(),
  title: z.string(),
  /** The introduction shown above the results and used as the meta description. */
  description: z.string(),
  filters: SearchFiltersSchema,
  published: z.boolean(),
  created_at: IsoDateTimeSchema,
  updated_at: IsoDateTimeSchema,
};

export const SearchPageDocumentSchema = resourceDocumentSchema(
  'search_page',
  SearchPageAttributesShape,
);
export type SearchPageDocument = z.infer<typeof SearchPageDocumentSchema>;
export type SearchPage = SearchPageDocument['data'];

export const SearchPageListDocumentSchema = listDocumentSchema(
  'search_page',
  SearchPageAttributesShape,
  CountMetaSchema,
);
export type SearchPageListDocument = z.infer<typeof SearchPageListDocumentSchema>;

export const SearchPageSlugParamsSchema = z.object({
  slug: z.string().max(SEARCH_PAGE_SLUG_MAX_LENGTH),
});

export const getSearchPageContract = defineContract({
  method: 'GET',
  path: '/api/v1/search_pages/:slug',
  summary: 'A published search landing page by its address',
  tags: ['search'],
  access: 'public',
  params: SearchPageSlugParamsSchema,
  responses: { 200: SearchPageDocumentSchema, ...errorResponses(400, 404) },
});

export const listSearchPagesContract = defineContract({
  method: 'GET',
  path: '/api/v1/search_pages',
  summary: 'Every published search landing page (for links and the sitemap)',
  tags: ['search'],
  access: 'public',
  responses: { 200: SearchPageListDocumentSchema },
});

export const SearchPageInputSchema = z.object({
  slug: SearchPageSlugSchema,
  title: z
    .string()
    .trim()
    .min(1, SEARCH_PAGE_MESSAGES.titleEmpty)
    .max(SEARCH_PAGE_TITLE_MAX_LENGTH, SEARCH_PAGE_MESSAGES.titleTooLong),
  description: z
    .string()
    .trim()
    .max(SEARCH_PAGE_DESCRIPTION_MAX_LENGTH, SEARCH_PAGE_MESSAGES.descriptionTooLong)
    .default(''),
  filters: SearchFiltersSchema,
  published: z.boolean().default(false),
});
export type SearchPageInput = z.infer<typeof SearchPageInputSchema>;

export const SearchPageBodySchema = z.object({ search_page: SearchPageInputSchema });

export const listAdminSearchPagesContract = defineContract({
  method: 'GET',
  path: '/api/v1/admin/search_pages',
  summary: 'Every search landing page, published or not',
  tags: ['admin', 'search'],
  access: 'admin.search_pages.manage',
  responses: { 200: SearchPageListDocumentSchema, ...errorResponses(401, 403) },
});

export const createSearchPageContract = defineContract({
  method: 'POST',
  path: '/api/v1/admin/search_pages',
  summary: 'Create a search landing page',
  tags: ['admin', 'search'],
  access: 'admin.search_pages.manage',
  body: SearchPageBodySchema,
  responses: { 201: SearchPageDocumentSchema, ...errorResponses(400, 401, 403, 409) },
});

export const SearchPageIdParamsSchema = z.object({ id: IdSchema });

export const updateSearchPageContract = defineContract({
  method: 'PUT',
  path: '/api/v1/admin/search_pages/:id',
  summary: 'Change a search landing page',
  tags: ['admin', 'search'],
  access: 'admin.search_pages.manage',
  params: SearchPageIdParamsSchema,
  body: SearchPageBodySchema,
  responses: { 200: SearchPageDocumentSchema, ...errorResponses(400, 401, 403, 404, 409) },
});

export const deleteSearchPageContract = defineContract({
  method: 'DELETE',
  path: '/api/v1/admin/search_pages/:id',
  summary: 'Delete a search landing page',
  tags: ['admin', 'search'],
  access: 'admin.search_pages.manage',
  params: SearchPageIdParamsSchema,
  responses: { 200: MessageDocumentSchema, ...errorResponses(400, 401, 403, 404) },
});
