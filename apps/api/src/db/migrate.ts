import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { bossDbOfDatabase, installJobSchema } from '../modules/platform/jobs/job-sql';
import { migrationsFolder } from '../paths';
import type { Database } from './database';
import { asDrizzleClient } from './embedded/pglite-client';

/** Any number from the app's own advisory-lock space: migrations run one process at a time. */
const MIGRATION_LOCK = 72_311_001;

/**
 * Applies the committed SQL migrations (`apps/api/drizzle/`) that the database lacks, then
 * installs or upgrades pg-boss's schema (`pgboss`, durable jobs).
 */
export const migrateDatabase = async (database: Database): Promise<void> => {
  if (database.pglite) {
    await migratePglite(drizzlePglite({ client: asDrizzleClient(database.pglite) }), {
      migrationsFolder,
    });
    await installJobSchema(bossDbOfDatabase(database));
    return;
  }
  if (!database.pool) throw new Error('Database has neither an embedded client nor a pool');
  // Several app instances may start together against one server: hold a lock on one connection.
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrateNodePostgres(drizzleNodePostgres({ client }), { migrationsFolder });
    // pg-boss's tables (durable jobs), created or upgraded under the same lock.
    await installJobSchema({ executeSql: (text, values) => client.query(text, values) });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
};
