import { defineConfig } from 'vitest/config';

// End-to-end journeys: a real Chromium (Debian's, driven by playwright-core) against the production
// server started as `npm start` would, on a fresh embedded database filled with the demo data.
export default defineConfig({
  test: {
    name: 'e2e',
    // Projects run one group after another (see the root vitest.config.ts).
    sequence: { groupOrder: 4 },
    include: ['**/*.e2e.ts'],
    globalSetup: ['./support/server.global.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One browser at a time keeps the 2-core machine responsive and the timings honest.
    fileParallelism: false,
  },
});
