import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NODE_FLAGS } from '../../../../scripts/lib/node-flags.mjs';

/**
 * Every Gradway process is started with Node's flags from one list (`scripts/lib/node-flags.mjs`,
 * decision 061): `npm start`, `npm run worker`, the benchmarks and the end-to-end tests, so what
 * is measured and tested runs as it is served.
 */

const repo = path.resolve(import.meta.dirname, '../../../..');
const launchers = execFileSync('git', ['ls-files', 'scripts', 'bench', 'e2e'], {
  cwd: repo,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => /\.(mjs|ts)$/.test(file))
  // A call that starts a process of the built server or worker (its arguments name `apps/api/dist`).
  .filter((file) =>
    /\b(spawn|fork)\([^;]*apps\/api\/dist['/]/.test(readFileSync(path.join(repo, file), 'utf8')),
  );

// A benchmark that builds the app in its own process (`buildApp`) is the server it measures.
const inProcess = execFileSync('git', ['ls-files', 'bench'], { cwd: repo, encoding: 'utf8' })
  .split('\n')
  .filter((file) => /\.(mjs|ts)$/.test(file))
  .filter((file) => /\bbuildApp\(/.test(readFileSync(path.join(repo, file), 'utf8')));

describe("Node's flags of the server's processes", () => {
  it('are accepted by the Node that runs the tests', () => {
    const run = spawnSync(process.execPath, [...NODE_FLAGS, '-e', 'process.exit(0)'], {
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it('are passed by every script that starts the built server or worker', () => {
    expect(launchers).toContain('scripts/start.mjs');
    expect(launchers).toContain('e2e/support/server.global.ts');
    // The benchmarks' one launcher of the server, whose entry (the build, or the sources for the
    // API benchmarks) is a parameter.
    for (const file of [...launchers, 'bench/lib/app-server.mjs']) {
      const text = readFileSync(path.join(repo, file), 'utf8');
      expect(text, `${file} starts a process without NODE_FLAGS`).toMatch(/\.\.\.NODE_FLAGS/);
    }
  });

  it('are those of every benchmark that runs the app in its own process', () => {
    expect(inProcess).toContain('bench/search/search.bench.ts');
    for (const file of inProcess) {
      const text = readFileSync(path.join(repo, file), 'utf8');
      expect(text, `${file} runs the app without the server's flags`).toMatch(
        /^runWithServerFlags\(\);$/m,
      );
    }
  });

  it('restart a benchmark started without them, with them, and end with its exit code', () => {
    const script = path.join(repo, 'bench/lib/server-flags.mjs');
    const run = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const { runWithServerFlags } = await import(${JSON.stringify(script)});
        runWithServerFlags();
        console.log(JSON.stringify(process.execArgv));
        process.exit(3);`,
      ],
      { encoding: 'utf8' },
    );
    expect(run.status).toBe(3);
    const execArgv = JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '[]');
    expect(execArgv).toEqual(expect.arrayContaining([...NODE_FLAGS]));
  });

  it("are the workspace package's own start and worker scripts (they run the root's)", () => {
    const { scripts } = JSON.parse(readFileSync(path.join(repo, 'apps/api/package.json'), 'utf8'));
    expect(scripts.start).toBe('node ../../scripts/start.mjs');
    expect(scripts.worker).toBe('node ../../scripts/start.mjs worker');
  });
});
