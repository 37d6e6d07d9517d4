import { buildApp } from '../../../apps/api/src/app';
import { runWithServerFlags } from '../../lib/server-flags.mjs';
import { cityFiller, openSearchDatabase } from '../search-database';
import { REALISTIC_QUERIES, SEARCH_QUERIES } from '../search-queries';

runWithServerFlags();
const database = await openSearchDatabase();
const app = await buildApp({ database, jobs: { workers: false } });
const withCities = await cityFiller(database.db);
const queries = process.env.SET === 'rotated' ? SEARCH_QUERIES : REALISTIC_QUERIES;
const search = (raw: string) =>
  app.inject({ method: 'GET', url: `/api/v1/search/touchpoints?${withCities(raw)}` });
for (const raw of queries) await search(raw);
const times: number[] = [];
const cpu0 = process.cpuUsage();
const t0 = performance.now();
for (let round = 0; round < Number(process.env.ROUNDS ?? 3); round++)
  for (const raw of queries) {
    const s = performance.now();
    await search(raw);
    times.push(performance.now() - s);
  }
const wall = performance.now() - t0;
const cpu = process.cpuUsage(cpu0);
times.sort((a, b) => a - b);
console.log(
  JSON.stringify({
    n: times.length,
    p50: times[Math.floor(times.length * 0.5)]?.toFixed(1),
    p95: times[Math.floor(times.length * 0.95)]?.toFixed(1),
    mean: (wall / times.length).toFixed(1),
    cpu_user_ms_per: (cpu.user / 1000 / times.length).toFixed(2),
    cpu_sys_ms_per: (cpu.system / 1000 / times.length).toFixed(2),
  }),
);
await app.close();
await database.close();
