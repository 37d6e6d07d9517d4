import { type ComponentProps, lazy, Suspense } from 'react';
import type { EmptyResults as Empty, ResultsFailed as Failed } from './empty-results';

/*
 * What a search shows when it finds nothing or fails loads when that happens, not with every
 * page of results (docs/decisions/035-first-load-per-public-route.md): most searches find
 * something. The server renders it in full; in the browser its code arrives after the page's.
 */
const LoadedEmpty = lazy(async () => ({ default: (await import('./empty-results')).EmptyResults }));
const LoadedFailed = lazy(async () => ({
  default: (await import('./empty-results')).ResultsFailed,
}));

export const EmptyResults = (props: ComponentProps<typeof Empty>) => (
  <Suspense fallback={null}>
    <LoadedEmpty {...props} />
  </Suspense>
);

export const ResultsFailed = (props: ComponentProps<typeof Failed>) => (
  <Suspense fallback={null}>
    <LoadedFailed {...props} />
  </Suspense>
);
