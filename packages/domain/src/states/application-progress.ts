import { InvalidTransitionError } from './touchpoint-state';

/** A candidate's progress on an application (spec §4), in order. */
export const APPLICATION_PROGRESS = ['saved', 'started', 'applied'] as const;
export type ApplicationProgress = (typeof APPLICATION_PROGRESS)[number];

const rank = (progress: string): number =>
  (APPLICATION_PROGRESS as readonly string[]).indexOf(progress);

/** Progress only moves forward (a step may be skipped: saved → applied). */
export const canAdvanceApplication = (from: string | null, to: string): boolean => {
  const target = rank(to);
  if (target < 0) return false;
  if (from === null) return true;
  const current = rank(from);
  return current >= 0 && target > current;
};

/**
 * Moves an application forward (`from` null: no progress yet). Going back, staying, or unknown
 * values throw an InvalidTransitionError.
 */
export const advanceApplication = (from: string | null, to: string): ApplicationProgress => {
  if (!canAdvanceApplication(from, to)) {
    throw new InvalidTransitionError('application', from ?? 'nothing', to);
  }
  return to as ApplicationProgress;
};

/** Apply kinds (spec §4): external (on the employer's site) or internal (easy apply here). */
export const APPLY_KINDS = ['external', 'internal'] as const;
export type ApplyKind = (typeof APPLY_KINDS)[number];

/**
 * A touchpoint with an apply_url is applied to externally; without one (easy apply, which sets
 * apply_url to null) it is applied to internally.
 */
export const applyKindOf = (touchpoint: { apply_url?: string | null }): ApplyKind =>
  touchpoint.apply_url?.trim() ? 'external' : 'internal';
