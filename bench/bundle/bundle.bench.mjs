// First-load JavaScript and CSS per public route of the web build, as a browser downloads them
// (how: first-load.mjs). Bars (direction/quality.md): JavaScript beyond the shared `framework`
// file (React, React Router, i18next) ≤ 45 KiB gzip, the whole first load ≤ 165 KiB, CSS ≤ 30 KiB.
// The end-to-end suite checks the same bars on every build (e2e/app/first-load.e2e.ts).
//
//   npm run build && node bench/bundle/bundle.bench.mjs [--app-root=<snapshot>]
//   → bench/bundle/results.json
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { appRootOf, requireBuild } from '../lib/app-server.mjs';
import { machine } from '../lib/measure.mjs';
import { BARS, measureFirstLoads } from './first-load.mjs';

const appRoot = appRootOf();
requireBuild(appRoot);
const { build_version, route_discovery, shared, routes } = await measureFirstLoads(appRoot);

const built = routes.filter((route) => !route.upcoming);
const output = {
  benchmark:
    'first-load JavaScript and CSS per public route (manifest + entry + matched routes and their static imports, gzip level 9)',
  command: 'node bench/bundle/bundle.bench.mjs',
  date: new Date().toISOString(),
  machine: machine(),
  build_version,
  route_discovery,
  bar: BARS,
  meets_bar: built.every((route) => route.meets_bar),
  shared,
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
