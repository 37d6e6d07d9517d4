import type { ApplicationProgress } from '@gradway/domain';
import type { ListApplicationsQuery } from '@gradway/domain/contracts';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The tracker's filters, kept in the address so a view can be reloaded and shared. */
export interface TrackerFilterValues {
  progress: ApplicationProgress | null;
  type: 'Job' | 'Internship' | 'Event' | null;
  deadlineSoon: boolean;
}

const PROGRESS = ['saved', 'started', 'applied'] as const;
const TYPES = ['Job', 'Internship', 'Event'] as const;

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | null =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : null;

export const trackerFiltersFrom = (search: URLSearchParams): TrackerFilterValues => ({
  progress: oneOf(PROGRESS, search.get('progress')),
  type: oneOf(TYPES, search.get('type')),
  deadlineSoon: search.get('deadline_soon') === 'true',
});

export const trackerQueryOf = (values: TrackerFilterValues): ListApplicationsQuery => ({
  ...(values.progress ? { progress: [values.progress] } : {}),
  ...(values.type ? { touchpointable_type: values.type } : {}),
  ...(values.deadlineSoon ? { deadline_soon: true } : {}),
});

export const hasFilters = (values: TrackerFilterValues) =>
  values.progress !== null || values.type !== null || values.deadlineSoon;

export const useTrackerAddress = () => {
  const [search, setSearch] = useSearchParams();
  const values = trackerFiltersFrom(search);
  const change = useCallback(
    (next: Partial<TrackerFilterValues>) =>
      setSearch(
        (current) => {
          const params = new URLSearchParams(current);
          const merged = { ...trackerFiltersFrom(current), ...next };
          const set = (key: string, value: string | null) =>
            value ? params.set(key, value) : params.delete(key);
          set('progress', merged.progress);
          set('type', merged.type);
          set('deadline_soon', merged.deadlineSoon ? 'true' : null);
          return params;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setSearch],
  );
  const clear = useCallback(() => setSearch(new URLSearchParams(), { replace: true }), [setSearch]);
  return { values, change, clear };
};
