import * as Sentry from '@sentry/browser';
import { setCrashReporter } from '../../components/error/crash-report';
import { setTraceHeaders } from './trace-headers';

/**
 * The browser's error reporting (decision 030), loaded as its own chunk only when a DSN is
 * configured: render crashes from the error boundary go to the service, and the app's API calls
 * carry its `sentry-trace` and `baggage` headers. No tracing integration patches `fetch`.
 */
export const startBrowserErrorReporting = (config: { dsn: string; environment?: string }) => {
  Sentry.init({
    dsn: config.dsn,
    environment: config.environment,
    sendDefaultPii: false,
    // Crashes are reported by the error boundary; the global handlers catch the rest.
    integrations: (defaults) =>
      defaults.filter(
        (integration) => !['Breadcrumbs', 'BrowserSession'].includes(integration.name),
      ),
  });
  setCrashReporter((error, info) => {
    Sentry.captureException(error, {
      contexts: info.componentStack ? { react: { componentStack: info.componentStack } } : {},
    });
  });
  setTraceHeaders(() => Sentry.getTraceData() as Record<string, string>);
};
