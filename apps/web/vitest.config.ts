import { defineConfig } from 'vitest/config';

// Component and route tests run in happy-dom; end-to-end tests live in /e2e.
export default defineConfig({
  test: {
    name: 'web',
    // Projects run one group after another (see the root vitest.config.ts).
    sequence: { groupOrder: 1 },
    environment: 'happy-dom',
    include: ['app/**/*.test.{ts,tsx}', 'vite/**/*.test.ts'],
    setupFiles: ['app/lib/i18n/i18n.test-setup.ts'],
  },
  css: { modules: { localsConvention: 'camelCaseOnly' } },
});
