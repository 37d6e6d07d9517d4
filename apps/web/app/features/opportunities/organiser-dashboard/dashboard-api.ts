import {
  getCompanyDashboardContract,
  getSocietyDashboardContract,
  type OrganiserDashboardDocument,
} from '@gradway/domain/contracts';
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../../lib/api/api-client';
import { isApiError } from '../../../lib/api/api-error';
import type { OrganiserKind } from '../organiser-touchpoints';

export type Dashboard = OrganiserDashboardDocument['data']['attributes'];

/** The dashboard's figures: the company's for recruiters, the society's for managers. */
export const loadDashboard = async (
  kind: OrganiserKind,
  days: number,
  signal?: AbortSignal,
): Promise<Dashboard> => {
  const contract = kind === 'company' ? getCompanyDashboardContract : getSocietyDashboardContract;
  const document = await api(contract, { query: { days } }, { signal, quiet: true });
  return document.data.attributes;
};

export type DashboardState =
  | { status: 'loading'; dashboard: Dashboard | null }
  | { status: 'ready'; dashboard: Dashboard }
  | { status: 'failed'; dashboard: Dashboard | null; message: string };

/** Loads the figures for the chosen period; the previous figures stay while a new period loads. */
export const useDashboard = (kind: OrganiserKind, days: number) => {
  const [state, setState] = useState<DashboardState>({ status: 'loading', dashboard: null });
  const [generation, setGeneration] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `generation` asks for a reload
  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ status: 'loading', dashboard: previous.dashboard }));
    loadDashboard(kind, days, controller.signal).then(
      (dashboard) => setState({ status: 'ready', dashboard }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState((previous) => ({
          status: 'failed',
          dashboard: previous.dashboard,
          message: isApiError(error) ? error.message : String(error),
        }));
      },
    );
    return () => controller.abort();
  }, [kind, days, generation]);
  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  return { state, reload };
};
