/** Experience levels (spec §9), from least to most experienced. */
export const EXPERIENCE_LEVELS = [
  { value: 'entry_level', label: 'Entry level/Graduate', shortLabel: 'Entry level/Graduate' },
  { value: 'junior', label: 'Junior (1-2 years)', shortLabel: 'Junior (1-2 years)' },
  { value: 'mid_level', label: 'Mid-level (3-4 years)', shortLabel: 'Mid-level (3-4 years)' },
  { value: 'senior', label: 'Senior (5-8 years)', shortLabel: 'Senior (5-8 years)' },
  { value: 'expert', label: 'Expert/Leadership (9+ years)', shortLabel: 'Expert (9+ years)' },
] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number]['value'];

/** A level's label, full or short ('Expert (9+ years)'); a RangeError for an unknown level. */
export const experienceLevelLabel = (level: ExperienceLevel | string, short = false): string => {
  const found = EXPERIENCE_LEVELS.find((candidate) => candidate.value === level);
  if (!found) throw new RangeError(`Unknown experience level: ${level}`);
  return short ? found.shortLabel : found.label;
};
