import { describe, expect, test } from 'vitest';
import {
  COMPANY_ID,
  cohostApplication,
  host,
  manager,
  OTHER_SOCIETY_ID,
  recruiter,
  row,
  SOCIETY_ID,
} from '../../../lib/testing/organiser.fixtures';
import type { Organiser } from './organiser';
import { rowActionsFor, showsFeaturedToggle } from './row-actions';
import { rowStatusOf } from './row-status';

const companyRow = (overrides = {}) =>
  row(1, { creatable_for: host(COMPANY_ID, 'Northwind', 'Company'), ...overrides });

describe('the row actions a row offers', () => {
  test('the host’s published event: unpublish, duplicate and delete', () => {
    expect(rowActionsFor(manager, row(1))).toEqual([
      'attendees',
      'waitlist',
      'unpublish',
      'duplicate',
      'delete',
    ]);
  });

  test('unpublish only while published and not past, and only for approved accounts', () => {
    expect(rowActionsFor(manager, row(1, { state: 'draft' }))).toEqual([
      'attendees',
      'waitlist',
      'duplicate',
      'delete',
    ]);
    expect(rowActionsFor(manager, row(1, { isExpired: true }))).toEqual([
      'attendees',
      'waitlist',
      'duplicate',
      'delete',
    ]);
    const unapproved: Organiser = { ...manager, canUnpublish: false };
    expect(rowActionsFor(unapproved, row(1))).toEqual([
      'attendees',
      'waitlist',
      'duplicate',
      'delete',
    ]);
    const job = companyRow({ touchpointable_type: 'Job', state: 'draft' });
    expect(rowActionsFor(recruiter, job)).toEqual(['delete']);
  });

  test('enable easy apply only for recruiters, only on a touchpoint with an apply link', () => {
    const withLink = { apply_url: 'https://careers.example.com/apply' };
    expect(rowActionsFor(recruiter, companyRow(withLink))).toEqual([
      'attendees',
      'waitlist',
      'unpublish',
      'enableEasyApply',
      'duplicate',
      'delete',
    ]);
    expect(rowActionsFor(recruiter, companyRow())).not.toContain('enableEasyApply');
    expect(rowActionsFor(manager, row(1, withLink))).not.toContain('enableEasyApply');
  });

  test('remove cohost when the host has a co-host or an open invitation', () => {
    const shared = row(1, {
      cohost_applications: [cohostApplication(1, COMPANY_ID, 'accepted', 'Northwind')],
    });
    expect(rowActionsFor(manager, shared)).toEqual([
      'attendees',
      'waitlist',
      'unpublish',
      'duplicate',
      'removeCohost',
      'delete',
    ]);
    const declined = row(1, {
      cohost_applications: [cohostApplication(1, COMPANY_ID, 'rejected', 'Northwind')],
    });
    expect(rowActionsFor(manager, declined)).not.toContain('removeCohost');
  });

  test('stop cohost only on co-hosted rows, and nothing else there', () => {
    const cohosted = row(1, {
      creatable_for: host(OTHER_SOCIETY_ID, 'KCL Finance', 'StudentSociety'),
      cohost_applications: [cohostApplication(1, SOCIETY_ID, 'accepted')],
    });
    expect(rowActionsFor(manager, cohosted)).toEqual(['attendees', 'stopCohost']);
  });

  test('an invitation to co-host offers accept and decline and reads Invitation pending', () => {
    const invited = row(1, {
      creatable_for: host(COMPANY_ID, 'Northwind', 'Company'),
      cohost_applications: [cohostApplication(1, SOCIETY_ID, 'Invitation pending')],
    });
    expect(rowActionsFor(manager, invited)).toEqual(['acceptInvitation', 'declineInvitation']);
    expect(rowStatusOf(manager, invited)).toBe('invitationPending');
  });

  test('the featured star: approved recruiters’ own rows only, never a manager', () => {
    expect(showsFeaturedToggle(recruiter, companyRow())).toBe(true);
    expect(showsFeaturedToggle(recruiter, companyRow({ state: 'draft' }))).toBe(false);
    expect(showsFeaturedToggle(recruiter, companyRow({ state: 'draft', featured: true }))).toBe(
      true,
    );
    expect(showsFeaturedToggle({ ...recruiter, canToggleFeatured: false }, companyRow())).toBe(
      false,
    );
    expect(showsFeaturedToggle(manager, row(1))).toBe(false);
    expect(showsFeaturedToggle({ ...manager, canToggleFeatured: true }, row(1))).toBe(false);
    const cohosted = row(1, {
      cohost_applications: [cohostApplication(1, COMPANY_ID, 'accepted')],
    });
    expect(showsFeaturedToggle(recruiter, cohosted)).toBe(false);
  });
});

describe('the Status column', () => {
  test('reads each state as people say it', () => {
    const cases = [
      [{ state: 'published' }, 'live'],
      [{ state: 'ready_for_approval' }, 'inReview'],
      [{ state: 'draft' }, 'draft'],
      [{ state: 'rejected' }, 'rejected'],
      [{ state: 'expired' }, 'ended'],
      [{ state: 'published', isExpired: true }, 'ended'],
      [{ state: 'published', status: 'ended' }, 'ended'],
      [{ state: 'closed' }, 'closed'],
    ] as const;
    for (const [overrides, status] of cases) {
      expect(rowStatusOf(manager, row(1, overrides))).toBe(status);
    }
    expect(
      rowStatusOf(recruiter, companyRow({ touchpointable_type: 'Job', state: 'expired' })),
    ).toBe('expired');
  });
});
