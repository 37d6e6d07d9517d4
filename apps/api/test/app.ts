import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { type BuildAppOptions, buildApp } from '../src/app';
import type { Database, Db } from '../src/db';
import { openTestDatabase } from './database';
import { signIn } from './factories';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  db: Db;
}

/**
 * Builds the app on a fresh database for this test file (before its tests, closed after them).
 * Read the fields inside tests or hooks: they are filled once the file's setup ran.
 */
export const useTestApp = (options: Partial<Omit<BuildAppOptions, 'database'>> = {}): TestApp => {
  const context = {} as TestApp;
  beforeAll(async () => {
    context.database = await openTestDatabase();
    context.db = context.database.db;
    context.app = await buildApp({
      database: context.database,
      headlineCountsMaxAgeMs: 0,
      ...options,
    });
    await context.app.ready();
  });
  afterAll(async () => {
    await context.app?.close();
    await context.database?.close();
  });
  return context;
};

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Calls the test app as a signed-in user (a fresh session of theirs) or as a guest (`null`),
 * with an optional JSON body: `const call = callsTo(t); await call(manager, 'GET', '/api/…')`.
 */
export const callsTo =
  (context: TestApp) =>
  async (
    person: { id: string; email: string | null } | null,
    method: Method,
    url: string,
    payload?: object,
  ) =>
    context.app.inject({
      method,
      url,
      headers: person ? await signIn(context.db, person) : {},
      ...(payload ? { payload } : {}),
    });
