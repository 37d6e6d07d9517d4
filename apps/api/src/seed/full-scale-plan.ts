/**
 * The spec's scale (quality bars: "114,000 jobs, 7,000 companies, 128,000 opportunities, plus
 * societies, universities and candidates"). Opportunities are jobs + internships + events.
 */
export const FULL_SCALE = {
  companies: 7_000,
  societies: 3_000,
  candidates: 20_000,
  jobs: 114_000,
  internships: 9_000,
  events: 5_000,
} as const;

export type ScaleCounts = { -readonly [K in keyof typeof FULL_SCALE]: number };

/** The counts at a fraction of full scale (`--scale=0.01`); never below one of each. */
export const scaledCounts = (scale: number): ScaleCounts => {
  if (!Number.isFinite(scale) || scale <= 0 || scale > 10) {
    throw new RangeError(`The scale must be a number above 0 and at most 10, got ${scale}`);
  }
  const counts = {} as ScaleCounts;
  for (const [key, value] of Object.entries(FULL_SCALE) as [keyof ScaleCounts, number][]) {
    counts[key] = Math.max(1, Math.round(value * scale));
  }
  return counts;
};

/** Engagement generated per row: applications and memberships per candidate, guests per event. */
export const ENGAGEMENT = {
  applicationsPerCandidate: 2,
  membershipsPerCandidate: 2,
  followsPerCandidate: 2,
  registrationsPerEvent: 6,
} as const;

/** The `--scale` argument: 'full' is 1, else a fraction of full scale above 0 and at most 10. */
export const parseScaleArgument = (value: string): number => {
  if (value === 'full') return 1;
  const scale = value.trim() === '' ? Number.NaN : Number(value);
  if (!Number.isFinite(scale) || scale <= 0 || scale > 10) {
    throw new RangeError(
      `--scale must be "full" or a number above 0 and at most 10, got "${value}"`,
    );
  }
  return scale;
};
