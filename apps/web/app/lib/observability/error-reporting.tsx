import { useEffect } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { RootData } from '../routing/page-meta';

let started = false;

/**
 * Starts the browser's error reporting after hydration when the server configured a DSN (the
 * root loader's `error_reporting`). Without one nothing is loaded: the SDK is a separate chunk
 * imported only here.
 */
export const ErrorReporting = () => {
  const config = useRouteLoaderData<RootData>('root')?.error_reporting ?? null;
  useEffect(() => {
    if (!config || started) return;
    started = true;
    import('./error-reporting.client')
      .then((module) => module.startBrowserErrorReporting(config))
      .catch(() => {
        started = false;
      });
  }, [config]);
  return null;
};
