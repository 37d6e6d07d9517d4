/**
 * Query strings as every contract reads and writes them. No zod here: the web app's API client
 * builds request URLs with these on every page's first load, without the contracts' schemas.
 */

export type QueryValue = string | string[];

/**
 * Parses a raw query string (without `?`) the way every contract expects it: `key[]` and repeated
 * `key` both become arrays under `key`. The API uses it as its query-string parser.
 */
export const parseQueryString = (raw: string): Record<string, QueryValue> => {
  const query: Record<string, QueryValue> = {};
  for (const [rawKey, value] of new URLSearchParams(raw)) {
    const isList = rawKey.endsWith('[]');
    const key = isList ? rawKey.slice(0, -2) : rawKey;
    const current = query[key];
    if (current === undefined) query[key] = isList ? [value] : value;
    else query[key] = Array.isArray(current) ? [...current, value] : [current, value];
  }
  return query;
};

type QueryInput = Record<string, unknown>;

/**
 * Builds a query string (without `?`) from a contract's query input: arrays as `key[]=a&key[]=b`
 * (the form the spec's calls use), booleans and numbers as text; `undefined` and `null` are left out.
 */
export const stringifyQuery = (query: QueryInput | undefined): string => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value) search.append(`${key}[]`, String(item));
    } else {
      search.append(key, String(value));
    }
  }
  return search.toString();
};
