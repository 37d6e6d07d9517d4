/** Numbers from this value on are shortened with K (spec §9). */
export const SHORTEN_NUMBER_FROM = 1000;

/**
 * Numbers of 1000 or more are shortened to one decimal plus K (spec §9): 1000 → '1.0K',
 * 1550 → '1.5K', 12345 → '12.3K'. The decimal is always shown and is rounded down, so a count
 * is never overstated (1999 → '1.9K', 999,999 → '999.9K'). Numbers below 1000 are shown as they
 * are (999 → '999').
 */
export const shortenNumber = (value: number): string => {
  if (value < SHORTEN_NUMBER_FROM) return String(value);
  const tenthsOfThousands = Math.floor(value / 100);
  return `${(tenthsOfThousands / 10).toFixed(1)}K`;
};
