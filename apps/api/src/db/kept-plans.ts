import type { EmbeddedPglite } from './embedded/pglite-client';

/**
 * Statements whose plan the embedded database keeps (issue 15, decision 037): the public list
 * pages. On PGlite a list page's statement (a page of touchpoints with seven subqueries for what
 * each embeds) cost more to parse and plan than to run, on every request; drizzle's `.prepare()`
 * builds the SQL once but its PGlite driver still sends it unnamed, so the database plans it
 * again each time. A statement run through {@link runWithKeptPlan} is instead prepared once per
 * embedded database (`PREPARE`) and run by name (`EXECUTE`), its parameters written as literals;
 * after five runs the database keeps a generic plan when that costs no more than planning anew.
 *
 * On a PostgreSQL server nothing changes: statements go unnamed as before (their planning is a
 * small share there, and a pool would keep a copy of each per connection).
 */

/** Texts of the statements to keep, most recently used last (bounded: shapes of a few lists). */
const keptTexts = new Map<string, true>();
const MAX_KEPT_TEXTS = 200;

/** Puts `key` last in a map kept in order of use, dropping the oldest beyond the bound. */
const useLast = <V>(map: Map<string, V>, key: string, value: V) => {
  map.delete(key);
  map.set(key, value);
  if (map.size > MAX_KEPT_TEXTS) {
    const oldest = map.keys().next().value;
    if (oldest !== undefined) map.delete(oldest);
  }
};

const keep = (text: string) => useLast(keptTexts, text, true);

interface PreparedStatement<T> {
  getQuery(): { sql: string };
  execute(values?: Record<string, unknown>): Promise<T>;
}

interface PreparableQuery<T> {
  prepare(name: string): PreparedStatement<T>;
}

/**
 * Runs a drizzle query (built once) and asks the embedded database to keep its plan. The answer
 * is exactly what `query.execute()` gives: the same statement, read by drizzle the same way.
 *
 * `name`: also a per-connection prepared statement on PostgreSQL, for a statement whose text is
 * fixed and small and whose plan is the same for any values (the search's cards, decision 048);
 * unnamed by default, since a pool would keep a copy of each per connection.
 */
export const runWithKeptPlan = <T>(query: PreparableQuery<T>, name = ''): Promise<T> => {
  const statement = query.prepare(name);
  keep(statement.getQuery().sql);
  return statement.execute();
};

/** Statements built per database and shape, most recently used last (bounded like the texts). */
const builtStatements = new WeakMap<object, Map<string, PreparedStatement<unknown>>>();

/**
 * {@link runWithKeptPlan} for a statement built once per shape (issue 15, decision 045): `build`
 * makes the drizzle query the first time `shape` is asked for on this database, with
 * `sql.placeholder`s for what varies between its runs (the page, the time); later runs of the
 * shape only fill in `values`. Building a list page's SQL was 0.35–0.6 ms of drizzle's work per
 * page. `shape` must name everything that changes the statement's text or its other parameters.
 */
export const runKeptStatement = <T>(
  db: object,
  shape: string,
  build: () => PreparableQuery<T>,
  values: Record<string, unknown>,
): Promise<T> => {
  let statements = builtStatements.get(db);
  if (!statements) {
    statements = new Map();
    builtStatements.set(db, statements);
  }
  const statement =
    (statements.get(shape) as PreparedStatement<T> | undefined) ?? build().prepare('');
  useLast(statements, shape, statement as PreparedStatement<unknown>);
  keep(statement.getQuery().sql);
  return statement.execute(values);
};

/** A parameter as an SQL literal (escaped as node-postgres' `escapeLiteral` does), if simple. */
const literalOf = (value: unknown): string | undefined => {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number') return Number.isFinite(value) ? `'${value}'` : undefined;
  if (typeof value === 'boolean') return value ? "'true'" : "'false'";
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? undefined : `'${value.toISOString()}'`;
  }
  if (typeof value !== 'string') return undefined;
  const escaped = value.replace(/'/g, "''");
  return value.includes('\\') ? `E'${escaped.replace(/\\/g, '\\\\')}'` : `'${escaped}'`;
};

/** Statement names this embedded database has prepared, by text (bounded like the texts). */
type Prepared = Map<string, string>;

/**
 * The PGlite client drizzle is given: the same database, whose `query` runs a kept statement by
 * name. Everything else (transactions, `exec`, listening) is the database's own.
 */
export const withKeptPlans = (pglite: EmbeddedPglite): EmbeddedPglite => {
  const prepared: Prepared = new Map();
  let next = 0;
  const unpreparable = new Set<string>();

  const preparing = new Map<string, Promise<string | undefined>>();

  const statementName = (text: string): Promise<string | undefined> => {
    const known = prepared.get(text);
    if (known) {
      prepared.delete(text);
      prepared.set(text, known);
      return Promise.resolve(known);
    }
    if (unpreparable.has(text)) return Promise.resolve(undefined);
    // Concurrent first runs of one statement share its preparation.
    let pending = preparing.get(text);
    if (!pending) {
      pending = prepare(text).finally(() => preparing.delete(text));
      preparing.set(text, pending);
    }
    return pending;
  };

  const prepare = async (text: string): Promise<string | undefined> => {
    next += 1;
    const name = `kept_plan_${next}`;
    try {
      await pglite.exec(`prepare ${name} as ${text}`);
    } catch {
      unpreparable.add(text);
      return undefined;
    }
    prepared.set(text, name);
    if (prepared.size > MAX_KEPT_TEXTS) {
      const [oldestText, oldestName] = prepared.entries().next().value as [string, string];
      prepared.delete(oldestText);
      await pglite.exec(`deallocate ${oldestName}`).catch(() => {});
    }
    return name;
  };

  const query: EmbeddedPglite['query'] = async (text, params, options) => {
    if (!keptTexts.has(text)) return pglite.query(text, params, options);
    const literals = (params ?? []).map(literalOf);
    if (literals.some((literal) => literal === undefined)) {
      return pglite.query(text, params, options);
    }
    const name = await statementName(text);
    if (!name) return pglite.query(text, params, options);
    const execute = `execute ${name}${literals.length ? `(${literals.join(', ')})` : ''}`;
    try {
      return await pglite.query(execute, [], options);
    } catch (error) {
      // Deallocated behind our back (`discard all`): prepare again next time.
      if ((error as { code?: string }).code === '26000') {
        prepared.delete(text);
        return pglite.query(text, params, options);
      }
      throw error;
    }
  };

  return new Proxy(pglite, {
    get(target, property) {
      if (property === 'query') return query;
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
};
