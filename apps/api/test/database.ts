import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../src/db';
import { databaseUrl, TEST_DATABASE_PREFIX } from './template';

/**
 * A fresh database for one test file, copied from the migrated template of the project the file
 * runs in: an in-memory PGlite (`api`) or a new PostgreSQL database (`api-postgres`). Closing it
 * drops the copy.
 */
export const openTestDatabase = async (): Promise<Database> => {
  const template = inject('testDatabase');
  if (template.kind === 'pglite') {
    return openDatabase({ inMemory: true, template: template.dumpPath });
  }
  const name = `${TEST_DATABASE_PREFIX}${randomBytes(6).toString('hex')}`;
  await withServer(template.serverUrl, (client) =>
    client.query(`create database ${name} template ${template.template}`),
  );
  const database = await openDatabase({ url: databaseUrl(template.serverUrl, name), poolSize: 8 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await withServer(template.serverUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
};

const withServer = async <T>(serverUrl: string, work: (client: pg.Client) => Promise<T>) => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};
