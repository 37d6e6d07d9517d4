import {
  BILLING_PERIODS,
  canMoveSponsorship,
  SPONSORSHIP_STATUSES,
  type SponsorshipStatus,
} from '@gradway/domain';
import type {
  CreateSponsorshipBody,
  CreateSponsorshipPackageBody,
  SponsorshipListMeta,
  UpdateSponsorshipBody,
  UpdateSponsorshipPackageBody,
} from '@gradway/domain/contracts';
import type { Db } from '../../../db';
import { resource } from '../../../http/documents';
import { HttpError, notFound } from '../../../http/http-error';
import type { SessionUser } from '../../accounts/auth/session.repository';
import {
  countActiveDeals,
  type DealRow,
  type DealValues,
  deleteDealRow,
  findCompanyName,
  findDealRow,
  findPackageRow,
  insertDealRow,
  insertPackageRow,
  listDealRows,
  listPackageRows,
  lockPackageRow,
  type PackageRow,
  updateDealRow,
  updatePackageRow,
} from './sponsorships.repository';

export const SPONSORSHIP_MESSAGES = {
  noSociety: 'Set up your society first.',
  packageNotFound: 'Sponsorship package not found',
  dealNotFound: 'Sponsor not found',
  noCompany: 'Set up your company first.',
  partnershipNotFound: 'Partnership not found',
  sponsorNotOnGradway:
    'This sponsor is not on Gradway: pick the company on Gradway to write to it.',
  unknownPackage: 'Choose one of your packages.',
  archivedPackage: 'This package is archived: restore it to record new sponsors on it.',
  full: 'This package is full: every place is taken by an active sponsor.',
  capacityBelowActive: 'This package already has more active sponsors than that.',
  unknownCompany: 'This company is not on Gradway.',
  sponsorRequired: 'Pick a company or type the sponsor’s name.',
  endBeforeStart: 'The end date cannot be before the start date.',
  notDeliverable: 'Tick only the package’s deliverables.',
  transition: (from: SponsorshipStatus, to: SponsorshipStatus) =>
    `A sponsor cannot move from ${from.replace('_', ' ')} to ${to.replace('_', ' ')}.`,
} as const;

export const unprocessable = (path: string, message: string) =>
  new HttpError(422, { error: message, fields: [{ path, message }] });

/**
 * The manager's society (the matrix already let only approved managers in). The functions below
 * take the society's id, so the demo seed records its sponsorships through them too.
 */
export const sponsorshipSocietyOf = (user: SessionUser) => {
  if (!user.studentSocietyId) throw notFound(SPONSORSHIP_MESSAGES.noSociety);
  return user.studentSocietyId;
};

// Packages ---------------------------------------------------------------------------------------

const packageResource = (found: { row: PackageRow; activeCount: number; dealsCount: number }) => {
  const { row } = found;
  return resource('sponsorship_package', {
    id: row.id,
    name: row.name,
    description: row.description,
    price_minor: row.priceMinor,
    currency: row.currency,
    billing_period: row.billingPeriod,
    deliverables: row.deliverables,
    capacity: row.capacity,
    archived: row.archivedAt !== null,
    active_count: found.activeCount,
    deals_count: found.dealsCount,
    full: row.capacity !== null && found.activeCount >= row.capacity,
    created_at: row.createdAt.toISOString(),
  });
};

const packageDocument = async (db: Db, societyId: string, id: string) => {
  const found = await findPackageRow(db, societyId, id);
  if (!found) throw notFound(SPONSORSHIP_MESSAGES.packageNotFound);
  return { data: packageResource(found) };
};

export const listSponsorshipPackages = async (db: Db, societyId: string) => {
  const rows = await listPackageRows(db, societyId);
  return { data: rows.map(packageResource), meta: { total_count: rows.length } };
};

export const createSponsorshipPackage = async (
  db: Db,
  societyId: string,
  input: CreateSponsorshipPackageBody['sponsorship_package'],
) => {
  const row = await insertPackageRow(db, {
    studentSocietyId: societyId,
    name: input.name,
    description: input.description,
    priceMinor: input.price_minor,
    currency: input.currency,
    billingPeriod: input.billing_period,
    deliverables: input.deliverables,
    capacity: input.capacity,
  });
  return packageDocument(db, societyId, row.id);
};

export const updateSponsorshipPackage = async (
  db: Db,
  societyId: string,
  id: string,
  input: UpdateSponsorshipPackageBody['sponsorship_package'],
) => {
  await db.transaction(async (tx) => {
    const row = await lockPackageRow(tx, societyId, id);
    if (!row) throw notFound(SPONSORSHIP_MESSAGES.packageNotFound);
    if (input.capacity !== undefined && input.capacity !== null) {
      if ((await countActiveDeals(tx, id)) > input.capacity) {
        throw unprocessable(
          'sponsorship_package.capacity',
          SPONSORSHIP_MESSAGES.capacityBelowActive,
        );
      }
    }
    await updatePackageRow(tx, id, {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(input.price_minor !== undefined ? { priceMinor: input.price_minor } : {}),
      ...(input.currency !== undefined ? { currency: input.currency } : {}),
      ...(input.billing_period !== undefined ? { billingPeriod: input.billing_period } : {}),
      ...(input.deliverables !== undefined ? { deliverables: input.deliverables } : {}),
      ...(input.capacity !== undefined ? { capacity: input.capacity } : {}),
      ...(input.archived !== undefined
        ? { archivedAt: input.archived ? (row.archivedAt ?? new Date()) : null }
        : {}),
    });
  });
  return packageDocument(db, societyId, id);
};

// Deals ------------------------------------------------------------------------------------------

const dealResource = (found: DealRow) => {
  const { row } = found;
  const delivered = new Set(row.delivered);
  return resource('sponsorship', {
    id: row.id,
    package_id: row.packageId,
    package_name: found.packageName,
    deliverables: found.packageDeliverables.map((label) => ({
      label,
      delivered: delivered.has(label),
    })),
    company_id: row.companyId,
    company_name: row.companyName,
    company_slug: row.companyId ? found.companySlug : null,
    contact_email: row.contactEmail,
    status: row.status,
    start_date: row.startDate,
    end_date: row.endDate,
    amount_minor: row.amountMinor,
    currency: found.currency,
    billing_period: found.billingPeriod,
    notes: row.notes,
    created_at: row.createdAt.toISOString(),
  });
};

const dealDocument = async (db: Db, societyId: string, id: string) => {
  const found = await findDealRow(db, societyId, id);
  if (!found) throw notFound(SPONSORSHIP_MESSAGES.dealNotFound);
  return { data: dealResource(found) };
};

/**
 * Deals with counts per status and the active deals' agreed amounts per currency and billing
 * period (a yearly and a monthly deal are two amounts, never one sum).
 */
export const listSponsorships = async (db: Db, societyId: string) => {
  const rows = await listDealRows(db, societyId);
  const counts = Object.fromEntries(SPONSORSHIP_STATUSES.map((status) => [status, 0])) as Record<
    SponsorshipStatus,
    number
  >;
  const totals = new Map<string, SponsorshipListMeta['active_totals'][number]>();
  for (const found of rows) {
    counts[found.row.status] += 1;
    if (found.row.status === 'active') {
      const key = `${found.currency} ${found.billingPeriod}`;
      const total = totals.get(key) ?? {
        currency: found.currency,
        billing_period: found.billingPeriod,
        amount_minor: 0,
      };
      total.amount_minor += found.row.amountMinor;
      totals.set(key, total);
    }
  }
  const meta: SponsorshipListMeta = {
    total_count: rows.length,
    counts,
    active_totals: [...totals.values()].sort(
      (a, b) =>
        a.currency.localeCompare(b.currency) ||
        BILLING_PERIODS.indexOf(a.billing_period) - BILLING_PERIODS.indexOf(b.billing_period),
    ),
  };
  return { data: rows.map(dealResource), meta };
};

/** The sponsor's company: one on Gradway (its name recorded), else a typed name. */
const sponsorOf = async (db: Db, companyId: string | null, typedName: string) => {
  if (companyId) {
    const company = await findCompanyName(db, companyId);
    if (!company)
      throw unprocessable('sponsorship.company_id', SPONSORSHIP_MESSAGES.unknownCompany);
    return { companyId, companyName: company.name };
  }
  if (!typedName) {
    throw unprocessable('sponsorship.company_name', SPONSORSHIP_MESSAGES.sponsorRequired);
  }
  return { companyId: null, companyName: typedName };
};

const checkDates = (start: string | null, end: string | null) => {
  if (start && end && end < start) {
    throw unprocessable('sponsorship.end_date', SPONSORSHIP_MESSAGES.endBeforeStart);
  }
};

/** A deal that becomes active takes a place: refused when the package is full. */
const checkPlace = async (tx: Db, pkg: PackageRow, dealId?: string) => {
  if (pkg.capacity === null) return;
  if ((await countActiveDeals(tx, pkg.id, dealId)) >= pkg.capacity) {
    throw unprocessable('sponsorship.status', SPONSORSHIP_MESSAGES.full);
  }
};

export const createSponsorship = async (
  db: Db,
  societyId: string,
  input: CreateSponsorshipBody['sponsorship'],
) => {
  const sponsor = await sponsorOf(db, input.company_id, input.company_name);
  checkDates(input.start_date, input.end_date);
  const id = await db.transaction(async (tx) => {
    const pkg = await lockPackageRow(tx, societyId, input.package_id);
    if (!pkg) throw unprocessable('sponsorship.package_id', SPONSORSHIP_MESSAGES.unknownPackage);
    if (pkg.archivedAt) {
      throw unprocessable('sponsorship.package_id', SPONSORSHIP_MESSAGES.archivedPackage);
    }
    if (input.status === 'active') await checkPlace(tx, pkg);
    return insertDealRow(tx, {
      studentSocietyId: societyId,
      packageId: pkg.id,
      ...sponsor,
      contactEmail: input.contact_email || null,
      status: input.status,
      startDate: input.start_date,
      endDate: input.end_date,
      amountMinor: input.amount_minor ?? pkg.priceMinor,
      notes: input.notes,
    });
  });
  return dealDocument(db, societyId, id);
};

export const updateSponsorship = async (
  db: Db,
  societyId: string,
  id: string,
  input: UpdateSponsorshipBody['sponsorship'],
) => {
  const current = await findDealRow(db, societyId, id);
  if (!current) throw notFound(SPONSORSHIP_MESSAGES.dealNotFound);
  const deal = current.row;
  const values: Partial<DealValues> = {};
  if (input.company_id !== undefined || input.company_name !== undefined) {
    Object.assign(
      values,
      await sponsorOf(
        db,
        input.company_id !== undefined ? input.company_id : deal.companyId,
        input.company_name ?? (input.company_id === null ? '' : deal.companyName),
      ),
    );
  }
  const start = input.start_date !== undefined ? input.start_date : deal.startDate;
  const end = input.end_date !== undefined ? input.end_date : deal.endDate;
  checkDates(start, end);
  if (input.start_date !== undefined) values.startDate = input.start_date;
  if (input.end_date !== undefined) values.endDate = input.end_date;
  if (input.contact_email !== undefined) values.contactEmail = input.contact_email || null;
  if (input.amount_minor !== undefined) values.amountMinor = input.amount_minor;
  if (input.notes !== undefined) values.notes = input.notes;
  const status = input.status ?? deal.status;
  if (!canMoveSponsorship(deal.status, status)) {
    throw unprocessable('sponsorship.status', SPONSORSHIP_MESSAGES.transition(deal.status, status));
  }
  values.status = status;
  await db.transaction(async (tx) => {
    const packageId = input.package_id ?? deal.packageId;
    const pkg = await lockPackageRow(tx, societyId, packageId);
    if (!pkg) throw unprocessable('sponsorship.package_id', SPONSORSHIP_MESSAGES.unknownPackage);
    if (packageId !== deal.packageId) {
      if (pkg.archivedAt) {
        throw unprocessable('sponsorship.package_id', SPONSORSHIP_MESSAGES.archivedPackage);
      }
      values.packageId = packageId;
    }
    if (status === 'active' && (deal.status !== 'active' || packageId !== deal.packageId)) {
      await checkPlace(tx, pkg, deal.id);
    }
    if (input.delivered !== undefined) {
      const offered = new Set(pkg.deliverables);
      if (input.delivered.some((label) => !offered.has(label))) {
        throw unprocessable('sponsorship.delivered', SPONSORSHIP_MESSAGES.notDeliverable);
      }
      values.delivered = [...new Set(input.delivered)];
    }
    await updateDealRow(tx, deal.id, values);
  });
  return dealDocument(db, societyId, id);
};

export const deleteSponsorship = async (db: Db, societyId: string, id: string) => {
  const row = await deleteDealRow(db, societyId, id);
  if (!row) throw notFound(SPONSORSHIP_MESSAGES.dealNotFound);
  return { data: { id: row.id } };
};
