import { SPONSORSHIP_STATUSES, type SponsorshipStatus } from '@gradway/domain';
import type { Db } from '../../../db';
import { resource } from '../../../http/documents';
import { notFound } from '../../../http/http-error';
import type { SessionUser } from '../../accounts/auth/session.repository';
import {
  findDiscussedDeal,
  findPartnershipRow,
  insertMessageRow,
  listMessageRows,
  listPartnershipRows,
  type MessageRow,
  type PartnershipRow,
} from './sponsorships.repository';
import { SPONSORSHIP_MESSAGES, unprocessable } from './sponsorships.service';

/**
 * Sponsorships seen from the sponsor's side (decision 056): a company's partnerships with every
 * society, and one deal's discussion between the society's managers and the company's recruiters.
 */

// The company's side (decision 056) ---------------------------------------------------------------

/** The recruiter's company (the matrix already let only approved recruiters in). */
export const partnershipCompanyOf = (user: SessionUser) => {
  if (!user.companyId) throw notFound(SPONSORSHIP_MESSAGES.noCompany);
  return user.companyId;
};

/** A deal as its sponsor sees it: no society's notes, no contact the society keeps. */
const partnershipResource = (found: PartnershipRow) => {
  const { row } = found;
  const delivered = new Set(row.delivered);
  return resource('partnership', {
    id: row.id,
    society: {
      id: found.society.id,
      name: found.society.name,
      slug: found.society.slug,
      icon_url: found.society.iconUrl,
    },
    package_name: found.packageName,
    package_description: found.packageDescription,
    deliverables: found.packageDeliverables.map((label) => ({
      label,
      delivered: delivered.has(label),
    })),
    status: row.status,
    start_date: row.startDate,
    end_date: row.endDate,
    amount_minor: row.amountMinor,
    currency: found.currency,
    billing_period: found.billingPeriod,
    created_at: row.createdAt.toISOString(),
  });
};

/** The company's partnerships with every society, running ones first, with counts per stage. */
export const listPartnerships = async (db: Db, companyId: string) => {
  const rows = await listPartnershipRows(db, companyId);
  const counts = Object.fromEntries(SPONSORSHIP_STATUSES.map((status) => [status, 0])) as Record<
    SponsorshipStatus,
    number
  >;
  for (const found of rows) counts[found.row.status] += 1;
  return { data: rows.map(partnershipResource), meta: { total_count: rows.length, counts } };
};

export const getPartnership = async (db: Db, companyId: string, id: string) => {
  const found = await findPartnershipRow(db, companyId, id);
  if (!found) throw notFound(SPONSORSHIP_MESSAGES.partnershipNotFound);
  return { data: partnershipResource(found) };
};

// Discussions about one deal (decision 056) ----------------------------------------------------------

/** Whose side the caller is on, and the deal's scope on that side. */
export type DiscussionSide =
  | { side: 'society'; societyId: string; userId: string }
  | { side: 'company'; companyId: string; userId: string };

const messageResource = (row: MessageRow, userId: string) =>
  resource('partnership_message', {
    id: row.id,
    body: row.body,
    side: row.side,
    author_name:
      row.authorUserId === null
        ? null
        : [row.firstName, row.lastName].filter(Boolean).join(' ').trim() || null,
    mine: row.authorUserId === userId,
    created_at: row.createdAt.toISOString(),
  });

/** The deal the caller's side may discuss; another side's or organisation's answers 404. */
const discussedDeal = async (db: Db, caller: DiscussionSide, id: string) => {
  const deal = await findDiscussedDeal(
    db,
    caller.side === 'society' ? { societyId: caller.societyId } : { companyId: caller.companyId },
    id,
  );
  if (!deal) {
    throw notFound(
      caller.side === 'society'
        ? SPONSORSHIP_MESSAGES.dealNotFound
        : SPONSORSHIP_MESSAGES.partnershipNotFound,
    );
  }
  return deal;
};

export const listDealMessages = async (db: Db, caller: DiscussionSide, id: string) => {
  const deal = await discussedDeal(db, caller, id);
  const rows = await listMessageRows(db, deal.id);
  return {
    data: rows.map((row) => messageResource(row, caller.userId)),
    meta: { total_count: rows.length },
  };
};

export const createDealMessage = async (
  db: Db,
  caller: DiscussionSide,
  id: string,
  body: string,
) => {
  const deal = await discussedDeal(db, caller, id);
  // A typed sponsor has no recruiters on Gradway to read the thread.
  if (!deal.companyId) {
    throw unprocessable('message.body', SPONSORSHIP_MESSAGES.sponsorNotOnGradway);
  }
  const row = await insertMessageRow(db, {
    sponsorshipId: deal.id,
    authorUserId: caller.userId,
    side: caller.side,
    body,
  });
  return { data: messageResource(row, caller.userId) };
};
