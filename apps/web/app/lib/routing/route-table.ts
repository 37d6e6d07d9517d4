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

export const ROUTE_TABLE = [
  // Recruiter
  account('company-signin', '/company/signin', 'recruiter', AUTH.organiserSignIn),
  account('company-signup', '/company/signup', 'recruiter', AUTH.signUp),
  account('company-signup-success', '/company/signup/success', 'recruiter', AUTH.signUpSuccess),
  account('company-forgot-password', '/company/forgot-password', 'recruiter', AUTH.forgotPassword),
  account('company-reset-password', '/company/reset-password', 'recruiter', AUTH.resetPassword),
  screen('company-edit', '/company/edit', 'recruiter', 'routes/company-edit.tsx'),
  upcoming('recruiter-dashboard', '/recruiter/dashboard', 'recruiter'),
  screen(
    'recruiter-onboarding',
    '/recruiter/onboarding',
    'recruiter',
    'routes/recruiter-onboarding.tsx',
    onMobileFocus,
  ),
  upcoming('recruiter-partnerships', '/recruiter/partnerships', 'recruiter'),
  upcoming(
    'recruiter-partnership-discussions',
    '/recruiter/partnerships/:id/discussions',
    'recruiter',
    noFooterOnMobile,
  ),
  upcoming('talent-sourcing', '/talent-sourcing', 'recruiter'),
  upcoming('hiring', '/hiring', 'recruiter'),
  upcoming('hiring-create', '/hiring/create', 'recruiter', noFooterOnMobile),
  upcoming('hiring-edit', '/hiring/:id/edit', 'recruiter', noFooterOnMobile),

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
  upcoming('committee', '/committee', 'manager'),
  upcoming('community', '/community', 'manager'),
  upcoming('sponsorships', '/sponsorships', 'manager'),
  upcoming('discussions', '/discussions', 'manager', noFooterOnMobile),
  upcoming('newsletters', '/newsletters', 'manager'),
  upcoming('newsletters-preview', '/newsletters/preview', 'manager'),
  upcoming('newsletters-create', '/newsletters/create', 'manager', noFooterOnMobile),
  upcoming('newsletters-edit', '/newsletters/:id/edit', 'manager', noFooterOnMobile),
  upcoming('qr-code', '/qr-code', 'manager'),
  upcoming('society-dashboard', '/dashboard', 'manager'),

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
  upcoming('applicants', '/applicants', 'company-side'),
  upcoming('attendees', '/attendees', 'company-side'),
  upcoming('waitlist', '/waitlist', 'company-side'),
  upcoming('jobs-create', '/jobs/create', 'company-side', noFooterOnMobile),
  upcoming('jobs-edit', '/jobs/:id/edit', 'company-side', noFooterOnMobile),
  upcoming('internships-create', '/internships/create', 'company-side', noFooterOnMobile),
  upcoming('internships-edit', '/internships/:id/edit', 'company-side', noFooterOnMobile),
  upcoming('events-create', '/events/create', 'company-side', noFooterOnMobile),
  upcoming('events-edit', '/events/:id/edit', 'company-side', noFooterOnMobile),
  upcoming('student-societies', '/student-societies', 'company-side'),
  upcoming('student-society', '/student-societies/:slug', 'company-side'),
  upcoming('student-society-detail', '/student-societies/:slug/detail', 'company-side'),
  upcoming('career-opportunity', '/career-opportunity', 'company-side'),

  // Public
  upcoming('companies', '/companies', 'public'),
  upcoming('company', '/companies/:slug', 'public'),
  upcoming('job', '/jobs/:id', 'public'),
  upcoming('internship', '/internships/:id', 'public'),
  upcoming('event', '/events/:id', 'public'),
  screen('societies', '/societies', 'public', 'routes/societies.tsx'),
  upcoming('society', '/societies/:slug', 'public'),
  upcoming('short-link', '/s/:slug', 'public'),
  screen('universities', '/universities', 'public', 'routes/universities.tsx'),
  upcoming('university-societies', '/universities/:universitySlug/societies', 'public'),
  screen('search-page', '/:searchPageSlug', 'public', 'routes/search-page.tsx'),

  // Candidate
  account('signin', '/signin', 'candidate', AUTH.candidateSignIn),
  account('signin-ai', '/signin/ai', 'candidate', AUTH.signInAi),
  upcoming('candidate-dashboard', '/candidate/dashboard', 'candidate'),
  upcoming('candidate-matches', '/candidate/matches', 'candidate'),
  upcoming('candidate-match', '/candidate/matches/:slug', 'candidate', noFooterOnMobile),
  upcoming('candidate-matches-success', '/candidate/matches/success', 'candidate', onMobileFocus),
  upcoming(
    'candidate-matches-generating',
    '/candidate/matches/generating',
    'candidate',
    onMobileFocus,
  ),
  upcoming('candidate-matches-seen-all', '/candidate/matches/seen-all', 'candidate', onMobileFocus),
  upcoming('candidate-manager', '/candidate/manager', 'candidate'),
  upcoming('candidate-funnel-matches', '/candidate/funnel-matches', 'candidate', onMobileFocus),
  upcoming(
    'candidate-get-personalised-matches',
    '/candidate/get-personalised-matches',
    'candidate',
    onMobileFocus,
  ),
  screen('candidate-profile', '/candidate/profile', 'candidate', 'routes/candidate-profile.tsx'),
  screen('candidate-settings', '/candidate/settings', 'candidate', 'routes/candidate-settings.tsx'),
  upcoming('candidate-notifications', '/candidate/notifications', 'candidate'),
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
  upcoming(
    'candidate-build-cover-letter',
    '/candidate/build-cover-letter',
    'candidate',
    noFooterOnMobile,
  ),
  upcoming('candidate-applications', '/candidate/applications', 'candidate'),
  upcoming('candidate-messages', '/candidate/messages', 'candidate', onMobileFocus),

  // Search
  upcoming('search-results', '/search/results', 'public'),
  upcoming('ai-search', '/ai/search', 'candidate'),
  upcoming('ai-search-results', '/ai/search/:searchId/results', 'candidate'),

  // Admin console (not in the spec's list: its own area, sign-in and session)
  screen('admin-signin', '/admin/signin', 'admin', 'routes/admin/admin-signin.tsx'),
  screen('admin-queues', '/admin', 'admin', 'routes/admin/admin-queues.tsx'),
  screen('admin-users', '/admin/users', 'admin', 'routes/admin/admin-users.tsx'),
  screen('admin-audit-log', '/admin/audit-log', 'admin', 'routes/admin/admin-audit-log.tsx'),
] as const satisfies readonly RouteEntry[];

export type RouteId = (typeof ROUTE_TABLE)[number]['id'];

const BY_ID = new Map<string, RouteEntry>(ROUTE_TABLE.map((entry) => [entry.id, entry]));

/** The table entry of a route id, if the id is a screen of the table. */
export const routeEntry = (id: string | undefined): RouteEntry | undefined =>
  id === undefined ? undefined : BY_ID.get(id);

/** Route id of the 404 page for paths no screen matches (rendered inside the public layout). */
export const NOT_FOUND_ROUTE_ID = 'not-found';
