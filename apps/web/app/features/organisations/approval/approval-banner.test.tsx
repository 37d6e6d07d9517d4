import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, test } from 'vitest';
import type { CurrentUser } from '../../../lib/session/current-user';
import { ApprovalBanner, type ApprovalBannerProps } from './approval-banner';

const organisation = {
  data: {
    id: '5a0f3a52-6b8e-4a8e-9f0a-2e1c1d9b7a44',
    type: 'organisation',
    attributes: {
      id: '5a0f3a52-6b8e-4a8e-9f0a-2e1c1d9b7a44',
      slug: 'jazz-society',
      name: 'Jazz Society',
      icon_url: null,
      is_verified: false,
      is_provider_verified: false,
    },
  },
};

const manager = (attributes: Partial<CurrentUser>): CurrentUser => ({
  id: '0b5d3c3e-8f4a-4c56-9a53-5c6d4b3a2f10',
  first_name: 'Dan',
  last_name: 'Reid',
  name: 'Dan Reid',
  email: 'dan@example.com',
  email_verified: true,
  created_at: '2026-02-01T09:00:00.000Z',
  userable_type: 'Manager',
  userable_id: '0b5d3c3e-8f4a-4c56-9a53-5c6d4b3a2f10',
  is_approved: false,
  type: null,
  avatar_url: null,
  student_society: organisation,
  ...attributes,
});

const renderAt = (path: string, props: ApprovalBannerProps) => {
  const Stub = createRoutesStub([{ path, Component: () => <ApprovalBanner {...props} /> }]);
  return render(<Stub initialEntries={[path]} />);
};

describe('the awaiting-approval banner', () => {
  test('tells an unapproved manager what they can do now and what happens next', async () => {
    renderAt('/society-profile', { user: manager({}), kind: 'society' });
    const banner = await screen.findByRole('status');
    expect(banner.textContent).toContain('Your account is awaiting approval');
    expect(banner.textContent).toContain(
      'set up your society, edit its profile and prepare event drafts',
    );
    expect(banner.textContent).toContain('We will email dan@example.com');
  });

  test('says nothing to an approved manager with a society', async () => {
    renderAt('/society-profile', { user: manager({ is_approved: true }), kind: 'society' });
    await screen.findByText((_, node) => node?.tagName === 'BODY');
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  test('points a recruiter without a company to onboarding, except on onboarding itself', async () => {
    const recruiter = manager({
      userable_type: 'Recruiter',
      student_society: undefined,
      company: null,
    });
    const { unmount } = renderAt('/company/edit', { user: recruiter, kind: 'recruiter' });
    const link = await screen.findByRole('link', { name: 'Set up your company' });
    expect(link.getAttribute('href')).toBe('/recruiter/onboarding');
    expect(screen.getByRole('status').textContent).toContain(
      'Publishing opportunities, messaging candidates',
    );
    unmount();
    renderAt('/recruiter/onboarding', { user: recruiter, kind: 'recruiter' });
    await screen.findByRole('status');
    expect(screen.queryByRole('link', { name: 'Set up your company' })).toBeNull();
  });
});
