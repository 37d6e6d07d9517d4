import { z } from 'zod';
import { defineContract } from './contract';
import { errorResponses, IdSchema, singletonDocumentSchema } from './documents';
import { IsoDateSchema, TouchpointableTypeSchema, TouchpointStateSchema } from './fields';

/**
 * The recruiter's `/recruiter/dashboard` and the society's `/dashboard`: how the organisation's
 * touchpoints (hosted, or co-hosted with an accepted invitation) and the organisation itself did
 * over the last `days` days, day by day (UTC days, today included).
 */

export const DASHBOARD_DEFAULT_DAYS = 30;
export const DASHBOARD_MIN_DAYS = 7;
export const DASHBOARD_MAX_DAYS = 365;
/** How many touchpoints the "top by views" list shows. */
export const DASHBOARD_TOP_TOUCHPOINTS = 5;

export const DashboardQuerySchema = z.object({
  days: z.coerce
    .number<number | string>()
    .int()
    .min(DASHBOARD_MIN_DAYS)
    .max(DASHBOARD_MAX_DAYS)
    .default(DASHBOARD_DEFAULT_DAYS),
});
export type DashboardQuery = z.infer<typeof DashboardQuerySchema>;

const count = () => z.number().int().nonnegative();

/** Views (counted once per visitor per day), event registrations, applications, new followers. */
export const DashboardFiguresShape = {
  views: count(),
  registrations: count(),
  applications: count(),
  followers: count(),
};
export const DashboardFiguresSchema = z.object(DashboardFiguresShape);
export type DashboardFigures = z.infer<typeof DashboardFiguresSchema>;

export const DashboardDaySchema = z.object({ date: IsoDateSchema, ...DashboardFiguresShape });
export type DashboardDay = z.infer<typeof DashboardDaySchema>;

export const DashboardTopTouchpointSchema = z.object({
  id: IdSchema,
  title: z.string(),
  touchpointable_type: TouchpointableTypeSchema,
  state: TouchpointStateSchema,
  /** The touchpoint's public page. */
  url: z.string(),
  /** In the period. */
  views: count(),
  registrations: count(),
  applications: count(),
});
export type DashboardTopTouchpoint = z.infer<typeof DashboardTopTouchpointSchema>;

export const OrganiserDashboardDocumentSchema = singletonDocumentSchema('organiser_dashboard', {
  days: z.number().int().min(DASHBOARD_MIN_DAYS).max(DASHBOARD_MAX_DAYS),
  /** First and last day of the period (`YYYY-MM-DD`, UTC). */
  from: IsoDateSchema,
  to: IsoDateSchema,
  /** Sums over the period. */
  totals: DashboardFiguresSchema,
  /** One entry per day, oldest first, days without activity included (zeros). */
  series: z.array(DashboardDaySchema),
  /** Followers today, whenever they followed. */
  followers_count: count(),
  /** How many touchpoints are in each list tab now. */
  touchpoint_counts: z.object({
    live: count(),
    in_review: count(),
    drafts: count(),
    ended: count(),
    /** Events the organisation is invited to co-host, not answered yet. */
    invited: count(),
  }),
  /** The most viewed in the period, most first (up to 5). */
  top_touchpoints: z.array(DashboardTopTouchpointSchema),
});
export type OrganiserDashboardDocument = z.infer<typeof OrganiserDashboardDocumentSchema>;

export const getCompanyDashboardContract = defineContract({
  method: 'GET',
  path: '/api/v1/company/dashboard',
  summary: 'Views, registrations, applications and followers of the recruiter’s company',
  tags: ['dashboard', 'companies'],
  access: 'organiser.dashboard.read',
  query: DashboardQuerySchema,
  responses: { 200: OrganiserDashboardDocumentSchema, ...errorResponses(400, 401, 403) },
});

export const getSocietyDashboardContract = defineContract({
  method: 'GET',
  path: '/api/v1/student_society/dashboard',
  summary: 'Views, registrations, applications and followers of the manager’s society',
  tags: ['dashboard', 'student societies'],
  access: 'organiser.dashboard.read',
  query: DashboardQuerySchema,
  responses: { 200: OrganiserDashboardDocumentSchema, ...errorResponses(400, 401, 403) },
});
