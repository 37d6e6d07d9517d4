import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServerBuild } from 'react-router';

const routeAssets = (id: string, path: string, parentId?: string) => ({
  id,
  ...(parentId ? { parentId } : {}),
  path,
  module: `/${id}.js`,
  hasAction: false,
  hasLoader: false,
  hasClientAction: false,
  hasClientLoader: false,
  hasClientMiddleware: false,
  hasErrorBoundary: false,
});

/**
 * The data of the smallest server build React Router's handler accepts, of one page
 * (`/jobs/:id`): everything but the code of its document entry and route modules.
 */
const BUILD_DATA = {
  assets: {
    entry: { module: '/entry.js', imports: [] },
    routes: { root: routeAssets('root', ''), job: routeAssets('job', 'jobs/:id', 'root') },
    url: '/manifest.js',
    version: '1',
  },
  publicPath: '/',
  assetsBuildDirectory: '/nowhere',
  basename: '/',
  future: {},
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
};

type DocumentEntry = (
  request: Request,
  status: number,
  headers: Headers,
  router: unknown,
  context: never,
) => Response;

/** That build with the given document entry; its route modules render nothing. */
export const stubServerBuild = (document: DocumentEntry): ServerBuild =>
  ({
    entry: { module: { default: document } },
    routes: {
      root: { id: 'root', path: '', module: { default: () => null } },
      job: { id: 'job', parentId: 'root', path: 'jobs/:id', module: { default: () => null } },
    },
    ...BUILD_DATA,
  }) as unknown as ServerBuild;

/**
 * That build written as `npm run build` lays it out (`client/`, `server/index.js`), in a fresh
 * folder, its document entry answering `html`: for an app given `web: { buildFolder }`.
 */
export const writeStubWebBuild = (html: string): string => {
  const folder = mkdtempSync(join(tmpdir(), 'gradway-web-build-'));
  mkdirSync(join(folder, 'client'));
  mkdirSync(join(folder, 'server'));
  const data = Object.entries(BUILD_DATA).map(
    ([name, value]) => `export const ${name} = ${JSON.stringify(value)};`,
  );
  writeFileSync(
    join(folder, 'server', 'index.js'),
    [
      `export const entry = { module: { default: (_request, status, headers) => {
  headers.set('content-type', 'text/html; charset=utf-8');
  return new Response(${JSON.stringify(html)}, { status, headers });
} } };`,
      `const nothing = () => null;
export const routes = {
  root: { id: 'root', path: '', module: { default: nothing } },
  job: { id: 'job', parentId: 'root', path: 'jobs/:id', module: { default: nothing } },
};`,
      ...data,
    ].join('\n'),
  );
  return folder;
};
