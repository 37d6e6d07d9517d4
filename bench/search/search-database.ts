// The database the search scripts measure, and the city ids their queries name.
import { sql } from 'drizzle-orm';
import { pgliteDirOf } from '../../apps/api/src/config';
import {
  type Database,
  type Db,
  migrateDatabase,
  openDatabase,
  selectRows,
} from '../../apps/api/src/db';

/**
 * Opens and migrates the database seeded at full scale: PostgreSQL at `BENCH_DATABASE_URL`
 * (default `gradway_bench` on this machine) or the embedded one in `BENCH_PGLITE_DIR`. Without a
 * target, the embedded one when `BENCH_PGLITE_DIR` is set. PostgreSQL's pool is the server's
 * (`openDatabase`'s default), so searches at once share connections as they do in the server.
 */
export const openSearchDatabase = async (
  target: 'postgres' | 'pglite' = process.env.BENCH_PGLITE_DIR ? 'pglite' : 'postgres',
): Promise<Database> => {
  const database =
    target === 'postgres'
      ? await openDatabase({
          url: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/gradway_bench',
        })
      : await openDatabase({
          dataDir: pgliteDirOf(process.env.BENCH_PGLITE_DIR ?? '/tmp/gradway-search-pglite'),
        });
  await migrateDatabase(database);
  return database;
};

/**
 * The benchmark's queries name their cities as `{london}` and `{manchester}` (ids differ from one
 * seed to the next): a function that puts the seeded cities' ids into a query string.
 */
export const cityFiller = async (db: Db): Promise<(query: string) => string> => {
  const cities = await selectRows<{ name: string; id: string }>(
    db,
    sql`select lower(c.name) as name, c.id from cities c join countries k on k.id = c.country_id
      where k.code = 'GB' and c.name in ('London', 'Manchester')`,
  );
  return (query) =>
    query.replace(/\{(london|manchester)\}/g, (_, name: string) => {
      const found = cities.find((city) => city.name === name);
      if (!found) throw new Error(`No city ${name}`);
      return found.id;
    });
};
