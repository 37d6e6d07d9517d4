import { randomUUID } from 'node:crypto';
import { can, type PermissionAction } from '@gradway/domain/permissions';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../src/db';
import {
  aiSearches,
  applications,
  candidates,
  cohostApplications,
  committeePositions,
  companyJoinRequests,
  coverLetters,
  eventRegistrations,
  follows,
  matches,
  memberships,
  notifications,
  postReplies,
  posts,
  societyClaims,
  sponsorshipPackages,
  sponsorships,
} from '../../src/db/schema';
import { ERROR_MESSAGES } from '../../src/http/http-error';
import type { RouteAccess } from '../../src/http/register-route';
import { cvUrlOf } from '../../src/modules/platform/uploads/upload-store';
import { useTestApp } from '../app';
import { createCompany, createSociety, createTouchpoint, createUser } from '../factories';
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
 * - `owned`: an object of the caller found by id (checked own/another's, `OWNED_FIXTURES`).
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
  // Reads of an event's guests (the fixture is an event).
  'GET /api/v1/company/touchpoints/:id/registration_questions',
  'GET /api/v1/company/touchpoints/:id/attendees',
  'GET /api/v1/company/touchpoints/:id/waitlist',
  'GET /api/v1/student_society/touchpoints/:id/registration_questions',
  'GET /api/v1/student_society/touchpoints/:id/attendees',
  'GET /api/v1/student_society/touchpoints/:id/waitlist',
  'GET /api/v1/company/touchpoints/:id/ratings',
  'GET /api/v1/student_society/touchpoints/:id/ratings',
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
  'GET /api/v1/touchpoints/:id/guests',
  // The candidate's private feed: the token is the secret (decision 029).
  'GET /api/v1/calendar_feeds/:token/calendar.ics',
  // The caller's own application or registration to a public touchpoint, made by this call.
  'PUT /api/v1/candidate/applications/:touchpoint_id',
  'POST /api/v1/candidate/applications/:touchpoint_id/apply',
  'POST /api/v1/candidate/registrations/:touchpoint_id',
  // The caller's own membership of a public society (decision 049), and its public committee.
  'GET /api/v1/student_societies/:id/membership',
  'POST /api/v1/student_societies/:id/membership',
  'DELETE /api/v1/student_societies/:id/membership',
  'GET /api/v1/student_societies/:id/committee',
  // A public society's community posts: the service lets only its joined members in (decision
  // 050); anyone else, another society's post included, gets 404.
  'GET /api/v1/student_societies/:id/posts',
  'POST /api/v1/student_societies/:id/posts',
  'POST /api/v1/student_societies/:id/posts/seen',
  'POST /api/v1/student_societies/:id/posts/:post_id/replies',
  'PUT /api/v1/student_societies/:id/posts/:post_id/vote',
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
  'GET /api/v1/admin/organisations/companies/:id/preview',
  'GET /api/v1/admin/organisations/student_societies/:id/preview',
  'POST /api/v1/admin/touchpoints/:id/approve',
  'POST /api/v1/admin/touchpoints/:id/reject',
  'GET /api/v1/admin/touchpoints/:id/preview',
  'GET /api/v1/admin/touchpoint_revisions/:id',
  'GET /api/v1/admin/touchpoint_revisions/:id/preview',
  'POST /api/v1/admin/touchpoint_revisions/:id/approve',
  'POST /api/v1/admin/touchpoint_revisions/:id/reject',
  'POST /api/v1/admin/jobs/dead/:id/retry',
] as const;

/** Objects of the caller found by id: each has its fixture in `OWNED_FIXTURES`. */
const OWNED_ROUTES = [
  'DELETE /api/v1/candidate/follows/:followable_type/:followable_id',
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
  'DELETE /api/v1/candidate/registrations/:touchpoint_id',
  'POST /api/v1/candidate/registrations/:touchpoint_id/claim',
  'POST /api/v1/candidate/registrations/:touchpoint_id/decline',
  'GET /api/v1/candidate/registrations/:touchpoint_id/feedback',
  'PUT /api/v1/candidate/registrations/:touchpoint_id/feedback',
  'GET /api/v1/candidate/registrations/:touchpoint_id/guest_list',
  'PUT /api/v1/candidate/registrations/:touchpoint_id/guest_list',
  'POST /api/v1/company/cohost_invitations/:id/accept',
  'POST /api/v1/company/cohost_invitations/:id/decline',
  'POST /api/v1/student_society/cohost_invitations/:id/accept',
  'POST /api/v1/student_society/cohost_invitations/:id/decline',
  'PATCH /api/v1/notifications/:id',
  'PATCH /api/v1/student_society/sponsorship_packages/:id',
  'PATCH /api/v1/student_society/sponsorships/:id',
  'DELETE /api/v1/student_society/sponsorships/:id',
  'GET /api/v1/company/partnerships/:id',
  'GET /api/v1/company/partnerships/:id/messages',
  'POST /api/v1/company/partnerships/:id/messages',
  'GET /api/v1/student_society/sponsorships/:id/messages',
  'POST /api/v1/student_society/sponsorships/:id/messages',
  'POST /api/v1/student_society/memberships/:id/approve',
  'POST /api/v1/student_society/memberships/:id/decline',
  'POST /api/v1/student_society/memberships/:id/remove',
  'PATCH /api/v1/student_society/committee_positions/:id',
  'POST /api/v1/student_society/committee_positions/:id/end',
  'DELETE /api/v1/student_society/committee_positions/:id',
  'PATCH /api/v1/student_society/posts/:id',
  'DELETE /api/v1/student_society/posts/:id',
  'POST /api/v1/student_society/posts/:id/approve',
  'POST /api/v1/student_society/posts/:id/decline',
  'POST /api/v1/student_society/posts/:id/replies',
  'DELETE /api/v1/student_society/posts/:id/replies/:reply_id',
] as const;

/** The candidate row of a signed-in candidate caller. */
const candidateIdOf = async (db: Db, caller: Caller): Promise<string> => {
  const [row] = await db
    .select({ id: candidates.id })
    .from(candidates)
    .where(eq(candidates.userId, caller.userId ?? ''));
  if (!row) throw new Error('The caller is no candidate');
  return row.id;
};

const publishedOf = (db: Db, touchpointableType: 'Job' | 'Event') =>
  createTouchpoint(db, { touchpointableType, state: 'published' });

/**
 * For each owned route: who calls it, and how another user of that class comes to own the object
 * it names (the path parameters of theirs). The test sends the caller to that object and to a
 * missing one, and expects the same answer.
 */
interface OwnedFixture {
  userClass: UserClass;
  another: (db: Db, other: Caller) => Promise<Record<string, string>>;
  /**
   * The caller's missing object, when the path names a public parent (an event, a job, a company)
   * and the object is the caller's row on it: the same kind of parent with no row of anyone's.
   * By default, ids that name nothing.
   */
  missing?: (db: Db) => Promise<Record<string, string>>;
  /** For an idempotent delete that answers 2xx: whether the other's object is still there. */
  survives?: (db: Db, other: Caller) => Promise<boolean>;
}

const stillHas = async (db: Db, table: typeof follows | typeof applications, other: Caller) =>
  (
    await db
      .select({ id: table.id })
      .from(table)
      .where(eq(table.candidateId, await candidateIdOf(db, other)))
  ).length === 1;

const freshJob = async (db: Db) => ({ touchpoint_id: (await publishedOf(db, 'Job')).id });
const freshEvent = async (db: Db) => ({ touchpoint_id: (await publishedOf(db, 'Event')).id });

const candidateApplication = async (db: Db, other: Caller) => {
  const touchpoint = await publishedOf(db, 'Job');
  await db
    .insert(applications)
    .values({ candidateId: await candidateIdOf(db, other), touchpointId: touchpoint.id });
  return { touchpoint_id: touchpoint.id };
};
const candidateAiSearch = async (db: Db, other: Caller) => {
  const [row] = await db
    .insert(aiSearches)
    .values({ candidateId: await candidateIdOf(db, other), query: 'data jobs in London' })
    .returning({ id: aiSearches.id });
  return { id: row?.id ?? '' };
};
const candidateMatch = async (db: Db, other: Caller) => {
  const touchpoint = await publishedOf(db, 'Job');
  const [row] = await db
    .insert(matches)
    .values({ candidateId: await candidateIdOf(db, other), touchpointId: touchpoint.id, score: 1 })
    .returning({ id: matches.id });
  return { matchId: row?.id ?? '' };
};
const candidateLetter = async (db: Db, other: Caller) => {
  const [row] = await db
    .insert(coverLetters)
    .values({ candidateId: await candidateIdOf(db, other), title: 'Theirs', bodyHtml: '<p>Hi</p>' })
    .returning({ id: coverLetters.id });
  return { id: row?.id ?? '' };
};
const candidateRegistration =
  (status: 'registered' | 'offered') => async (db: Db, other: Caller) => {
    const event = await publishedOf(db, 'Event');
    await db.insert(eventRegistrations).values({
      touchpointId: event.id,
      candidateId: await candidateIdOf(db, other),
      status,
      ...(status === 'offered' ? { offerExpiresAt: new Date(Date.now() + 3_600_000) } : {}),
    });
    return { touchpoint_id: event.id };
  };
const cohostInvitation = async (db: Db, other: Caller) => {
  const event = await publishedOf(db, 'Event');
  const [row] = await db
    .insert(cohostApplications)
    .values({
      touchpointId: event.id,
      cohostType: other.organisation?.type ?? 'Company',
      cohostId: other.organisation?.id ?? '',
    })
    .returning({ id: cohostApplications.id });
  return { id: row?.id ?? '' };
};

/** Another society's sponsorship package, and a deal on it. */
const societySponsorship = async (db: Db) => {
  const society = await createSociety(db);
  const [pkg] = await db
    .insert(sponsorshipPackages)
    .values({
      studentSocietyId: society.id,
      name: 'Gold',
      priceMinor: 100_000,
      currency: 'GBP',
      billingPeriod: 'per_year',
    })
    .returning({ id: sponsorshipPackages.id });
  const [deal] = await db
    .insert(sponsorships)
    .values({
      studentSocietyId: society.id,
      packageId: pkg?.id ?? '',
      companyName: 'Theirs Ltd',
      amountMinor: 100_000,
    })
    .returning({ id: sponsorships.id });
  return { packageId: pkg?.id ?? '', dealId: deal?.id ?? '' };
};
const sponsorshipPackageOfAnother = async (db: Db) => ({
  id: (await societySponsorship(db)).packageId,
});
const sponsorshipOfAnother = async (db: Db) => ({ id: (await societySponsorship(db)).dealId });
/** A society's deal with the other recruiter's company (their partnership). */
const partnershipOfAnother = async (db: Db, other: Caller) => {
  const { dealId } = await societySponsorship(db);
  await db
    .update(sponsorships)
    .set({ companyId: other.organisation?.id ?? null })
    .where(eq(sponsorships.id, dealId));
  return { id: dealId };
};
/** A pending request to join the other manager's society. */
const societyMembership = async (db: Db, other: Caller) => {
  const { candidate } = await createCandidateRow(db);
  const [row] = await db
    .insert(memberships)
    .values({
      studentSocietyId: other.organisation?.id ?? '',
      candidateId: candidate,
      status: 'subscription_requests',
    })
    .returning({ id: memberships.id });
  return { id: row?.id ?? '' };
};
const createCandidateRow = async (db: Db) => {
  const user = await createUser(db, { userableType: 'Candidate' });
  const [row] = await db
    .insert(candidates)
    .values({ userId: user.id, onboardingCompleted: true })
    .returning({ id: candidates.id });
  return { candidate: row?.id ?? '' };
};
/** A committee position in the other manager's society. */
const committeePosition = async (db: Db, other: Caller) => {
  const { candidate } = await createCandidateRow(db);
  const [row] = await db
    .insert(committeePositions)
    .values({
      studentSocietyId: other.organisation?.id ?? '',
      candidateId: candidate,
      title: 'President',
      startsOn: '2026-01-01',
    })
    .returning({ id: committeePositions.id });
  return { id: row?.id ?? '' };
};
/** A member's post waiting in the other manager's society's queue, with a reply under it. */
const societyPost = async (db: Db, other: Caller) => {
  const [post] = await db
    .insert(posts)
    .values({
      studentSocietyId: other.organisation?.id ?? '',
      status: 'draft',
      body: '<p>Theirs</p>',
    })
    .returning({ id: posts.id });
  const [reply] = await db
    .insert(postReplies)
    .values({ postId: post?.id ?? '', body: '<p>Also theirs</p>' })
    .returning({ id: postReplies.id });
  return { id: post?.id ?? '', reply_id: reply?.id ?? '' };
};
const MANAGER_OWNED = (another: OwnedFixture['another']): OwnedFixture => ({
  userClass: 'approved_manager',
  another,
});

const OWNED_FIXTURES: Record<(typeof OWNED_ROUTES)[number], OwnedFixture> = {
  'DELETE /api/v1/candidate/follows/:followable_type/:followable_id': {
    userClass: 'candidate',
    another: async (db, other) => {
      const company = await createCompany(db);
      await db.insert(follows).values({
        candidateId: await candidateIdOf(db, other),
        followableType: 'Company',
        followableId: company.id,
      });
      return { followable_type: 'Company', followable_id: company.id };
    },
    missing: async (db) => ({
      followable_type: 'Company',
      followable_id: (await createCompany(db)).id,
    }),
    survives: (db, other) => stillHas(db, follows, other),
  },
  'PATCH /api/v1/candidate/applications/:touchpoint_id': {
    userClass: 'candidate',
    another: candidateApplication,
    missing: freshJob,
  },
  'DELETE /api/v1/candidate/applications/:touchpoint_id': {
    userClass: 'candidate',
    another: candidateApplication,
    missing: freshJob,
    survives: (db, other) => stillHas(db, applications, other),
  },
  'GET /api/v1/candidate/ai_searches/:id': { userClass: 'candidate', another: candidateAiSearch },
  'PATCH /api/v1/candidate/ai_searches/:id': { userClass: 'candidate', another: candidateAiSearch },
  'PATCH /api/v2/matches/:matchId': { userClass: 'candidate', another: candidateMatch },
  'POST /api/v3/matches/:matchId/dismiss': { userClass: 'candidate', another: candidateMatch },
  'PATCH /api/v1/student_society/claims/:id': {
    userClass: 'approved_manager',
    another: async (db) => {
      const society = await createSociety(db);
      const claimant = await createUser(db, { userableType: 'Manager' });
      const [row] = await db
        .insert(societyClaims)
        .values({ studentSocietyId: society.id, userId: claimant.id })
        .returning({ id: societyClaims.id });
      return { id: row?.id ?? '' };
    },
  },
  'PATCH /api/v1/company/join_requests/:id': {
    userClass: 'approved_recruiter',
    another: async (db) => {
      const company = await createCompany(db);
      const asker = await createUser(db, { userableType: 'Recruiter' });
      const [row] = await db
        .insert(companyJoinRequests)
        .values({ companyId: company.id, userId: asker.id })
        .returning({ id: companyJoinRequests.id });
      return { id: row?.id ?? '' };
    },
  },
  'GET /api/v1/uploads/cv/:id': {
    userClass: 'candidate',
    // Another candidate's CV, which they shared with no one (see `findReadableCv`).
    another: async (db, other) => {
      const id = randomUUID();
      await db
        .update(candidates)
        .set({ resumeUrl: cvUrlOf(id) })
        .where(eq(candidates.id, await candidateIdOf(db, other)));
      return { id };
    },
  },
  'PATCH /api/v1/candidate/cover_letters/:id': { userClass: 'candidate', another: candidateLetter },
  'DELETE /api/v1/candidate/cover_letters/:id': {
    userClass: 'candidate',
    another: candidateLetter,
  },
  'GET /api/v1/candidate/cover_letters/:id/export': {
    userClass: 'candidate',
    another: candidateLetter,
  },
  'DELETE /api/v1/candidate/registrations/:touchpoint_id': {
    userClass: 'candidate',
    another: candidateRegistration('registered'),
    missing: freshEvent,
  },
  'POST /api/v1/candidate/registrations/:touchpoint_id/claim': {
    userClass: 'candidate',
    another: candidateRegistration('offered'),
    missing: freshEvent,
  },
  'POST /api/v1/candidate/registrations/:touchpoint_id/decline': {
    userClass: 'candidate',
    another: candidateRegistration('offered'),
    missing: freshEvent,
  },
  'GET /api/v1/candidate/registrations/:touchpoint_id/feedback': {
    userClass: 'candidate',
    another: candidateRegistration('registered'),
    missing: freshEvent,
  },
  'PUT /api/v1/candidate/registrations/:touchpoint_id/feedback': {
    userClass: 'candidate',
    another: candidateRegistration('registered'),
    missing: freshEvent,
  },
  'GET /api/v1/candidate/registrations/:touchpoint_id/guest_list': {
    userClass: 'candidate',
    another: candidateRegistration('registered'),
    missing: freshEvent,
  },
  'PUT /api/v1/candidate/registrations/:touchpoint_id/guest_list': {
    userClass: 'candidate',
    another: candidateRegistration('registered'),
    missing: freshEvent,
  },
  'POST /api/v1/company/cohost_invitations/:id/accept': {
    userClass: 'approved_recruiter',
    another: cohostInvitation,
  },
  'POST /api/v1/company/cohost_invitations/:id/decline': {
    userClass: 'approved_recruiter',
    another: cohostInvitation,
  },
  'POST /api/v1/student_society/cohost_invitations/:id/accept': {
    userClass: 'approved_manager',
    another: cohostInvitation,
  },
  'POST /api/v1/student_society/cohost_invitations/:id/decline': {
    userClass: 'approved_manager',
    another: cohostInvitation,
  },
  'PATCH /api/v1/student_society/sponsorship_packages/:id': {
    userClass: 'approved_manager',
    another: sponsorshipPackageOfAnother,
  },
  'PATCH /api/v1/student_society/sponsorships/:id': {
    userClass: 'approved_manager',
    another: sponsorshipOfAnother,
  },
  'DELETE /api/v1/student_society/sponsorships/:id': {
    userClass: 'approved_manager',
    another: sponsorshipOfAnother,
  },
  'GET /api/v1/company/partnerships/:id': {
    userClass: 'approved_recruiter',
    another: partnershipOfAnother,
  },
  'GET /api/v1/company/partnerships/:id/messages': {
    userClass: 'approved_recruiter',
    another: partnershipOfAnother,
  },
  'POST /api/v1/company/partnerships/:id/messages': {
    userClass: 'approved_recruiter',
    another: partnershipOfAnother,
  },
  'GET /api/v1/student_society/sponsorships/:id/messages': {
    userClass: 'approved_manager',
    another: sponsorshipOfAnother,
  },
  'POST /api/v1/student_society/sponsorships/:id/messages': {
    userClass: 'approved_manager',
    another: sponsorshipOfAnother,
  },
  'PATCH /api/v1/notifications/:id': {
    userClass: 'candidate',
    another: async (db, other) => {
      const [row] = await db
        .insert(notifications)
        .values({
          userId: other.userId ?? '',
          type: 'touchpoint_review',
          title: 'Theirs',
          message: 'Not yours to read.',
        })
        .returning({ id: notifications.id });
      return { id: row?.id ?? '' };
    },
  },
  'POST /api/v1/student_society/memberships/:id/approve': MANAGER_OWNED(societyMembership),
  'POST /api/v1/student_society/memberships/:id/decline': MANAGER_OWNED(societyMembership),
  'POST /api/v1/student_society/memberships/:id/remove': MANAGER_OWNED(societyMembership),
  'PATCH /api/v1/student_society/committee_positions/:id': MANAGER_OWNED(committeePosition),
  'POST /api/v1/student_society/committee_positions/:id/end': MANAGER_OWNED(committeePosition),
  'DELETE /api/v1/student_society/committee_positions/:id': MANAGER_OWNED(committeePosition),
  'PATCH /api/v1/student_society/posts/:id': MANAGER_OWNED(societyPost),
  'DELETE /api/v1/student_society/posts/:id': MANAGER_OWNED(societyPost),
  'POST /api/v1/student_society/posts/:id/approve': MANAGER_OWNED(societyPost),
  'POST /api/v1/student_society/posts/:id/decline': MANAGER_OWNED(societyPost),
  'POST /api/v1/student_society/posts/:id/replies': MANAGER_OWNED(societyPost),
  'DELETE /api/v1/student_society/posts/:id/replies/:reply_id': MANAGER_OWNED(societyPost),
};

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
          touchpointableType: 'Event',
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
  it("answers another user's object exactly as a missing one, on every route of an owned object", async () => {
    const document = t.app.swagger() as {
      paths: Record<
        string,
        Record<string, { requestBody?: { content?: Record<string, { schema: unknown }> } }>
      >;
    };
    const mismatches: string[] = [];
    for (const key of OWNED_ROUTES) {
      const [method, url] = key.split(' ') as [string, string];
      const fixture = OWNED_FIXTURES[key];
      const [me, other] = [
        await callerOf(t.db, fixture.userClass),
        await callerOf(t.db, fixture.userClass),
      ];
      const theirs = await fixture.another(t.db, other);
      const bodySchema =
        document.paths[url.replace(/:([A-Za-z_]+)/g, '{$1}')]?.[method.toLowerCase()]?.requestBody
          ?.content?.['application/json']?.schema;
      const send = (params: Record<string, string>) =>
        t.app.inject({
          method: method as 'GET',
          url: fillPath(url, params),
          headers: {
            ...me.headers,
            ...(bodySchema ? { 'content-type': 'application/json' } : {}),
          },
          ...(bodySchema ? { payload: JSON.stringify(sampleOf(bodySchema)) } : {}),
        });
      const missingParams = fixture.missing
        ? await fixture.missing(t.db)
        : Object.fromEntries(
            Object.entries(theirs).map(([name, value]) => [
              name,
              name.endsWith('_type') ? value : randomUUID(),
            ]),
          );
      // An answer may name the id it was asked about (an idempotent delete echoes it).
      const withoutIds = (body: string, params: Record<string, string>) =>
        Object.values(params).reduce((text, value) => text.replaceAll(value, ':id'), body);
      const another = await send(theirs);
      const missing = await send(missingParams);
      if (
        another.statusCode !== missing.statusCode ||
        withoutIds(another.body, theirs) !== withoutIds(missing.body, missingParams)
      ) {
        mismatches.push(
          `${key}: another's answered ${another.statusCode} ${another.body.slice(0, 100)}, a missing one ${missing.statusCode} ${missing.body.slice(0, 100)}`,
        );
      }
      // A write to another's object succeeds only as a no-op that leaves it as it was.
      if (method !== 'GET' && another.statusCode < 400) {
        if (!(await fixture.survives?.(t.db, other))) {
          mismatches.push(`${key}: another's object answered ${another.statusCode}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });
});
