import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * The API suite runs on a fresh embedded database per test file (project `api`), and, when
 * DATABASE_URL names a PostgreSQL server, the same files again on that server (`api-postgres`).
 * See test/README section in apps/api/README.md.
 */
const project = (name: string, globalSetup: string): TestProjectInlineConfiguration => ({
  extends: true,
  test: {
    name,
    root: import.meta.dirname,
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: [globalSetup],
    hookTimeout: 60_000,
    testTimeout: 20_000,
    maxWorkers: 2,
  },
});

const projects = [project('api', './test/global-setup.pglite.ts')];
if (process.env.DATABASE_URL) {
  projects.push(project('api-postgres', './test/global-setup.postgres.ts'));
}

export default defineConfig({ test: { projects } });
