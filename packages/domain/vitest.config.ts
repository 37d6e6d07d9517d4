import { defineConfig } from 'vitest/config';

// Pure rules: plain Node, no DOM.
export default defineConfig({
  test: {
    name: 'domain',
    // Projects run one group after another (see the root vitest.config.ts).
    sequence: { groupOrder: 0 },
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
