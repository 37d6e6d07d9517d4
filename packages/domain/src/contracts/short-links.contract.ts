import { z } from 'zod';
import { defineContract } from './contract';
import { errorResponses, IdSchema, resourceDocumentSchema } from './documents';
import { SlugSchema } from './fields';

/**
 * Short links: `/s/{slug}` leads to a company, a society, a job, an internship or an event. The
 * slug follows the spec's short-link rule (letters, digits, underscore, hyphen) and is looked up
 * without regard to case. A link whose target is not public answers 404 like a missing one.
 */

export const SHORT_LINK_TARGET_TYPES = [
  'Company',
  'StudentSociety',
  'Event',
  'Job',
  'Internship',
] as const;
export const ShortLinkTargetTypeSchema = z.enum(SHORT_LINK_TARGET_TYPES);
export type ShortLinkTargetType = z.infer<typeof ShortLinkTargetTypeSchema>;

/** The app's page of a short link's target. */
export const shortLinkTargetPath = (
  type: ShortLinkTargetType,
  target: { id: string; slug: string },
): string => {
  switch (type) {
    case 'Company':
      return `/companies/${target.slug}`;
    case 'StudentSociety':
      return `/societies/${target.slug}`;
    case 'Event':
      return `/events/${target.id}`;
    case 'Job':
      return `/jobs/${target.id}`;
    case 'Internship':
      return `/internships/${target.id}`;
  }
};

/** The short link's own address: `/s/{slug}`. */
export const shortLinkPath = (slug: string): string => `/s/${slug}`;

export const ShortLinkParamsSchema = z.object({ slug: SlugSchema.max(80) });
export type ShortLinkParams = z.infer<typeof ShortLinkParamsSchema>;

export const ShortLinkDocumentSchema = resourceDocumentSchema('short_link', {
  slug: SlugSchema,
  target_type: ShortLinkTargetTypeSchema,
  target_id: IdSchema,
  /** Where `/s/{slug}` leads, e.g. `/companies/northwind-analytics`. */
  target_path: z.string().startsWith('/'),
});
export type ShortLinkDocument = z.infer<typeof ShortLinkDocumentSchema>;

export const getShortLinkContract = defineContract({
  method: 'GET',
  path: '/api/v1/short_links/:slug',
  summary: 'Where a short link leads',
  tags: ['short links'],
  access: 'public',
  params: ShortLinkParamsSchema,
  responses: { 200: ShortLinkDocumentSchema, ...errorResponses(400, 404) },
});

// An organiser's own short link ------------------------------------------------------------------

export const SHORT_LINK_MAX_LENGTH = 60;
export const SHORT_LINK_TAKEN_MESSAGE = 'This short link is taken. Try another one.';

export const UpdateOrganisationShortLinkBodySchema = z.object({
  short_link: z.object({
    slug: z
      .string()
      .trim()
      .min(3, 'Use at least 3 characters')
      .max(SHORT_LINK_MAX_LENGTH, `Use at most ${SHORT_LINK_MAX_LENGTH} characters`)
      .regex(/^[A-Za-z0-9_-]+$/, 'Use letters, digits, underscores and hyphens only'),
  }),
});
export type UpdateOrganisationShortLinkBody = z.infer<typeof UpdateOrganisationShortLinkBodySchema>;

/**
 * A society manager sets their society's short link, a recruiter their company's: it replaces the
 * one it had. A slug another page already uses (whatever its case) answers 422.
 */
export const updateOrganisationShortLinkContract = defineContract({
  method: 'PUT',
  path: '/api/v1/organisation/short_link',
  summary: 'Set the short link of the manager’s society or the recruiter’s company',
  tags: ['short links'],
  access: 'short_links.organisation.manage',
  body: UpdateOrganisationShortLinkBodySchema,
  responses: { 200: ShortLinkDocumentSchema, ...errorResponses(400, 401, 403, 404, 422) },
});

/** The caller's society's or company's short link (`data: null` when it has none). */
export const OrganisationShortLinkDocumentSchema = z.object({
  data: ShortLinkDocumentSchema.shape.data.nullable(),
});
export type OrganisationShortLinkDocument = z.infer<typeof OrganisationShortLinkDocumentSchema>;

export const getOrganisationShortLinkContract = defineContract({
  method: 'GET',
  path: '/api/v1/organisation/short_link',
  summary: 'The short link of the manager’s society or the recruiter’s company',
  tags: ['short links'],
  access: 'short_links.organisation.manage',
  responses: { 200: OrganisationShortLinkDocumentSchema, ...errorResponses(401, 403, 404) },
});
