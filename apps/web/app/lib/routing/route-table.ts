/**
 * Every screen of the product (spec section 2) in one typed table: its route id, path, the module
 * that renders it, who may open it, and its small-screen layout rules. `app/routes.ts` builds the
 * React Router config from this table, the role guard reads each route's audience from it, and a
 * test checks it against the spec's list of routes.
 *
 * No imports beyond types: React Router's dev tooling evaluates this file in Node.
 */

/**
 * Who may open a route.
 * - `public`: everyone, server-rendered with real data.
 * - `guest-only`: sign-in and sign-up pages; a signed-in user is sent to their own home.
 * - `candidate`: onboarded candidates (temporary candidates included).
 * - `candidate-onboarding`: any candidate, including one who has not finished onboarding.
 * - `manager`: society managers. `recruiter`: company recruiters.
 * - `company-side`: managers or recruiters.
 */
export type RouteAudience =
  | 'public'
  | 'guest-only'
  | 'candidate'
  | 'candidate-onboarding'
  | 'manager'
  | 'recruiter'
  | 'company-side';

/**
 * The admin console (`/admin`, not a screen of the spec): its own sign-in and session, apart from
 * the app's. The app's guard (`decideAccess`) never sees it; `layouts/admin-layout.tsx` guards it.
 */
export type ScreenAudience = RouteAudience | 'admin';

/** Per-route layout rules (spec section 2): header and footer on small screens (≤ 767 px). */
export interface RouteLayoutRules {
  hideHeaderOnMobile?: boolean;
  hideFooterOnMobile?: boolean;
}

/** Which audience's sign-in a guest-only page belongs to (for its look and its links). */
export type SignInAudience = 'candidate' | 'manager' | 'recruiter';

export interface RouteEntry {
  /** Unique route id; also the key of the page's texts in `locales/en/routes.json`. */
  id: string;
  /** Path as React Router spells it (`:param` for dynamic segments). */
  path: string;
  /** Route module, relative to `app/`. */
  module: string;
  audience: ScreenAudience;
  layout?: RouteLayoutRules;
  /** Guest-only pages: whose account the page is for. */
  account?: SignInAudience;
}

/** A screen that a later release builds: it renders inside its layout and says so plainly. */
const UPCOMING = 'routes/upcoming-page.tsx';

const onMobileFocus: RouteLayoutRules = { hideHeaderOnMobile: true, hideFooterOnMobile: true };
const noFooterOnMobile: RouteLayoutRules = { hideFooterOnMobile: true };

const screen = <const I extends string, const P extends string>(
  id: I,
  path: P,
  audience: ScreenAudience,
  module: string,
  layout?: RouteLayoutRules,
) => ({ id, path, module, audience, ...(layout ? { layout } : {}) }) satisfies RouteEntry;

const upcoming = <const I extends string, const P extends string>(
  id: I,
  path: P,
  audience: RouteAudience,
  layout?: RouteLayoutRules,
) => screen(id, path, audience, UPCOMING, layout);

/** The public page of a job, internship or event: one module serves the three routes. */
const TOUCHPOINT_PAGE = 'routes/public/touchpoint-page.tsx';

/** Guest-only account pages keep the footer off small screens so the form fits. */
const account = <const I extends string, const P extends string>(
  id: I,
  path: P,
  who: SignInAudience,
  module: string,
) => ({ ...screen(id, path, 'guest-only', module, noFooterOnMobile), account: who });

/** The accounts pages (sign-in, sign-up, passwords, verification): `app/routes/auth/`. */
const AUTH = {
  candidateSignIn: 'routes/auth/candidate-signin-page.tsx',
  signInAi: 'routes/auth/signin-ai-page.tsx',
  organiserSignIn: 'routes/auth/organiser-signin-page.tsx',
  signUp: 'routes/auth/signup-page.tsx',
  signUpSuccess: 'routes/auth/signup-success-page.tsx',
  forgotPassword: 'routes/auth/forgot-password-page.tsx',
  resetPassword: 'routes/auth/reset-password-page.tsx',
  emailVerification: 'routes/auth/email-verification-page.tsx',
} as const;

/** The editors of jobs, internships and events (one module; the address says which type). */
const TOUCHPOINT_EDITOR = 'routes/organiser/touchpoint-editor.tsx';

export const ROUTE_TABLE = [
  // Recruiter
  account('company-signin', '/company/signin', 'recruiter', AUTH.organiserSignIn),
  account('company-signup', '/company/signup', 'recruiter', AUTH.signUp),
  account('company-signup-success', '/company/signup/success', 'recruiter', AUTH.signUpSuccess),
  account('company-forgot-password', '/company/forgot-password', 'recruiter', AUTH.forgotPassword),
  account('company-reset-password', '/company/reset-password', 'recruiter', AUTH.resetPassword),
  screen('company-edit', '/company/edit', 'recruiter', 'routes/company-edit.tsx'),
  screen(
    'recruiter-dashboard',
    '/recruiter/dashboard',
    'recruiter',
    'routes/organiser/recruiter-dashboard.tsx',
  ),
  screen(
    'recruiter-onboarding',
    '/recruiter/onboarding',
    'recruiter',
    'routes/recruiter-onboarding.tsx',
    onMobileFocus,
  ),
  screen(
    'recruiter-partnerships',
    '/recruiter/partnerships',
    'recruiter',
    'routes/organiser/partnerships.tsx',
  ),
  screen(
    'recruiter-partnership-discussions',
    '/recruiter/partnerships/:id/discussions',
    'recruiter',
    'routes/organiser/partnership-discussions.tsx',
    noFooterOnMobile,
  ),
  upcoming('talent-sourcing', '/talent-sourcing', 'recruiter'),
  screen('hiring', '/hiring', 'recruiter', 'routes/organiser/hiring.tsx'),
  screen('hiring-create', '/hiring/create', 'recruiter', TOUCHPOINT_EDITOR, noFooterOnMobile),
  screen('hiring-edit', '/hiring/:id/edit', 'recruiter', TOUCHPOINT_EDITOR, noFooterOnMobile),

  // Society manager
  account('society-signin', '/society/signin', 'manager', AUTH.organiserSignIn),
  account('society-signup', '/society/signup', 'manager', AUTH.signUp),
  account('society-signup-success', '/society/signup/success', 'manager', AUTH.signUpSuccess),
  account('society-forgot-password', '/society/forgot-password', 'manager', AUTH.forgotPassword),
  account('society-reset-password', '/society/reset-password', 'manager', AUTH.resetPassword),
  screen('society-profile', '/society-profile', 'manager', 'routes/society-profile.tsx'),
  screen(
    'society-profile-edit',
    '/society-profile/edit',
    'manager',
    'routes/society-profile-edit.tsx',
    noFooterOnMobile,
  ),
  screen(
    'society-profile-onboarding',
    '/society-profile/onboarding',
    'manager',
    'routes/society-profile-onboarding.tsx',
    onMobileFocus,
  ),
  screen('committee', '/committee', 'manager', 'routes/organiser/committee.tsx'),
  screen('community', '/community', 'manager', 'routes/organiser/community.tsx'),
  screen('sponsorships', '/sponsorships', 'manager', 'routes/organiser/sponsorships.tsx'),
  screen(
    'discussions',
    '/discussions',
    'manager',
    'routes/organiser/discussions.tsx',
    noFooterOnMobile,
  ),
  upcoming('newsletters', '/newsletters', 'manager'),
  upcoming('newsletters-preview', '/newsletters/preview', 'manager'),
  upcoming('newsletters-create', '/newsletters/create', 'manager', noFooterOnMobile),
  upcoming('newsletters-edit', '/newsletters/:id/edit', 'manager', noFooterOnMobile),
  screen('qr-code', '/qr-code', 'manager', 'routes/organiser/qr-code.tsx'),
  screen('society-dashboard', '/dashboard', 'manager', 'routes/organiser/society-dashboard.tsx'),

  // Shared or company side
  screen('home', '/', 'public', 'routes/home.tsx'),
  screen('logout', '/logout', 'public', 'routes/logout.tsx'),
  screen(
    'email-verification',
    '/email-verification',
    'public',
    AUTH.emailVerification,
    noFooterOnMobile,
  ),
  upcoming('messages', '/messages', 'company-side', onMobileFocus),
  upcoming('campaigns', '/campaigns', 'company-side'),
  upcoming('campaigns-create', '/campaigns/create', 'company-side', noFooterOnMobile),
  upcoming('campaign', '/campaigns/:id', 'company-side'),
  upcoming('campaigns-edit', '/campaigns/:id/edit', 'company-side', noFooterOnMobile),
  screen('applicants', '/applicants', 'company-side', 'routes/organiser/applicants.tsx'),
  screen('attendees', '/attendees', 'company-side', 'routes/organiser/attendees.tsx'),
  screen('waitlist', '/waitlist', 'company-side', 'routes/organiser/waitlist.tsx'),
  screen('jobs-create', '/jobs/create', 'recruiter', TOUCHPOINT_EDITOR, noFooterOnMobile),
  screen('jobs-edit', '/jobs/:id/edit', 'recruiter', TOUCHPOINT_EDITOR, noFooterOnMobile),
  screen(
    'internships-create',
    '/internships/create',
    'recruiter',
    TOUCHPOINT_EDITOR,
    noFooterOnMobile,
  ),
  screen(
    'internships-edit',
    '/internships/:id/edit',
    'recruiter',
    TOUCHPOINT_EDITOR,
    noFooterOnMobile,
  ),
  screen('events-create', '/events/create', 'company-side', TOUCHPOINT_EDITOR, noFooterOnMobile),
  screen('events-edit', '/events/:id/edit', 'company-side', TOUCHPOINT_EDITOR, noFooterOnMobile),
  screen(
    'student-societies',
    '/student-societies',
    'company-side',
    'routes/organiser/student-societies.tsx',
  ),
  screen(
    'student-society',
    '/student-societies/:slug',
    'company-side',
    'routes/organiser/student-society.tsx',
  ),
  screen(
    'student-society-detail',
    '/student-societies/:slug/detail',
    'company-side',
    'routes/organiser/student-society-detail.tsx',
  ),
  upcoming('career-opportunity', '/career-opportunity', 'company-side'),

  // Public
  screen('companies', '/companies', 'public', 'routes/public/companies.tsx'),
  screen('company', '/companies/:slug', 'public', 'routes/public/company.tsx'),
  screen('job', '/jobs/:id', 'public', TOUCHPOINT_PAGE),
  screen('internship', '/internships/:id', 'public', TOUCHPOINT_PAGE),
  screen('event', '/events/:id', 'public', TOUCHPOINT_PAGE),
  screen('societies', '/societies', 'public', 'routes/societies.tsx'),
  screen('society', '/societies/:slug', 'public', 'routes/public/society.tsx'),
  screen('short-link', '/s/:slug', 'public', 'routes/public/short-link.tsx'),
  screen('universities', '/universities', 'public', 'routes/universities.tsx'),
  screen(
    'university-societies',
    '/universities/:universitySlug/societies',
    'public',
    'routes/public/university-societies.tsx',
  ),
  screen('search-page', '/:searchPageSlug', 'public', 'routes/search/search-landing.tsx'),

  // Candidate
  account('signin', '/signin', 'candidate', AUTH.candidateSignIn),
  account('signin-ai', '/signin/ai', 'candidate', AUTH.signInAi),
  screen(
    'candidate-dashboard',
    '/candidate/dashboard',
    'candidate',
    'routes/candidate/dashboard.tsx',
  ),
  screen(
    'candidate-matches',
    '/candidate/matches',
    'candidate-onboarding',
    'routes/candidate/matches.tsx',
  ),
  screen(
    'candidate-match',
    '/candidate/matches/:slug',
    'candidate-onboarding',
    'routes/candidate/matches-detail.tsx',
    noFooterOnMobile,
  ),
  screen(
    'candidate-matches-success',
    '/candidate/matches/success',
    'candidate-onboarding',
    'routes/candidate/matches-success.tsx',
    onMobileFocus,
  ),
  screen(
    'candidate-matches-generating',
    '/candidate/matches/generating',
    'candidate-onboarding',
    'routes/candidate/matches-generating.tsx',
    onMobileFocus,
  ),
  screen(
    'candidate-matches-seen-all',
    '/candidate/matches/seen-all',
    'candidate-onboarding',
    'routes/candidate/matches-seen-all.tsx',
    onMobileFocus,
  ),
  screen('candidate-manager', '/candidate/manager', 'candidate', 'routes/candidate/manager.tsx'),
  screen(
    'candidate-funnel-matches',
    '/candidate/funnel-matches',
    'candidate-onboarding',
    'routes/candidate/matches-funnel.tsx',
    onMobileFocus,
  ),
  screen(
    'candidate-get-personalised-matches',
    '/candidate/get-personalised-matches',
    'candidate',
    'routes/candidate/matches-get-personalised.tsx',
    onMobileFocus,
  ),
  screen('candidate-profile', '/candidate/profile', 'candidate', 'routes/candidate-profile.tsx'),
  screen('candidate-settings', '/candidate/settings', 'candidate', 'routes/candidate-settings.tsx'),
  screen(
    'candidate-notifications',
    '/candidate/notifications',
    'candidate',
    'routes/candidate/notifications.tsx',
  ),
  screen(
    'candidate-onboarding',
    '/candidate/onboarding',
    'candidate-onboarding',
    'routes/candidate-onboarding.tsx',
    onMobileFocus,
  ),
  screen(
    'candidate-ai-onboarding',
    '/candidate/ai/onboarding',
    'candidate-onboarding',
    'routes/candidate-ai-onboarding.tsx',
    onMobileFocus,
  ),
  screen(
    'candidate-build-cover-letter',
    '/candidate/build-cover-letter',
    'candidate',
    'routes/candidate/build-cover-letter.tsx',
    noFooterOnMobile,
  ),
  screen(
    'candidate-applications',
    '/candidate/applications',
    'candidate',
    'routes/candidate/applications.tsx',
  ),
  upcoming('candidate-messages', '/candidate/messages', 'candidate', onMobileFocus),

  // Search
  screen('search-results', '/search/results', 'public', 'routes/search/search-results.tsx'),
  screen('ai-search', '/ai/search', 'candidate', 'routes/search/ai-search.tsx'),
  screen(
    'ai-search-results',
    '/ai/search/:searchId/results',
    'candidate',
    'routes/search/ai-search-results.tsx',
  ),

  // Admin console (not in the spec's list: its own area, sign-in and session)
  screen('admin-signin', '/admin/signin', 'admin', 'routes/admin/admin-signin.tsx'),
  screen('admin-queues', '/admin', 'admin', 'routes/admin/admin-queues.tsx'),
  screen('admin-users', '/admin/users', 'admin', 'routes/admin/admin-users.tsx'),
  screen('admin-audit-log', '/admin/audit-log', 'admin', 'routes/admin/admin-audit-log.tsx'),
  screen('admin-preview', '/admin/preview/:kind/:id', 'admin', 'routes/admin/admin-preview.tsx'),
  screen(
    'admin-search-pages',
    '/admin/search-pages',
    'admin',
    'routes/admin/admin-search-pages.tsx',
  ),
] as const satisfies readonly RouteEntry[];

export type RouteId = (typeof ROUTE_TABLE)[number]['id'];

const BY_ID = new Map<string, RouteEntry>(ROUTE_TABLE.map((entry) => [entry.id, entry]));

/** The table entry of a route id, if the id is a screen of the table. */
export const routeEntry = (id: string | undefined): RouteEntry | undefined =>
  id === undefined ? undefined : BY_ID.get(id);

/** Route id of the 404 page for paths no screen matches (rendered inside the public layout). */
export const NOT_FOUND_ROUTE_ID = 'not-found';
