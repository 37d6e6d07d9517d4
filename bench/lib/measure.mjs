// Small helpers shared by the benchmarks: medians, percentiles and the machine they ran on.
import { cpus, totalmem } from 'node:os';

export const median = (samples) => percentile(samples, 50);

export const percentile = (samples, p) => {
  const sorted = [...samples].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, index)] * 100) / 100;
};

export const machine = () => ({
  node: process.version,
  cpus: cpus().length,
  cpu_model: cpus()[0]?.model ?? 'unknown',
  memory_gib: Math.round(totalmem() / 2 ** 30),
});

export const parseRuns = (argv, fallback) => {
  const flag = argv.find((arg) => arg.startsWith('--runs='));
  return flag ? Math.max(1, Number(flag.slice('--runs='.length))) : fallback;
};
