import { eq, sql } from 'drizzle-orm';
import { type Db, inTransaction } from '../db/database';
import {
  applications,
  candidates,
  cohostApplications,
  companies,
  educationHistories,
  eventRegistrations,
  follows,
  managers,
  memberships,
  posts,
  recruiters,
  studentSocieties,
  touchpointAreasOfResponsibility,
  touchpointCities,
  touchpoints,
  users,
  viewCounts,
} from '../db/schema';
import { hashPassword } from '../modules/accounts/auth/password';
import { generateMatches } from '../modules/discovery/matches/match-generation.service';
import { register } from '../modules/events/registrations/registrations.service';
import { backfillOrganisationShortLinks } from '../modules/opportunities/short-links/short-links.repository';
import { cityById, cityByName } from '../reference-data/cities';
import {
  companySizeIdOf,
  employeesCountIdOf,
  tagIdOf,
} from '../reference-data/reference-catalogue';
import { slugify } from '../reference-data/reference-ids';
import { universityBySlug } from '../reference-data/universities';
import { bulkInsert } from './bulk-insert';
import { DEMO_ACCOUNTS, DEMO_SIGN_INS, type DemoSignIn, demoId } from './demo-accounts';
import { seedDemoCommittee } from './demo-community';
import { DEMO_COMPANIES } from './demo-companies';
import { seedDemoDiscussions } from './demo-discussions';
import { buildDemoEngagement } from './demo-engagement';
import { DemoImages } from './demo-images';
import { seedDemoNotifications } from './demo-notifications';
import { buildOrganiserHistory } from './demo-organiser-history';
import { buildDemoPeople } from './demo-people';
import { buildDemoPosts } from './demo-posts';
import { seedDemoSearchPages } from './demo-search-pages';
import { DEMO_SOCIETIES } from './demo-societies';
import { seedDemoPartnerSociety, seedDemoSponsorships } from './demo-sponsorships';
import { buildDemoTouchpoints, type DemoHost } from './demo-touchpoints';
import { createSeededFaker } from './seeded-faker';

/** The demo's fixed random seed: the same data on every machine (dates move with `now`). */
export const DEMO_SEED = 20_261_122;
export const DEMO_CANDIDATE_COUNT = 40;

export interface SeedDemoOptions {
  /** Folder served at `/uploads/` (`<DATA_DIR>/uploads`); the demo's images go in `demo/`. */
  uploadsDir: string;
  /** The moment deadlines and event dates are counted from; defaults to now. */
  now?: Date;
}

export interface SeedDemoResult {
  signIns: DemoSignIn[];
  /** False when the demo was already there and nothing was written. */
  created: boolean;
}

const POSTING_AUDIENCES = ['members', 'everyone', 'committee', 'managers'] as const;

const buildOrganisations = (images: DemoImages) => {
  const companyRows = DEMO_COMPANIES.map((company, i) => {
    const slug = slugify(company.name);
    return {
      id: demoId('company', i),
      name: company.name,
      slug,
      iconUrl: images.logo(slug, company.name),
      coverUrl: images.cover(slug),
      isVerified: company.verified,
      providerVerified: i % 3 === 0,
      description: `<p>${company.tagline}</p><p>We recruit graduates and interns every year and support them with training, mentoring and real responsibility from day one.</p>`,
      website: `https://${slug}.example.com`,
      industryId: tagIdOf('Industry', company.industry),
      companySizeId: companySizeIdOf(company.size),
      employeesCountId: employeesCountIdOf(company.employees),
      cityId: cityByName(company.countryCode, company.city).id,
    };
  });
  const societyRows = DEMO_SOCIETIES.map((society, i) => {
    const slug = slugify(society.name);
    return {
      id: demoId('society', i),
      name: society.name,
      slug,
      iconUrl: images.logo(slug, society.name),
      coverUrl: images.cover(slug),
      isVerified: society.verified,
      providerVerified: i % 4 === 0,
      universityId: universityBySlug(society.universitySlug).id,
      description: `<p>${society.description}</p>`,
      website: i % 3 === 2 ? null : `https://${slug}.example.org`,
      whoCanPost: POSTING_AUDIENCES[i % POSTING_AUDIENCES.length],
      whoCanReplyToPosts: i % 3 === 0 ? ('everyone' as const) : ('members' as const),
      showMediaUploadsFromPosts: i % 5 !== 4,
      isPostApprovalRequired: i === 0 || i % 4 === 2,
    };
  });
  return { companyRows, societyRows };
};

/**
 * Fills the database with the demo: 26 companies, 21 societies, 120 jobs, 60 internships,
 * 50 events in every state and deadline band, 41 candidates with their applications,
 * registrations, waitlist, matches, memberships, follows, posts and notifications, and the four
 * demo accounts. Needs the reference data. Skips everything when the demo is already there.
 * One transaction: a failure leaves nothing half-written.
 */
export const seedDemo = async (db: Db, options: SeedDemoOptions): Promise<SeedDemoResult> => {
  const signIns = [...DEMO_SIGN_INS];
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_ACCOUNTS.admin.email))
    .limit(1);
  if (existing) return { signIns, created: false };

  const now = options.now ?? new Date();
  const faker = createSeededFaker(DEMO_SEED, now);
  const images = new DemoImages(options.uploadsDir);
  const [manager, recruiter, admin] = await Promise.all([
    hashPassword(DEMO_ACCOUNTS.manager.password),
    hashPassword(DEMO_ACCOUNTS.recruiter.password),
    hashPassword(DEMO_ACCOUNTS.admin.password),
  ]);
  const { companyRows, societyRows } = buildOrganisations(images);
  const people = buildDemoPeople(
    faker,
    now,
    {
      companies: companyRows.length,
      societies: societyRows.length,
      candidates: DEMO_CANDIDATE_COUNT,
    },
    { manager, recruiter, admin },
    (key, name) => images.avatar(key, name),
  );
  const host = (
    row: (typeof companyRows)[number] | (typeof societyRows)[number],
    type: DemoHost['type'],
    ownerUserId: string,
    cityId: string,
    industryId: string | null,
  ): DemoHost => {
    const city = cityById(cityId);
    return {
      type,
      id: row.id,
      name: row.name,
      slug: row.slug,
      cityName: city.name,
      countryCode: city.countryCode,
      timeZone: city.timeZone,
      industry: industryId
        ? (DEMO_COMPANIES.find((c) => tagIdOf('Industry', c.industry) === industryId)?.industry ??
          null)
        : null,
      logoUrl: row.iconUrl,
      ownerUserId,
    };
  };
  const orgs = {
    companies: companyRows.map((row, i) =>
      host(row, 'Company', people.recruiterUserIds[i] as string, row.cityId, row.industryId),
    ),
    societies: societyRows.map((row, i) =>
      host(
        row,
        'StudentSociety',
        people.managerUserIds[i] as string,
        universityBySlug(DEMO_SOCIETIES[i]?.universitySlug ?? '').cityId,
        null,
      ),
    ),
  };
  const built = buildDemoTouchpoints(faker, now, orgs, (slug) => images.cover(slug));
  const companyIds = companyRows.map((row) => row.id);
  const societyIds = societyRows.map((row) => row.id);
  const engagement = buildDemoEngagement({
    faker,
    now,
    people,
    touchpoints: built,
    companyIds,
    societyIds,
  });
  // The demo company's and society's last 60 days, for their dashboards (its own seed).
  const views = buildOrganiserHistory({
    faker: createSeededFaker(DEMO_SEED + 1, now),
    now,
    touchpoints: built,
    engagement,
    candidateIds: people.candidateIds.slice(1),
    demoCandidateId: people.demoCandidateId,
    companyId: companyIds[0] as string,
    societyId: societyIds[0] as string,
  });
  const mediaUrl = images.cover('careers-evening');

  await inTransaction(db, async (tx) => {
    await bulkInsert(tx, companies, companyRows);
    await bulkInsert(tx, studentSocieties, societyRows);
    await bulkInsert(tx, users, people.users);
    await bulkInsert(tx, candidates, people.candidates);
    await bulkInsert(tx, educationHistories, people.education);
    await bulkInsert(tx, recruiters, people.recruiters);
    await bulkInsert(tx, managers, people.managers);
    await bulkInsert(tx, touchpoints, built.touchpoints);
    await bulkInsert(tx, touchpointCities, built.cities, { onConflictDoNothing: true });
    await bulkInsert(tx, touchpointAreasOfResponsibility, built.areas, {
      onConflictDoNothing: true,
    });
    await bulkInsert(tx, cohostApplications, built.cohosts);
    await bulkInsert(tx, applications, engagement.applications);
    await bulkInsert(tx, eventRegistrations, engagement.registrations);
    // The waitlists are joined the way candidates join them, through the product's own code.
    for (const wait of engagement.waitlist) {
      await register(tx, {
        touchpointId: wait.touchpointId,
        candidateId: wait.candidateId,
        now: wait.at,
      });
    }
    await bulkInsert(tx, follows, engagement.follows);
    await bulkInsert(tx, viewCounts, views);
    await bulkInsert(tx, memberships, engagement.memberships);
    await seedDemoCommittee(tx, societyIds[0] as string, now);
    await bulkInsert(tx, posts, buildDemoPosts(now, people, societyIds, mediaUrl));
    const [demoSocietyId] = societyIds;
    const [demoManagerUserId] = people.managerUserIds;
    if (demoSocietyId && demoManagerUserId)
      await seedDemoDiscussions(tx, demoSocietyId, demoManagerUserId);
    await backfillOrganisationShortLinks(tx);
    await seedDemoSearchPages(tx);
    await seedDemoSponsorships(tx, societyIds[0] as string, companyIds);
    if (societyIds[1] && companyIds[0])
      await seedDemoPartnerSociety(tx, societyIds[1], companyIds[0]);
    // The demo candidate's matches come from the engine, like everyone's: each reason is a fact
    // of the candidate's profile and of the opportunity. A few are already seen, one preferred.
    await generateMatches(tx, people.demoCandidateId, { now });
    await seedDemoNotifications(tx, {
      demoCandidateId: people.demoCandidateId,
      companyId: companyIds[0] as string,
      societyId: societyIds[0] as string,
      now,
    });
    await tx.execute(
      sql`update matches set viewed_at = ${new Date(now.getTime() - 3_600_000)}
        where id in (select id from matches where candidate_id = ${people.demoCandidateId}
          order by score desc limit 4)`,
    );
    await tx.execute(
      sql`update matches set preferred = true
        where id in (select id from matches where candidate_id = ${people.demoCandidateId}
          order by score desc limit 1)`,
    );
  });
  return { signIns, created: true };
};
