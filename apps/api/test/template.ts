/** What a project's global setup hands each test file so it can open its own fresh database. */
export type TestDatabaseTemplate =
  /** A migrated embedded database, dumped to a file each test file loads into memory. */
  | { kind: 'pglite'; dumpPath: string }
  /** A migrated PostgreSQL database each test file copies with `CREATE DATABASE … TEMPLATE`. */
  | { kind: 'postgres'; serverUrl: string; template: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseTemplate;
  }
}

/** The same server, another database. */
export const databaseUrl = (serverUrl: string, database: string): string => {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
};

/** Every database the API suite creates starts with this (and is dropped when done). */
export const TEST_DATABASE_PREFIX = 'gradway_api_test_';
