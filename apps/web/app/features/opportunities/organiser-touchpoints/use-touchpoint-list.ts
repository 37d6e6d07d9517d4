import type { PagingMeta, Touchpoint } from '@gradway/domain/contracts';
import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '../../../lib/api/api-error';
import type { OrganiserKind } from './organiser';
import { type ListQuery, listTouchpoints } from './organiser-api';

export type ListState =
  | { status: 'loading'; rows: readonly Touchpoint[]; meta: PagingMeta | null }
  | { status: 'ready'; rows: readonly Touchpoint[]; meta: PagingMeta }
  | { status: 'failed'; rows: readonly Touchpoint[]; meta: PagingMeta | null; message: string };

/**
 * One page of the organiser's touchpoints, fetched in the browser (the session lives there)
 * whenever the query changes; `reload` fetches it again after a row action. While a new page
 * loads, the previous rows stay so the table does not jump.
 */
export const useTouchpointList = (kind: OrganiserKind, query: ListQuery) => {
  const [state, setState] = useState<ListState>({ status: 'loading', rows: [], meta: null });
  const [generation, setGeneration] = useState(0);
  const key = JSON.stringify(query);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the query's value
  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ status: 'loading', rows: previous.rows, meta: previous.meta }));
    listTouchpoints(kind, JSON.parse(key) as ListQuery, controller.signal).then(
      (document) => setState({ status: 'ready', rows: document.data, meta: document.meta }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState((previous) => ({
          status: 'failed',
          rows: previous.rows,
          meta: previous.meta,
          message: isApiError(error) ? error.message : String(error),
        }));
      },
    );
    return () => controller.abort();
  }, [kind, key, generation]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  /** Changes rows in place (e.g. a featured star) without fetching again. */
  const patchRow = useCallback((id: string, change: (row: Touchpoint) => Touchpoint) => {
    setState((previous) => ({
      ...previous,
      rows: previous.rows.map((row) => (row.id === id ? change(row) : row)),
    }));
  }, []);
  return { state, reload, patchRow };
};
