import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/app';
import { createCandidate, createTouchpoint, signIn } from '../../../../test/factories';
import { cohostApplications, touchpoints } from '../../../db/schema';
import { COMPANY, caller, organisers, SOCIETY } from './organiser-touchpoints.test-support';

const t = useTestApp();
const call = caller(t);
const who = organisers(t);

const DAY = 24 * 60 * 60 * 1000;
const ids = (body: { data: { id: string }[] }) => body.data.map((item) => item.id);
const list = async (headers: Record<string, string>, base: string, query = '') =>
  (await call(headers, 'GET', `${base}?${query}`)).json();

describe('GET /api/v1/company/touchpoints', () => {
  it('lists only the recruiter’s company’s touchpoints, 10 a page', async () => {
    const { headers, companyId } = await who.recruiter(false);
    const other = await who.recruiter();
    for (let i = 0; i < 12; i += 1) await createTouchpoint(t.db, { creatableForId: companyId });
    await createTouchpoint(t.db, { creatableForId: other.companyId });
    const first = await list(headers, COMPANY);
    expect(first.data).toHaveLength(10);
    expect(first.meta).toEqual({ page: 1, per_page: 10, total_count: 12, total_pages: 2 });
    const second = await list(headers, COMPANY, 'page=2');
    expect(second.data).toHaveLength(2);
    expect(new Set([...ids(first), ...ids(second)]).size).toBe(12);
    expect((await list(headers, COMPANY, 'per_page=100')).data).toHaveLength(12);
    expect((await list(other.headers, COMPANY)).meta.total_count).toBe(1);
  });

  it('filters by state, past ones reading as expired even before the sweep', async () => {
    const { headers, companyId } = await who.recruiter();
    const now = Date.now();
    const make = (
      state: 'published' | 'draft' | 'ready_for_approval' | 'rejected',
      deadline = now + DAY,
    ) =>
      createTouchpoint(t.db, {
        creatableForId: companyId,
        state,
        applicationDeadline: new Date(deadline),
      });
    const live = await make('published');
    const past = await make('published', now - DAY);
    const draft = await make('draft');
    const review = await make('ready_for_approval');
    const rejected = await make('rejected');
    expect(ids(await list(headers, COMPANY, 'state[]=published'))).toEqual([live.id]);
    const ended = await list(headers, COMPANY, 'state[]=expired');
    expect(ids(ended)).toEqual([past.id]);
    expect(ended.data[0].attributes).toMatchObject({ state: 'expired', isExpired: true });
    expect(ids(await list(headers, COMPANY, 'state[]=ready_for_approval'))).toEqual([review.id]);
    expect(new Set(ids(await list(headers, COMPANY, 'state[]=draft&state[]=rejected')))).toEqual(
      new Set([draft.id, rejected.id]),
    );
    expect((await list(headers, COMPANY)).meta.total_count).toBe(5);
  });

  it('filters by type, sorts as asked and adds descriptions with details', async () => {
    const { headers, companyId } = await who.recruiter();
    const at = (days: number) => new Date(Date.now() + days * DAY);
    const job = await createTouchpoint(t.db, { creatableForId: companyId, title: 'B job' });
    const early = await createTouchpoint(t.db, {
      creatableForId: companyId,
      touchpointableType: 'Event',
      title: 'C event',
      startDate: at(2),
      description: '<p>Early</p>',
    });
    const late = await createTouchpoint(t.db, {
      creatableForId: companyId,
      touchpointableType: 'Event',
      title: 'A event',
      startDate: at(9),
    });
    expect(ids(await list(headers, COMPANY, 'touchpointable_types[]=Event'))).toEqual([
      late.id,
      early.id,
    ]);
    expect(ids(await list(headers, COMPANY, 'touchpointable_types[]=Job'))).toEqual([job.id]);
    expect(ids(await list(headers, COMPANY, 'sort_by=title+asc'))).toEqual([
      late.id,
      job.id,
      early.id,
    ]);
    expect(ids(await list(headers, COMPANY, 'sort_by=start_date+asc'))).toEqual([
      early.id,
      late.id,
      job.id,
    ]);
    const plain = await list(headers, COMPANY, 'touchpointable_types[]=Event&applications=true');
    expect(plain.data[1].attributes).not.toHaveProperty('description');
    expect(plain.data[1].attributes.registrations_count).toBe(0);
    const detailed = await list(headers, COMPANY, 'touchpointable_types[]=Event&with_details=true');
    expect(detailed.data[1].attributes.description).toBe('<p>Early</p>');
  });

  it('answers other roles 403 and guests 401', async () => {
    const manager = await who.manager();
    expect((await call(manager.headers, 'GET', COMPANY)).statusCode).toBe(403);
    const { user } = await createCandidate(t.db);
    expect((await call(await signIn(t.db, user), 'GET', SOCIETY)).statusCode).toBe(403);
    expect((await call({}, 'GET', COMPANY)).statusCode).toBe(401);
    const recruiter = await who.recruiter();
    expect((await call(recruiter.headers, 'GET', `${COMPANY}?state[]=archived`)).statusCode).toBe(
      400,
    );
  });
});

describe('GET /api/v1/student_society/touchpoints', () => {
  it('lists hosted and co-hosted events, and invitations under Invited', async () => {
    const { headers, studentSocietyId } = await who.manager();
    const host = await who.manager();
    const event = (creatableForId: string) =>
      createTouchpoint(t.db, {
        touchpointableType: 'Event',
        creatableForType: 'StudentSociety',
        creatableForId,
      });
    const hosted = await event(studentSocietyId);
    const cohosted = await event(host.studentSocietyId);
    const invited = await event(host.studentSocietyId);
    await event(host.studentSocietyId);
    await t.db.insert(cohostApplications).values([
      {
        touchpointId: cohosted.id,
        cohostType: 'StudentSociety',
        cohostId: studentSocietyId,
        status: 'accepted',
      },
      { touchpointId: invited.id, cohostType: 'StudentSociety', cohostId: studentSocietyId },
    ]);
    expect(new Set(ids(await list(headers, SOCIETY)))).toEqual(new Set([hosted.id, cohosted.id]));
    expect(ids(await list(headers, SOCIETY, 'state[]=Invitation+pending'))).toEqual([invited.id]);
    expect(ids(await list(headers, SOCIETY, 'state[]=pending'))).toEqual([invited.id]);
    expect(new Set(ids(await list(headers, SOCIETY, 'state[]=published')))).toEqual(
      new Set([hosted.id, cohosted.id]),
    );
    // The co-host can stop co-hosting, but neither delete nor edit the host's event.
    expect((await call(headers, 'DELETE', `${SOCIETY}/${cohosted.id}`)).statusCode).toBe(404);
    const stop = await call(headers, 'POST', `${SOCIETY}/${cohosted.id}/stop_cohosting`);
    expect(stop.json()).toEqual({ data: { id: cohosted.id, type: 'touchpoint' } });
    expect(ids(await list(headers, SOCIETY))).toEqual([hosted.id]);
    expect((await call(headers, 'POST', `${SOCIETY}/${hosted.id}/stop_cohosting`)).statusCode).toBe(
      404,
    );
  });
});

describe('co-hosts', () => {
  it('invites on save, and the host removes a co-host', async () => {
    const { headers } = await who.recruiter();
    const society = await who.manager();
    const created = await call(headers, 'POST', COMPANY, {
      touchpoint: {
        touchpointable_type: 'Event',
        title: 'Joint talk',
        cohosts: [{ type: 'StudentSociety', id: society.studentSocietyId }],
      },
    });
    const { id, attributes } = created.json().data;
    expect(attributes.cohost_applications).toHaveLength(1);
    expect(attributes.cohost_applications[0]).toMatchObject({
      state: 'Invitation pending',
      cohost: { id: society.studentSocietyId },
    });
    expect(attributes.input.cohosts).toEqual([
      { type: 'StudentSociety', id: society.studentSocietyId },
    ]);
    const applicationId = attributes.cohost_applications[0].id;
    const removed = await call(headers, 'DELETE', `${COMPANY}/${id}/cohosts/${applicationId}`);
    expect(removed.json().data.attributes.cohost_applications).toEqual([]);
    expect(
      (await call(headers, 'DELETE', `${COMPANY}/${id}/cohosts/${applicationId}`)).statusCode,
    ).toBe(404);
    const self = await call(headers, 'PUT', `${COMPANY}/${id}`, {
      touchpoint: {
        touchpointable_type: 'Event',
        title: 'Joint talk',
        cohosts: [{ type: 'Company', id: created.json().data.attributes.creatable_for.id }],
      },
    });
    expect(self.statusCode).toBe(400);
  });
});

describe('DELETE and PATCH', () => {
  it('deletes the organisation’s own touchpoint through its own endpoint', async () => {
    const recruiter = await who.recruiter(false);
    const manager = await who.manager(false);
    const job = await createTouchpoint(t.db, { creatableForId: recruiter.companyId });
    const event = await createTouchpoint(t.db, {
      touchpointableType: 'Event',
      creatableForType: 'StudentSociety',
      creatableForId: manager.studentSocietyId,
    });
    expect((await call(manager.headers, 'DELETE', `${COMPANY}/${job.id}`)).statusCode).toBe(403);
    expect((await call(recruiter.headers, 'DELETE', `${SOCIETY}/${event.id}`)).statusCode).toBe(
      403,
    );
    const other = await who.recruiter();
    expect((await call(other.headers, 'DELETE', `${COMPANY}/${job.id}`)).statusCode).toBe(404);
    const deleted = await call(manager.headers, 'DELETE', `${SOCIETY}/${event.id}`);
    expect(deleted.json()).toEqual({ data: { id: event.id, type: 'touchpoint' } });
    expect((await call(recruiter.headers, 'DELETE', `${COMPANY}/${job.id}`)).statusCode).toBe(200);
    expect(await t.db.select().from(touchpoints).where(eq(touchpoints.id, job.id))).toEqual([]);
  });

  it('toggles featured for approved recruiters only, and enables easy apply', async () => {
    const approved = await who.recruiter();
    const waiting = await who.recruiter(false, approved.companyId);
    const job = await createTouchpoint(t.db, {
      creatableForId: approved.companyId,
      applyKind: 'external',
      applyUrl: 'https://acme.example/apply',
    });
    const url = `${COMPANY}/${job.id}`;
    const featured = await call(approved.headers, 'PATCH', url, { id: job.id, featured: true });
    expect(featured.json().data.attributes.featured).toBe(true);
    expect(
      (await call(waiting.headers, 'PATCH', url, { id: job.id, featured: false })).statusCode,
    ).toBe(403);
    const manager = await who.manager();
    expect(
      (await call(manager.headers, 'PATCH', url, { id: job.id, featured: false })).statusCode,
    ).toBe(403);
    const mismatch = await call(approved.headers, 'PATCH', url, {
      id: '00000000-0000-4000-8000-000000000001',
      featured: false,
    });
    expect(mismatch.statusCode).toBe(400);
    const easy = await call(waiting.headers, 'PATCH', url, { touchpoint: { apply_url: null } });
    expect(easy.json().data.attributes.apply_url).toBeNull();
    const [row] = await t.db.select().from(touchpoints).where(eq(touchpoints.id, job.id));
    expect(row).toMatchObject({ applyKind: 'internal', applyUrl: null, featured: true });
    const other = await who.recruiter();
    expect(
      (await call(other.headers, 'PATCH', url, { id: job.id, featured: false })).statusCode,
    ).toBe(404);
  });
});
