import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/app';
import {
  createAdmin,
  createCompany,
  createManager,
  createRecruiter,
  createSociety,
  createTouchpoint,
  signIn,
} from '../../../../test/factories';
import { signInConsole } from '../../admin/console/admin-test-support';
import { notifyMembershipDecision } from './notification-events';

const t = useTestApp();

const bellOf = async (user: { id: string; email: string | null }) =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/api/v1/notifications',
      headers: await signIn(t.db, user),
    })
  ).json();

const adminPost = async (url: string, payload?: object) => {
  const admin = await createAdmin(t.db);
  return t.app.inject({
    method: 'POST',
    url,
    headers: await signInConsole(t.db, admin),
    ...(payload ? { payload } : {}),
  });
};

describe('what the product notifies', () => {
  it('an approved touchpoint tells its organisers it is live (the promised notification)', async () => {
    const company = await createCompany(t.db, { name: 'Northwind' });
    const { user: recruiter } = await createRecruiter(t.db, { companyId: company.id });
    const { user: colleague } = await createRecruiter(t.db, { companyId: company.id });
    const { user: stranger } = await createRecruiter(t.db);
    const submitted = await createTouchpoint(t.db, {
      title: 'Graduate Data Analyst',
      touchpointableType: 'Job',
      state: 'ready_for_approval',
      publishedAt: null,
      creatableForType: 'Company',
      creatableForId: company.id,
      createdById: recruiter.id,
    });
    const answer = await adminPost(`/api/v1/admin/touchpoints/${submitted.id}/approve`);
    expect(answer.statusCode).toBe(200);
    for (const user of [recruiter, colleague]) {
      const bell = await bellOf(user);
      expect(bell.meta.unread_count).toBe(1);
      expect(bell.data[0].attributes).toMatchObject({
        type: 'touchpoint_review',
        title: 'Your job is live',
        message: 'Graduate Data Analyst was approved and is now live.',
        link: `/jobs/${submitted.id}`,
      });
    }
    expect((await bellOf(stranger)).meta.unread_count).toBe(0);
  });

  it('a rejected touchpoint tells its organisers why, linking to the editor', async () => {
    const { user: manager, studentSocietyId } = await createManager(t.db);
    const submitted = await createTouchpoint(t.db, {
      title: 'Hack Night',
      touchpointableType: 'Event',
      state: 'ready_for_approval',
      publishedAt: null,
      creatableForType: 'StudentSociety',
      creatableForId: studentSocietyId,
    });
    const answer = await adminPost(`/api/v1/admin/touchpoints/${submitted.id}/reject`, {
      reason: 'Please add the venue.',
    });
    expect(answer.statusCode).toBe(200);
    const bell = await bellOf(manager);
    expect(bell.data[0].attributes).toMatchObject({
      title: 'Your event needs changes',
      message: 'Hack Night was not approved: Please add the venue.',
      link: `/events/${submitted.id}/edit`,
    });
  });

  it('a decision on a membership request tells the person who asked', async () => {
    const society = await createSociety(t.db, { name: 'UCL Tech Society' });
    const { user } = await createManager(t.db);
    await notifyMembershipDecision(t.db, {
      userId: user.id,
      organisation: 'StudentSociety',
      organisationId: society.id,
      approved: false,
    });
    expect((await bellOf(user)).data[0].attributes).toMatchObject({
      type: 'membership_decision',
      title: 'Your request to join UCL Tech Society was declined',
    });
  });
});
