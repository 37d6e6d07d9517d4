/** A cohort rating distribution: star value → number of ratings (spec §3). */
export type RatingDistribution = Readonly<Record<string | number, number>>;

/**
 * The average rating of a distribution, rounded to one decimal, or 0 when there are no ratings
 * (spec §9). Star keys may be numbers or numeric strings (JSON object keys); entries with a
 * non-numeric key or a non-positive count are ignored.
 */
export const averageRating = (distribution: RatingDistribution | null | undefined): number => {
  if (!distribution) return 0;
  let total = 0;
  let count = 0;
  for (const [star, ratings] of Object.entries(distribution)) {
    const stars = Number(star);
    if (!Number.isFinite(stars) || !Number.isFinite(ratings) || ratings <= 0) continue;
    total += stars * ratings;
    count += ratings;
  }
  if (count === 0) return 0;
  return Math.round((total / count) * 10) / 10;
};
