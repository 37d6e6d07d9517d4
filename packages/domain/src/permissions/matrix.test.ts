import { describe, expect, it } from 'vitest';
import {
  can,
  isPermissionAction,
  PERMISSION_ACTIONS,
  PERMISSION_MATRIX,
  type PermissionAction,
  type Scope,
  scopeFor,
} from './matrix';
import { USER_CLASSES, type UserClass } from './user-class';

// Columns, in this order:
// guest, candidate, temporary_candidate, non_onboarded_candidate,
// unapproved_manager, approved_manager, unapproved_recruiter, approved_recruiter, admin
type Cell = Scope | '-';
const EXPECTED: Record<PermissionAction, readonly Cell[]> = {
  'app.use': ['any', 'any', 'any', 'any', 'any', 'any', 'any', 'any', '-'],
  'user.read': ['-', 'own', 'own', 'own', 'own', 'own', 'own', 'own', '-'],
  'session.sign_out': ['-', 'own', 'own', 'own', 'own', 'own', 'own', 'own', 'own'],
  'account.password.change': ['-', 'own', 'own', 'own', 'own', 'own', 'own', 'own', '-'],
  'dev.mailbox.read': ['any', 'any', 'any', 'any', 'any', 'any', 'any', 'any', '-'],
  'chat_support.show': ['-', '-', '-', '-', 'any', 'any', 'any', 'any', '-'],
  'candidate.profile.update': ['-', 'own', 'own', 'own', '-', '-', '-', '-', '-'],
  'candidate.dashboard.read': ['-', 'own', '-', '-', '-', '-', '-', '-', '-'],
  'candidate.interacted_societies.list': ['-', 'own', '-', '-', '-', '-', '-', '-', '-'],
  'candidate.ai_searches.list': ['-', 'own', '-', '-', '-', '-', '-', '-', '-'],
  'candidate.ai_searches.manage': ['-', 'own', '-', '-', '-', '-', '-', '-', '-'],
  'candidate.profile.read': ['-', 'own', 'own', 'own', '-', '-', '-', '-', '-'],
  'candidate.account.delete': ['-', 'own', 'own', 'own', '-', '-', '-', '-', '-'],
  'uploads.create': ['-', 'own', 'own', 'own', 'own', 'own', 'own', 'own', '-'],
  'uploads.cv.read': ['-', 'own', 'own', 'own', 'society', 'society', 'company', 'company', '-'],
  'matches.list': ['-', 'own', 'own', 'own', '-', '-', '-', '-', '-'],
  'matches.view': ['-', 'own', 'own', 'own', '-', '-', '-', '-', '-'],
  'matches.mark_preferred': ['-', 'own', 'own', 'own', '-', '-', '-', '-', '-'],
  'matches.dismiss': ['-', 'own', 'own', 'own', '-', '-', '-', '-', '-'],
  'touchpoints.company.list': ['-', '-', '-', '-', '-', '-', 'company', 'company', '-'],
  'touchpoints.society.list': ['-', '-', '-', '-', 'society', 'society', '-', '-', '-'],
  'touchpoints.company.update': ['-', '-', '-', '-', '-', '-', 'company', 'company', '-'],
  'touchpoints.company.delete': ['-', '-', '-', '-', '-', '-', 'company', 'company', '-'],
  'touchpoints.society.delete': ['-', '-', '-', '-', 'society', 'society', '-', '-', '-'],
  'touchpoints.featured.toggle': ['-', '-', '-', '-', '-', '-', '-', 'company', '-'],
  'touchpoints.easy_apply.enable': ['-', '-', '-', '-', '-', '-', 'company', 'company', '-'],
  'touchpoints.draft.edit': ['-', '-', '-', '-', 'society', 'society', 'company', 'company', '-'],
  'touchpoints.submit': ['-', '-', '-', '-', '-', 'society', '-', 'company', '-'],
  'touchpoints.unpublish': ['-', '-', '-', '-', '-', 'society', '-', 'company', '-'],
  'touchpoints.view.count': ['any', 'any', 'any', 'any', 'any', 'any', 'any', 'any', '-'],
  'touchpoints.company.read': ['-', '-', '-', '-', '-', '-', 'company', 'company', '-'],
  'touchpoints.society.read': ['-', '-', '-', '-', 'society', 'society', '-', '-', '-'],
  'touchpoints.company.create': ['-', '-', '-', '-', '-', '-', 'company', 'company', '-'],
  'touchpoints.society.create': ['-', '-', '-', '-', 'society', 'society', '-', '-', '-'],
  'touchpoints.society.update': ['-', '-', '-', '-', 'society', 'society', '-', '-', '-'],
  'touchpoints.cohosts.manage': [
    '-',
    '-',
    '-',
    '-',
    'society',
    'society',
    'company',
    'company',
    '-',
  ],
  'organiser.dashboard.read': ['-', '-', '-', '-', 'society', 'society', 'company', 'company', '-'],
  'search.society_filter_options.load': ['-', '-', '-', '-', 'any', 'any', 'any', 'any', '-'],
  'id_lists.create': ['-', 'own', 'own', 'own', 'own', 'own', 'own', 'own', '-'],
  'notifications.read': ['-', 'own', 'own', 'own', 'own', 'own', 'own', 'own', '-'],
  'notifications.update': ['-', 'own', 'own', 'own', 'own', 'own', 'own', 'own', '-'],
  'follows.list': ['-', 'own', '-', '-', '-', '-', '-', '-', '-'],
  'follows.create': ['-', 'own', '-', '-', '-', '-', '-', '-', '-'],
  'memberships.own': ['-', 'own', '-', '-', '-', '-', '-', '-', '-'],
  'society.memberships.manage': ['-', '-', '-', '-', '-', 'society', '-', '-', '-'],
  'society.committee.manage': ['-', '-', '-', '-', '-', 'society', '-', '-', '-'],
  'follows.delete': ['-', 'own', '-', '-', '-', '-', '-', '-', '-'],
  'discussions.society.manage': ['-', '-', '-', '-', '-', 'society', '-', '-', '-'],
  'discussions.member.use': ['-', 'own', '-', '-', '-', '-', '-', '-', '-'],
  'applications.list': ['-', 'own', '-', '-', '-', '-', '-', '-', '-'],
  'applications.manage': ['-', 'own', '-', '-', '-', '-', '-', '-', '-'],
  'applications.apply': ['-', 'own', '-', '-', '-', '-', '-', '-', '-'],
  'registrations.list': ['-', 'own', '-', '-', '-', '-', '-', '-', '-'],
  'registrations.manage': ['-', 'own', '-', '-', '-', '-', '-', '-', '-'],
  'event_attendance.company.manage': ['-', '-', '-', '-', '-', '-', 'company', 'company', '-'],
  'event_attendance.society.manage': ['-', '-', '-', '-', 'society', 'society', '-', '-', '-'],
  'applicants.company.list': ['-', '-', '-', '-', '-', '-', 'company', 'company', '-'],
  'applicants.society.list': ['-', '-', '-', '-', 'society', 'society', '-', '-', '-'],
  'short_links.organisation.manage': [
    '-',
    '-',
    '-',
    '-',
    'society',
    'society',
    'company',
    'company',
    '-',
  ],
  'sponsorships.society.manage': ['-', '-', '-', '-', '-', 'society', '-', '-', '-'],
  'partnerships.company.use': ['-', '-', '-', '-', '-', '-', '-', 'company', '-'],
  'society.profile.update': ['-', '-', '-', '-', 'society', 'society', '-', '-', '-'],
  'society.profile.read': ['-', '-', '-', '-', 'society', 'society', '-', '-', '-'],
  'society.onboarding.complete': ['-', '-', '-', '-', 'own', 'own', '-', '-', '-'],
  'society.claims.decide': ['-', '-', '-', '-', 'society', 'society', '-', '-', '-'],
  'company.profile.update': ['-', '-', '-', '-', '-', '-', 'company', 'company', '-'],
  'company.profile.read': ['-', '-', '-', '-', '-', '-', 'company', 'company', '-'],
  'company.onboarding.complete': ['-', '-', '-', '-', '-', '-', 'own', 'own', '-'],
  'company.join_requests.decide': ['-', '-', '-', '-', '-', '-', 'company', 'company', '-'],
  'admin.console.use': ['-', '-', '-', '-', '-', '-', '-', '-', 'any'],
  'admin.approvals.decide': ['-', '-', '-', '-', '-', '-', '-', '-', 'any'],
  'admin.users.search': ['-', '-', '-', '-', '-', '-', '-', '-', 'any'],
  'admin.audit_log.read': ['-', '-', '-', '-', '-', '-', '-', '-', 'any'],
  'admin.search_pages.manage': ['-', '-', '-', '-', '-', '-', '-', '-', 'any'],
  'admin.jobs.manage': ['-', '-', '-', '-', '-', '-', '-', '-', 'any'],
};

const cases = PERMISSION_ACTIONS.flatMap((action) =>
  USER_CLASSES.map((userClass, column) => ({
    action,
    userClass,
    expected: EXPECTED[action][column] ?? 'missing column',
  })),
);

describe('permission matrix', () => {
  it('covers every action of the expected table and no other', () => {
    expect([...PERMISSION_ACTIONS].sort()).toEqual(Object.keys(EXPECTED).sort());
    expect(Object.keys(PERMISSION_MATRIX).sort()).toEqual([...PERMISSION_ACTIONS].sort());
    for (const row of Object.values(EXPECTED)) expect(row).toHaveLength(USER_CLASSES.length);
  });

  it.each(cases)('$userClass × $action → $expected', ({ action, userClass, expected }) => {
    expect(scopeFor(userClass, action) ?? '-').toBe(expected);
    expect(can(userClass, action)).toBe(expected !== '-');
  });

  it('never lets an admin take an app action, only admin-console actions', () => {
    for (const action of PERMISSION_ACTIONS) {
      const adminMay = can('admin', action);
      if (action.startsWith('admin.')) expect(adminMay).toBe(true);
      else if (action === 'session.sign_out') expect(adminMay).toBe(true);
      else expect(adminMay, action).toBe(false);
    }
  });

  it('lets no one but an admin use the admin console', () => {
    const others = USER_CLASSES.filter((userClass) => userClass !== 'admin');
    for (const action of PERMISSION_ACTIONS.filter((name) => name.startsWith('admin.'))) {
      for (const userClass of others) expect(can(userClass, action)).toBe(false);
    }
  });

  it('allows when any of several classes allows, with the broadest scope', () => {
    const several: UserClass[] = ['guest', 'approved_recruiter'];
    expect(can(several, 'touchpoints.featured.toggle')).toBe(true);
    expect(can([], 'app.use')).toBe(false);
    expect(scopeFor(['candidate', 'approved_manager'], 'app.use')).toBe('any');
  });

  it('recognises action names', () => {
    expect(isPermissionAction('matches.list')).toBe(true);
    expect(isPermissionAction('matches.delete')).toBe(false);
  });
});
