import { setImmediate } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { type Db, inTransaction } from '../db/database';
import {
  candidates,
  companies,
  educationHistories,
  managers,
  recruiters,
  studentSocieties,
  touchpointAreasOfResponsibility,
  touchpointCities,
  touchpoints,
  users,
} from '../db/schema';
import { backfillOrganisationShortLinks } from '../modules/opportunities/short-links/short-links.repository';
import { UNIVERSITIES } from '../reference-data/universities';
import { bulkInsert } from './bulk-insert';
import { withIndexesDeferred } from './deferred-indexes';
import { seedEngagement } from './full-engagement';
import {
  addCandidate,
  addCompany,
  addSociety,
  emptyChunk,
  type OrganisationChunk,
  type Slugs,
} from './full-organisations';
import { ENGAGEMENT, type ScaleCounts, scaledCounts } from './full-scale-plan';
import {
  addEvent,
  addOpportunity,
  type GeneratedHost,
  type TouchpointChunk,
} from './full-touchpoints';
import { generatedId } from './generated-ids';

/** Tables whose indexes are built after their bulk load rather than row by row. */
const DEFERRED_INDEX_TABLES = [
  'touchpoints',
  'touchpoint_cities',
  'touchpoint_areas_of_responsibility',
];

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

const universityCity = new Map(
  UNIVERSITIES.map((university) => [university.id, university.cityId]),
);

/**
 * Generates the spec's scale on top of the reference data and the demo: companies with their
 * recruiters, societies with their managers, candidates with education histories, jobs,
 * internships and events (titles, descriptions, cities, salaries, deadlines, states), and
 * applications, registrations, memberships and follows. Rows are inserted in batches with
 * `unnest` inside one transaction, so a failure leaves nothing behind. Refuses to run twice:
 * reset the generated rows first.
 */
export const seedFullScale = async (
  db: Db,
  options: SeedFullScaleOptions = {},
): Promise<SeedFullScaleResult> => {
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
  const total =
    Object.values(counts).reduce((sum, n) => sum + n, 0) +
    Object.values(planned).reduce((sum, n) => sum + n, 0);
  let done = 0;
  // Reports progress, then lets timers run (PGlite answers without ever leaving the microtask
  // queue, so a progress bar drawn on a timer would otherwise wait for the end).
  const progress = async (phase: string, step: number) => {
    done += step;
    options.onProgress?.({ phase, done, total });
    await setImmediate();
  };

  const result = await inTransaction(db, async (tx) => {
    const [already] = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(sql`${companies.id} = ${generatedId('company', 1)}`);
    if (already)
      throw new Error(
        'Full-scale rows are already in this database: run the seed with --reset first.',
      );
    const slugs: Slugs = {
      companies: new Set(
        (await tx.select({ slug: companies.slug }).from(companies)).map((row) => row.slug),
      ),
      societies: new Set(
        (await tx.select({ slug: studentSocieties.slug }).from(studentSocieties)).map(
          (row) => row.slug,
        ),
      ),
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
    const inChunks = async (
      phase: string,
      count: number,
      build: (n: number, chunk: OrganisationChunk) => void,
    ) => {
      for (let start = 1; start <= count; start += chunkSize) {
        const chunk = emptyChunk();
        const end = Math.min(count, start + chunkSize - 1);
        for (let n = start; n <= end; n += 1) build(n, chunk);
        await writeOrganisations(chunk);
        await progress(phase, end - start + 1);
      }
    };

    const companyHosts: GeneratedHost[] = [];
    await inChunks('companies', counts.companies, (n, chunk) => {
      addCompany(faker, chunk, n, slugs, now);
      const company = chunk.companies.at(-1);
      const recruiter = chunk.users.at(-1);
      if (company && recruiter)
        companyHosts.push({
          type: 'Company',
          id: company.id as string,
          name: company.name,
          cityId: company.cityId as string,
          industryId: company.industryId ?? null,
          ownerUserId: recruiter.id as string,
        });
    });
    const societyHosts: GeneratedHost[] = [];
    const societyOffset = faker.number.int({ min: 0, max: UNIVERSITIES.length - 1 });
    await inChunks('societies', counts.societies, (n, chunk) => {
      addSociety(faker, chunk, n, slugs, now, societyOffset);
      const society = chunk.societies.at(-1);
      const manager = chunk.users.at(-1);
      if (society && manager)
        societyHosts.push({
          type: 'StudentSociety',
          id: society.id as string,
          name: society.name,
          cityId: universityCity.get(society.universityId as string) as string,
          industryId: null,
          ownerUserId: manager.id as string,
        });
    });
    await inChunks('candidates', counts.candidates, (n, chunk) =>
      addCandidate(faker, chunk, n, now),
    );

    // Busy employers post many roles, most post a few: pick hosts with a skew to the first ones.
    const skewed = (hosts: GeneratedHost[]) =>
      hosts[Math.floor(hosts.length * faker.number.float() ** 2)] ?? (hosts[0] as GeneratedHost);
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
          else if (n <= opportunities)
            addOpportunity(faker, chunk, 'Internship', n, skewed(companyHosts), now);
          else
            addEvent(faker, chunk, n, n % 5 < 2 ? skewed(companyHosts) : skewed(societyHosts), now);
        }
        await writeTouchpoints(chunk);
        await progress('touchpoints', end - start + 1);
      }
      await progress('indexing touchpoints', 0);
    });

    const engagement = await seedEngagement(tx, faker, counts, now, chunkSize, progress);
    await backfillOrganisationShortLinks(tx);
    return { ...counts, ...engagement };
  });
  // As autovacuum would leave the tables (the embedded database has none): planner statistics,
  // and the visibility map that lets searches and matches read covering indexes alone.
  await db.execute(sql`vacuum analyze`);
  return result;
};
