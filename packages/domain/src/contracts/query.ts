import { z } from 'zod';

/**
 * Query strings arrive as strings. These schemas turn them into numbers, booleans and arrays, and
 * keep a JSON-schema-friendly input side so the OpenAPI description lists every parameter.
 */

/** `true`/`false` (also `1`/`0`, `yes`/`no`, `on`/`off`), or a real boolean from a typed client. */
export const queryBoolean = () => z.union([z.boolean(), z.stringbool()]);

/** A whole number ≥ 1 given as a string or a number. */
export const queryPositiveInt = () => z.coerce.number<number | string>().int().positive();

/**
 * A list parameter. Both `state[]=a&state[]=b` and `state=a&state=b` reach the schema as
 * `state: ['a', 'b']` once the query string went through {@link parseQueryString}; a single
 * `state=a` becomes `['a']`. An invalid item is reported at its index (`state.1`). The OpenAPI
 * description shows the array form.
 */
export const queryArray = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) => (value === undefined || Array.isArray(value) ? value : [value]),
    z.array(item),
  ) as unknown as z.ZodType<z.output<T>[], z.input<T> | z.input<T>[]>;

export const MAX_PER_PAGE = 100;

/** `page` (default 1) and `per_page` (the list's default, at most {@link MAX_PER_PAGE}). */
export const pagingQuery = (defaultPerPage: number) => ({
  page: queryPositiveInt().default(1),
  per_page: queryPositiveInt().max(MAX_PER_PAGE).default(defaultPerPage),
});

export { parseQueryString, type QueryValue, stringifyQuery } from './query-string';
