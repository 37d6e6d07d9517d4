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
    // The files of a worker share one module registry (decision 064): each file builds its own
    // app on its own database, so only module-level state is shared, and a file that changes it
    // puts it back. Evaluating the app's modules again for every file took two thirds of the run.
    isolate: false,
  },
});
