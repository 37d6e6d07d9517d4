import { defineConfig } from 'vitest/config';

// One run covers every workspace; each project has its own vitest.config.ts.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/api', 'apps/web', 'e2e'],
  },
});
