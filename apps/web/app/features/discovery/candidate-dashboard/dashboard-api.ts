import { formatHeadlineCount, headlineCounts, isShownHeadlineCount } from '@gradway/domain';
import {
  type CandidateDashboardDocument,
  getCandidateDashboardContract,
  getConfigContract,
  type InteractedSocietyListDocument,
  listInteractedSocietiesContract,
} from '@gradway/domain/contracts';
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../../lib/api/api-client';
import { isApiError } from '../../../lib/api/api-error';

export type CandidateDashboard = CandidateDashboardDocument['data']['attributes'];
export type InteractedSociety = InteractedSocietyListDocument['data'][number];

export interface DashboardData {
  dashboard: CandidateDashboard;
  societies: InteractedSociety[];
  /** Headline counts as shown, with their fallbacks when the config is unavailable. */
  /** The headline sentence's figures; null when one is under a thousand (not shown). */
  headline: { jobs: string; opportunities: string; companies: string } | null;
}

export const loadCandidateDashboard = async (signal?: AbortSignal): Promise<DashboardData> => {
  const [dashboard, societies, config] = await Promise.all([
    api(getCandidateDashboardContract, {}, { quiet: true, signal }),
    api(listInteractedSocietiesContract, {}, { quiet: true, signal }).catch(() => null),
    api(getConfigContract, {}, { quiet: true, signal }).catch(() => null),
  ]);
  const counts = headlineCounts(config?.data.attributes ?? null);
  return {
    dashboard: dashboard.data.attributes,
    societies: societies?.data ?? [],
    headline: Object.values(counts).every(isShownHeadlineCount)
      ? {
          jobs: formatHeadlineCount(counts.jobs),
          opportunities: formatHeadlineCount(counts.opportunities),
          companies: formatHeadlineCount(counts.companies),
        }
      : null,
  };
};

export type DashboardState =
  | { status: 'loading' }
  | { status: 'ready'; data: DashboardData }
  | { status: 'failed'; message: string };

export const useCandidateDashboard = () => {
  const [state, setState] = useState<DashboardState>({ status: 'loading' });
  const [generation, setGeneration] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `generation` asks for a reload
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    loadCandidateDashboard(controller.signal).then(
      (data) => setState({ status: 'ready', data }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'failed', message: isApiError(error) ? error.message : String(error) });
      },
    );
    return () => controller.abort();
  }, [generation]);
  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  return { state, reload };
};
