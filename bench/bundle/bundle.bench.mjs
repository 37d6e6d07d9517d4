// First-load JavaScript and CSS per public route of the web build, as a browser downloads them:
// React Router's manifest script (unless routes are discovered lazily), the client entry and its imports, then for every route of the
// match (root, layouts, the page) its module, its static imports and its CSS — each file once,
// gzipped with zlib at level 9. Bars (direction/quality.md): JavaScript beyond the shared
// `framework` file (React, React Router, i18next) ≤ 45 KiB gzip, the whole first load ≤ 165 KiB,
// CSS ≤ 30 KiB.
//
//   npm run build && node bench/bundle/bundle.bench.mjs [--app-root=<snapshot>]
//   → bench/bundle/results.json
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { appRootOf, requireBuild } from '../lib/app-server.mjs';
import { machine } from '../lib/measure.mjs';

const BAR_JS_KIB = 165;
const BAR_BEYOND_FRAMEWORK_KIB = 45;
/** The shared framework file the bar leaves out (`apps/web/vite/first-load-chunks.ts`). */
const FRAMEWORK = /\/framework-[^/]+\.js$/;
const BAR_CSS_KIB = 30;
/** The layout every public page renders in (app/routes.ts). */
const PUBLIC_LAYOUT = 'layouts/public-layout';

const appRoot = appRootOf();
requireBuild(appRoot);
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

const kib = (bytes) => Math.round((bytes / 1024) * 10) / 10;

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
        js.gzip_kib <= BAR_JS_KIB &&
        beyond.gzip_kib <= BAR_BEYOND_FRAMEWORK_KIB &&
        css.gzip_kib <= BAR_CSS_KIB,
    };
  })
  .sort((a, b) => b.js.gzip_kib - a.js.gzip_kib);

const built = routes.filter((route) => !route.upcoming);
const output = {
  benchmark:
    'first-load JavaScript and CSS per public route (manifest + entry + matched routes and their static imports, gzip level 9)',
  command: 'node bench/bundle/bundle.bench.mjs',
  date: new Date().toISOString(),
  machine: machine(),
  build_version: assets.version,
  route_discovery: build.routeDiscovery?.mode ?? 'initial',
  bar: {
    js_gzip_kib: BAR_JS_KIB,
    js_beyond_framework_gzip_kib: BAR_BEYOND_FRAMEWORK_KIB,
    css_gzip_kib: BAR_CSS_KIB,
  },
  meets_bar: built.every((route) => route.meets_bar),
  shared: { js: total(firstLoad('root').js), css: total(firstLoad('root').css) },
  routes,
};
writeFileSync(join(import.meta.dirname, 'results.json'), `${JSON.stringify(output, null, 2)}\n`);
for (const route of routes) {
  console.log(
    `${route.meets_bar ? 'ok  ' : 'FAIL'} ${route.path.padEnd(42)} JS ${String(route.js.gzip_kib).padStart(6)} KiB gz (beyond framework ${String(route.js_beyond_framework.gzip_kib).padStart(5)})  CSS ${String(route.css.gzip_kib).padStart(5)} KiB gz${route.upcoming ? '  (upcoming page)' : ''}`,
  );
}
console.log(
  `bundle bench: ${output.meets_bar ? 'every built public route meets the bars' : 'some routes miss the bars'}`,
);
process.exit(0);
