// Copies this checkout's production build (the API bundle, its migrations and the web build) to
// another folder that links back to the installed node_modules, so benchmarks can measure it while
// the checkout is rebuilt. Build first (`npm run build`), then:
//
//   node bench/lib/snapshot.mjs /tmp/gradway-bench-app
//   node bench/ssr/ssr.bench.mjs --app-root=/tmp/gradway-bench-app
import { cpSync, existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { repoRoot, requireBuild } from './app-server.mjs';

const target = process.argv[2] ? resolve(process.argv[2]) : null;
if (!target || target === repoRoot) {
  console.error('Usage: node bench/lib/snapshot.mjs <folder outside the checkout>');
  process.exit(1);
}
requireBuild(repoRoot);
rmSync(target, { recursive: true, force: true });

const copies = ['apps/api/dist', 'apps/api/drizzle', 'apps/api/package.json', 'apps/web/build'];
for (const path of copies) cpSync(join(repoRoot, path), join(target, path), { recursive: true });

// Workspace-local packages (versions that differ from the hoisted ones) stay where Node looks.
for (const folder of ['', 'apps/api', 'apps/web']) {
  const modules = join(repoRoot, folder, 'node_modules');
  if (!existsSync(modules)) continue;
  mkdirSync(join(target, folder), { recursive: true });
  symlinkSync(modules, join(target, folder, 'node_modules'), 'dir');
}
console.log(`Snapshot of the build in ${target}`);
