// What a browser downloads before a public page of the web build can run, per route: React
// Router's manifest script (unless routes are discovered lazily), the client entry and its
// imports, then for every route of the match (root, layouts, the page) its module, its static
// imports and its CSS — each file once, gzipped with zlib at level 9. Used by the bundle bench
// (bundle.bench.mjs) and by the end-to-end suite's check of the bars (e2e/app/first-load.e2e.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Bars (direction/quality.md), KiB gzip. */
export const BARS = { js_gzip_kib: 165, js_beyond_framework_gzip_kib: 45, css_gzip_kib: 30 };
/** The shared framework file the bar leaves out (`apps/web/vite/first-load-chunks.ts`). */
const FRAMEWORK = /\/framework-[^/]+\.js$/;
/** The layout every public page renders in (app/routes.ts). */
const PUBLIC_LAYOUT = 'layouts/public-layout';

const kib = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/** The first load of every public route of the build under `appRoot`, largest first. */
export const measureFirstLoads = async (appRoot) => {
  const clientFolder = join(appRoot, 'apps/web/build/client');
  const build = await import(pathToFileURL(join(appRoot, 'apps/web/build/server/index.js')).href);
  const { assets } = build;

  const sizes = new Map();
  /** Raw, gzip (level 9) and brotli sizes of one built file, in bytes. */
  const sizeOf = (url) => {
    const path = url.replace(/#$/, '');
    if (!sizes.has(path)) {
      const bytes = readFileSync(join(clientFolder, path));
      sizes.set(path, {
        raw: bytes.length,
        gzip: gzipSync(bytes, { level: 9 }).length,
        brotli: brotliCompressSync(bytes, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
        }).length,
      });
    }
    return sizes.get(path);
  };

  const total = (files) => {
    const sum = { raw: 0, gzip: 0, brotli: 0 };
    for (const file of files) {
      const size = sizeOf(file);
      sum.raw += size.raw;
      sum.gzip += size.gzip;
      sum.brotli += size.brotli;
    }
    return {
      files: files.length,
      raw_kib: kib(sum.raw),
      gzip_kib: kib(sum.gzip),
      brotli_kib: kib(sum.brotli),
    };
  };

  /** Root first, the page last. */
  const chainOf = (id) => {
    const chain = [];
    for (let route = assets.routes[id]; route; route = assets.routes[route.parentId]) {
      chain.unshift(route);
    }
    return chain;
  };

  /**
   * With lazy route discovery (React Router's default) the page inlines the manifest of the routes
   * it matched; otherwise the browser loads the whole manifest file first.
   */
  const manifestFile = build.routeDiscovery?.mode === 'lazy' ? [] : [assets.url];

  const firstLoad = (id) => {
    const js = new Set([...manifestFile, assets.entry.module, ...assets.entry.imports]);
    const css = new Set(assets.entry.css ?? []);
    for (const route of chainOf(id)) {
      if (route.module) js.add(route.module);
      for (const file of route.imports ?? []) js.add(file);
      for (const file of route.css ?? []) css.add(file.replace(/#$/, ''));
    }
    return { js: [...js], css: [...css] };
  };

  /** Public pages: every route inside the public layout (guest-only account pages included). */
  const publicRoutes = Object.values(assets.routes).filter(
    (route) => route.path !== undefined && chainOf(route.id).some((r) => r.id === PUBLIC_LAYOUT),
  );

  const routes = publicRoutes
    .map((route) => {
      const files = firstLoad(route.id);
      const js = total(files.js);
      const css = total(files.css);
      const beyond = total(files.js.filter((file) => !FRAMEWORK.test(file)));
      const largest = files.js
        .map((file) => ({ file, gzip_kib: kib(sizeOf(file).gzip) }))
        .sort((a, b) => b.gzip_kib - a.gzip_kib)
        .slice(0, 5);
      return {
        route: route.id,
        path: route.path,
        upcoming: route.module?.includes('/upcoming-page-') ?? false,
        js,
        js_beyond_framework: beyond,
        css,
        largest_js: largest,
        meets_bar:
          js.gzip_kib <= BARS.js_gzip_kib &&
          beyond.gzip_kib <= BARS.js_beyond_framework_gzip_kib &&
          css.gzip_kib <= BARS.css_gzip_kib,
      };
    })
    .sort((a, b) => b.js.gzip_kib - a.js.gzip_kib);

  return {
    build_version: assets.version,
    route_discovery: build.routeDiscovery?.mode ?? 'initial',
    shared: { js: total(firstLoad('root').js), css: total(firstLoad('root').css) },
    routes,
  };
};
