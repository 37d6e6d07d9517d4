/** Headline counts shown when the config has none (spec §9). */
export const HEADLINE_COUNT_FALLBACKS = {
  jobs: 114_000,
  companies: 7_000,
  opportunities: 128_000,
} as const;

/** The config answer's counts (spec §3: jobs_count, opportunity_count, company_count). */
export interface HeadlineConfig {
  jobs_count?: number | null;
  opportunity_count?: number | null;
  company_count?: number | null;
}

export interface HeadlineCounts {
  jobs: number;
  companies: number;
  opportunities: number;
}

/** A count rounded down to thousands: 114,999 → 114,000; 999 → 0. */
export const roundDownToThousands = (count: number): number => Math.floor(count / 1000) * 1000;

const countOrFallback = (count: number | null | undefined, fallback: number): number =>
  typeof count === 'number' && Number.isFinite(count) && count >= 0
    ? roundDownToThousands(Math.floor(count))
    : fallback;

/**
 * Headline counts rounded down to thousands (spec §9), every one: a count under 1,000 is 0. A
 * missing config, or a count that is missing or not a non-negative number, gives the fallback
 * (114,000 jobs, 7,000 companies, 128,000 opportunities).
 */
export const headlineCounts = (config: HeadlineConfig | null | undefined): HeadlineCounts => ({
  jobs: countOrFallback(config?.jobs_count, HEADLINE_COUNT_FALLBACKS.jobs),
  companies: countOrFallback(config?.company_count, HEADLINE_COUNT_FALLBACKS.companies),
  opportunities: countOrFallback(config?.opportunity_count, HEADLINE_COUNT_FALLBACKS.opportunities),
});

const countFormat = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });

/**
 * Whether a headline count is worth showing: under a thousand it rounds down to 0, and neither "0+"
 * nor the raw count (spec §9 rounds every headline count) nor a fallback that is not true of this
 * database may be shown, so the figure is left out.
 */
export const isShownHeadlineCount = (count: number): boolean => count >= 1000;

/** A headline count as displayed: rounded down, it reads as "at least" (114000 → '114,000+'). */
export const formatHeadlineCount = (count: number): string => `${countFormat.format(count)}+`;
