import { defineConfig } from 'vitest/config';

// One run covers every workspace; each project has its own config file. With DATABASE_URL set,
// the API suite runs a second time against that PostgreSQL server. Each project sets its own
// `sequence.groupOrder`, so on a 2-core machine they run one after another (domain, web, API on
// PGlite, API on PostgreSQL, end-to-end) instead of competing for the cores.
export default defineConfig({
  test: {
    projects: [
      'packages/domain',
      'apps/api',
      ...(process.env.DATABASE_URL ? ['apps/api/vitest.postgres.config.ts'] : []),
      'apps/web',
      'apps/extension',
      'e2e',
    ],
  },
});
