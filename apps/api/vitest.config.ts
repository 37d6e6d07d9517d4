import { defineConfig } from 'vitest/config';

// Project `api`: every API test on a fresh embedded database (PGlite) per test file.
// `vitest.postgres.config.ts` is project `api-postgres`: the same files on a PostgreSQL server.
export default defineConfig({
  test: {
    name: 'api',
    // Projects run one group after another (see the root vitest.config.ts).
    sequence: { groupOrder: 2 },
    root: import.meta.dirname,
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // `*.pg.test.ts` need a server with concurrent connections: project api-postgres only.
    exclude: ['**/node_modules/**', 'src/**/*.pg.test.ts'],
    globalSetup: ['./test/global-setup.pglite.ts'],
    hookTimeout: 120_000,
    testTimeout: 30_000,
    maxWorkers: 2,
    // The files of a worker share one module registry (decision 064): each file builds its own
    // app on its own database, so only module-level state is shared, and a file that changes it
    // puts it back. Evaluating the app's modules again for every file took two thirds of the run.
    isolate: false,
  },
});
