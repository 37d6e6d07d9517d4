// `npm start`: builds the app when its sources changed, then serves API and web on one port
// (PORT, default 3000) on the embedded database in DATA_DIR (default ./.data) unless DATABASE_URL is set.
// `npm run worker` (`start.mjs worker`): the same build, then only the background job workers.
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { buildNeeded, root } from './lib/build-state.mjs';
import { NODE_FLAGS } from './lib/node-flags.mjs';

const reason = buildNeeded();
if (reason) {
  console.log(`Building Gradway (${reason})…`);
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const entry = process.argv[2] === 'worker' ? 'worker.js' : 'server.js';
const server = spawn(process.execPath, [...NODE_FLAGS, join(root, 'apps/api/dist', entry)], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
