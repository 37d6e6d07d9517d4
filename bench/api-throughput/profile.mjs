// Where an API request's CPU goes (issue 15, decision 037): starts the API server, profiles it
// (V8's sampling profiler over the inspector) while autocannon sends a fixed number of requests,
// and reports the server's CPU time per request (from /proc, so it does not depend on how long
// the requests waited for a core), the statements per request (PostgreSQL: committed
// transactions of the database, each autocommitted statement is one) and the functions and
// packages that took the samples. Figures of CPU per request and statements per request hold on
// a busy machine; requests/s do not.
//
//   BENCH_DATABASE_URL=<postgres url> BENCH_DATA_DIR=<DATA_DIR> \
//     node bench/api-throughput/profile.mjs [--databases=postgres] [--requests=20000] \
//       [--paths=user,profile,config,touchpoints,companies,societies,universities] [--from-source] [--write=<dir>]
//
// --write keeps each .cpuprofile (open it in Chrome's DevTools or speedscope).
import { fork } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import WebSocket from 'ws';
import { databasesOf } from '../lib/app-server.mjs';
import { signIn, startServer } from './server.mjs';

const flag = (name, fallback) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const REQUESTS = Number(flag('requests', '20000'));
const WRITE = flag('write', '');
const APP_PORT = 3873;
const BARE_PORT = 3874;
const INSPECT_PORT = 9273;

const PATHS = {
  user: ['/api/v1/user', true],
  profile: ['/api/v1/candidate/profile', true],
  config: ['/api/v1/config', false],
  touchpoints: ['/api/v1/touchpoints?touchpointable_type=Job&per_page=10', false],
  companies: ['/api/v1/companies', false],
  societies: ['/api/v1/student_societies', false],
  universities: ['/api/v1/universities', false],
};
const wanted = flag('paths', 'user,config,touchpoints').split(',');

/** The server process's user + system CPU time in ms (Linux /proc). */
const cpuMsOf = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
};

const inspector = async () => {
  const [target] = await (await fetch(`http://127.0.0.1:${INSPECT_PORT}/json/list`)).json();
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((done, fail) => {
    socket.once('open', done);
    socket.once('error', fail);
  });
  let next = 1;
  const pending = new Map();
  socket.on('message', (raw) => {
    const message = JSON.parse(String(raw));
    if (message.id && pending.has(message.id)) {
      pending.get(message.id)(message.result);
      pending.delete(message.id);
    }
  });
  const send = (method, params = {}) =>
    new Promise((done) => {
      const id = next++;
      pending.set(id, done);
      socket.send(JSON.stringify({ id, method, params }));
    });
  return { send, close: () => socket.close() };
};

/** Self time per function and per place (a package, node's internals, or one of our files). */
const summarise = (profile) => {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  const deltas = profile.timeDeltas;
  profile.samples.forEach((id, index) => {
    self.set(id, (self.get(id) ?? 0) + (deltas[index + 1] ?? 0));
  });
  const total = [...self.values()].reduce((sum, value) => sum + value, 0);
  const functions = new Map();
  const places = new Map();
  for (const [id, micros] of self) {
    const { callFrame } = byId.get(id);
    const url = callFrame.url.replace(/^file:\/\//, '');
    const place =
      /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1] ??
      (/\/(apps|packages)\/([^/]+)\/(src|app)\/(.*)$/.exec(url)?.slice(1).join('/') ||
        (url.startsWith('node:') ? 'node internals' : url || `(${callFrame.functionName})`));
    const name = `${callFrame.functionName || '(anonymous)'} ${place}:${callFrame.lineNumber + 1}`;
    functions.set(name, (functions.get(name) ?? 0) + micros);
    places.set(place, (places.get(place) ?? 0) + micros);
  }
  const top = (map, count) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, micros]) => ({ name, share: Number((micros / total).toFixed(3)) }));
  return { functions: top(functions, 25), places: top(places, 20) };
};

/** A bare node:http server's CPU time per request for the same bytes (bench/lib/static-server). */
const bareCpuMsPerRequest = async (body) => {
  const file = join(tmpdir(), `api-profile-${process.pid}.json`);
  writeFileSync(file, body);
  const child = fork(join(import.meta.dirname, '../lib/static-server.mjs'), [
    file,
    String(BARE_PORT),
  ]);
  await new Promise((done) => child.once('message', done));
  try {
    const url = `http://127.0.0.1:${BARE_PORT}/`;
    await autocannon({ url, connections: 20, amount: 2000 });
    const before = cpuMsOf(child.pid);
    const run = await autocannon({ url, connections: 20, amount: REQUESTS });
    return (cpuMsOf(child.pid) - before) / run.requests.total;
  } finally {
    child.kill('SIGTERM');
    await new Promise((done) => child.once('exit', done));
  }
};

const transactions = async (databaseUrl) => {
  if (!databaseUrl) return null;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      'select pg_stat_get_db_xact_commit(oid) + pg_stat_get_db_xact_rollback(oid) as count from pg_database where datname = current_database()',
    );
    return Number(rows[0].count);
  } finally {
    await client.end();
  }
};

const results = [];
for (const database of databasesOf()) {
  const server = await startServer({
    ...database,
    port: APP_PORT,
    nodeArgs: [`--inspect=127.0.0.1:${INSPECT_PORT}`],
  });
  const devtools = await inspector();
  try {
    const session = await signIn(server.origin);
    for (const key of wanted) {
      const [path, auth] = PATHS[key];
      const url = `${server.origin}${path}`;
      const headers = auth ? session : {};
      await autocannon({ url, connections: 20, amount: 2000, headers });
      await devtools.send('Profiler.enable');
      await devtools.send('Profiler.setSamplingInterval', { interval: 200 });
      await devtools.send('Profiler.start');
      // Statistics reach pg_stat_database after up to 500 ms (stats_flush): wait them out.
      await new Promise((wait) => setTimeout(wait, 1200));
      const xactBefore = await transactions(database.databaseUrl);
      const cpuBefore = cpuMsOf(server.pid);
      const started = performance.now();
      const run = await autocannon({ url, connections: 20, amount: REQUESTS, headers });
      const elapsed = performance.now() - started;
      const cpuAfter = cpuMsOf(server.pid);
      await new Promise((wait) => setTimeout(wait, 1200));
      const xactAfter = await transactions(database.databaseUrl);
      const { profile } = await devtools.send('Profiler.stop');
      const body = await (await fetch(url, { headers })).text();
      const bare = await bareCpuMsPerRequest(body);
      const answered = run.requests.total;
      if (run.non2xx + run.errors + run.timeouts > 0) {
        throw new Error(
          `${path}: not every request answered 200 (${JSON.stringify(run.statusCodeStats)})`,
        );
      }
      const entry = {
        database: database.name,
        server: server.entry,
        path,
        authenticated: auth,
        requests: answered,
        non_2xx: run.non2xx,
        server_cpu_ms_per_request: Number(((cpuAfter - cpuBefore) / answered).toFixed(3)),
        bare_cpu_ms_per_request: Number(bare.toFixed(4)),
        // What the bar's throughput ratio would be if CPU were the only limit.
        cpu_ratio_bare_to_app: Number((bare / ((cpuAfter - cpuBefore) / answered)).toFixed(3)),
        statements_per_request:
          xactBefore === null ? null : Number(((xactAfter - xactBefore) / answered).toFixed(2)),
        requests_per_s_at_this_load: Math.round((answered / elapsed) * 1000),
        load_average_1m: loadavg()[0],
        ...summarise(profile),
      };
      if (WRITE) {
        writeFileSync(join(WRITE, `${database.name}-${key}.cpuprofile`), JSON.stringify(profile));
      }
      results.push(entry);
      console.log(
        `${database.name} ${path}: ${entry.server_cpu_ms_per_request} ms CPU/request (bare ${entry.bare_cpu_ms_per_request}, ratio ${entry.cpu_ratio_bare_to_app}), ${entry.statements_per_request ?? '–'} statements/request`,
      );
      console.log('  places:', entry.places.map((p) => `${p.name} ${p.share}`).join(', '));
      console.log('  functions:');
      for (const f of entry.functions.slice(0, 15)) console.log(`    ${f.share} ${f.name}`);
    }
  } finally {
    devtools.close();
    await server.stop();
  }
}
writeFileSync(
  join(import.meta.dirname, 'profile.json'),
  `${JSON.stringify({ command: `node bench/api-throughput/profile.mjs ${process.argv.slice(2).join(' ')}`, date: new Date().toISOString(), results }, null, 2)}\n`,
);
