import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/app';
import {
  createCandidate,
  createCompany,
  createManager,
  createTouchpoint,
  signIn,
} from '../../../../test/factories';
import { notifications } from '../../../db/schema';
import { notifyInvited } from './cohost-notifications';

const t = useTestApp();

const bellOf = async (user: { id: string; email: string | null }) =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/api/v1/notifications',
      headers: await signIn(t.db, user),
    })
  ).json();

describe('co-host notifications', () => {
  it("an invitation tells the invited organisation's organisers, and no one else", async () => {
    const host = await createCompany(t.db, { name: 'Host Co' });
    const { user: invitedManager, studentSocietyId } = await createManager(t.db);
    const touchpoint = await createTouchpoint(t.db, {
      title: 'Careers Fair',
      touchpointableType: 'Event',
      creatableForType: 'Company',
      creatableForId: host.id,
    });
    await notifyInvited(t.db, { type: 'StudentSociety', id: studentSocietyId }, host.name, {
      id: touchpoint.id,
      title: touchpoint.title,
    });
    expect((await bellOf(invitedManager)).data[0].attributes).toMatchObject({
      type: 'cohost_invitation',
      title: 'Invitation to co-host',
      message: 'Host Co invited you to co-host “Careers Fair”.',
    });
    const { user: candidate } = await createCandidate(t.db);
    const rows = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, candidate.id));
    expect(rows).toEqual([]);
  });
});
