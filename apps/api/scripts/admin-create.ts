/**
 * `npm run admin:create -- --email <email> [--password <password>]`: creates an admin of the
 * admin console (/admin) in the configured database (DATABASE_URL, else the embedded database in
 * DATA_DIR, default ./.data). Without --password a strong one is generated and printed once. For an
 * existing admin it sets the new password.
 */
import { parseArgs } from 'node:util';
import { pgliteDirOf, readServerConfig } from '../src/config';
import { migrateDatabase, openDatabase } from '../src/db';
import {
  AdminCreationError,
  createAdminAccount,
  generateAdminPassword,
} from '../src/modules/admin/console/admin-create.service';

const USAGE =
  'Usage: npm run admin:create -- --email <email> [--password <password>] [--first-name <name>] [--last-name <name>]';

const main = async (): Promise<number> => {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  });
  if (values.help || !values.email) {
    console.error(USAGE);
    return values.help ? 0 : 2;
  }
  // `npm run` runs inside apps/api: read DATA_DIR from where the command was typed.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const config = readServerConfig();
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: pgliteDirOf(config.dataDir) },
  );
  const generated = values.password === undefined;
  const password = values.password ?? generateAdminPassword();
  try {
    await migrateDatabase(database);
    const admin = await createAdminAccount(database.db, {
      email: values.email,
      password,
      firstName: values['first-name'],
      lastName: values['last-name'],
    });
    console.log(
      admin.created
        ? `Created the admin ${admin.email}.`
        : `Set a new password for ${admin.email}.`,
    );
    if (generated) console.log(`Password (shown once, keep it safe): ${password}`);
    console.log('Sign in to the admin console at /admin/signin.');
    return 0;
  } catch (error) {
    if (error instanceof AdminCreationError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
};

process.exitCode = await main();
