/**
 * How many rows a public list has, without counting every published row on every page
 * (issue 15, decision 032). A page asks for its total through {@link listTotal}:
 *
 * - a total under {@link TOTALS_KEPT_FROM} is counted on every page: small sets are cheap to
 *   count and their owners expect to see their own change at once;
 * - a larger total (the public lists unfiltered or broadly filtered: 99,000 published
 *   touchpoints, 7,000 companies) is counted once and kept in this process for
 *   {@link TOTAL_KEPT_MS}, then counted again; meanwhile the answer says
 *   `total_is_estimate: true`, since rows published since may be missing from it.
 *
 * The store is per process and bounded ({@link MAX_KEPT_TOTALS} filter sets, the least recently
 * used dropped first): several instances may each hold a total a few seconds apart, which is what
 * `total_is_estimate` says.
 */

export const TOTALS_KEPT_FROM = 1_000;
export const TOTAL_KEPT_MS = 30_000;
export const MAX_KEPT_TOTALS = 500;

export interface ListTotal {
  total: number;
  /** True when the total was counted up to {@link TOTAL_KEPT_MS} ago and may lag the rows. */
  estimate: boolean;
}

interface Kept {
  total: number;
  countedAt: number;
}

const kept = new Map<string, Kept>();
const counting = new Map<string, Promise<number>>();

const keep = (key: string, total: number, now: number) => {
  kept.delete(key);
  if (total < TOTALS_KEPT_FROM) return;
  kept.set(key, { total, countedAt: now });
  if (kept.size > MAX_KEPT_TOTALS) {
    const oldest = kept.keys().next().value;
    if (oldest !== undefined) kept.delete(oldest);
  }
};

/** A kept total for this list and filters, if one was counted recently enough. */
export const keptTotal = (key: string, now = Date.now()): ListTotal | null => {
  const entry = kept.get(key);
  if (!entry) return null;
  if (now - entry.countedAt > TOTAL_KEPT_MS) {
    kept.delete(key);
    return null;
  }
  // Most recently used last, so the first key is the one to drop.
  kept.delete(key);
  kept.set(key, entry);
  return { total: entry.total, estimate: true };
};

/**
 * Records a total the caller counted itself (e.g. in the page's own statement), so that the next
 * pages of a large list do not count it again.
 */
export const rememberTotal = (key: string, total: number, now = Date.now()): ListTotal => {
  keep(key, total, now);
  return { total, estimate: false };
};

/**
 * The total for a list and its filters: kept if recent and large, else counted (one count at a
 * time per key in this process: concurrent first pages share it).
 */
export const listTotal = async (key: string, count: () => Promise<number>): Promise<ListTotal> => {
  const known = keptTotal(key);
  if (known) return known;
  let pending = counting.get(key);
  if (!pending) {
    pending = count().finally(() => counting.delete(key));
    counting.set(key, pending);
  }
  return rememberTotal(key, await pending);
};

/** A stable key for a list and its filters (undefined filters and times are left out). */
export const totalKey = (list: string, filters: object): string =>
  `${list}:${JSON.stringify(filters, function (this: Record<string, unknown>, name, value) {
    // A Date reaches the replacer already as text: look at the holder's own value.
    if (this[name] instanceof Date) return undefined;
    if (Array.isArray(value)) return [...value].sort();
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)));
    }
    return value;
  })}`;

/** Forgets every kept total (tests). */
export const forgetTotals = () => {
  kept.clear();
};
