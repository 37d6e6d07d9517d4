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
  },
});
