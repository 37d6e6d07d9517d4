import { describe, expect, test } from 'vitest';
import { ROUTE_TABLE } from './route-table';

/** Spec section 2, "Screens and routes", as written there (`{param}` for dynamic segments). */
const SPEC_ROUTES = {
  recruiter: [
    '/company/signin',
    '/company/signup',
    '/company/signup/success',
    '/company/forgot-password',
    '/company/reset-password',
    '/company/edit',
    '/recruiter/dashboard',
    '/recruiter/onboarding',
    '/recruiter/partnerships',
    '/recruiter/partnerships/{id}/discussions',
    '/talent-sourcing',
    '/hiring',
    '/hiring/create',
    '/hiring/{id}/edit',
  ],
  manager: [
    '/society/signin',
    '/society/signup',
    '/society/signup/success',
    '/society/forgot-password',
    '/society/reset-password',
    '/society-profile',
    '/society-profile/edit',
    '/society-profile/onboarding',
    '/committee',
    '/community',
    '/sponsorships',
    '/discussions',
    '/newsletters',
    '/newsletters/preview',
    '/newsletters/create',
    '/newsletters/{id}/edit',
    '/qr-code',
    '/dashboard',
  ],
  shared: [
    '/',
    '/logout',
    '/email-verification',
    '/messages',
    '/campaigns',
    '/campaigns/create',
    '/campaigns/{id}',
    '/campaigns/{id}/edit',
    '/applicants',
    '/attendees',
    '/waitlist',
    '/jobs/create',
    '/jobs/{id}/edit',
    '/internships/create',
    '/internships/{id}/edit',
    '/events/create',
    '/events/{id}/edit',
    '/student-societies',
    '/student-societies/{slug}',
    '/student-societies/{slug}/detail',
    '/career-opportunity',
  ],
  public: [
    '/companies',
    '/companies/{slug}',
    '/jobs/{id}',
    '/internships/{id}',
    '/events/{id}',
    '/societies',
    '/societies/{slug}',
    '/s/{slug}',
    '/universities',
    '/universities/{universitySlug}/societies',
    '/{searchPageSlug}',
  ],
  candidate: [
    '/signin',
    '/signin/ai',
    '/candidate/dashboard',
    '/candidate/matches',
    '/candidate/matches/{slug}',
    '/candidate/matches/success',
    '/candidate/matches/generating',
    '/candidate/matches/seen-all',
    '/candidate/manager',
    '/candidate/funnel-matches',
    '/candidate/get-personalised-matches',
    '/candidate/profile',
    '/candidate/settings',
    '/candidate/notifications',
    '/candidate/onboarding',
    '/candidate/ai/onboarding',
    '/candidate/build-cover-letter',
    '/candidate/applications',
    '/candidate/messages',
  ],
  search: ['/search/results', '/ai/search', '/ai/search/{searchId}/results'],
} as const;

const toRouterPath = (specPath: string) => specPath.replace(/\{(\w+)\}/g, ':$1');
const tablePaths = ROUTE_TABLE.map((entry) => entry.path as string);
const audienceOf = (specPath: string) =>
  ROUTE_TABLE.find((entry) => entry.path === toRouterPath(specPath))?.audience;
const allSpecPaths = Object.values(SPEC_ROUTES).flat();
/** The admin console (`/admin*`) is the one addition to the spec's routes: its own area. */
const isAdminConsolePath = (path: string) => path === '/admin' || path.startsWith('/admin/');

describe('route table', () => {
  test.each(allSpecPaths)('holds the spec route %s', (specPath) => {
    expect(tablePaths).toContain(toRouterPath(specPath));
  });

  test('holds the spec routes and the admin console, nothing else, each once, unique ids', () => {
    const specTablePaths = tablePaths.filter((path) => !isAdminConsolePath(path));
    expect([...specTablePaths].sort()).toEqual(allSpecPaths.map(toRouterPath).sort());
    expect(new Set(ROUTE_TABLE.map((entry) => entry.id)).size).toBe(ROUTE_TABLE.length);
  });

  test('recruiter screens need a recruiter; their account pages are for guests', () => {
    expect(audienceOf('/recruiter/dashboard')).toBe('recruiter');
    expect(audienceOf('/hiring/{id}/edit')).toBe('recruiter');
    expect(audienceOf('/company/edit')).toBe('recruiter');
    expect(audienceOf('/company/signin')).toBe('guest-only');
  });

  test('society screens need a manager', () => {
    expect(audienceOf('/dashboard')).toBe('manager');
    expect(audienceOf('/qr-code')).toBe('manager');
    expect(audienceOf('/society/signup')).toBe('guest-only');
  });

  test('company-side screens are for managers or recruiters', () => {
    for (const path of ['/messages', '/campaigns/{id}', '/applicants', '/events/create']) {
      expect(audienceOf(path)).toBe('company-side');
    }
  });

  test('public pages and search results are public; the home page is public', () => {
    for (const path of [...SPEC_ROUTES.public, '/', '/search/results']) {
      expect(audienceOf(path)).toBe('public');
    }
  });

  test('candidate screens need a candidate; onboarding admits non-onboarded candidates', () => {
    expect(audienceOf('/candidate/dashboard')).toBe('candidate');
    expect(audienceOf('/ai/search')).toBe('candidate');
    expect(audienceOf('/candidate/onboarding')).toBe('candidate-onboarding');
    expect(audienceOf('/candidate/ai/onboarding')).toBe('candidate-onboarding');
    expect(audienceOf('/signin')).toBe('guest-only');
  });

  test('the admin console lives under /admin, all of it for the admin audience only', () => {
    const admin = ROUTE_TABLE.filter((entry) => entry.audience === 'admin').map((e) => e.path);
    expect([...admin].sort()).toEqual([
      '/admin',
      '/admin/audit-log',
      '/admin/preview/:kind/:id',
      '/admin/search-pages',
      '/admin/signin',
      '/admin/users',
    ]);
    expect(tablePaths.filter(isAdminConsolePath).sort()).toEqual([...admin].sort());
  });
});
