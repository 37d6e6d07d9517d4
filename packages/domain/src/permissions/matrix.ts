import type { UserClass } from './user-class';

/**
 * The permission matrix: user class × action → the scope the class may act on, or nothing.
 *
 * Scopes: `own` (the caller's own records), `society` (the manager's student society's records),
 * `company` (the recruiter's company's records), `any` (no ownership involved). Another user's
 * object is answered exactly as a missing one.
 *
 * Rules (spec section 6, plus the decisions written here):
 * - Admins cannot use the app: no app action at all (they get the unauthorized-access error).
 *   Their work happens in the admin console (`admin.*` actions), which no one else may use.
 * - Recruiters list their company's touchpoints, managers their society's; other roles none.
 *   Each deletes through its own endpoint (see `eventDeleteEndpointFor`).
 * - Only recruiters toggle featured; enabling easy apply is a company-touchpoint update.
 * - Only managers and recruiters load society options for the search filters (the society list
 *   itself is public, for public pages; this action is what the app checks before loading it).
 * - Only onboarded candidates load matches, AI searches, the dashboard and interacted societies.
 *   Temporary and non-onboarded candidates may only read themselves and update their own profile
 *   and flow_state (the app steers them back to onboarding).
 * - The chat-support widget is shown to managers and recruiters, approved or not.
 * - Unapproved managers and recruiters (awaiting approval) may sign in, edit their profile and
 *   their society's or company's drafts, list and delete them, and use chat support; they may not
 *   submit a touchpoint for approval, unpublish, or toggle featured (nothing of theirs is public).
 * - Creating id lists (sharing a selection of results) needs a session in the app.
 * - Counting a view is open to everyone who uses the app, guests included.
 */
export const PERMISSION_ACTIONS = [
  'app.use',
  'user.read',
  'session.sign_out',
  'account.password.change',
  'dev.mailbox.read',
  'chat_support.show',
  'candidate.profile.update',
  'candidate.dashboard.read',
  'candidate.interacted_societies.list',
  'candidate.ai_searches.list',
  'candidate.ai_searches.manage',
  'candidate.profile.read',
  'candidate.account.delete',
  'uploads.create',
  'uploads.cv.read',
  'matches.list',
  'matches.view',
  'matches.mark_preferred',
  'matches.dismiss',
  'touchpoints.company.list',
  'touchpoints.society.list',
  'touchpoints.company.update',
  'touchpoints.company.delete',
  'touchpoints.society.delete',
  'touchpoints.featured.toggle',
  'touchpoints.easy_apply.enable',
  'touchpoints.draft.edit',
  'touchpoints.submit',
  'touchpoints.unpublish',
  'touchpoints.view.count',
  'touchpoints.company.read',
  'touchpoints.society.read',
  'touchpoints.company.create',
  'touchpoints.society.create',
  'touchpoints.society.update',
  'touchpoints.cohosts.manage',
  'organiser.dashboard.read',
  'search.society_filter_options.load',
  'id_lists.create',
  'follows.list',
  'follows.create',
  'memberships.own',
  'society.memberships.manage',
  'society.committee.manage',
  'follows.delete',
  'discussions.society.manage',
  'discussions.member.use',
  'applications.list',
  'applications.manage',
  'applications.apply',
  'registrations.list',
  'registrations.manage',
  'event_attendance.company.manage',
  'event_attendance.society.manage',
  'applicants.company.list',
  'applicants.society.list',
  'short_links.organisation.manage',
  'sponsorships.society.manage',
  'partnerships.company.use',
  'society.profile.update',
  'society.profile.read',
  'society.onboarding.complete',
  'society.claims.decide',
  'company.profile.update',
  'company.profile.read',
  'company.onboarding.complete',
  'company.join_requests.decide',
  'notifications.read',
  'notifications.update',
  'admin.console.use',
  'admin.approvals.decide',
  'admin.users.search',
  'admin.audit_log.read',
  'admin.search_pages.manage',
  'admin.jobs.manage',
] as const;
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];

export const SCOPES = ['own', 'society', 'company', 'any'] as const;
export type Scope = (typeof SCOPES)[number];

export type PermissionRule = Readonly<Partial<Record<UserClass, Scope>>>;

const APP_USERS: PermissionRule = {
  guest: 'any',
  candidate: 'any',
  temporary_candidate: 'any',
  non_onboarded_candidate: 'any',
  unapproved_manager: 'any',
  approved_manager: 'any',
  unapproved_recruiter: 'any',
  approved_recruiter: 'any',
};
const SIGNED_IN_APP_USERS: PermissionRule = {
  candidate: 'own',
  temporary_candidate: 'own',
  non_onboarded_candidate: 'own',
  unapproved_manager: 'own',
  approved_manager: 'own',
  unapproved_recruiter: 'own',
  approved_recruiter: 'own',
};
const EVERY_CANDIDATE: PermissionRule = {
  candidate: 'own',
  temporary_candidate: 'own',
  non_onboarded_candidate: 'own',
};
const ONBOARDED_CANDIDATE: PermissionRule = { candidate: 'own' };
const EVERY_MANAGER: PermissionRule = {
  unapproved_manager: 'society',
  approved_manager: 'society',
};
const EVERY_RECRUITER: PermissionRule = {
  unapproved_recruiter: 'company',
  approved_recruiter: 'company',
};
const APPROVED_ORGANISERS: PermissionRule = {
  approved_manager: 'society',
  approved_recruiter: 'company',
};
const MANAGERS_AND_RECRUITERS: PermissionRule = {
  unapproved_manager: 'any',
  approved_manager: 'any',
  unapproved_recruiter: 'any',
  approved_recruiter: 'any',
};
const ADMIN: PermissionRule = { admin: 'any' };

export const PERMISSION_MATRIX: Readonly<Record<PermissionAction, PermissionRule>> = {
  'app.use': APP_USERS,
  'user.read': SIGNED_IN_APP_USERS,
  'session.sign_out': { ...SIGNED_IN_APP_USERS, admin: 'own' },
  'account.password.change': SIGNED_IN_APP_USERS,
  // The development mailbox (outbox reader): a tool for whoever runs the app locally. The route
  // answers 404 in production (see `mailboxOpenFor` in the API's mail module); admins stay out of
  // the app as everywhere else.
  'dev.mailbox.read': APP_USERS,
  'chat_support.show': MANAGERS_AND_RECRUITERS,
  'candidate.profile.update': EVERY_CANDIDATE,
  'candidate.dashboard.read': ONBOARDED_CANDIDATE,
  'candidate.interacted_societies.list': ONBOARDED_CANDIDATE,
  'candidate.ai_searches.list': ONBOARDED_CANDIDATE,
  // Running, reading and saving AI searches: the candidate's own, like the list.
  'candidate.ai_searches.manage': ONBOARDED_CANDIDATE,
  'candidate.profile.read': EVERY_CANDIDATE,
  'candidate.account.delete': EVERY_CANDIDATE,
  'uploads.create': SIGNED_IN_APP_USERS,
  // A CV is personal data: the candidate it belongs to reads it, and the recruiters or managers
  // of the organisation whose touchpoint they applied to read the copy sent with the application
  // (the API's `cvSharedWith`, uploads module, says which); any other CV answers 404.
  'uploads.cv.read': { ...EVERY_CANDIDATE, ...EVERY_MANAGER, ...EVERY_RECRUITER },
  // Every candidate has matches (issue 13): one who has not finished onboarding is matched from
  // what is known so far, and can open, keep and hide them like anyone.
  'matches.list': EVERY_CANDIDATE,
  'matches.view': EVERY_CANDIDATE,
  'matches.mark_preferred': EVERY_CANDIDATE,
  // Hiding a match, or a reason for every match: the candidate's own matches.
  'matches.dismiss': EVERY_CANDIDATE,
  'touchpoints.company.list': EVERY_RECRUITER,
  'touchpoints.society.list': EVERY_MANAGER,
  'touchpoints.company.update': EVERY_RECRUITER,
  'touchpoints.company.delete': EVERY_RECRUITER,
  'touchpoints.society.delete': EVERY_MANAGER,
  'touchpoints.featured.toggle': { approved_recruiter: 'company' },
  'touchpoints.easy_apply.enable': EVERY_RECRUITER,
  'touchpoints.draft.edit': { ...EVERY_MANAGER, ...EVERY_RECRUITER },
  'touchpoints.submit': APPROVED_ORGANISERS,
  'touchpoints.unpublish': APPROVED_ORGANISERS,
  'touchpoints.view.count': APP_USERS,
  // Authoring (touchpoint-authoring contracts): recruiters through the company endpoints,
  // managers through the society ones (events only), approved or not; submitting and
  // unpublishing need an approved account (above). Co-hosts are managed from either side, and the
  // service answers 403 when the endpoint's side is not the caller's.
  'touchpoints.company.read': EVERY_RECRUITER,
  'touchpoints.society.read': EVERY_MANAGER,
  'touchpoints.company.create': EVERY_RECRUITER,
  'touchpoints.society.create': EVERY_MANAGER,
  'touchpoints.society.update': EVERY_MANAGER,
  'touchpoints.cohosts.manage': { ...EVERY_MANAGER, ...EVERY_RECRUITER },
  'organiser.dashboard.read': { ...EVERY_MANAGER, ...EVERY_RECRUITER },
  'search.society_filter_options.load': MANAGERS_AND_RECRUITERS,
  'id_lists.create': SIGNED_IN_APP_USERS,
  // Every signed-in app user has notifications (their own; another's answers as a missing one).
  'notifications.read': SIGNED_IN_APP_USERS,
  'notifications.update': SIGNED_IN_APP_USERS,
  // Candidates follow companies and societies from their pages, once onboarded.
  'follows.list': ONBOARDED_CANDIDATE,
  'follows.create': ONBOARDED_CANDIDATE,
  'follows.delete': ONBOARDED_CANDIDATE,
  // Society discussions (decision 050): only the society's approved managers moderate; onboarded
  // candidates read and act in the communities they are members of (the service checks the
  // membership; a society they have not joined, or another society's post, answers 404).
  'discussions.society.manage': { approved_manager: 'society' },
  'discussions.member.use': ONBOARDED_CANDIDATE,
  // Joining a society, and the candidate's own membership of it (decision 049).
  'memberships.own': ONBOARDED_CANDIDATE,
  // A society's members and committee: its approved managers only (decision 049).
  'society.memberships.manage': { approved_manager: 'society' },
  'society.committee.manage': { approved_manager: 'society' },
  // Onboarded candidates track and apply to touchpoints (their own applications); recruiters and
  // managers list who applied to their company's or society's touchpoints.
  'applications.list': ONBOARDED_CANDIDATE,
  'applications.manage': ONBOARDED_CANDIDATE,
  'applications.apply': ONBOARDED_CANDIDATE,
  // A candidate registers for events, waits in line, claims offers (decision 020).
  'registrations.list': ONBOARDED_CANDIDATE,
  'registrations.manage': ONBOARDED_CANDIDATE,
  // Organisers' event tools (decision 021): a recruiter for their company's events, a manager for
  // their society's, hosted or co-hosted (the service checks which event is theirs; another's is
  // a 404). Attendees, check-in, the waitlist, capacity and cancelling the event.
  'event_attendance.company.manage': EVERY_RECRUITER,
  'event_attendance.society.manage': EVERY_MANAGER,
  'applicants.company.list': EVERY_RECRUITER,
  'applicants.society.list': EVERY_MANAGER,
  // A manager sets their society's short link, a recruiter their company's (approved or not: an
  // organisation awaiting approval is prepared but not public, and neither is its link).
  'short_links.organisation.manage': { ...EVERY_MANAGER, ...EVERY_RECRUITER },
  // A society's sponsorship packages and sponsors' deals (decision 053): its approved managers
  // only (money and companies' contacts); another society's package or deal answers 404.
  'sponsorships.society.manage': { approved_manager: 'society' },
  // The same deals seen from the sponsor's side (decision 056): an approved recruiter reads the
  // sponsorships whose company is theirs and writes to the society about them (money is for
  // approved accounts only, as above); another company's deal answers 404 like a missing one.
  'partnerships.company.use': { approved_recruiter: 'company' },
  'society.profile.update': EVERY_MANAGER,
  // Organisers' onboarding: a manager or recruiter with no society/company yet acts on their own
  // account; claims of a society are decided by its managers, join requests by the company's
  // owner (the service checks ownership; anyone else's request answers 404).
  'society.profile.read': EVERY_MANAGER,
  'society.onboarding.complete': { unapproved_manager: 'own', approved_manager: 'own' },
  'society.claims.decide': EVERY_MANAGER,
  'company.profile.update': EVERY_RECRUITER,
  'company.profile.read': EVERY_RECRUITER,
  'company.onboarding.complete': { unapproved_recruiter: 'own', approved_recruiter: 'own' },
  'company.join_requests.decide': EVERY_RECRUITER,
  'admin.console.use': ADMIN,
  'admin.approvals.decide': ADMIN,
  'admin.users.search': ADMIN,
  'admin.audit_log.read': ADMIN,
  // The public search landing pages (`/{searchPageSlug}`) are managed in the admin console.
  'admin.search_pages.manage': ADMIN,
  // Background jobs that kept failing (the dead letters): listed, and sent again.
  'admin.jobs.manage': ADMIN,
};

const asList = (userClass: UserClass | readonly UserClass[]): readonly UserClass[] =>
  typeof userClass === 'string' ? [userClass] : userClass;

const SCOPE_BREADTH: Record<Scope, number> = { own: 0, society: 1, company: 1, any: 2 };

/**
 * The scope a class (or the broadest of several classes) may act on, or `null` when the action is
 * not allowed.
 */
export const scopeFor = (
  userClass: UserClass | readonly UserClass[],
  action: PermissionAction,
): Scope | null => {
  const rule = PERMISSION_MATRIX[action];
  let best: Scope | null = null;
  for (const each of asList(userClass)) {
    const scope = rule[each];
    if (scope && (best === null || SCOPE_BREADTH[scope] > SCOPE_BREADTH[best])) best = scope;
  }
  return best;
};

/** Whether the class (or any of the classes) may take the action. */
export const can = (
  userClass: UserClass | readonly UserClass[],
  action: PermissionAction,
): boolean => scopeFor(userClass, action) !== null;

export const isPermissionAction = (value: string): value is PermissionAction =>
  (PERMISSION_ACTIONS as readonly string[]).includes(value);
