import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { asDrizzleClient, type EmbeddedPglite, openEmbeddedPglite } from './embedded/pglite-client';
import { withKeptPlans } from './kept-plans';
import * as schema from './schema';

/** The Drizzle database, the same type whether it runs on PGlite or on a PostgreSQL server. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * Runs `work` in one transaction and hands it the transaction as a `Db`, so services and
 * repositories that take a `Db` run inside it unchanged (drizzle types a transaction apart).
 */
export const inTransaction = <T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> =>
  db.transaction((transaction) => work(transaction as unknown as Db));

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  kind: DatabaseKind;
  db: Db;
  /** One round trip to the database; rejects when it is unreachable. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The embedded database (in its own thread), when kind is `pglite`. */
  pglite?: EmbeddedPglite;
  /** The connection pool, when kind is `postgres`. */
  pool?: pg.Pool;
}

export type OpenDatabaseOptions =
  /**
   * Embedded PGlite stored in this folder (created when missing). A new folder starts from
   * `template` when given: a dump of a migrated database, much faster than a fresh initdb.
   */
  | { dataDir: string; template?: string }
  /** A PostgreSQL server reached through a pool. */
  | { url: string; poolSize?: number }
  /** Embedded PGlite in memory, from `template` when given (tests, the build's template). */
  | { inMemory: true; template?: string };

/**
 * Settings of every database session. Trigram word similarity accepts a word at 0.5 (pg_trgm's
 * default is 0.6), so one typo in a short word ("markting") still finds "Marketing" in titles
 * and names, through the trigram indexes. No JIT compilation.
 */
export const SESSION_SETTINGS = {
  'pg_trgm.word_similarity_threshold': '0.5',
  // Short statements only: compiling a search's plan (a union of up to ten parts, most never run)
  // cost seconds under load, for nothing (decision 024).
  jit: 'off',
} as const;

const sessionSettingsSql = Object.entries(SESSION_SETTINGS)
  .map(([name, value]) => `set ${name} = ${value};`)
  .join(' ');

const fromPglite = (pglite: EmbeddedPglite): Database => {
  // The public lists' statements are prepared once and run by name (`kept-plans.ts`).
  const db = drizzlePglite({
    client: asDrizzleClient(withKeptPlans(pglite)),
    schema,
  }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    pglite,
    ping: async () => {
      await pglite.query('select 1');
    },
    close: async () => {
      if (!pglite.closed) await pglite.close();
    },
  };
};

/**
 * Whether `connections` more could be taken from the pool at once without anyone waiting: idle
 * ones, plus those it may still open. For work worth doing beside a request only when it is free.
 */
export const poolHasSpare = (pool: pg.Pool, connections: number): boolean =>
  pool.waitingCount === 0 &&
  pool.idleCount + ((pool.options.max ?? 10) - pool.totalCount) >= connections;

const fromPool = (pool: pg.Pool): Database => {
  const db = drizzleNodePostgres({ client: pool, schema }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    pool,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      await pool.end();
    },
  };
};

export const openDatabase = async (options: OpenDatabaseOptions): Promise<Database> => {
  if ('url' in options) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 2000,
      options: Object.entries(SESSION_SETTINGS)
        .map(([name, value]) => `-c ${name}=${value}`)
        .join(' '),
    });
    // A dropped server connection must not crash the process: the next query reconnects.
    pool.on('error', () => {});
    return fromPool(pool);
  }
  // In memory or in its folder (a new folder starts from the template, an existing one opens as
  // it is). The embedded database has one session: it is set up once, as it opens.
  return fromPglite(
    await openEmbeddedPglite({
      dataDir: 'dataDir' in options ? resolve(options.dataDir) : undefined,
      template: options.template,
      setup: sessionSettingsSql,
    }),
  );
};

/**
 * Writes the embedded database to `file` as a tarball that `template` can start from (the build's
 * template, the API tests' template).
 */
export const writeEmbeddedDump = async (database: Database, file: string): Promise<void> => {
  if (!database.pglite) throw new Error('Only the embedded database can be dumped');
  writeFileSync(file, await database.pglite.dump());
};

/** The database the environment asks for: `DATABASE_URL` if set, else PGlite in `DATA_DIR`. */
export const openDatabaseFromEnv = (env: NodeJS.ProcessEnv = process.env): Promise<Database> =>
  env.DATABASE_URL
    ? openDatabase({ url: env.DATABASE_URL })
    : openDatabase({ dataDir: resolve(env.DATA_DIR || './.data', 'db') });

/** Runs raw SQL and returns its rows (PGlite and node-postgres both answer `{ rows }`). */
export const selectRows = async <T>(db: Db, query: SQL): Promise<T[]> => {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
};
