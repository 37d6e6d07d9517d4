import type { Db } from '../db/database';
import { applications, eventRegistrations, follows, memberships } from '../db/schema';
import { bulkInsert } from './bulk-insert';
import { ENGAGEMENT, type ScaleCounts } from './full-scale-plan';
import { generatedId } from './generated-ids';
import type { createSeededFaker } from './seeded-faker';

/** Distinct picks from 1..max (a few tries; fewer picks when the range is small). */
const distinct = (pick: () => number, wanted: number, max: number): number[] => {
  const chosen = new Set<number>();
  for (let tries = 0; chosen.size < Math.min(wanted, max) && tries < wanted * 4; tries += 1)
    chosen.add(pick());
  return [...chosen];
};

/**
 * Applications, memberships and follows for every generated candidate, and registrations for
 * every generated event, in batches.
 */
export const seedEngagement = async (
  tx: Db,
  faker: ReturnType<typeof createSeededFaker>,
  counts: ScaleCounts,
  now: Date,
  chunkSize: number,
  progress: (phase: string, step: number) => Promise<void>,
) => {
  const opportunities = counts.jobs + counts.internships;
  const totals = { applications: 0, registrations: 0, memberships: 0, follows: 0 };
  const ago = () =>
    new Date(now.getTime() - faker.number.int({ min: 1, max: 24 * 90 }) * 3_600_000);
  for (let start = 1; start <= counts.candidates; start += chunkSize) {
    const end = Math.min(counts.candidates, start + chunkSize - 1);
    const rows = {
      applications: [] as (typeof applications.$inferInsert)[],
      memberships: [] as (typeof memberships.$inferInsert)[],
      follows: [] as (typeof follows.$inferInsert)[],
    };
    for (let c = start; c <= end; c += 1) {
      const candidateId = generatedId('candidate', c);
      for (const t of distinct(
        () => faker.number.int({ min: 1, max: opportunities }),
        ENGAGEMENT.applicationsPerCandidate,
        opportunities,
      )) {
        const progressOf =
          (['saved', 'started', 'applied', 'applied'] as const)[(c + t) % 4] ?? 'applied';
        const createdAt = ago();
        rows.applications.push({
          id: generatedId('application', totals.applications + rows.applications.length + 1),
          candidateId,
          touchpointId: generatedId('touchpoint', t),
          progress: progressOf,
          appliedAt: progressOf === 'applied' ? createdAt : null,
          createdAt,
          updatedAt: createdAt,
        });
      }
      for (const s of distinct(
        () => faker.number.int({ min: 1, max: counts.societies }),
        ENGAGEMENT.membershipsPerCandidate,
        counts.societies,
      )) {
        const createdAt = ago();
        rows.memberships.push({
          id: generatedId('membership', totals.memberships + rows.memberships.length + 1),
          studentSocietyId: generatedId('society', s),
          candidateId,
          status: c % 10 === 0 ? 'subscription_requests' : 'subscribed',
          createdAt,
          updatedAt: createdAt,
        });
      }
      for (const k of distinct(
        () => faker.number.int({ min: 1, max: counts.companies }),
        ENGAGEMENT.followsPerCandidate,
        counts.companies,
      )) {
        rows.follows.push({
          id: generatedId('follow', totals.follows + rows.follows.length + 1),
          candidateId,
          followableType: 'Company',
          followableId: generatedId('company', k),
          createdAt: ago(),
        });
      }
    }
    await bulkInsert(tx, applications, rows.applications);
    await bulkInsert(tx, memberships, rows.memberships);
    await bulkInsert(tx, follows, rows.follows);
    totals.applications += rows.applications.length;
    totals.memberships += rows.memberships.length;
    totals.follows += rows.follows.length;
    await progress(
      'applications, memberships and follows',
      rows.applications.length + rows.memberships.length + rows.follows.length,
    );
  }
  const firstEvent = counts.jobs + counts.internships + 1;
  for (let start = 0; start < counts.events; start += chunkSize) {
    const end = Math.min(counts.events, start + chunkSize);
    const rows: (typeof eventRegistrations.$inferInsert)[] = [];
    for (let e = start; e < end; e += 1) {
      const guests = faker.number.int({ min: 0, max: ENGAGEMENT.registrationsPerEvent * 2 });
      for (const c of distinct(
        () => faker.number.int({ min: 1, max: counts.candidates }),
        guests,
        counts.candidates,
      )) {
        const createdAt = ago();
        rows.push({
          id: generatedId('registration', totals.registrations + rows.length + 1),
          touchpointId: generatedId('touchpoint', firstEvent + e),
          candidateId: generatedId('candidate', c),
          status: 'registered',
          createdAt,
          updatedAt: createdAt,
        });
      }
    }
    await bulkInsert(tx, eventRegistrations, rows);
    totals.registrations += rows.length;
    await progress('registrations', rows.length);
  }
  return totals;
};
