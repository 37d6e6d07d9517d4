// Node's flags for every Gradway server and worker process, wherever it is started (`npm start`,
// `npm run worker`, the benchmarks, the end-to-end tests): one list, so what is measured and
// tested is what runs.
// - `--enable-source-maps`: stack traces in logs and error reports name the TypeScript sources.
// - `--no-memory-reducer` (decision 061): V8 shrinks an idle process's heap, its young
//   generation to its smallest; when requests come back, every request then pays for collections
//   several times as frequent, for as long as the process lives (the signed-in user's GET served
//   16–20% fewer requests after a minute idle, measured side by side). A server keeps the heap
//   its load grew instead; it still collects garbage, only the shrinking when idle is off.
// - `--max-semi-space-size=64` (MB, decision 061; Node's documented throughput setting): Node's
//   HTTP code alone allocates kilobytes a request, so at tens of thousands of requests a second
//   the young generation (16 MB by default) filled every 35 ms, and in a process this large each
//   collection took 3–4 ms; a larger one is collected a quarter as often (6–9% more requests).
export const NODE_FLAGS = [
  '--enable-source-maps',
  '--no-memory-reducer',
  '--max-semi-space-size=64',
];
