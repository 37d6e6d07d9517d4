import { currencySymbol, formatAmount } from '../format/currency';
import type { BillingPeriod } from './pricing';

/**
 * Society sponsorships (decision 053): priced packages whose deliverables a society ticks off on
 * each sponsor's deal. Amounts are integer minor units (pence, cents) on the wire and in the
 * database, so sums are exact.
 */

/** The highest price or agreed amount, in minor units: 1,000,000.00. */
export const SPONSORSHIP_MAX_AMOUNT_MINOR = 100_000_000;
export const SPONSORSHIP_NAME_MAX = 80;
export const SPONSORSHIP_DESCRIPTION_MAX = 1000;
export const SPONSORSHIP_DELIVERABLE_MAX = 120;
export const SPONSORSHIP_DELIVERABLES_MAX = 20;
export const SPONSORSHIP_NOTES_MAX = 2000;
export const SPONSORSHIP_CAPACITY_MAX = 1000;

/** A deal's pipeline. `declined` is where a deal goes when it falls through before it runs. */
export const SPONSORSHIP_STATUSES = [
  'prospect',
  'in_talks',
  'agreed',
  'active',
  'ended',
  'declined',
] as const;
export type SponsorshipStatus = (typeof SPONSORSHIP_STATUSES)[number];

/**
 * Where a deal may move from each status: forward one step, back one step while talking, to
 * declined before it runs; an active deal can only end; an ended or declined one can be reopened
 * as a prospect (a renewal, a second try).
 */
export const SPONSORSHIP_TRANSITIONS: Readonly<
  Record<SponsorshipStatus, readonly SponsorshipStatus[]>
> = {
  prospect: ['in_talks', 'declined'],
  in_talks: ['prospect', 'agreed', 'declined'],
  agreed: ['in_talks', 'active', 'declined'],
  active: ['ended'],
  ended: ['prospect'],
  declined: ['prospect'],
};

export const canMoveSponsorship = (from: SponsorshipStatus, to: SponsorshipStatus): boolean =>
  from === to || SPONSORSHIP_TRANSITIONS[from].includes(to);

/** The next step forward on the pipeline, if any (the board's "Move to …" button). */
export const nextSponsorshipStatus = (status: SponsorshipStatus): SponsorshipStatus | null => {
  const order: SponsorshipStatus[] = ['prospect', 'in_talks', 'agreed', 'active', 'ended'];
  const at = order.indexOf(status);
  return at >= 0 && at < order.length - 1 ? (order[at + 1] ?? null) : null;
};

const PERIOD_SUFFIX: Readonly<Record<BillingPeriod, string>> = {
  per_month: ' / month',
  per_year: ' / year',
  one_time: ' one-off',
};

/** Minor units as a major amount: 150000 → 1500, 1999 → 19.99. */
export const majorAmount = (minor: number): number => minor / 100;

/** An amount in minor units with the spec's symbol: (150000, 'GBP') → '£1,500'. */
export const formatMinorMoney = (minor: number, currency: string | null | undefined): string => {
  const major = majorAmount(minor);
  const text = Number.isInteger(major)
    ? formatAmount(major)
    : major.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${currencySymbol(currency)}${text}`;
};

/** A package's price as shown: '£1,500 / year', '$200 / month', '€800 one-off'. */
export const formatSponsorshipPrice = (
  minor: number,
  currency: string | null | undefined,
  period: BillingPeriod,
): string => {
  const suffix = PERIOD_SUFFIX[period];
  if (suffix === undefined) throw new RangeError(`Unknown billing period: ${period}`);
  return `${formatMinorMoney(minor, currency)}${suffix}`;
};
