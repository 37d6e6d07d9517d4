import rateLimit from '@fastify/rate-limit';
import { parseQueryString } from '@gradway/domain/contracts';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Database } from './db';
import { databaseRateLimitStore, registerAccountLimits } from './http/abuse-limits';
import { notFoundHandler, registerErrorHandling } from './http/error-handler';
import { KeptAnswers, openKeptAnswerDoor } from './http/kept-answers';
import { registerPublicListCaching } from './http/public-list-caching';
import { requireDeclaredAccess } from './http/register-route';
import { requestIdOf } from './http/request-id';
import { requestLoggerFactory } from './http/request-logger';
import { registerTextGuard } from './http/text-guard';
import { aiOnboardingRoutes } from './modules/accounts/ai-onboarding/ai-onboarding.routes';
import { registerAuth } from './modules/accounts/auth/auth.plugin';
import {
  candidateFileRoutes,
  candidatesRoutes,
} from './modules/accounts/candidates/candidates.routes';
import { signInRoutes } from './modules/accounts/sign-in/sign-in.routes';
import { usersRoutes } from './modules/accounts/users/users.routes';
import { adminRoutes } from './modules/admin/console/admin.routes';
import { applicationsRoutes } from './modules/applying/applications/applications.routes';
import { coverLettersRoutes } from './modules/applying/cover-letters/cover-letters.routes';
import { quickApplyRoutes } from './modules/applying/quick-apply/quick-apply.routes';
import { committeeRoutes } from './modules/community/committee/committee.routes';
import { discussionsRoutes } from './modules/community/discussions/discussions.routes';
import { membershipsRoutes } from './modules/community/memberships/memberships.routes';
import { sponsorshipsRoutes } from './modules/community/sponsorships/sponsorships.routes';
import { aiSearchRoutes } from './modules/discovery/ai-search/ai-search.routes';
import { candidateDashboardRoutes } from './modules/discovery/candidate-dashboard/candidate-dashboard.routes';
import { followsRoutes } from './modules/discovery/follows/follows.routes';
import { idListsRoutes } from './modules/discovery/id-lists/id-lists.routes';
import { matchesRoutes } from './modules/discovery/matches/matches.routes';
import { searchRoutes } from './modules/discovery/search/search.routes';
import { searchPagesRoutes } from './modules/discovery/search-pages/search-pages.routes';
import { calendarsRoutes } from './modules/events/calendars/calendars.routes';
import { feedbackRoutes } from './modules/events/feedback/feedback.routes';
import { guestListRoutes } from './modules/events/guest-list/guest-list.routes';
import { eventHostingRoutes } from './modules/events/hosting/hosting.routes';
import { registrationsRoutes } from './modules/events/registrations/registrations.routes';
import { notificationsRoutes } from './modules/messaging/notifications/notifications.routes';
import { organiserTouchpointsRoutes } from './modules/opportunities/organiser-touchpoints/organiser-touchpoints.routes';
import { placesRoutes } from './modules/opportunities/places/places.routes';
import { shortLinksRoutes } from './modules/opportunities/short-links/short-links.routes';
import { sitemapRoutes } from './modules/opportunities/sitemap/sitemap.routes';
import { touchpointsRoutes } from './modules/opportunities/touchpoints/touchpoints.routes';
import { companyProfileRoutes } from './modules/organisations/profile/company-profile.routes';
import { societyProfileRoutes } from './modules/organisations/profile/society-profile.routes';
import { companiesRoutes } from './modules/organisations/public/companies.routes';
import { studentSocietiesRoutes } from './modules/organisations/public/student-societies.routes';
import { universitiesRoutes } from './modules/organisations/universities/universities.routes';
import { clientErrorsRoutes } from './modules/platform/client-errors/client-errors.routes';
import { configRoutes } from './modules/platform/config/config.routes';
import {
  errorReportingOrigins,
  readErrorReportingConfig,
  registerErrorReporting,
} from './modules/platform/error-reporting/error-reporting';
import { healthRoutes } from './modules/platform/health/health.routes';
import { deadJobsRoutes } from './modules/platform/jobs/dead-jobs.routes';
import { type JobsOptions, registerJobs } from './modules/platform/jobs/jobs.plugin';
import { registerMail } from './modules/platform/mail/mail.plugin';
import type { MailConfig } from './modules/platform/mail/mail-config';
import { referenceDataRoutes } from './modules/platform/reference-data/reference-data.routes';
import type { UploadStorage } from './modules/platform/uploads/upload-storage';
import {
  fileRoutes,
  registerUploadStorage,
  uploadsRoutes,
} from './modules/platform/uploads/uploads.routes';
import { registerOpenApi } from './plugins/openapi';
import { registerRequestSummary } from './plugins/readable-log';
import { registerSecurityHeaders } from './plugins/security';
import { registerUploads } from './web/uploads';
import { prepareWeb, type WebOptions } from './web/web.plugin';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
  }
}

/** JSON bodies above this size are refused with 413 (uploads set their own limits). */
export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface BuildAppOptions {
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** One log line per request (`GET /jobs 200 12 ms`) instead of Fastify's two; for a terminal. */
  summariseRequests?: boolean;
  /** Serve the web app on the same port; off by default (API only, e.g. in API tests). */
  web?: WebOptions | false;
  /** Development mode: relaxed CSP for Vite, readable logs. */
  development?: boolean;
  /** Serve uploaded files from this folder at `/uploads/` (and store uploads there by default). */
  uploadsDir?: string;
  /** Where uploads are stored (an S3-compatible bucket); by default the `uploadsDir` folder. */
  uploadStorage?: UploadStorage;
  /** How long the headline counts of `/api/v1/config` are cached (0 in tests). */
  headlineCountsMaxAgeMs?: number;
  /** Mail settings; by default read from SMTP_URL, PUBLIC_URL, PORT, NODE_ENV, DEV_MAILBOX. */
  mail?: Partial<MailConfig>;
  /** Durable jobs: whether this process runs the workers (default true), polling, grace. */
  jobs?: JobsOptions;
}

const INFO_AND_BELOW = new Set(['info', 'debug', 'trace']);

/** Whether a logger of these options writes `info` lines (pino's default level is `info`). */
const writesInfo = (logger: BuildAppOptions['logger']): boolean => {
  if (!logger) return false;
  if (logger === true) return true;
  const level = (logger as { level?: unknown }).level;
  return level === undefined || (typeof level === 'string' && INFO_AND_BELOW.has(level));
};

/**
 * Builds the server without listening: external plugins, then the app's plugins, then the API
 * routes, then the web app. Tests call it and use `app.inject`.
 */
export const buildApp = async (options: BuildAppOptions): Promise<FastifyInstance> => {
  const { database } = options;
  const development = options.development ?? false;
  const logsRequests = (options.summariseRequests ?? false) || writesInfo(options.logger);
  const app = Fastify({
    logger: options.logger ?? false,
    // Fastify's own two lines per request are `info` lines: skipped when the summary line
    // replaces them, and not even built when the server logs only warnings and worse.
    logController: new LogController({
      disableRequestLogging: (options.summariseRequests ?? false) || !writesInfo(options.logger),
    }),
    // Without a logger Fastify already skips the request's child; with one, make it lazily.
    ...(options.logger ? { childLoggerFactory: requestLoggerFactory } : {}),
    genReqId: requestIdOf,
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { querystringParser: parseQueryString, ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  // Kept answers at the server's door (decision 052), where a request that goes well writes no
  // log line anyway; with request lines (info level, or the readable summary) every request goes
  // through Fastify and is logged.
  app.decorate('keptAnswers', new KeptAnswers());
  if (!logsRequests) openKeptAnswerDoor(app);
  if (options.summariseRequests) registerRequestSummary(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('database', database);
  // The request id and the security headers first: every answer carries them, a refusal too.
  await registerSecurityHeaders(app, {
    development,
    connectOrigins: errorReportingOrigins(readErrorReportingConfig()),
  });
  registerErrorReporting(app);
  registerTextGuard(app);

  // External plugins
  // Per-IP limits: shared by every instance on PostgreSQL, in memory on PGlite (decision 032).
  // A database that cannot count lets the request through to answer 503 itself.
  await app.register(rateLimit, {
    global: false,
    ...(database.kind === 'postgres'
      ? { store: databaseRateLimitStore(database.db), skipOnError: true }
      : {}),
  });
  await registerOpenApi(app);
  // Static files (the web build's assets, uploads) are files, not endpoints: before the guard.
  const web = options.web ? await prepareWeb(app, options.web) : null;
  registerUploadStorage(app, {
    storage: options.uploadStorage,
    uploadsDir: options.uploadsDir,
  });
  if (options.uploadsDir) await registerUploads(app, options.uploadsDir);

  // The app's plugins
  registerErrorHandling(app);
  app.setNotFoundHandler(notFoundHandler);
  await registerAuth(app, database);
  registerAccountLimits(app, database.db);
  requireDeclaredAccess(app);
  registerPublicListCaching(app);

  // API routes
  const mailer = registerMail(app, database.db, options.mail);
  await registerJobs(app, database, mailer, options.jobs);
  healthRoutes(app, database);
  configRoutes(app, database.db, { cacheMs: options.headlineCountsMaxAgeMs });
  referenceDataRoutes(app, database.db);
  placesRoutes(app, database.db);
  universitiesRoutes(app, database.db);
  studentSocietiesRoutes(app, database.db);
  companiesRoutes(app, database.db);
  shortLinksRoutes(app, database.db);
  sponsorshipsRoutes(app, database.db);
  followsRoutes(app, database.db);
  discussionsRoutes(app, database.db);
  membershipsRoutes(app, database.db);
  committeeRoutes(app, database.db);
  matchesRoutes(app, database.db);
  applicationsRoutes(app, database.db);
  quickApplyRoutes(app, database.db);
  coverLettersRoutes(app, database.db);
  candidateDashboardRoutes(app, database.db);
  touchpointsRoutes(app, database.db);
  registrationsRoutes(app, database.db);
  calendarsRoutes(app, database.db);
  feedbackRoutes(app, database.db);
  guestListRoutes(app, database.db);
  organiserTouchpointsRoutes(app, database.db);
  eventHostingRoutes(app, database.db);
  searchRoutes(app, database);
  idListsRoutes(app, database.db);
  await searchPagesRoutes(app, database.db);
  usersRoutes(app, database.db);
  signInRoutes(app, database.db);
  clientErrorsRoutes(app);
  adminRoutes(app, database.db);
  deadJobsRoutes(app, database.db);
  candidatesRoutes(app, database.db);
  await fileRoutes(app, (files) => {
    uploadsRoutes(files, database.db);
    candidateFileRoutes(files, database.db);
  });
  aiOnboardingRoutes(app, database.db);
  aiSearchRoutes(app, database.db);
  societyProfileRoutes(app, database.db);
  companyProfileRoutes(app, database.db);
  await notificationsRoutes(app, database);

  // The sitemap and robots.txt: pages for crawlers, before the web app's catch-all.
  sitemapRoutes(app, database.db);

  // The web app, after every API route: it answers whatever they do not.
  if (web) await web.registerPages(app);

  return app;
};
