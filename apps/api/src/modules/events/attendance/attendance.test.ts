import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/app';
import { createCandidate, createTouchpoint, signIn } from '../../../../test/factories';
import {
  cohostApplications,
  eventRegistrations,
  outboxMails,
  touchpoints,
} from '../../../db/schema';
import {
  COMPANY,
  caller,
  organisers,
  SOCIETY,
} from '../../opportunities/organiser-touchpoints/organiser-touchpoints.test-support';

const t = useTestApp();
const call = caller(t);
const who = organisers(t);
const DAY = 24 * 60 * 60 * 1000;

const societyEvent = async (overrides: Parameters<typeof createTouchpoint>[1] = {}) => {
  const host = await who.manager();
  const event = await createTouchpoint(t.db, {
    touchpointableType: 'Event',
    creatableForType: 'StudentSociety',
    creatableForId: host.studentSocietyId,
    title: 'Careers fair',
    capacity: 2,
    waitlistEnabled: true,
    startDate: new Date(Date.now() + 10 * DAY),
    endDate: new Date(Date.now() + 10 * DAY + 2 * 3600 * 1000),
    ...overrides,
  });
  return { host, event, base: `${SOCIETY}/${event.id}` };
};

let people = 0;
const registers = async (eventId: string, firstName: string) => {
  people += 1;
  const { user, candidate } = await createCandidate(t.db, {
    user: {
      firstName,
      lastName: `Person${people}`,
      email: `${firstName.toLowerCase()}${people}@example.com`,
    },
  });
  const headers = await signIn(t.db, user);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v1/candidate/registrations/${eventId}`,
    headers,
  });
  expect(response.statusCode).toBe(200);
  const attributes = response.json().data.attributes;
  return {
    user,
    candidate,
    headers,
    id: response.json().data.id as string,
    ticket: attributes.ticket as string | null,
    status: attributes.status as string,
  };
};

describe('attendees and check-in', () => {
  it('lists who registered with counts and search; a ticket checks in once', async () => {
    const { host, event, base } = await societyEvent();
    const ada = await registers(event.id, 'Ada');
    const bo = await registers(event.id, 'Bo');
    const cy = await registers(event.id, 'Cy');
    expect(cy.status).toBe('waitlisted');

    const list = await call(host.headers, 'GET', `${base}/attendees`);
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(
      body.data.map((a: { attributes: { name: string } }) => a.attributes.name).sort(),
    ).toEqual([expect.stringMatching(/^Ada /), expect.stringMatching(/^Bo /)]);
    expect(body.meta.counts).toEqual({ registered: 2, checked_in: 0, cancelled: 0, no_show: 0 });
    expect(body.meta).toMatchObject({
      capacity: 2,
      is_host: true,
      event: { title: 'Careers fair' },
    });

    const found = await call(host.headers, 'GET', `${base}/attendees?q=ada`);
    expect(found.json().data).toHaveLength(1);
    expect(found.json().data[0].attributes.email).toMatch(/^ada\d+@example.com$/);

    const first = await call(host.headers, 'POST', `${base}/check_ins`, { ticket: ada.ticket });
    expect(first.statusCode).toBe(200);
    expect(first.json().meta.result).toBe('checked_in');
    expect(first.json().data.attributes.status).toBe('checked_in');
    const second = await call(host.headers, 'POST', `${base}/check_ins`, { ticket: ada.ticket });
    expect(second.statusCode).toBe(200);
    expect(second.json().meta.result).toBe('already_checked_in');
    expect(second.json().data.attributes.checked_in_at).toBe(
      first.json().data.attributes.checked_in_at,
    );
    const byName = await call(host.headers, 'POST', `${base}/check_ins`, {
      registration_id: bo.id,
    });
    expect(byName.json().meta.result).toBe('checked_in');
    const after = (await call(host.headers, 'GET', `${base}/attendees?status=checked_in`)).json();
    expect(after.meta.counts.checked_in).toBe(2);
    expect(after.meta.total_count).toBe(2);
  });

  it('refuses a forged ticket, another event’s ticket and a waiting person, changing nothing', async () => {
    const { host, event, base } = await societyEvent({ capacity: 1 });
    const ada = await registers(event.id, 'Ada');
    const bo = await registers(event.id, 'Bo');
    const other = await societyEvent();
    const elsewhere = await registers(other.event.id, 'Cy');
    const forged = `${ada.id}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`;
    for (const ticket of [forged, elsewhere.ticket, 'garbage', `${ada.ticket}x`]) {
      const response = await call(host.headers, 'POST', `${base}/check_ins`, { ticket });
      expect(response.statusCode).toBe(422);
      expect(response.json().error).toBe('This ticket is not valid for this event.');
    }
    // A NUL is refused at the boundary, naming the field (every route alike).
    const nul = await call(host.headers, 'POST', `${base}/check_ins`, { ticket: 'a\u0000b' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().fields).toEqual([expect.objectContaining({ path: 'ticket' })]);
    const waiting = await call(host.headers, 'POST', `${base}/check_ins`, {
      registration_id: bo.id,
    });
    expect(waiting.statusCode).toBe(422);
    expect((await call(host.headers, 'POST', `${base}/check_ins`, { ticket: 42 })).statusCode).toBe(
      400,
    );
    const [row] = await t.db
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.id, ada.id));
    expect(row?.status).toBe('registered');
  });

  it('an accepted co-host sees attendees and checks in; a stranger or a pending invitee gets 404', async () => {
    const { event } = await societyEvent();
    const ada = await registers(event.id, 'Ada');
    const company = await who.recruiter();
    const url = `${COMPANY}/${event.id}/attendees`;
    const [application] = await t.db
      .insert(cohostApplications)
      .values({ touchpointId: event.id, cohostType: 'Company', cohostId: company.companyId })
      .returning();
    expect((await call(company.headers, 'GET', url)).statusCode).toBe(404);
    await call(
      company.headers,
      'POST',
      `/api/v1/company/cohost_invitations/${application?.id}/accept`,
    );
    const seen = await call(company.headers, 'GET', url);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().meta.is_host).toBe(false);
    expect(seen.json().data).toHaveLength(1);
    const checked = await call(company.headers, 'POST', `${COMPANY}/${event.id}/check_ins`, {
      ticket: ada.ticket,
    });
    expect(checked.json().meta.result).toBe('checked_in');
    // Co-hosts do not change the event.
    const capacity = await call(company.headers, 'PUT', `${COMPANY}/${event.id}/capacity`, {
      capacity: 5,
    });
    expect(capacity.statusCode).toBe(403);
    const stranger = await who.manager();
    expect(
      (await call(stranger.headers, 'GET', `${SOCIETY}/${event.id}/attendees`)).statusCode,
    ).toBe(404);
  });

  it('after the event, those never checked in read as no-show', async () => {
    const { host, event, base } = await societyEvent();
    const ada = await registers(event.id, 'Ada');
    await registers(event.id, 'Bo');
    await call(host.headers, 'POST', `${base}/check_ins`, { ticket: ada.ticket });
    await t.db
      .update(touchpoints)
      .set({ startDate: new Date(Date.now() - 2 * DAY), endDate: new Date(Date.now() - DAY) })
      .where(eq(touchpoints.id, event.id));
    const body = (await call(host.headers, 'GET', `${base}/attendees`)).json();
    expect(body.meta.counts).toEqual({ registered: 0, checked_in: 1, cancelled: 0, no_show: 1 });
    const noShows = (await call(host.headers, 'GET', `${base}/attendees?status=no_show`)).json();
    expect(noShows.data[0].attributes.name).toMatch(/^Bo /);
  });
});

describe('the waitlist, capacity and cancelling', () => {
  it('shows the line in order; raising capacity offers the next place; promoting by hand gives one', async () => {
    const { host, event, base } = await societyEvent({ capacity: 1 });
    await registers(event.id, 'Ada');
    const bo = await registers(event.id, 'Bo');
    const cy = await registers(event.id, 'Cy');
    const line = (await call(host.headers, 'GET', `${base}/waitlist`)).json();
    expect(
      line.data.map((e: { id: string; attributes: { position: number } }) => [
        e.id,
        e.attributes.position,
      ]),
    ).toEqual([
      [bo.id, 1],
      [cy.id, 2],
    ]);
    expect(line.meta).toMatchObject({
      waiting: 2,
      offered: 0,
      held: 1,
      capacity: 1,
      waitlist_enabled: true,
    });

    const raised = await call(host.headers, 'PUT', `${base}/capacity`, { capacity: 2 });
    expect(raised.statusCode).toBe(200);
    const [offer, waiting] = raised.json().data;
    expect(offer).toMatchObject({ id: bo.id, attributes: { status: 'offered', position: null } });
    expect(offer.attributes.offer_expires_at).toBeTruthy();
    expect(waiting).toMatchObject({ id: cy.id, attributes: { status: 'waitlisted', position: 1 } });
    expect(raised.json().meta).toMatchObject({ capacity: 2, held: 2, offered: 1, waiting: 1 });

    const promoted = await call(host.headers, 'POST', `${base}/waitlist/${cy.id}/promote`);
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().data.map((e: { id: string }) => e.id)).toEqual([bo.id]);
    const attendees = (await call(host.headers, 'GET', `${base}/attendees`)).json();
    expect(attendees.meta.counts.registered).toBe(2);
    const again = await call(host.headers, 'POST', `${base}/waitlist/${cy.id}/promote`);
    expect(again.statusCode).toBe(422);
    for (const capacity of [0, -1, 'ten', 1.5]) {
      expect((await call(host.headers, 'PUT', `${base}/capacity`, { capacity })).statusCode).toBe(
        400,
      );
    }
  });

  it('cancelling the event closes it and tells everyone registered or waiting, in app and by email', async () => {
    const { host, event, base } = await societyEvent({ capacity: 1 });
    const ada = await registers(event.id, 'Ada');
    const bo = await registers(event.id, 'Bo');
    const cancelled = await call(host.headers, 'POST', `${base}/cancel_event`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().meta.told).toBe(2);
    const rows = await t.db
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.touchpointId, event.id));
    expect(rows.map((row) => row.status)).toEqual(['cancelled', 'cancelled']);
    const [closed] = await t.db.select().from(touchpoints).where(eq(touchpoints.id, event.id));
    expect(closed?.state).toBe('closed');
    for (const person of [ada, bo]) {
      const notes = (
        await t.app.inject({ method: 'GET', url: '/api/v1/notifications', headers: person.headers })
      ).json().data;
      expect(
        notes.some(
          (n: { attributes: { type: string; message: string } }) =>
            n.attributes.type === 'event_cancelled' &&
            n.attributes.message.includes('“Careers fair”'),
        ),
      ).toBe(true);
    }
    await t.app.mailer.settled();
    for (const person of [ada, bo]) {
      const mails = await t.db
        .select()
        .from(outboxMails)
        .where(eq(outboxMails.to, person.user.email ?? ''));
      expect(mails.map((mail) => mail.subject)).toContain('Cancelled: Careers fair');
    }
    const again = await call(host.headers, 'POST', `${base}/cancel_event`);
    expect(again.statusCode).toBe(409);
  });

  it('a live event whose places are all taken reads Sold Out in the organiser’s events table', async () => {
    const { host, event } = await societyEvent({ capacity: 1 });
    const status = async () =>
      (await call(host.headers, 'GET', `${SOCIETY}?touchpointable_types[]=Event`))
        .json()
        .data.find((row: { id: string }) => row.id === event.id)?.attributes.status;
    expect(await status()).toBeNull();
    const ada = await registers(event.id, 'Ada');
    expect(await status()).toBe('Sold Out');
    await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/candidate/registrations/${event.id}`,
      headers: ada.headers,
    });
    expect(await status()).toBeNull();
  });
});
