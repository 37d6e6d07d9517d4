// The server's own CPU per search (not the database's): the realistic mix (or `--set=rotated`)
// through the whole plugin stack (app.inject) after a warming pass, with the process's CPU time
// per search and a CPU profile of the timed searches only, its self time summed by package and by
// function. Levers on the server's side show here (building SQL, parsing rows, serialising).
//
//   BENCH_DATABASE_URL=… npx tsx bench/search/search-cpu.ts [--set=rotated] [--rounds=3]
//   (or BENCH_PGLITE_DIR=… for the embedded database: its work is in its own thread, not here)
import { Session } from 'node:inspector/promises';
import { buildApp } from '../../apps/api/src/app';
import { argument } from '../lib/arguments.mjs';
import { percentile } from '../lib/measure.mjs';
import { runWithServerFlags } from '../lib/server-flags.mjs';
import { cityFiller, openSearchDatabase } from './search-database';
import { REALISTIC_QUERIES, SEARCH_QUERIES } from './search-queries';

// The app runs in this process: with the server's Node flags (decision 061).
runWithServerFlags();

const queries = argument('set', 'realistic') === 'rotated' ? SEARCH_QUERIES : REALISTIC_QUERIES;
const rounds = Number(argument('rounds', '3'));

const database = await openSearchDatabase();
// No job workers: their polling would spend this process's CPU too.
const app = await buildApp({ database, jobs: { workers: false } });
const withCities = await cityFiller(database.db);
const search = async (raw: string) => {
  const answer = await app.inject({
    method: 'GET',
    url: `/api/v1/search/touchpoints?${withCities(raw)}`,
  });
  if (answer.statusCode !== 200) throw new Error(`${raw}: ${answer.statusCode}`);
};
for (const raw of queries) await search(raw);

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.start');
const times: number[] = [];
const cpuBefore = process.cpuUsage();
for (let round = 0; round < rounds; round++) {
  for (const raw of queries) {
    const started = performance.now();
    await search(raw);
    times.push(performance.now() - started);
  }
}
const cpu = process.cpuUsage(cpuBefore);
const { profile } = (await session.post('Profiler.stop')) as {
  profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };
};
session.disconnect();

const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const byPackage = new Map<string, number>();
const byFunction = new Map<string, number>();
const add = (map: Map<string, number>, key: string, ms: number) =>
  map.set(key, (map.get(key) ?? 0) + ms);
profile.samples.forEach((id, index) => {
  const frame = nodes.get(id)?.callFrame;
  if (!frame) return;
  const ms = (profile.timeDeltas[index] ?? 0) / 1000;
  const url = frame.url.replace(/^file:\/\/.*?\/(apps|packages|node_modules)\//, '$1/');
  const pkg =
    /node_modules\/(@[^/]+\/[^/]+|[^/]+)/.exec(url)?.[1] ??
    (url.startsWith('node:')
      ? 'node'
      : url
        ? url.split('/').slice(0, 4).join('/')
        : frame.functionName);
  add(byPackage, pkg, ms);
  add(byFunction, `${frame.functionName || '(anonymous)'} ${url}:${frame.lineNumber}`, ms);
});
const top = (map: Map<string, number>, count: number) =>
  [...map]
    .filter(([key]) => key !== '(idle)')
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, ms]) => ({ key, ms_per_search: Math.round((ms / times.length) * 100) / 100 }));
console.log(
  JSON.stringify(
    {
      searches: times.length,
      p50_ms: percentile(times, 50),
      p95_ms: percentile(times, 95),
      cpu_user_ms_per_search: Math.round((cpu.user / 1000 / times.length) * 100) / 100,
      cpu_system_ms_per_search: Math.round((cpu.system / 1000 / times.length) * 100) / 100,
      by_package: top(byPackage, 15),
      by_function: top(byFunction, 20),
    },
    null,
    2,
  ),
);
await app.close();
await database.close();
