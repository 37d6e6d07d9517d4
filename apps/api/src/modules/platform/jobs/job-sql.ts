import PgBoss from 'pg-boss';
import type { Database, Db } from '../../../db/database';

/** The schema pg-boss keeps its tables in (created by `installJobSchema`, see migrateDatabase). */
export const JOB_SCHEMA = 'pgboss';

/** A Drizzle transaction (the `tx` of `db.transaction`). */
export type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The database itself or a transaction: where a job is written. */
export type JobExecutor = Db | Transaction;

interface Queryable {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * pg-boss's `db` option for a Drizzle database or transaction: its SQL runs on the very client the
 * caller's transaction holds (the PGlite transaction, or the pool client of node-postgres), so a
 * job sent through it commits or rolls back with the caller's writes.
 */
export const bossDbOf = (executor: JobExecutor): PgBoss.Db => {
  const client = (executor as unknown as { session?: { client?: Queryable } }).session?.client;
  if (!client || typeof client.query !== 'function') {
    throw new Error('enqueueJob needs a Drizzle database or transaction');
  }
  return {
    executeSql: async (text, values) => {
      const result = await client.query(text, values ?? []);
      return { rows: result.rows };
    },
  };
};

/**
 * pg-boss's own connection: the app's pool on PostgreSQL; on the embedded database its one
 * session, shared with the app (PGlite runs one statement at a time, so pg-boss's polling waits
 * for an open transaction to end). SQL without parameters may hold several statements.
 */
export const bossDbOfDatabase = (database: Database): PgBoss.Db => {
  const { pglite, pool } = database;
  if (pglite) {
    return {
      executeSql: async (text, values) => {
        if (values && values.length > 0) return pglite.query(text, values);
        const results = await pglite.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      },
    };
  }
  if (pool) return { executeSql: (text, values) => pool.query(text, values) };
  throw new Error('Database has neither an embedded client nor a pool');
};

/**
 * Creates pg-boss's schema, or brings it to the version of the installed pg-boss. `migrateDatabase`
 * runs it after the app's migrations, under the same lock (one instance at a time).
 */
export const installJobSchema = async (boss: PgBoss.Db): Promise<void> => {
  const { rows } = await boss.executeSql(`select to_regclass('${JOB_SCHEMA}.version') as name`, []);
  if (!(rows[0] as { name: string | null } | undefined)?.name) {
    await boss.executeSql(PgBoss.getConstructionPlans(JOB_SCHEMA), []);
    return;
  }
  const version = await boss.executeSql(`select version from ${JOB_SCHEMA}.version`, []);
  const installed = Number((version.rows[0] as { version: string } | undefined)?.version);
  const wanted = Number(/VALUES \('(\d+)'\)/.exec(PgBoss.getConstructionPlans(JOB_SCHEMA))?.[1]);
  if (installed < wanted) {
    await boss.executeSql(PgBoss.getMigrationPlans(JOB_SCHEMA, installed as unknown as string), []);
  }
};
