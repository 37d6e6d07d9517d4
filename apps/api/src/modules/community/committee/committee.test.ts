import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callsTo, useTestApp } from '../../../../test/app';
import { createCandidate, createManager, createSociety } from '../../../../test/factories';
import { committeePositions, memberships } from '../../../db/schema';
import { isCommitteeMember } from './committee.service';

const t = useTestApp();

type Person = { id: string; email: string | null };

const call = callsTo(t);

const POSITIONS = '/api/v1/student_society/committee_positions';
const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A society, its manager, and a joined member (with their membership id). */
const setUp = async () => {
  const society = await createSociety(t.db);
  const { user: manager } = await createManager(t.db, { studentSocietyId: society.id });
  const { user, candidate } = await createCandidate(t.db, {
    user: { firstName: 'Priya', lastName: 'Shah' },
  });
  const [membership] = await t.db
    .insert(memberships)
    .values({ studentSocietyId: society.id, candidateId: candidate.id, status: 'subscribed' })
    .returning();
  return { society, manager, member: user, candidate, membershipId: membership?.id ?? '' };
};

const add = (manager: Person, body: object) =>
  call(manager, 'POST', POSITIONS, { committee_position: body });

describe('the committee', () => {
  it('adds, edits, ends early and removes positions; current and past', async () => {
    const { society, manager, candidate, membershipId } = await setUp();
    const created = await add(manager, {
      membership_id: membershipId,
      title: 'President',
      starts_on: day(-30),
      ends_on: day(300),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.attributes).toMatchObject({
      title: 'President',
      current: true,
      member: { first_name: 'Priya', last_name: 'Shah' },
    });
    expect(await isCommitteeMember(t.db, society.id, candidate.id)).toBe(true);
    const publicList = (
      await call(null, 'GET', `/api/v1/student_societies/${society.id}/committee`)
    ).json();
    expect(publicList.data.map((row: { attributes: object }) => row.attributes)).toEqual([
      expect.objectContaining({ title: 'President', first_name: 'Priya', last_name: 'Shah' }),
    ]);

    const id = created.json().data.id;
    const edited = await call(manager, 'PATCH', `${POSITIONS}/${id}`, {
      committee_position: { title: 'Co-President' },
    });
    expect(edited.json().data.attributes.title).toBe('Co-President');
    const ended = await call(manager, 'POST', `${POSITIONS}/${id}/end`);
    expect(ended.json().data.attributes.current).toBe(false);
    expect((await call(manager, 'POST', `${POSITIONS}/${id}/end`)).statusCode).toBe(409);
    expect(await isCommitteeMember(t.db, society.id, candidate.id)).toBe(false);
    const list = (await call(manager, 'GET', POSITIONS)).json();
    expect(list.meta).toEqual({ current_count: 0, past_count: 1 });
    expect((await call(manager, 'DELETE', `${POSITIONS}/${id}`)).statusCode).toBe(200);
    expect((await call(manager, 'DELETE', `${POSITIONS}/${id}`)).statusCode).toBe(404);
  });

  it('a term whose end date passed is past; a term to come is not running yet', async () => {
    const { society, manager, candidate, membershipId } = await setUp();
    await add(manager, {
      membership_id: membershipId,
      title: 'Treasurer',
      starts_on: day(-400),
      ends_on: day(-1),
    });
    await add(manager, { membership_id: membershipId, title: 'Secretary', starts_on: day(10) });
    const list = (await call(manager, 'GET', POSITIONS)).json();
    expect(
      list.data.map((row: { attributes: { title: string; current: boolean } }) => [
        row.attributes.title,
        row.attributes.current,
      ]),
    ).toEqual([
      ['Secretary', true],
      ['Treasurer', false],
    ]);
    expect(await isCommitteeMember(t.db, society.id, candidate.id)).toBe(false);
  });

  it('ends the terms of a member who leaves or is removed', async () => {
    const { society, manager, member, candidate, membershipId } = await setUp();
    await add(manager, { membership_id: membershipId, title: 'President', starts_on: day(0) });
    expect(await isCommitteeMember(t.db, society.id, candidate.id)).toBe(true);
    await call(member, 'DELETE', `/api/v1/student_societies/${society.id}/membership`);
    expect(await isCommitteeMember(t.db, society.id, candidate.id)).toBe(false);
    const [position] = await t.db
      .select()
      .from(committeePositions)
      .where(eq(committeePositions.candidateId, candidate.id));
    expect(position?.endedAt).not.toBeNull();
    // A past member cannot be given a position.
    const again = await add(manager, {
      membership_id: membershipId,
      title: 'Chair',
      starts_on: day(0),
    });
    expect(again.statusCode).toBe(409);
  });

  it('refuses bad input and answers 404 for another society’s member or position', async () => {
    const mine = await setUp();
    const theirs = await setUp();
    const bad = await add(mine.manager, {
      membership_id: mine.membershipId,
      title: ' ',
      starts_on: day(5),
      ends_on: day(1),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.map((field: { path: string }) => field.path)).toEqual(
      expect.arrayContaining(['committee_position.title', 'committee_position.ends_on']),
    );
    const other = await add(mine.manager, {
      membership_id: theirs.membershipId,
      title: 'President',
      starts_on: day(0),
    });
    expect(other.statusCode).toBe(404);
    const theirPosition = (
      await add(theirs.manager, {
        membership_id: theirs.membershipId,
        title: 'Chair',
        starts_on: day(0),
      })
    ).json().data.id;
    for (const [method, url] of [
      ['PATCH', `${POSITIONS}/${theirPosition}`],
      ['POST', `${POSITIONS}/${theirPosition}/end`],
      ['DELETE', `${POSITIONS}/${theirPosition}`],
    ] as const) {
      const answer = await call(
        mine.manager,
        method,
        url,
        method === 'PATCH' ? { committee_position: { title: 'Mine' } } : undefined,
      );
      expect(answer.statusCode).toBe(404);
    }
    const edit = await call(theirs.manager, 'PATCH', `${POSITIONS}/${theirPosition}`, {
      committee_position: { ends_on: '2000-01-01' },
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().error).toBe('The term cannot end before it starts.');
  });
});
