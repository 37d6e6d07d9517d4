import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db';
import { memberships } from '../db/schema';
import { createPosition, endPosition } from '../modules/community/committee/committee.service';

const DAY = 86_400_000;
const dayOf = (now: Date, days: number) =>
  new Date(now.getTime() + days * DAY).toISOString().slice(0, 10);

/**
 * The demo society's committee (decision 049), through the committee service: a current
 * President, Treasurer and Events officer, and a past committee (a term that ran out and one
 * ended early), held by its longest-standing joined members.
 */
export const seedDemoCommittee = async (db: Db, societyId: string, now: Date) => {
  const joined = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.studentSocietyId, societyId), eq(memberships.status, 'subscribed')))
    .orderBy(asc(memberships.statusChangedAt), asc(memberships.id))
    .limit(5);
  const [first, second, third, fourth, fifth] = joined.map((row) => row.id);
  if (!first || !second || !third || !fourth || !fifth) return;
  const terms = [
    {
      membership_id: first,
      title: 'President',
      starts_on: dayOf(now, -60),
      ends_on: dayOf(now, 300),
    },
    {
      membership_id: second,
      title: 'Treasurer',
      starts_on: dayOf(now, -60),
      ends_on: dayOf(now, 300),
    },
    { membership_id: third, title: 'Events officer', starts_on: dayOf(now, -20), ends_on: null },
    {
      membership_id: fourth,
      title: 'President',
      starts_on: dayOf(now, -425),
      ends_on: dayOf(now, -61),
    },
    {
      membership_id: fifth,
      title: 'Social secretary',
      starts_on: dayOf(now, -425),
      ends_on: dayOf(now, -61),
    },
  ];
  for (const term of terms) await createPosition(db, societyId, term);
  const secretary = await createPosition(db, societyId, {
    membership_id: fifth,
    title: 'Welfare officer',
    starts_on: dayOf(now, -50),
    ends_on: dayOf(now, 300),
  });
  // Handed over early: the term moved to the past committee.
  await endPosition(db, societyId, secretary.data.id);
};
