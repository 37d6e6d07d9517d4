import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The API workspace's folder, found from this module's own location so that paths hold both when
 * running the TypeScript source (`src/`) and the bundle (`dist/server.js`), whatever the cwd.
 */
const findApiRoot = (): string => {
  let folder = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(folder, 'drizzle', 'meta', '_journal.json'))) return folder;
    const parent = dirname(folder);
    if (parent === folder) throw new Error('Cannot find the API folder (apps/api with drizzle/)');
    folder = parent;
  }
};

export const apiRoot = findApiRoot();
export const migrationsFolder = join(apiRoot, 'drizzle');
/** The web app's workspace (React Router), beside the API's. */
export const webRoot = resolve(apiRoot, '..', 'web');
export const webBuildFolder = join(webRoot, 'build');

/**
 * A dump of a migrated database with the reference data, made by `npm run build`
 * (`scripts/build-template.ts`); a new embedded database starts from it instead of an initdb.
 */
export const embeddedTemplateFile = join(apiRoot, 'dist', 'embedded-template.tar');
