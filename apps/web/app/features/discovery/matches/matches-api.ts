import {
  dismissMatchContract,
  dismissMatchReasonContract,
  listMatchesContract,
  type MatchesDocument,
  markPreferredMatchesContract,
  viewMatchContract,
} from '@gradway/domain/contracts';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { api } from '../../../lib/api/api-client';
import { markPreferredLocally, markViewedLocally, removeLocally } from './matches-state';

/**
 * The candidate's matches as the app holds them: loaded once, then changed in place when a match
 * is viewed, preferred or dismissed (no refetch). Match calls log their errors quietly, with no
 * toast (spec §8).
 */
let current: MatchesDocument | null = null;
const listeners = new Set<() => void>();
const publish = (next: MatchesDocument | null) => {
  current = next;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const loadMatches = async (
  generate: 'now' | 'from_scratch' | null = null,
): Promise<MatchesDocument> => {
  const document = await api(
    listMatchesContract,
    {
      query: {
        group_by: 'touchpointable',
        generate_now: generate === 'now',
        generate_from_scratch: generate === 'from_scratch',
      },
    },
    { quiet: true },
  );
  publish(document);
  return document;
};

/** Forgets the app's copy (e.g. after signing out). */
export const resetMatches = () => publish(null);

export const viewMatch = async (matchId: string) => {
  const viewedAt = new Date().toISOString();
  if (current) publish(markViewedLocally(current, matchId, viewedAt));
  await api(
    viewMatchContract,
    { params: { matchId }, body: { match: { viewed_at: viewedAt } } },
    { quiet: true },
  ).catch(() => null);
};

export const preferMatches = async (matchIds: string[]) => {
  if (current) publish(markPreferredLocally(current, matchIds));
  await api(markPreferredMatchesContract, { body: { match_ids: matchIds } }, { quiet: true }).catch(
    () => null,
  );
};

export const dismissMatch = async (matchId: string) => {
  if (current) publish(removeLocally(current, matchId));
  await api(dismissMatchContract, { params: { matchId } }, { quiet: true }).catch(() => null);
};

export const dismissReason = async (reasonKey: string) => {
  const document = await api(
    dismissMatchReasonContract,
    { body: { reason_key: reasonKey } },
    { quiet: true },
  ).catch(() => null);
  if (document) publish(document);
};

export type MatchesState =
  | { status: 'loading' }
  | { status: 'ready'; document: MatchesDocument }
  | { status: 'failed' };

/** The app's copy of the matches, loaded when there is none yet. */
export const useMatches = (): { state: MatchesState; reload: () => void } => {
  const document = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
  const [failed, setFailed] = useState(false);
  const reload = useCallback(() => {
    setFailed(false);
    loadMatches().catch(() => setFailed(true));
  }, []);
  useEffect(() => {
    if (!current) reload();
  }, [reload]);
  if (document) return { state: { status: 'ready', document }, reload };
  return { state: failed ? { status: 'failed' } : { status: 'loading' }, reload };
};
