/** Work modes (spec §4, §9): where the work happens. */
export const WORK_MODES = ['remote', 'hybrid', 'office'] as const;
export type WorkMode = (typeof WORK_MODES)[number];

export const WORK_MODE_LABELS: Readonly<Record<WorkMode, string>> = {
  remote: 'Remote',
  hybrid: 'Hybrid',
  office: 'Office',
};

export const isWorkMode = (value: unknown): value is WorkMode =>
  typeof value === 'string' && (WORK_MODES as readonly string[]).includes(value);

/**
 * A touchpoint's working_model as a list of work modes, in the spec's order, without repeats.
 * Accepts one value, a list or comma-separated text, in any case; unknown values are dropped.
 */
export const workModesOf = (
  workingModel: string | ReadonlyArray<string> | null | undefined,
): WorkMode[] => {
  const values = typeof workingModel === 'string' ? workingModel.split(',') : (workingModel ?? []);
  const given = new Set(values.map((value) => value.trim().toLowerCase()));
  return WORK_MODES.filter((mode) => given.has(mode));
};
