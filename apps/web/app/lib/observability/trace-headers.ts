/**
 * Trace headers the error-reporting service adds to the app's own API calls (spec §7, decision
 * 030): empty until the service is started with a DSN.
 */
type TraceHeaders = () => Record<string, string>;

let source: TraceHeaders | null = null;

export const setTraceHeaders = (next: TraceHeaders | null): void => {
  source = next;
};

/** `sentry-trace` and `baggage` for the next API call, or nothing. Never throws. */
export const traceHeaders = (): Record<string, string> => {
  if (!source) return {};
  try {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(source())) {
      if (typeof value === 'string' && value) headers[name] = value;
    }
    return headers;
  } catch {
    return {};
  }
};
