import type { PagingMeta } from '@gradway/domain/contracts';
import { useCallback, useEffect, useState } from 'react';

export interface AdminListState<Row> {
  rows: Row[];
  meta: PagingMeta | null;
  loading: boolean;
  failed: boolean;
  page: number;
  setPage: (page: number) => void;
  /** Loads the current page again (after a decision took a row off the list). */
  reload: () => void;
}

/**
 * One paged list of the console: loads `load(page)` when the page or `key` changes, and keeps the
 * last rows while the next page loads. A failure has already shown the 'Error!' toast.
 */
export const useAdminList = <Row>(
  load: (page: number) => Promise<{ data: Row[]; meta: PagingMeta }>,
  key: string,
): AdminListState<Row> => {
  const [page, setPage] = useState(1);
  const [rows, setRows] = useState<Row[]>([]);
  const [meta, setMeta] = useState<PagingMeta | null>(null);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [version, setVersion] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what `load` asks for
  useEffect(() => setPage(1), [key]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reloads on page, key and version
  useEffect(() => {
    let cancelled = false;
    setLoading(true);
    load(page)
      .then((result) => {
        if (cancelled) return;
        // A decision may empty the last page: go back one.
        if (result.data.length === 0 && page > 1 && result.meta.total_count > 0) {
          setPage(page - 1);
          return;
        }
        setRows(result.data);
        setMeta(result.meta);
        setFailed(false);
        setLoading(false);
      })
      .catch(() => {
        if (cancelled) return;
        setFailed(true);
        setLoading(false);
      });
    return () => {
      cancelled = true;
    };
  }, [page, key, version]);

  const reload = useCallback(() => setVersion((value) => value + 1), []);
  return { rows, meta, loading, failed, page, setPage, reload };
};
