import { randomUUID } from 'node:crypto';
import { can, type PermissionAction } from '@gradway/domain/permissions';
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../src/http/http-error';
import type { RouteAccess } from '../../src/http/register-route';
import { useTestApp } from '../app';
import { createTouchpoint } from '../factories';
import { sampleOf } from './bad-requests';
import { type Caller, callerOf, USER_CLASSES, type UserClass } from './user-classes';

/**
 * The authorization matrix (decision 026), generated from the app's route table
 * (`app.routeAccess`, every route with its declared access) and the permission matrix (`can`):
 * every route × every user class answers what the matrix says, and for routes on an object
 * someone owns, another's object answers exactly as a missing one.
 *
 * Every API route must be listed in `ROUTES` with what its path names: a route missing from it
 * fails the test by name, so a new route is classified when it lands.
 */
const t = useTestApp();

/**
 * What a route's path parameters name:
 * - `none`: no parameter (or the caller's own thing, found from the session).
 * - `public`: a public object (anyone may read it by id).
 * - `admin`: an object the admin console acts on, whoever owns it.
 * - `organiser touchpoint`: a touchpoint of the caller's organisation (checked own/another's).
 * - `owned`: an object of the caller found by id, own/another's not yet generated here.
 */
type ObjectKind = 'none' | 'public' | 'admin' | 'organiser touchpoint' | 'owned';

const ORGANISER_TOUCHPOINT_ROUTES = [
  'GET /api/v1/company/touchpoints/:id',
  'PUT /api/v1/company/touchpoints/:id',
  'PATCH /api/v1/company/touchpoints/:id',
  'DELETE /api/v1/company/touchpoints/:id',
  'POST /api/v1/company/touchpoints/:id/submit',
  'POST /api/v1/company/touchpoints/:id/unpublish',
  'POST /api/v1/company/touchpoints/:id/stop_cohosting',
  'DELETE /api/v1/company/touchpoints/:id/cohosts/:cohost_application_id',
  'DELETE /api/v1/company/touchpoints/:id/revision',
  'GET /api/v1/student_society/touchpoints/:id',
  'PUT /api/v1/student_society/touchpoints/:id',
  'DELETE /api/v1/student_society/touchpoints/:id',
  'POST /api/v1/student_society/touchpoints/:id/submit',
  'POST /api/v1/student_society/touchpoints/:id/unpublish',
  'POST /api/v1/student_society/touchpoints/:id/stop_cohosting',
  'DELETE /api/v1/student_society/touchpoints/:id/cohosts/:cohost_application_id',
  'DELETE /api/v1/student_society/touchpoints/:id/revision',
  'POST /api/v1/company/touchpoints/:id/duplicate',
  'PUT /api/v1/company/touchpoints/:id/registration_questions',
  'POST /api/v1/company/touchpoints/:id/check_ins',
  'POST /api/v1/company/touchpoints/:id/waitlist/:registration_id/promote',
  'PUT /api/v1/company/touchpoints/:id/capacity',
  'POST /api/v1/company/touchpoints/:id/cancel_event',
  'POST /api/v1/student_society/touchpoints/:id/duplicate',
  'PUT /api/v1/student_society/touchpoints/:id/registration_questions',
  'POST /api/v1/student_society/touchpoints/:id/check_ins',
  'POST /api/v1/student_society/touchpoints/:id/waitlist/:registration_id/promote',
  'PUT /api/v1/student_society/touchpoints/:id/capacity',
  'POST /api/v1/student_society/touchpoints/:id/cancel_event',
] as const;

const PUBLIC_OBJECT_ROUTES = [
  'GET /api/v1/universities/:id',
  'GET /api/v1/student_societies/:id',
  'GET /api/v1/companies/:id',
  'GET /api/v1/companies/:id/touchpoints',
  'GET /api/v1/short_links/:slug',
  'GET /api/v1/touchpoints/:id',
  'PATCH /api/v1/touchpoints/:id/increment_view_count',
  'GET /api/v1/id_lists/:id',
  'GET /api/v1/search_pages/:slug',
  'POST /api/v1/uploads/:kind',
  'GET /sitemaps/:file',
  'GET /api/v1/touchpoints/:id/calendar.ics',
  'GET /api/v1/touchpoints/:id/registration_questions',
] as const;

const ADMIN_OBJECT_ROUTES = [
  'PUT /api/v1/admin/search_pages/:id',
  'DELETE /api/v1/admin/search_pages/:id',
  'POST /api/v1/admin/accounts/:id/approve',
  'POST /api/v1/admin/accounts/:id/reject',
  'GET /api/v1/admin/organisations/:kind/unverified',
  'POST /api/v1/admin/organisations/:kind/:id/verify',
  'POST /api/v1/admin/organisations/:kind/:id/decline',
  'POST /api/v1/admin/organisations/companies/:id/merge',
  'POST /api/v1/admin/touchpoints/:id/approve',
  'POST /api/v1/admin/touchpoints/:id/reject',
  'GET /api/v1/admin/touchpoints/:id/preview',
  'GET /api/v1/admin/touchpoint_revisions/:id',
  'GET /api/v1/admin/touchpoint_revisions/:id/preview',
  'POST /api/v1/admin/touchpoint_revisions/:id/approve',
  'POST /api/v1/admin/touchpoint_revisions/:id/reject',
  'POST /api/v1/admin/jobs/dead/:id/retry',
] as const;

/** Objects of the caller found by id whose own/another's pairs are not generated here yet. */
const OWNED_ROUTES = [
  'DELETE /api/v1/candidate/follows/:followable_type/:followable_id',
  'PUT /api/v1/candidate/applications/:touchpoint_id',
  'POST /api/v1/candidate/applications/:touchpoint_id/apply',
  'PATCH /api/v1/candidate/applications/:touchpoint_id',
  'DELETE /api/v1/candidate/applications/:touchpoint_id',
  'GET /api/v1/candidate/ai_searches/:id',
  'PATCH /api/v1/candidate/ai_searches/:id',
  'PATCH /api/v2/matches/:matchId',
  'POST /api/v3/matches/:matchId/dismiss',
  'PATCH /api/v1/student_society/claims/:id',
  'PATCH /api/v1/company/join_requests/:id',
  'GET /api/v1/uploads/cv/:id',
  'PATCH /api/v1/candidate/cover_letters/:id',
  'DELETE /api/v1/candidate/cover_letters/:id',
  'GET /api/v1/candidate/cover_letters/:id/export',
  'POST /api/v1/candidate/registrations/:touchpoint_id',
  'DELETE /api/v1/candidate/registrations/:touchpoint_id',
  'POST /api/v1/candidate/registrations/:touchpoint_id/claim',
  'POST /api/v1/candidate/registrations/:touchpoint_id/decline',
  'POST /api/v1/company/cohost_invitations/:id/accept',
  'POST /api/v1/company/cohost_invitations/:id/decline',
  'POST /api/v1/student_society/cohost_invitations/:id/accept',
  'POST /api/v1/student_society/cohost_invitations/:id/decline',
  'PATCH /api/v1/notifications/:id',
  // Reads of an event's guests: the fixture above is not an event (own/another's to generate).
  'GET /api/v1/company/touchpoints/:id/registration_questions',
  'GET /api/v1/company/touchpoints/:id/attendees',
  'GET /api/v1/company/touchpoints/:id/waitlist',
  'GET /api/v1/student_society/touchpoints/:id/registration_questions',
  'GET /api/v1/student_society/touchpoints/:id/attendees',
  'GET /api/v1/student_society/touchpoints/:id/waitlist',
] as const;

const ROUTES = new Map<string, ObjectKind>([
  ...ORGANISER_TOUCHPOINT_ROUTES.map((route) => [route, 'organiser touchpoint'] as const),
  ...PUBLIC_OBJECT_ROUTES.map((route) => [route, 'public'] as const),
  ...ADMIN_OBJECT_ROUTES.map((route) => [route, 'admin'] as const),
  ...OWNED_ROUTES.map((route) => [route, 'owned'] as const),
]);

/** Routes that are files or pages, not API endpoints. */
const isApiRoute = (route: RouteAccess) =>
  route.method !== 'HEAD' &&
  !route.url.includes('*') &&
  !route.url.startsWith('/api/docs') &&
  !route.url.startsWith('/uploads/');

const keyOf = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

/**
 * The answer the access check gives a class the matrix refuses (`accessCheck`). The admin
 * console's routes know only console sessions (`admin-guard.ts`): anyone else is a guest there.
 */
const refusalFor = (route: RouteAccess, userClass: UserClass) =>
  userClass === 'guest' || route.url.startsWith('/api/v1/admin/')
    ? { status: 401, body: { error: ERROR_MESSAGES.signInRequired } }
    : userClass === 'admin'
      ? { status: 403, body: { error: ERROR_MESSAGES.unauthorizedAccess } }
      : { status: 403, body: { error: ERROR_MESSAGES.forbidden } };

const fillPath = (url: string, params: Record<string, string> = {}) =>
  url.replace(/:([A-Za-z_]+)/g, (_, name: string) => params[name] ?? randomUUID());

describe('the authorization matrix', () => {
  it('lists every API route (a new route must be classified here)', () => {
    const routes = t.app.routeAccess.filter(isApiRoute).filter((route) => route.url.includes(':'));
    const missing = routes
      .map(keyOf)
      .filter((key) => !ROUTES.has(key))
      .map(
        (key) =>
          `Route "${key}" is missing from the authorization matrix: add it to one of the lists in apps/api/test/suites/authorization-matrix.test.ts`,
      );
    expect(missing).toEqual([]);
    const known = new Set(routes.map(keyOf));
    const stale = [...ROUTES.keys()].filter((key) => !known.has(key));
    expect(stale.map((key) => `"${key}" is listed but no longer exists`)).toEqual([]);
  });

  it('answers every route × user class as the permission matrix says', async () => {
    const routes = t.app.routeAccess.filter(isApiRoute);
    const document = t.app.swagger() as {
      paths: Record<
        string,
        Record<string, { requestBody?: { content?: Record<string, { schema: unknown }> } }>
      >;
    };
    const callers = new Map<UserClass, Caller>();
    for (const userClass of USER_CLASSES) callers.set(userClass, await callerOf(t.db, userClass));
    const mismatches: string[] = [];
    for (const route of routes) {
      const openApiPath = route.url.replace(/:([A-Za-z_]+)/g, '{$1}');
      const bodySchema =
        document.paths[openApiPath]?.[route.method.toLowerCase()]?.requestBody?.content?.[
          'application/json'
        ]?.schema;
      for (const userClass of USER_CLASSES) {
        // Routes that end a session or an account get a throwaway caller.
        const destructive =
          /sign_out|password|session|logout/.test(route.url) || route.method === 'DELETE';
        const caller = destructive ? await callerOf(t.db, userClass) : callers.get(userClass);
        const answer = await t.app.inject({
          method: route.method as 'GET',
          url: fillPath(route.url),
          headers: {
            ...caller?.headers,
            ...(bodySchema ? { 'content-type': 'application/json' } : {}),
          },
          ...(bodySchema ? { payload: JSON.stringify(sampleOf(bodySchema)) } : {}),
        });
        const refused = refusalFor(route, userClass);
        const wasRefused =
          answer.statusCode === refused.status &&
          answer.headers['content-type']?.toString().includes('json') &&
          answer.json().error === refused.body.error;
        const allowed =
          route.access === 'public' || can(userClass, route.access as PermissionAction);
        if (answer.statusCode >= 500) {
          mismatches.push(`${keyOf(route)} as ${userClass}: answered ${answer.statusCode}`);
        } else if (!allowed && !wasRefused) {
          mismatches.push(
            `${keyOf(route)} as ${userClass}: the matrix refuses (${route.access}) but it answered ${answer.statusCode} ${answer.body.slice(0, 120)}`,
          );
        } else if (allowed && route.access !== 'public' && answer.statusCode === 401) {
          mismatches.push(
            `${keyOf(route)} as ${userClass}: the matrix allows (${route.access}) but it asked to sign in`,
          );
        }
      }
    }
    expect(mismatches).toEqual([]);
  }, 240_000);

  it('answers another organisation’s touchpoint exactly as a missing one, on every organiser touchpoint route', async () => {
    const mismatches: string[] = [];
    for (const key of ORGANISER_TOUCHPOINT_ROUTES) {
      const [method, url] = key.split(' ') as [string, string];
      const company = url.includes('/company/');
      const userClass: UserClass = company ? 'approved_recruiter' : 'approved_manager';
      const [me, other] = [await callerOf(t.db, userClass), await callerOf(t.db, userClass)];
      const touchpointOf = async (caller: Caller) =>
        createTouchpoint(t.db, {
          creatableForType: company ? 'Company' : 'StudentSociety',
          creatableForId: caller.organisation?.id,
          state: 'draft',
          publishedAt: null,
        });
      const mine = await touchpointOf(me);
      const theirs = await touchpointOf(other);
      const send = (id: string) =>
        t.app.inject({
          method: method as 'GET',
          url: fillPath(url, { id }),
          headers: me.headers,
          ...(method === 'PUT' || method === 'PATCH' ? { payload: {} } : {}),
        });
      const another = await send(theirs.id);
      const missing = await send(randomUUID());
      if (another.statusCode !== missing.statusCode || another.body !== missing.body) {
        mismatches.push(
          `${key}: another's answered ${another.statusCode} ${another.body.slice(0, 100)}, a missing one ${missing.statusCode} ${missing.body.slice(0, 100)}`,
        );
      }
      if (method === 'GET') {
        // The fixture is real: the owner reads their own touchpoint.
        expect((await send(mine.id)).statusCode).toBe(200);
      }
    }
    expect(mismatches).toEqual([]);
  });
});
