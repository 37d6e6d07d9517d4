// Tells whether the production build (web app + API bundle + the extension's test build) is missing or older than its sources,
// so `npm start` and `npm test` build only when something changed.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '..', '..');

const sources = [
  'packages/domain/src',
  'apps/web/app',
  'apps/web/public',
  'apps/api/src',
  'apps/api/drizzle',
  'apps/extension/src',
];
const configs = [
  'apps/web/vite.config.ts',
  'apps/web/react-router.config.ts',
  'apps/extension/wxt.config.ts',
  'package-lock.json',
];
export const outputs = [
  'apps/web/build/server/index.js',
  'apps/api/dist/server.js',
  'apps/api/dist/worker.js',
  'apps/api/dist/pglite-thread.mjs',
  'apps/api/dist/embedded-template.tar',
  // The extension's test build, loaded unpacked by the end-to-end suite.
  'apps/extension/.output-test/chrome-mv3/manifest.json',
];

const newestIn = (path) => {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    newest = Math.max(newest, newestIn(join(path, entry.name)));
  }
  return newest;
};

/** Why a build is needed, or null when the outputs are newer than every source. */
export const buildNeeded = () => {
  const missing = outputs.find((output) => !existsSync(join(root, output)));
  if (missing) return `${missing} is missing`;
  const built = Math.min(...outputs.map((output) => statSync(join(root, output)).mtimeMs));
  const changed = [...sources, ...configs].find((source) => newestIn(join(root, source)) > built);
  return changed ? `${changed} changed since the last build` : null;
};
