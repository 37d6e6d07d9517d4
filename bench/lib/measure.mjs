// Small helpers shared by the benchmarks: medians, percentiles and the machine they ran on.
import { spawnSync } from 'node:child_process';
import { cpus, totalmem } from 'node:os';

export const median = (samples) => percentile(samples, 50);

export const percentile = (samples, p) => {
  const sorted = [...samples].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, index)] * 100) / 100;
};

/**
 * How fast this machine is, measured the same way on every one, so that readings taken on
 * machines of the same kind can be compared (2026-11-27: three machines of one kind read the
 * search's p50 at 16, 31 and 17 ms on the same code and seed):
 * - `syscalls_1m_s`: seconds for a million system calls (`dd` copying 500,000 bytes one at a
 *   time: a read and a write each). Every statement a server sends and every answer it reads
 *   costs a few; a machine where they are dear serves fewer requests and waits longer on its
 *   database. Read 0.20 s, 0.37 s and 1.36 s on three machines of one kind.
 * - `cpu_loop_ms`: one core's speed on plain JavaScript (a fixed integer loop, best of three).
 * Measured once per process (about a second), on an otherwise idle machine when the benchmark
 * calls it after its own work.
 */
let speed = null;
const machineSpeed = () => {
  if (speed) return speed;
  const dd = spawnSync('dd', ['if=/dev/zero', 'of=/dev/null', 'bs=1', 'count=500000'], {
    encoding: 'utf8',
    env: { ...process.env, LC_ALL: 'C' },
  });
  const seconds = /copied, ([\d.]+) s/.exec(dd.stderr ?? '')?.[1];
  let best = Number.POSITIVE_INFINITY;
  for (let run = 0; run < 3; run += 1) {
    const started = performance.now();
    let value = 0;
    for (let index = 0; index < 50_000_000; index += 1) value = (value * 31 + index) % 1_000_003;
    best = Math.min(best, performance.now() - started + (value < 0 ? 1 : 0));
  }
  speed = {
    syscalls_1m_s: seconds ? Number(seconds) : null,
    cpu_loop_ms: Math.round(best),
  };
  return speed;
};

export const machine = () => ({
  node: process.version,
  cpus: cpus().length,
  cpu_model: cpus()[0]?.model ?? 'unknown',
  memory_gib: Math.round(totalmem() / 2 ** 30),
  speed: machineSpeed(),
});

export const parseRuns = (argv, fallback) => {
  const flag = argv.find((arg) => arg.startsWith('--runs='));
  return flag ? Math.max(1, Number(flag.slice('--runs='.length))) : fallback;
};
