import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import {
  applications,
  candidates,
  companies,
  educationHistories,
  eventRegistrations,
  follows,
  managers,
  memberships,
  recruiters,
  studentSocieties,
  touchpointAreasOfResponsibility,
  touchpointCities,
  touchpoints,
  users,
} from '../db/schema';
import { UNIVERSITIES } from '../reference-data/universities';
import { bulkInsert } from './bulk-insert';
import {
  addCandidate,
  addCompany,
  addSociety,
  emptyChunk,
  type OrganisationChunk,
  type Slugs,
} from './full-organisations';
import { ENGAGEMENT, type ScaleCounts, scaledCounts } from './full-scale-plan';
import { addEvent, addOpportunity, type GeneratedHost, type TouchpointChunk } from './full-touchpoints';
import { withIndexesDeferred } from './deferred-indexes';
import { generatedId } from './generated-ids';

/** Tables whose indexes are built after their bulk load rather than row by row. */
const DEFERRED_INDEX_TABLES = ['touchpoints', 'touchpoint_cities', 'touchpoint_areas_of_responsibility'];
import { createSeededFaker } from './seeded-faker';

/** The generator's fixed random seed: the same data on every run (dates move with `now`). */
export const FULL_SCALE_SEED = 128_000;

export interface SeedProgress {
  phase: string;
  done: number;
  total: number;
}

export interface SeedFullScaleOptions {
  /** 1 for the spec's scale; 0.01 for a hundredth of it. */
  scale?: number;
  now?: Date;
  /** Rows generated before each batch of inserts. */
  chunkSize?: number;
  onProgress?: (progress: SeedProgress) => void;
}

export interface SeedFullScaleResult extends ScaleCounts {
  applications: number;
  registrations: number;
  memberships: number;
  follows: number;
}

const universityCity = new Map(UNIVERSITIES.map((university) => [university.id, university.cityId]));

/**
 * Generates the spec's scale on top of the reference data and the demo: companies with their
 * recruiters, societies with their managers, candidates with education histories, jobs,
 * internships and events (titles, descriptions, cities, salaries, deadlines, states), and
 * applications, registrations, memberships and follows. Rows are inserted in batches with
 * `unnest` inside one transaction, so a failure leaves nothing behind. Refuses to run twice:
 * reset the generated rows first.
 */
export const seedFullScale = async (db: Db, options: SeedFullScaleOptions = {}): Promise<SeedFullScaleResult> => {
  const counts = scaledCounts(options.scale ?? 1);
  const now = options.now ?? new Date();
  const chunkSize = options.chunkSize ?? 5000;
  const faker = createSeededFaker(FULL_SCALE_SEED, now);
  const opportunities = counts.jobs + counts.internships;
  const planned = {
    applications: counts.candidates * ENGAGEMENT.applicationsPerCandidate,
    registrations: counts.events * ENGAGEMENT.registrationsPerEvent,
    memberships: counts.candidates * ENGAGEMENT.membershipsPerCandidate,
    follows: counts.candidates * ENGAGEMENT.followsPerCandidate,
  };
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0) + Object.values(planned).reduce((sum, n) => sum + n, 0);
  let done = 0;
  const progress = (phase: string, step: number) => {
    done += step;
    options.onProgress?.({ phase, done, total });
  };

  const result = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [already] = await tx.select({ id: companies.id }).from(companies).where(sql`${companies.id} = ${generatedId('company', 1)}`);
    if (already) throw new Error('Full-scale rows are already in this database: run the seed with --reset first.');
    const slugs: Slugs = {
      companies: new Set((await tx.select({ slug: companies.slug }).from(companies)).map((row) => row.slug)),
      societies: new Set((await tx.select({ slug: studentSocieties.slug }).from(studentSocieties)).map((row) => row.slug)),
    };
    const writeOrganisations = async (chunk: OrganisationChunk) => {
      await bulkInsert(tx, companies, chunk.companies);
      await bulkInsert(tx, studentSocieties, chunk.societies);
      await bulkInsert(tx, users, chunk.users);
      await bulkInsert(tx, recruiters, chunk.recruiters);
      await bulkInsert(tx, managers, chunk.managers);
      await bulkInsert(tx, candidates, chunk.candidates);
      await bulkInsert(tx, educationHistories, chunk.education);
    };
    const inChunks = async (phase: string, count: number, build: (n: number, chunk: OrganisationChunk) => void) => {
      for (let start = 1; start <= count; start += chunkSize) {
        const chunk = emptyChunk();
        const end = Math.min(count, start + chunkSize - 1);
        for (let n = start; n <= end; n += 1) build(n, chunk);
        await writeOrganisations(chunk);
        progress(phase, end - start + 1);
      }
    };

    const companyHosts: GeneratedHost[] = [];
    await inChunks('companies', counts.companies, (n, chunk) => {
      addCompany(faker, chunk, n, slugs, now);
      const company = chunk.companies.at(-1);
      const recruiter = chunk.users.at(-1);
      if (company && recruiter) companyHosts.push({ type: 'Company', id: company.id as string, name: company.name, cityId: company.cityId as string, industryId: company.industryId ?? null, ownerUserId: recruiter.id as string });
    });
    const societyHosts: GeneratedHost[] = [];
    const societyOffset = faker.number.int({ min: 0, max: UNIVERSITIES.length - 1 });
    await inChunks('societies', counts.societies, (n, chunk) => {
      addSociety(faker, chunk, n, slugs, now, societyOffset);
      const society = chunk.societies.at(-1);
      const manager = chunk.users.at(-1);
      if (society && manager) societyHosts.push({ type: 'StudentSociety', id: society.id as string, name: society.name, cityId: universityCity.get(society.universityId as string) as string, industryId: null, ownerUserId: manager.id as string });
    });
    await inChunks('candidates', counts.candidates, (n, chunk) => addCandidate(faker, chunk, n, now));

    // Busy employers post many roles, most post a few: pick hosts with a skew to the first ones.
    const skewed = (hosts: GeneratedHost[]) => hosts[Math.floor(hosts.length * faker.number.float() ** 2)] ?? (hosts[0] as GeneratedHost);
    const writeTouchpoints = async (chunk: TouchpointChunk) => {
      await bulkInsert(tx, touchpoints, chunk.touchpoints);
      await bulkInsert(tx, touchpointCities, chunk.cities, { onConflictDoNothing: true });
      await bulkInsert(tx, touchpointAreasOfResponsibility, chunk.areas);
    };
    const allTouchpoints = opportunities + counts.events;
    await withIndexesDeferred(tx, DEFERRED_INDEX_TABLES, async () => {
    for (let start = 1; start <= allTouchpoints; start += chunkSize) {
      const chunk: TouchpointChunk = { touchpoints: [], cities: [], areas: [] };
      const end = Math.min(allTouchpoints, start + chunkSize - 1);
      for (let n = start; n <= end; n += 1) {
        if (n <= counts.jobs) addOpportunity(faker, chunk, 'Job', n, skewed(companyHosts), now);
        else if (n <= opportunities) addOpportunity(faker, chunk, 'Internship', n, skewed(companyHosts), now);
        else addEvent(faker, chunk, n, n % 5 < 2 ? skewed(companyHosts) : skewed(societyHosts), now);
      }
      await writeTouchpoints(chunk);
      progress('touchpoints', end - start + 1);
    }
    progress('indexing touchpoints', 0);
    });

    const engagement = await seedEngagement(tx, faker, counts, now, chunkSize, progress);
    return { ...counts, ...engagement };
  });
  await db.execute(sql`analyze`);
  return result;
};

/** Distinct picks from 1..max (a few tries; fewer picks when the range is small). */
const distinct = (pick: () => number, wanted: number, max: number): number[] => {
  const chosen = new Set<number>();
  for (let tries = 0; chosen.size < Math.min(wanted, max) && tries < wanted * 4; tries += 1) chosen.add(pick());
  return [...chosen];
};

const seedEngagement = async (
  tx: Db,
  faker: ReturnType<typeof createSeededFaker>,
  counts: ScaleCounts,
  now: Date,
  chunkSize: number,
  progress: (phase: string, step: number) => void,
) => {
  const opportunities = counts.jobs + counts.internships;
  const totals = { applications: 0, registrations: 0, memberships: 0, follows: 0 };
  const ago = () => new Date(now.getTime() - faker.number.int({ min: 1, max: 24 * 90 }) * 3_600_000);
  for (let start = 1; start <= counts.candidates; start += chunkSize) {
    const end = Math.min(counts.candidates, start + chunkSize - 1);
    const rows = { applications: [] as (typeof applications.$inferInsert)[], memberships: [] as (typeof memberships.$inferInsert)[], follows: [] as (typeof follows.$inferInsert)[] };
    for (let c = start; c <= end; c += 1) {
      const candidateId = generatedId('candidate', c);
      for (const t of distinct(() => faker.number.int({ min: 1, max: opportunities }), ENGAGEMENT.applicationsPerCandidate, opportunities)) {
        const progressOf = (['saved', 'started', 'applied', 'applied'] as const)[(c + t) % 4] ?? 'applied';
        const createdAt = ago();
        rows.applications.push({ id: generatedId('application', totals.applications + rows.applications.length + 1), candidateId, touchpointId: generatedId('touchpoint', t), progress: progressOf, appliedAt: progressOf === 'applied' ? createdAt : null, createdAt, updatedAt: createdAt });
      }
      for (const s of distinct(() => faker.number.int({ min: 1, max: counts.societies }), ENGAGEMENT.membershipsPerCandidate, counts.societies)) {
        const createdAt = ago();
        rows.memberships.push({ id: generatedId('membership', totals.memberships + rows.memberships.length + 1), studentSocietyId: generatedId('society', s), candidateId, status: c % 10 === 0 ? 'subscription_requests' : 'subscribed', createdAt, updatedAt: createdAt });
      }
      for (const k of distinct(() => faker.number.int({ min: 1, max: counts.companies }), ENGAGEMENT.followsPerCandidate, counts.companies)) {
        rows.follows.push({ id: generatedId('follow', totals.follows + rows.follows.length + 1), candidateId, followableType: 'Company', followableId: generatedId('company', k), createdAt: ago() });
      }
    }
    await bulkInsert(tx, applications, rows.applications);
    await bulkInsert(tx, memberships, rows.memberships);
    await bulkInsert(tx, follows, rows.follows);
    totals.applications += rows.applications.length;
    totals.memberships += rows.memberships.length;
    totals.follows += rows.follows.length;
    progress('applications, memberships and follows', rows.applications.length + rows.memberships.length + rows.follows.length);
  }
  const firstEvent = counts.jobs + counts.internships + 1;
  for (let start = 0; start < counts.events; start += chunkSize) {
    const end = Math.min(counts.events, start + chunkSize);
    const rows: (typeof eventRegistrations.$inferInsert)[] = [];
    for (let e = start; e < end; e += 1) {
      const guests = faker.number.int({ min: 0, max: ENGAGEMENT.registrationsPerEvent * 2 });
      for (const c of distinct(() => faker.number.int({ min: 1, max: counts.candidates }), guests, counts.candidates)) {
        const createdAt = ago();
        rows.push({ id: generatedId('registration', totals.registrations + rows.length + 1), touchpointId: generatedId('touchpoint', firstEvent + e), candidateId: generatedId('candidate', c), status: 'registered', createdAt, updatedAt: createdAt });
      }
    }
    await bulkInsert(tx, eventRegistrations, rows);
    totals.registrations += rows.length;
    progress('registrations', rows.length);
  }
  return totals;
};
