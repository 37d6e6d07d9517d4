import type { SponsorshipStatus } from '@gradway/domain';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db';
import {
  companies,
  partnershipMessages,
  sponsorshipPackages,
  sponsorships,
  studentSocieties,
  users,
} from '../../../db/schema';

/** Anything that runs SQL: the database or a transaction. */
type Runner = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export type PackageRow = typeof sponsorshipPackages.$inferSelect;
export type PackageValues = typeof sponsorshipPackages.$inferInsert;
export type DealValues = typeof sponsorships.$inferInsert;

// Spelled out: drizzle leaves a single table's columns unqualified, which the subquery would
// read as its own.
const activeCount = sql<number>`(select count(*)::int from sponsorships s where s.package_id = sponsorship_packages.id and s.status = 'active')`;
const dealsCount = sql<number>`(select count(*)::int from sponsorships s where s.package_id = sponsorship_packages.id)`;

const packageColumns = {
  row: sponsorshipPackages,
  activeCount,
  dealsCount,
};

/** A society's packages with their counts: unarchived first, oldest first. */
export const listPackageRows = (db: Runner, societyId: string) =>
  db
    .select(packageColumns)
    .from(sponsorshipPackages)
    .where(eq(sponsorshipPackages.studentSocietyId, societyId))
    .orderBy(
      sql`${sponsorshipPackages.archivedAt} is not null`,
      asc(sponsorshipPackages.createdAt),
      asc(sponsorshipPackages.id),
    );

/** One package of the society (null when missing or another society's). */
export const findPackageRow = async (db: Runner, societyId: string, id: string) => {
  const [row] = await db
    .select(packageColumns)
    .from(sponsorshipPackages)
    .where(
      and(eq(sponsorshipPackages.id, id), eq(sponsorshipPackages.studentSocietyId, societyId)),
    );
  return row ?? null;
};

/** The package's row, locked for the rest of the transaction (capacity checks). */
export const lockPackageRow = async (db: Runner, societyId: string, id: string) => {
  const [row] = await db
    .select()
    .from(sponsorshipPackages)
    .where(and(eq(sponsorshipPackages.id, id), eq(sponsorshipPackages.studentSocietyId, societyId)))
    .for('update');
  return row ?? null;
};

export const insertPackageRow = async (db: Runner, values: PackageValues) => {
  const [row] = await db.insert(sponsorshipPackages).values(values).returning();
  if (!row) throw new Error('The sponsorship package was not saved');
  return row;
};

export const updatePackageRow = (db: Runner, id: string, values: Partial<PackageValues>) =>
  db.update(sponsorshipPackages).set(values).where(eq(sponsorshipPackages.id, id));

/** How many deals on the package are active, leaving one deal out (the one being moved). */
export const countActiveDeals = async (db: Runner, packageId: string, except?: string) => {
  const [row] = await db
    .select({ n: count() })
    .from(sponsorships)
    .where(
      and(
        eq(sponsorships.packageId, packageId),
        eq(sponsorships.status, 'active'),
        except ? sql`${sponsorships.id} <> ${except}` : undefined,
      ),
    );
  return row?.n ?? 0;
};

const dealColumns = {
  row: sponsorships,
  packageName: sponsorshipPackages.name,
  packageDeliverables: sponsorshipPackages.deliverables,
  currency: sponsorshipPackages.currency,
  billingPeriod: sponsorshipPackages.billingPeriod,
  companySlug: companies.slug,
};

const dealQuery = (db: Runner) =>
  db
    .select(dealColumns)
    .from(sponsorships)
    .innerJoin(sponsorshipPackages, eq(sponsorshipPackages.id, sponsorships.packageId))
    .leftJoin(companies, eq(companies.id, sponsorships.companyId));

export type DealRow = Awaited<ReturnType<ReturnType<typeof dealQuery>['execute']>>[number];

/** A society's deals, newest first. */
export const listDealRows = (db: Runner, societyId: string) =>
  dealQuery(db)
    .where(eq(sponsorships.studentSocietyId, societyId))
    .orderBy(sql`${sponsorships.createdAt} desc`, asc(sponsorships.id));

export const findDealRow = async (db: Runner, societyId: string, id: string) => {
  const [row] = await dealQuery(db).where(
    and(eq(sponsorships.id, id), eq(sponsorships.studentSocietyId, societyId)),
  );
  return row ?? null;
};

export const insertDealRow = async (db: Runner, values: DealValues) => {
  const [row] = await db.insert(sponsorships).values(values).returning({ id: sponsorships.id });
  if (!row) throw new Error('The sponsorship was not saved');
  return row.id;
};

export const updateDealRow = (db: Runner, id: string, values: Partial<DealValues>) =>
  db.update(sponsorships).set(values).where(eq(sponsorships.id, id));

export const deleteDealRow = async (db: Runner, societyId: string, id: string) => {
  const [row] = await db
    .delete(sponsorships)
    .where(and(eq(sponsorships.id, id), eq(sponsorships.studentSocietyId, societyId)))
    .returning({ id: sponsorships.id });
  return row ?? null;
};

// A company's side (decision 056) -----------------------------------------------------------------

const partnershipColumns = {
  row: sponsorships,
  packageName: sponsorshipPackages.name,
  packageDescription: sponsorshipPackages.description,
  packageDeliverables: sponsorshipPackages.deliverables,
  currency: sponsorshipPackages.currency,
  billingPeriod: sponsorshipPackages.billingPeriod,
  society: {
    id: studentSocieties.id,
    name: studentSocieties.name,
    slug: studentSocieties.slug,
    iconUrl: studentSocieties.iconUrl,
  },
};

const partnershipQuery = (db: Runner) =>
  db
    .select(partnershipColumns)
    .from(sponsorships)
    .innerJoin(sponsorshipPackages, eq(sponsorshipPackages.id, sponsorships.packageId))
    .innerJoin(studentSocieties, eq(studentSocieties.id, sponsorships.studentSocietyId));

export type PartnershipRow = Awaited<
  ReturnType<ReturnType<typeof partnershipQuery>['execute']>
>[number];

/** Where a stage sorts on the company's side: running deals first, closed ones last. */
const stageOrder = sql`case ${sponsorships.status}
  when 'active' then 0 when 'agreed' then 1 when 'in_talks' then 2 when 'prospect' then 3
  when 'ended' then 4 else 5 end`;

/** The company's deals with every society: by stage, then the latest start first. */
export const listPartnershipRows = (db: Runner, companyId: string) =>
  partnershipQuery(db)
    .where(eq(sponsorships.companyId, companyId))
    .orderBy(
      stageOrder,
      sql`${sponsorships.startDate} desc nulls last`,
      sql`${sponsorships.createdAt} desc`,
      asc(sponsorships.id),
    );

/** One deal of the company (null when missing or another company's). */
export const findPartnershipRow = async (db: Runner, companyId: string, id: string) => {
  const [row] = await partnershipQuery(db).where(
    and(eq(sponsorships.id, id), eq(sponsorships.companyId, companyId)),
  );
  return row ?? null;
};

// Discussions (decision 056) ----------------------------------------------------------------------

/** The deal a side may talk about: the society's own, or one whose company is the caller's. */
export const findDiscussedDeal = async (
  db: Runner,
  side: { societyId: string } | { companyId: string },
  id: string,
) => {
  const [row] = await db
    .select({ id: sponsorships.id, companyId: sponsorships.companyId })
    .from(sponsorships)
    .where(
      and(
        eq(sponsorships.id, id),
        'societyId' in side
          ? eq(sponsorships.studentSocietyId, side.societyId)
          : eq(sponsorships.companyId, side.companyId),
      ),
    );
  return row ?? null;
};

const messageColumns = {
  id: partnershipMessages.id,
  body: partnershipMessages.body,
  side: partnershipMessages.side,
  authorUserId: partnershipMessages.authorUserId,
  firstName: users.firstName,
  lastName: users.lastName,
  createdAt: partnershipMessages.createdAt,
};

export type MessageRow = {
  id: string;
  body: string;
  side: 'society' | 'company';
  authorUserId: string | null;
  firstName: string | null;
  lastName: string | null;
  createdAt: Date;
};

/** A deal's messages, oldest first. */
export const listMessageRows = (db: Runner, sponsorshipId: string): Promise<MessageRow[]> =>
  db
    .select(messageColumns)
    .from(partnershipMessages)
    .leftJoin(users, eq(users.id, partnershipMessages.authorUserId))
    .where(eq(partnershipMessages.sponsorshipId, sponsorshipId))
    .orderBy(asc(partnershipMessages.createdAt), asc(partnershipMessages.id));

export const insertMessageRow = async (
  db: Runner,
  values: typeof partnershipMessages.$inferInsert,
): Promise<MessageRow> => {
  const [row] = await db.insert(partnershipMessages).values(values).returning({
    id: partnershipMessages.id,
  });
  if (!row) throw new Error('The message was not saved');
  const [found] = await db
    .select(messageColumns)
    .from(partnershipMessages)
    .leftJoin(users, eq(users.id, partnershipMessages.authorUserId))
    .where(eq(partnershipMessages.id, row.id));
  if (!found) throw new Error('The message was not saved');
  return found;
};

/** A company on Gradway by id, with its name (null when there is none). */
export const findCompanyName = async (db: Runner, id: string) => {
  const [row] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.id, id));
  return row ?? null;
};

export type { SponsorshipStatus };
