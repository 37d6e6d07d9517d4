import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callsTo, useTestApp } from '../../../../test/app';
import { createCandidate, createManager, createSociety } from '../../../../test/factories';
import { memberships, notifications } from '../../../db/schema';
import { isCommitteeMember } from '../committee/committee.service';

const t = useTestApp();

type Person = { id: string; email: string | null };

const call = callsTo(t);

const MEMBERS = '/api/v1/student_society/memberships';

/** A public society (its manager is approved) and that manager. */
const societyWithManager = async (approvesMembers = false) => {
  const society = await createSociety(t.db, { approvesMembers });
  const { user } = await createManager(t.db, { studentSocietyId: society.id });
  return { society, manager: user };
};

const join = (person: Person | null, societyId: string) =>
  call(person, 'POST', `/api/v1/student_societies/${societyId}/membership`);
const leave = (person: Person | null, societyId: string) =>
  call(person, 'DELETE', `/api/v1/student_societies/${societyId}/membership`);

describe('joining a society', () => {
  it('joins at once, twice changes nothing; the public page counts the member', async () => {
    const { society } = await societyWithManager();
    const { user } = await createCandidate(t.db);
    for (let n = 0; n < 2; n += 1) {
      const answer = await join(user, society.id);
      expect(answer.statusCode).toBe(200);
      expect(answer.json().data.attributes).toEqual({
        student_society_id: society.id,
        status: 'subscribed',
        approves_members: false,
      });
    }
    const rows = await t.db
      .select()
      .from(memberships)
      .where(eq(memberships.studentSocietyId, society.id));
    expect(rows).toHaveLength(1);
    const page = (await call(null, 'GET', `/api/v1/student_societies/${society.slug}`)).json();
    expect(page.data.attributes.members_count).toBe(1);
  });

  it('asks to join when the society approves members; leaving withdraws the request', async () => {
    const { society } = await societyWithManager(true);
    const { user } = await createCandidate(t.db);
    expect((await join(user, society.id)).json().data.attributes.status).toBe(
      'subscription_requests',
    );
    expect((await leave(user, society.id)).json().data.attributes.status).toBe('none');
    const mine = await call(user, 'GET', `/api/v1/student_societies/${society.id}/membership`);
    expect(mine.json().data.attributes.status).toBe('none');
  });

  it('leaves (a past member) and joins again', async () => {
    const { society } = await societyWithManager();
    const { user } = await createCandidate(t.db);
    await join(user, society.id);
    for (let n = 0; n < 2; n += 1) {
      expect((await leave(user, society.id)).json().data.attributes.status).toBe('unsubscribed');
    }
    expect((await join(user, society.id)).json().data.attributes.status).toBe('subscribed');
  });

  it('needs a signed-in candidate, and a public society', async () => {
    const { society, manager } = await societyWithManager();
    expect((await join(null, society.id)).statusCode).toBe(401);
    expect((await join(manager, society.id)).statusCode).toBe(403);
    const { user } = await createCandidate(t.db);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await join(user, missing)).statusCode).toBe(404);
    expect((await join(user, 'not-an-id')).statusCode).toBe(400);
  });
});

describe('the managers’ membership lists', () => {
  it('lists joined members, requests and past members with counts, search and paging', async () => {
    const { society, manager } = await societyWithManager(true);
    const people = await Promise.all(
      ['Ada', 'Grace', 'Linus'].map((firstName) => createCandidate(t.db, { user: { firstName } })),
    );
    for (const { user } of people) await join(user, society.id);
    const requests = (await call(manager, 'GET', `${MEMBERS}?status=subscription_requests`)).json();
    expect(requests.meta).toMatchObject({
      total_count: 3,
      counts: { subscribed: 0, subscription_requests: 3, unsubscribed: 0 },
    });
    const ada = requests.data.find(
      (row: { attributes: { member: { first_name: string } } }) =>
        row.attributes.member.first_name === 'Ada',
    );
    const approved = await call(manager, 'POST', `${MEMBERS}/${ada.id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data.attributes.status).toBe('subscribed');
    expect((await call(manager, 'POST', `${MEMBERS}/${ada.id}/approve`)).statusCode).toBe(200);
    expect((await call(manager, 'POST', `${MEMBERS}/${ada.id}/decline`)).statusCode).toBe(409);

    const searched = (
      await call(manager, 'GET', `${MEMBERS}?status=subscription_requests&search=gra`)
    ).json();
    expect(
      searched.data.map(
        (row: { attributes: { member: { first_name: string } } }) =>
          row.attributes.member.first_name,
      ),
    ).toEqual(['Grace']);
    const paged = (
      await call(manager, 'GET', `${MEMBERS}?status=subscription_requests&per_page=1&page=2`)
    ).json();
    expect(paged.meta).toMatchObject({ page: 2, per_page: 1, total_count: 2, total_pages: 2 });
    expect(paged.data).toHaveLength(1);

    // The approved candidate is told in the app.
    const told = await t.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, people[0]?.user.id ?? ''),
          eq(notifications.type, 'membership_decision'),
        ),
      );
    expect(told.map((row) => row.title)).toEqual([`You joined ${society.name}`]);
  });

  it('declines a request (in no list), removes a member (a past member) and bulk approves', async () => {
    const { society, manager } = await societyWithManager(true);
    const people = await Promise.all([1, 2, 3].map(() => createCandidate(t.db)));
    for (const { user } of people) await join(user, society.id);
    const ids = (await call(manager, 'GET', `${MEMBERS}?status=subscription_requests`))
      .json()
      .data.map((row: { id: string }) => row.id);
    const declined = await call(manager, 'POST', `${MEMBERS}/${ids[0]}/decline`);
    expect(declined.statusCode).toBe(200);
    const bulk = await call(manager, 'POST', `${MEMBERS}/approve`, { ids: ids.slice(0, 3) });
    expect(bulk.json().meta.total_count).toBe(2);
    const removed = await call(manager, 'POST', `${MEMBERS}/${ids[1]}/remove`);
    expect(removed.json().data.attributes.status).toBe('unsubscribed');
    const counts = (await call(manager, 'GET', MEMBERS)).json().meta.counts;
    expect(counts).toEqual({ subscribed: 1, subscription_requests: 0, unsubscribed: 1 });
    expect((await call(manager, 'POST', `${MEMBERS}/approve`, { ids: [] })).statusCode).toBe(400);
  });

  it('exports the joined members as CSV', async () => {
    const { society, manager } = await societyWithManager();
    const { user } = await createCandidate(t.db, {
      user: { firstName: '=Eve', lastName: 'Doe, Jr', email: 'eve@example.com' },
    });
    await join(user, society.id);
    const answer = await call(manager, 'GET', `${MEMBERS}/export`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/csv');
    expect(answer.headers['content-disposition']).toContain('attachment');
    const [header, row] = answer.body.split('\r\n');
    expect(header).toBe('First name,Last name,Email,University,Joined at');
    expect(row).toMatch(/^'=Eve,"Doe, Jr",eve@example.com,,\d{4}-/);
  });

  it('answers 404 for another society’s membership and 403 for an unapproved manager', async () => {
    const mine = await societyWithManager(true);
    const theirs = await societyWithManager(true);
    const { user } = await createCandidate(t.db);
    await join(user, theirs.society.id);
    const [row] = await t.db
      .select()
      .from(memberships)
      .where(eq(memberships.studentSocietyId, theirs.society.id));
    for (const verb of ['approve', 'decline', 'remove']) {
      const answer = await call(mine.manager, 'POST', `${MEMBERS}/${row?.id}/${verb}`);
      expect(answer.statusCode).toBe(404);
      expect(answer.json().error).toBe('Membership not found');
    }
    const bulk = await call(mine.manager, 'POST', `${MEMBERS}/approve`, { ids: [row?.id] });
    expect(bulk.json().meta.total_count).toBe(0);
    const [still] = await t.db
      .select()
      .from(memberships)
      .where(eq(memberships.id, row?.id ?? ''));
    expect(still?.status).toBe('subscription_requests');
    const { user: unapproved } = await createManager(t.db, { user: { isApproved: false } });
    expect((await call(unapproved, 'GET', MEMBERS)).statusCode).toBe(403);
  });

  it('concurrent approve and remove leave one sane state', async () => {
    const { society, manager } = await societyWithManager(true);
    const { user, candidate } = await createCandidate(t.db);
    await join(user, society.id);
    const [row] = await t.db
      .select()
      .from(memberships)
      .where(eq(memberships.studentSocietyId, society.id));
    const id = row?.id ?? '';
    const answers = await Promise.all([
      call(manager, 'POST', `${MEMBERS}/${id}/approve`),
      call(manager, 'POST', `${MEMBERS}/${id}/remove`),
      call(manager, 'POST', `${MEMBERS}/${id}/decline`),
    ]);
    // A declined request is deleted (decision 049): an approval or removal that reads it after
    // the decline finds no membership.
    for (const answer of answers) expect([200, 404, 409]).toContain(answer.statusCode);
    const rows = await t.db.select().from(memberships).where(eq(memberships.id, id));
    expect(rows.length).toBeLessThanOrEqual(1);
    if (answers.some((answer) => answer.statusCode === 404)) expect(rows).toEqual([]);
    if (rows[0]) expect(['subscribed', 'unsubscribed']).toContain(rows[0].status);
    expect(await isCommitteeMember(t.db, society.id, candidate.id)).toBe(false);
  });
});
