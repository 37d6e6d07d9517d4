import type { ApplicationProgress } from '@gradway/domain';
import {
  type Application,
  applyContract,
  deleteApplicationContract,
  type ListApplicationsQuery,
  listApplicationsContract,
  type ProgressCounts,
  saveApplicationContract,
  updateApplicationContract,
} from '@gradway/domain/contracts';
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../../lib/api/api-client';
import { isApiError } from '../../../lib/api/api-error';

export type { Application };

/** Saves for later or records a start (or an external application the candidate sent). */
export const trackTouchpoint = async (touchpointId: string, progress: ApplicationProgress) =>
  (
    await api(saveApplicationContract, {
      params: { touchpoint_id: touchpointId },
      body: { application: { progress } },
    })
  ).data;

/**
 * Easy apply: sends the profile, CV and the chosen saved cover letter once (a second call answers
 * the same application).
 */
export const sendApplication = async (touchpointId: string, coverLetterId: string | null = null) =>
  (
    await api(applyContract, {
      params: { touchpoint_id: touchpointId },
      body: { application: { answers: [], cover_letter_id: coverLetterId } },
    })
  ).data;

export const saveNotes = async (touchpointId: string, notes: string | null) =>
  (
    await api(updateApplicationContract, {
      params: { touchpoint_id: touchpointId },
      body: { application: { notes } },
    })
  ).data;

export const untrackTouchpoint = (touchpointId: string) =>
  api(deleteApplicationContract, { params: { touchpoint_id: touchpointId } });

/** The candidate's application to one touchpoint, or null when it is not tracked. */
export const findApplication = async (touchpointId: string, signal?: AbortSignal) => {
  const document = await api(
    listApplicationsContract,
    { query: { touchpoint_ids: [touchpointId], per_page: 1 } },
    { quiet: true, signal },
  );
  return document.data[0] ?? null;
};

export type TrackerState =
  | { status: 'loading'; items: Application[] | null; counts: ProgressCounts | null }
  | { status: 'ready'; items: Application[]; counts: ProgressCounts; total: number }
  | {
      status: 'failed';
      items: Application[] | null;
      counts: ProgressCounts | null;
      message: string;
    };

/**
 * The tracker's items for the filters (up to 100, the most a candidate tracks at once in
 * practice), with setters that change one item in place after a save.
 */
export const useTracker = (query: ListApplicationsQuery) => {
  const [state, setState] = useState<TrackerState>({
    status: 'loading',
    items: null,
    counts: null,
  });
  const [generation, setGeneration] = useState(0);
  const key = JSON.stringify(query);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the query; `generation` asks for a reload
  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ status: 'loading', items: previous.items, counts: previous.counts }));
    api(
      listApplicationsContract,
      { query: { ...query, per_page: 100 } },
      {
        quiet: true,
        signal: controller.signal,
      },
    ).then(
      (document) =>
        setState({
          status: 'ready',
          items: document.data,
          counts: document.meta.progress_counts,
          total: document.meta.total_count,
        }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState((previous) => ({
          status: 'failed',
          items: previous.items,
          counts: previous.counts,
          message: isApiError(error) ? error.message : String(error),
        }));
      },
    );
    return () => controller.abort();
  }, [key, generation]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);

  /** Puts a changed application in place (its progress may have moved: counts follow). */
  const replace = useCallback((next: Application) => {
    setState((previous) => {
      if (previous.status !== 'ready') return previous;
      const before = previous.items.find((item) => item.id === next.id);
      const counts = { ...previous.counts };
      if (before && before.attributes.progress !== next.attributes.progress) {
        counts[before.attributes.progress] -= 1;
        counts[next.attributes.progress] += 1;
      }
      return {
        ...previous,
        counts,
        items: previous.items.map((item) => (item.id === next.id ? next : item)),
      };
    });
  }, []);

  const remove = useCallback((touchpointId: string) => {
    setState((previous) => {
      if (previous.status !== 'ready') return previous;
      const gone = previous.items.find((item) => item.attributes.touchpoint_id === touchpointId);
      if (!gone) return previous;
      const counts = { ...previous.counts };
      counts[gone.attributes.progress] -= 1;
      return {
        ...previous,
        counts,
        total: previous.total - 1,
        items: previous.items.filter((item) => item !== gone),
      };
    });
  }, []);

  return { state, reload, replace, remove };
};
