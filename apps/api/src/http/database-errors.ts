/**
 * Whether an error means the database cannot be reached right now (as opposed to a bad query):
 * the API answers those with 503 and Retry-After, never 500.
 */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'EAI_AGAIN',
  // PostgreSQL: connection exceptions, shutdown, too many connections, cannot connect now.
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);

const UNREACHABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Connection ended unexpectedly',
  'PGlite is closed',
];

const isUnreachable = (error: unknown, depth: number): boolean => {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || code.startsWith('08'))) {
    return true;
  }
  if (typeof message === 'string' && UNREACHABLE_MESSAGES.some((text) => message.includes(text))) {
    return true;
  }
  return isUnreachable(cause, depth + 1);
};

export const isDatabaseUnreachable = (error: unknown): boolean => isUnreachable(error, 0);
