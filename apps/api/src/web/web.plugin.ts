import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest, onResponseHookHandler } from 'fastify';
import type { ServerBuild } from 'react-router';
import { notFoundHandler } from '../http/error-handler';
import { addRouteHook, onlyReads } from '../http/route-hooks';
import { webBuildFolder, webRoot } from '../paths';
import { registerViteDevelopment } from './development';
import { changesPages, DEFAULT_PAGE_CACHE, PageCache, type PageCacheOptions } from './page-cache';
import { createPageHandler, type ServerBuildSource } from './render';

export interface WebOptions {
  /** `production` serves `apps/web/build`; `development` runs Vite in middleware mode. */
  mode: 'production' | 'development';
  /** The web app's build folder (default `apps/web/build`, found from this file, not the cwd). */
  buildFolder?: string;
  /** The web app's workspace, for Vite (default `apps/web`). */
  webRoot?: string;
  /** The shared-page cache (`page-cache.ts`): on in production, `false` turns it off. */
  pageCache?: Partial<PageCacheOptions> | false;
}

/** Hashed build assets never change; anything else in the client folder may. */
const ONE_YEAR_SECONDS = 31_536_000;

const MISSING_BUILD_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Gradway is not built yet</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem">
<h1>The web app has not been built yet</h1>
<p>The API is running, but there is no web app build to serve pages from.</p>
<p>Run <code>npm run build</code> (or start with <code>npm start</code>, which builds when needed), then start the server again.</p>
</body></html>`;

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

export interface WebApp {
  /** Registers the page routes; call after every API route. */
  registerPages(app: FastifyInstance): Promise<void>;
}

const servesBuild = (buildFolder: string) =>
  existsSync(join(buildFolder, 'server', 'index.js')) && existsSync(join(buildFolder, 'client'));

/**
 * Prepares the web app on the API's port: static assets (production) or Vite (development).
 * Static file routes are registered here, before the access guard, as they are files, not
 * endpoints; the pages themselves are registered by `registerPages` with `public` access.
 */
export const prepareWeb = async (app: FastifyInstance, options: WebOptions): Promise<WebApp> => {
  let build: ServerBuildSource | null = null;
  const pageCache = new PageCache(
    options.pageCache === false || options.mode === 'development'
      ? { ...DEFAULT_PAGE_CACHE, ttlMs: 0 }
      : { ...DEFAULT_PAGE_CACHE, ...options.pageCache },
  );
  if (pageCache.enabled) {
    // A write through the API may change any page: the next requests render afresh. A hook of
    // the routes that write only, not of every request.
    const clearAfterWrite: onResponseHookHandler = (request, reply, done) => {
      if (changesPages(request.method, request.url, reply.statusCode)) pageCache.clear();
      done();
    };
    app.addHook('onRoute', (route) => {
      if (!onlyReads(route)) addRouteHook(route, 'onResponse', clearAfterWrite);
    });
  }
  if (options.mode === 'development') {
    build = await registerViteDevelopment(app, options.webRoot ?? webRoot);
  } else {
    const buildFolder = options.buildFolder ?? webBuildFolder;
    if (servesBuild(buildFolder)) {
      await app.register(fastifyStatic, {
        root: join(buildFolder, 'client'),
        prefix: '/',
        wildcard: false,
        index: false,
        // `npm run build` writes .br and .gz beside each text file (apps/web/vite.config.ts).
        preCompressed: true,
        cacheControl: false,
        setHeaders: (response, path) => {
          const immutable = path.includes('/assets/');
          response.setHeader(
            'cache-control',
            immutable ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'public, max-age=3600',
          );
        },
      });
      const serverBuild = join(buildFolder, 'server', 'index.js');
      build = (await import(pathToFileURL(serverBuild).href)) as ServerBuild;
    } else {
      app.log.warn(
        { buildFolder },
        'The web app is not built: pages answer 503 until `npm run build` has run',
      );
    }
  }

  return {
    async registerPages(root) {
      const pageHandler = build
        ? createPageHandler(root, build, options.mode, pageCache)
        : (_request: FastifyRequest, reply: FastifyReply) =>
            reply
              .code(503)
              .header('retry-after', '60')
              .type('text/html; charset=utf-8')
              .send(MISSING_BUILD_PAGE);
      await root.register(async (pages) => {
        // Pages read form posts themselves (React Router actions): pass every body through.
        pages.removeAllContentTypeParsers();
        pages.addContentTypeParser('*', (_request, _payload, done) => done(null));
        pages.route({
          method: [...METHODS],
          url: '/api/*',
          config: { access: 'public' },
          handler: notFoundHandler,
        });
        pages.route({
          method: [...METHODS],
          url: '/*',
          config: { access: 'public' },
          schema: { hide: true },
          handler: pageHandler,
        });
      });
    },
  };
};
