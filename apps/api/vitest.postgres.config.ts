import { defineConfig } from 'vitest/config';

// Project `api-postgres`: the API tests of `vitest.config.ts` again, each file on its own copy of
// a migrated template database on the PostgreSQL server named by DATABASE_URL (required).
export default defineConfig({
  test: {
    name: 'api-postgres',
    // Projects run one group after another (see the root vitest.config.ts).
    sequence: { groupOrder: 3 },
    root: import.meta.dirname,
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.postgres.ts'],
    hookTimeout: 120_000,
    testTimeout: 30_000,
    maxWorkers: 2,
  },
});
