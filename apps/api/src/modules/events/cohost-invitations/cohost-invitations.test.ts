import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/app';
import { createTouchpoint } from '../../../../test/factories';
import { cohostApplications } from '../../../db/schema';
import {
  COMPANY,
  caller,
  eventInput,
  organisers,
  SOCIETY,
} from '../../opportunities/organiser-touchpoints/organiser-touchpoints.test-support';

const t = useTestApp();
const call = caller(t);
const who = organisers(t);

const COMPANY_INVITATIONS = '/api/v1/company/cohost_invitations';
const SOCIETY_INVITATIONS = '/api/v1/student_society/cohost_invitations';

/** A society's published event with an invitation out to a company. */
const invitedCompany = async () => {
  const host = await who.manager();
  const guest = await who.recruiter();
  const event = await createTouchpoint(t.db, {
    touchpointableType: 'Event',
    creatableForType: 'StudentSociety',
    creatableForId: host.studentSocietyId,
    title: 'Spring careers fair',
    startDate: new Date(Date.now() + 20 * 24 * 3600 * 1000),
  });
  const [application] = await t.db
    .insert(cohostApplications)
    .values({ touchpointId: event.id, cohostType: 'Company', cohostId: guest.companyId })
    .returning();
  if (!application) throw new Error('no invitation');
  return { host, guest, event, application };
};

const ids = (body: { data: { id: string }[] }) => body.data.map((item) => item.id);

describe('co-host invitations', () => {
  it('lists the company’s pending invitations with the event and its host', async () => {
    const { guest, event, application } = await invitedCompany();
    const response = await call(guest.headers, 'GET', COMPANY_INVITATIONS);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.meta).toEqual({ total_count: 1 });
    expect(body.data[0]).toMatchObject({
      id: application.id,
      type: 'cohost_invitation',
      attributes: {
        state: 'Invitation pending',
        touchpoint_id: event.id,
        touchpoint: { data: { id: event.id, attributes: { title: 'Spring careers fair' } } },
      },
    });
    expect(body.data[0].attributes.touchpoint.data.attributes.creatable_for.type).toBe(
      'StudentSociety',
    );
  });

  it('accepting makes the event the company’s too: in its list and no longer invited', async () => {
    const { host, guest, event, application } = await invitedCompany();
    const before = await call(guest.headers, 'GET', `${COMPANY}?state[]=Invitation%20pending`);
    expect(ids(before.json())).toEqual([event.id]);
    expect((await call(guest.headers, 'GET', COMPANY)).json().meta.total_count).toBe(0);

    const accepted = await call(
      guest.headers,
      'POST',
      `${COMPANY_INVITATIONS}/${application.id}/accept`,
    );
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data.attributes.state).toBe('accepted');

    expect(ids((await call(guest.headers, 'GET', COMPANY)).json())).toEqual([event.id]);
    expect((await call(guest.headers, 'GET', COMPANY_INVITATIONS)).json().data).toEqual([]);
    const hosted = await call(host.headers, 'GET', `${SOCIETY}/${event.id}`);
    expect(hosted.json().data.attributes.cohost_applications).toMatchObject([
      { id: application.id, state: 'accepted' },
    ]);
    // The public list of the company's events holds it now.
    const publicList = await t.app.inject({
      method: 'GET',
      url: `/api/v1/touchpoints?touchpointable_type=Event&creatable_for_ids=${guest.companyId}`,
    });
    expect(ids(publicList.json())).toEqual([event.id]);
  });

  it('declining tells the host, and stop cohost still ends an accepted co-hosting', async () => {
    const { host, guest, event, application } = await invitedCompany();
    const declined = await call(
      guest.headers,
      'POST',
      `${COMPANY_INVITATIONS}/${application.id}/decline`,
    );
    expect(declined.statusCode).toBe(200);
    expect(declined.json().data.attributes.state).toBe('rejected');
    const hosted = await call(host.headers, 'GET', `${SOCIETY}/${event.id}`);
    expect(hosted.json().data.attributes.cohost_applications[0].state).toBe('rejected');
    expect((await call(guest.headers, 'GET', COMPANY)).json().meta.total_count).toBe(0);

    const again = await invitedCompany();
    await call(
      again.guest.headers,
      'POST',
      `${COMPANY_INVITATIONS}/${again.application.id}/accept`,
    );
    const stopped = await call(
      again.guest.headers,
      'POST',
      `${COMPANY}/${again.event.id}/stop_cohosting`,
    );
    expect(stopped.statusCode).toBe(200);
    expect((await call(again.guest.headers, 'GET', COMPANY)).json().meta.total_count).toBe(0);
  });

  it('answers an invitation once: a second answer is a 409 that changes nothing', async () => {
    const { guest, application } = await invitedCompany();
    const url = `${COMPANY_INVITATIONS}/${application.id}`;
    expect((await call(guest.headers, 'POST', `${url}/accept`)).statusCode).toBe(200);
    const second = await call(guest.headers, 'POST', `${url}/decline`);
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toBe('This invitation has already been answered.');
    expect((await call(guest.headers, 'GET', COMPANY)).json().meta.total_count).toBe(1);
  });

  it('another organisation’s invitation answers 404, a bad id 400, the other side 403', async () => {
    const { application } = await invitedCompany();
    const stranger = await who.recruiter();
    const other = await call(
      stranger.headers,
      'POST',
      `${COMPANY_INVITATIONS}/${application.id}/accept`,
    );
    expect(other.statusCode).toBe(404);
    expect(other.json().error).toBe('This invitation does not exist or was withdrawn.');
    const bad = await call(stranger.headers, 'POST', `${COMPANY_INVITATIONS}/not-an-id/accept`);
    expect(bad.statusCode).toBe(400);
    const manager = await who.manager();
    expect((await call(manager.headers, 'GET', COMPANY_INVITATIONS)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: COMPANY_INVITATIONS })).statusCode).toBe(401);
  });

  it('a society answers on its own endpoints; the host withdrawing leaves nothing to answer', async () => {
    const host = await who.recruiter();
    const guest = await who.manager();
    const event = await createTouchpoint(t.db, {
      touchpointableType: 'Event',
      creatableForId: host.companyId,
    });
    const [application] = await t.db
      .insert(cohostApplications)
      .values({
        touchpointId: event.id,
        cohostType: 'StudentSociety',
        cohostId: guest.studentSocietyId,
      })
      .returning();
    if (!application) throw new Error('no invitation');
    expect(ids((await call(guest.headers, 'GET', SOCIETY_INVITATIONS)).json())).toEqual([
      application.id,
    ]);
    const removed = await call(
      host.headers,
      'DELETE',
      `${COMPANY}/${event.id}/cohosts/${application.id}`,
    );
    expect(removed.statusCode).toBe(200);
    const late = await call(
      guest.headers,
      'POST',
      `${SOCIETY_INVITATIONS}/${application.id}/accept`,
    );
    expect(late.statusCode).toBe(404);
    expect((await call(guest.headers, 'GET', SOCIETY)).json().meta.total_count).toBe(0);
  });

  it('tells the invited company when the host invites it, and the host how it answered', async () => {
    const host = await who.manager();
    const guest = await who.recruiter();
    const notifications = async (headers: Record<string, string>) =>
      (await call(headers, 'GET', '/api/v1/notifications')).json().data as {
        attributes: { type: string; title: string; message: string; link: string | null };
      }[];
    const created = await call(host.headers, 'POST', SOCIETY, {
      touchpoint: eventInput({
        title: 'Quant night',
        cohosts: [{ type: 'Company', id: guest.companyId }],
      }),
    });
    expect(created.statusCode).toBe(201);
    const [invitation] = await notifications(guest.headers);
    expect(invitation?.attributes).toMatchObject({
      type: 'cohost_invitation',
      title: 'Invitation to co-host',
      link: '/hiring?view=events&tab=invited',
    });
    expect(invitation?.attributes.message).toMatch(/invited you to co-host “Quant night”\.$/);
    // Saving the event again invites nobody twice.
    const id = created.json().data.id;
    const saved = await call(host.headers, 'PUT', `${SOCIETY}/${id}`, {
      touchpoint: eventInput({
        title: 'Quant night',
        cohosts: [{ type: 'Company', id: guest.companyId }],
      }),
    });
    expect(saved.statusCode).toBe(200);
    expect(await notifications(guest.headers)).toHaveLength(1);

    const [pending] = (await call(guest.headers, 'GET', COMPANY_INVITATIONS)).json().data;
    await call(guest.headers, 'POST', `${COMPANY_INVITATIONS}/${pending.id}/accept`);
    const [answer] = await notifications(host.headers);
    expect(answer?.attributes).toMatchObject({
      type: 'cohost_answer',
      title: 'Co-host invitation accepted',
      link: `/events/${id}/edit`,
    });
    expect(answer?.attributes.message).toMatch(
      /accepted your invitation to co-host “Quant night”\.$/,
    );
  });
});
