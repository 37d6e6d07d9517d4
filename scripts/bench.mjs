// `npm run bench`: runs every benchmark under bench/ (each writes its results.json beside it).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './lib/build-state.mjs';

const benchDir = join(root, 'bench');
const scripts = readdirSync(benchDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'lib')
  .flatMap((entry) =>
    readdirSync(join(benchDir, entry.name))
      .filter((file) => /\.bench\.(mjs|ts)$/.test(file))
      .map((file) => join(benchDir, entry.name, file)),
  )
  .filter((file) => existsSync(file));

let failed = 0;
for (const script of scripts) {
  console.log(`\n== ${script.slice(root.length + 1)}`);
  const runner = script.endsWith('.ts') ? ['npx', ['tsx', script]] : [process.execPath, [script]];
  const run = spawnSync(runner[0], [...runner[1], ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
  });
  if (run.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
