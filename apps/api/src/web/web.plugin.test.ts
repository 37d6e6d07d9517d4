import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { createCandidate, signIn } from '../../test/factories';

/**
 * A web build of one page (`/jobs/:id`), as `npm run build` lays it out: the smallest server build
 * React Router's handler accepts, with a document entry that answers a fixed page.
 */
const buildFolder = mkdtempSync(join(tmpdir(), 'gradway-web-build-'));
mkdirSync(join(buildFolder, 'client'));
mkdirSync(join(buildFolder, 'server'));
const routeAssets = (id: string, path: string, parentId?: string) => ({
  id,
  path,
  ...(parentId ? { parentId } : {}),
  module: `/${id}.js`,
  hasAction: false,
  hasLoader: false,
  hasClientAction: false,
  hasClientLoader: false,
  hasClientMiddleware: false,
  hasErrorBoundary: false,
});
writeFileSync(
  join(buildFolder, 'server', 'index.js'),
  `const nothing = () => null;
export const entry = {
  module: {
    default: (_request, status, headers) => {
      headers.set('content-type', 'text/html; charset=utf-8');
      return new Response('<!doctype html><p>Graduate scheme</p>', { status, headers });
    },
  },
};
export const routes = {
  root: { id: 'root', path: '', module: { default: nothing } },
  job: { id: 'job', parentId: 'root', path: 'jobs/:id', module: { default: nothing } },
};
export const assets = ${JSON.stringify({
    entry: { module: '/entry.js', imports: [] },
    routes: { root: routeAssets('root', ''), job: routeAssets('job', 'jobs/:id', 'root') },
    url: '/manifest.js',
    version: '1',
  })};
export const publicPath = '/';
export const assetsBuildDirectory = '/nowhere';
export const basename = '/';
export const future = {};
export const ssr = true;
export const isSpaMode = false;
export const prerender = [];
export const routeDiscovery = { mode: 'lazy', manifestPath: '/__manifest' };
`,
);

const t = useTestApp({ web: { mode: 'production', buildFolder } });

const pageCacheState = async () =>
  (await t.app.inject({ url: '/jobs/1' })).headers['x-page-cache'] as string | undefined;

describe('the shared-page cache in the app', () => {
  it('is emptied by a successful API write, not by reads or refused writes', async () => {
    const { user } = await createCandidate(t.db);
    const headers = await signIn(t.db, user);
    expect(await pageCacheState()).toBe('miss');
    expect(await pageCacheState()).toBe('hit');

    expect((await t.app.inject({ url: '/api/v1/user', headers })).statusCode).toBe(200);
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/candidate',
      headers,
      payload: { candidate: { bio: 7 } },
    });
    expect(refused.statusCode).toBe(400);
    expect(await pageCacheState()).toBe('hit');

    const written = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/candidate',
      headers,
      payload: { candidate: { bio: 'Looking for a graduate scheme in London.' } },
    });
    expect(written.statusCode).toBe(200);
    expect(await pageCacheState()).toBe('miss');
  });
});
