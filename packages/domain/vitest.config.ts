import { defineConfig } from 'vitest/config';

// Pure rules: plain Node, no DOM.
export default defineConfig({
  test: {
    name: 'domain',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
