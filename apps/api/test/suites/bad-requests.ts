import { randomUUID } from 'node:crypto';

/**
 * Bad requests generated from the OpenAPI document (`app.swagger()`, made from the contracts):
 * for each operation, a plausible request, then the same request with one part broken: NUL and
 * unpaired surrogates in every text, huge, negative and fractional numbers, wrong types, wrong
 * content types, malformed JSON, over-long text.
 */

// biome-ignore lint/suspicious/noExplicitAny: JSON Schema documents are untyped here.
type Schema = any;

export interface Operation {
  method: string;
  /** OpenAPI path, e.g. `/api/v1/universities/{id}`. */
  path: string;
  parameters: {
    name: string;
    in: 'path' | 'query' | 'header';
    schema: Schema;
    required?: boolean;
  }[];
  body: Schema | null;
}

export interface BadRequest {
  operation: Operation;
  /** What was broken, for the failure message. */
  mutation: string;
  method: string;
  url: string;
  /** Headers of the request itself (the caller's session headers are added when sent). */
  headers?: Record<string, string>;
  payload?: string;
}

/** The operations of an OpenAPI document. */
export const operationsOf = (document: Schema): Operation[] => {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries<Schema>(document.paths ?? {})) {
    for (const [method, operation] of Object.entries<Schema>(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const content = operation.requestBody?.content ?? {};
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        body: content['application/json']?.schema ?? null,
      });
    }
  }
  return operations;
};

const typesOf = (schema: Schema): string[] => {
  if (!schema) return [];
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  const options = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (Array.isArray(options)) return options.flatMap(typesOf);
  return [];
};

const firstOption = (schema: Schema): Schema => {
  const options = schema?.anyOf ?? schema?.oneOf;
  if (Array.isArray(options)) {
    return options.find((option: Schema) => option.type !== 'null') ?? options[0];
  }
  if (Array.isArray(schema?.allOf)) return Object.assign({}, ...schema.allOf);
  return schema;
};

/** A value the schema accepts (or close to it): the base every mutation starts from. */
export const sampleOf = (input: Schema, depth = 0): unknown => {
  const schema = firstOption(input);
  if (!schema || depth > 6) return null;
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if ('default' in schema) return schema.default;
  const type =
    (Array.isArray(schema.type) ? schema.type.find((t: string) => t !== 'null') : schema.type) ??
    'string';
  switch (type) {
    case 'string':
      if (schema.format === 'uuid') return randomUUID();
      if (schema.format === 'date-time') return new Date().toISOString();
      if (schema.format === 'date') return new Date().toISOString().slice(0, 10);
      if (schema.format === 'email') return `fuzz.${randomUUID().slice(0, 8)}@example.com`;
      if (schema.format === 'uri') return 'https://example.com/';
      return 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
    case 'integer':
    case 'number':
      return Math.max(
        schema.minimum ?? 1,
        schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1,
      );
    case 'boolean':
      return true;
    case 'array':
      return schema.minItems
        ? Array.from({ length: schema.minItems }, () => sampleOf(schema.items, depth + 1))
        : [];
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [name, property] of Object.entries<Schema>(schema.properties ?? {})) {
        value[name] = sampleOf(property, depth + 1);
      }
      return value;
    }
    default:
      return null;
  }
};

/** The leaves of a body schema: dotted paths with their types (strings, numbers...). */
const leavesOf = (
  input: Schema,
  path: string[] = [],
  depth = 0,
): { path: string[]; types: string[] }[] => {
  const schema = firstOption(input);
  if (!schema || depth > 5) return [];
  const types = typesOf(schema);
  if (types.includes('object') && schema.properties) {
    return Object.entries<Schema>(schema.properties).flatMap(([name, property]) =>
      leavesOf(property, [...path, name], depth + 1),
    );
  }
  if (types.includes('array') && schema.items) {
    return [{ path, types }, ...leavesOf(schema.items, [...path, '0'], depth + 1)];
  }
  return path.length > 0 ? [{ path, types }] : [];
};

const setAt = (value: unknown, path: string[], leaf: unknown): unknown => {
  if (path.length === 0) return leaf;
  const [head, ...rest] = path as [string, ...string[]];
  if (/^\d+$/.test(head)) {
    const list = Array.isArray(value) ? [...value] : [];
    list[Number(head)] = setAt(list[Number(head)], rest, leaf);
    return list;
  }
  const object = value && typeof value === 'object' && !Array.isArray(value) ? { ...value } : {};
  (object as Record<string, unknown>)[head] = setAt(
    (object as Record<string, unknown>)[head],
    rest,
    leaf,
  );
  return object;
};

/** Text no one should be able to store or search. */
const BAD_TEXTS: [string, string][] = [
  ['NUL', 'a\u0000b'],
  ['lone high surrogate', 'a\uD800b'],
  ['lone low surrogate', '\uDC00'],
  ['100k characters', 'x'.repeat(100_000)],
  ['markup', '<script>alert(1)</script>"\'><img src=x onerror=alert(1)>'],
];
const BAD_NUMBERS: [string, unknown][] = [
  ['huge', 1e308],
  ['negative', -1],
  ['past int64', 2 ** 64],
  ['fraction', 0.5],
  ['number as text', '12abc'],
];
const WRONG_TYPES: [string, unknown][] = [
  ['null', null],
  ['object', { a: 1 }],
  ['array', ['a']],
  ['boolean', false],
];
/** Values for path and query text, already URL-encoded. */
const BAD_URL_VALUES: [string, string][] = [
  ['NUL', 'a%00b'],
  ['bare NUL', '%00'],
  ['invalid UTF-8 (encoded surrogate)', '%ED%A0%80'],
  ['negative', '-1'],
  ['huge', '99999999999999999999999999'],
  ['exponent', '1e999'],
  ['5k characters', 'x'.repeat(5_000)],
  ['dot segments', '..%2F..%2Fetc%2Fpasswd'],
  ['malformed escape', '%E0%A4%A'],
];

const JSON_HEADERS = { 'content-type': 'application/json' };

/** Every bad request of one operation, for callers with these headers. */
export const badRequestsOf = (operation: Operation): BadRequest[] => {
  const pathParams = operation.parameters.filter((parameter) => parameter.in === 'path');
  const queryParams = operation.parameters.filter((parameter) => parameter.in === 'query');
  const baseParams = Object.fromEntries(
    pathParams.map((parameter) => [
      parameter.name,
      encodeURIComponent(String(sampleOf(parameter.schema))),
    ]),
  );
  const urlOf = (params: Record<string, string>, query = '') =>
    operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => params[name] ?? 'x') +
    (query ? `?${query}` : '');
  const requests: BadRequest[] = [];
  const add = (mutation: string, url: string, payload?: string, headers?: Record<string, string>) =>
    requests.push({ operation, mutation, method: operation.method, url, payload, headers });
  const hasBody = operation.body !== null && operation.method !== 'GET';
  const baseBody = hasBody ? sampleOf(operation.body) : undefined;
  const basePayload = hasBody ? JSON.stringify(baseBody) : undefined;
  const withBody = (mutation: string, url: string) =>
    add(mutation, url, basePayload, hasBody ? JSON_HEADERS : undefined);

  withBody('a plausible request', urlOf(baseParams));
  for (const parameter of pathParams) {
    for (const [name, value] of BAD_URL_VALUES) {
      withBody(
        `path ${parameter.name}: ${name}`,
        urlOf({ ...baseParams, [parameter.name]: value }),
      );
    }
  }
  for (const parameter of queryParams) {
    const key = typesOf(parameter.schema).includes('array')
      ? `${parameter.name}[]`
      : parameter.name;
    for (const [name, value] of BAD_URL_VALUES) {
      withBody(`query ${parameter.name}: ${name}`, urlOf(baseParams, `${key}=${value}`));
    }
  }
  if (queryParams.length > 0) {
    withBody(
      'query: every paging value wrong',
      urlOf(baseParams, 'page=-5&per_page=1000000000&page=0'),
    );
  }
  withBody('query: unknown parameter with NUL', urlOf(baseParams, 'unknown%00=%00'));
  if (!hasBody) return requests;

  const url = urlOf(baseParams);
  for (const leaf of leavesOf(operation.body)) {
    const where = `body ${leaf.path.join('.')}`;
    if (leaf.types.includes('string')) {
      for (const [name, value] of BAD_TEXTS) {
        add(
          `${where}: ${name}`,
          url,
          JSON.stringify(setAt(baseBody, leaf.path, value)),
          JSON_HEADERS,
        );
      }
    }
    if (leaf.types.includes('number') || leaf.types.includes('integer')) {
      for (const [name, value] of BAD_NUMBERS) {
        add(
          `${where}: ${name}`,
          url,
          JSON.stringify(setAt(baseBody, leaf.path, value)),
          JSON_HEADERS,
        );
      }
    }
    for (const [name, value] of WRONG_TYPES) {
      add(
        `${where}: ${name}`,
        url,
        JSON.stringify(setAt(baseBody, leaf.path, value)),
        JSON_HEADERS,
      );
    }
  }
  add('body: malformed JSON', url, '{"a": ', JSON_HEADERS);
  add('body: JSON array', url, '[1,2]', JSON_HEADERS);
  add('body: JSON string', url, '"text"', JSON_HEADERS);
  add('body: JSON null', url, 'null', JSON_HEADERS);
  add('body: empty with a JSON type', url, '', JSON_HEADERS);
  add('body: NUL key', url, JSON.stringify({ 'k\u0000': 'v' }), JSON_HEADERS);
  add('body: deeply nested', url, `${'['.repeat(2000)}${']'.repeat(2000)}`, JSON_HEADERS);
  add('body: __proto__ key', url, '{"__proto__": {"isAdmin": true}}', JSON_HEADERS);
  add('content type: text/plain', url, basePayload, { 'content-type': 'text/plain' });
  add('content type: XML', url, '<a>1</a>', { 'content-type': 'application/xml' });
  add('content type: form', url, 'a=%00', { 'content-type': 'application/x-www-form-urlencoded' });
  add('content type: multipart without boundary', url, 'x', {
    'content-type': 'multipart/form-data',
  });
  return requests;
};
