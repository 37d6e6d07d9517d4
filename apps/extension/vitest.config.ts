import { defineConfig } from 'vitest/config';

// The extension's own tests: each site's field detection and filling against the saved forms in
// fixtures/ (served on a local port), and the service worker's answers.
export default defineConfig({
  test: {
    name: 'extension',
    sequence: { groupOrder: 1 },
    environment: 'happy-dom',
    include: ['src/**/*.test.ts'],
  },
});
