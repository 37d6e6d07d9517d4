import { count, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db';
import { countries, users } from './db/schema';
import { seedReferenceData } from './reference-data/seed';
import { seedDemo } from './seed/demo';
import { DEMO_ACCOUNTS, DEMO_SIGN_INS, type DemoSignIn } from './seed/demo-accounts';

const isEmpty = async (db: Db, table: typeof countries | typeof users) => {
  const [row] = await db.select({ value: count() }).from(table);
  return (row?.value ?? 0) === 0;
};

/**
 * First start on an empty database: fill the reference lists, then (with no users yet) the demo.
 * Later starts find both and write nothing. Answers the demo sign-ins while the demo accounts
 * exist (an empty list on a database with other users).
 */
export const fillEmptyDatabase = async (
  db: Db,
  options: { uploadsDir: string; log: FastifyBaseLogger },
): Promise<DemoSignIn[]> => {
  if (await isEmpty(db, countries)) {
    options.log.info('Filling the reference data (countries, cities, universities, lists)');
    await seedReferenceData(db);
  }
  if (await isEmpty(db, users)) {
    options.log.info('Creating the demo data');
    return (await seedDemo(db, { uploadsDir: options.uploadsDir })).signIns;
  }
  const [demoAdmin] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${DEMO_ACCOUNTS.admin.email}`)
    .limit(1);
  return demoAdmin ? [...DEMO_SIGN_INS] : [];
};
