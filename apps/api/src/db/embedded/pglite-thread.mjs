// The embedded database's own thread (decision 062). PGlite runs PostgreSQL compiled to
// WebAssembly in the thread that opens it: every statement's parsing, planning and execution, and
// the decoding of its rows, would otherwise run on the server's event loop, between its requests.
// Here it has a thread to itself, and the server's thread talks to it by messages
// (`pglite-client.ts` holds the other end and the protocol's types). Plain JavaScript, so the same
// file runs from the sources (tests, `tsx`) and from the build (copied beside `dist/server.js`).
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** @type {{ dataDir?: string, template?: string, setup?: string }} */
const { dataDir, template, setup } = workerData;

/** The database's error as plain data: its message and PostgreSQL's fields (code, constraint...). */
const plainError = (error) => {
  if (!(error instanceof Error)) return { message: String(error) };
  const plain = { message: error.message };
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value === 'function' || typeof value === 'object') continue;
    plain[key] = value;
  }
  return plain;
};

const asText = (value) => value;

/** PGlite's options for the caller's, by row mode and types: built once, not per statement. */
const optionsByShape = new Map();

/** Types whose parser the caller gives are sent as their text and parsed by the caller. */
const queryOptions = (options) => {
  if (!options) return undefined;
  const shape = `${options.rowMode ?? ''}:${options.rawTypes?.join(',') ?? ''}`;
  let built = optionsByShape.get(shape);
  if (!built) {
    built = {
      ...(options.rowMode ? { rowMode: options.rowMode } : {}),
      ...(options.rawTypes
        ? { parsers: Object.fromEntries(options.rawTypes.map((type) => [type, asText])) }
        : {}),
    };
    optionsByShape.set(shape, built);
  }
  return built;
};

const plainResults = (results) => ({
  rows: results.rows,
  affectedRows: results.affectedRows,
  fields: results.fields,
});

const open = async () => {
  const isNew = dataDir !== undefined && !existsSync(join(dataDir, 'PG_VERSION'));
  if (dataDir !== undefined) mkdirSync(dataDir, { recursive: true });
  const loadDataDir =
    template && (dataDir === undefined || isNew) && existsSync(template)
      ? new Blob([readFileSync(template)])
      : undefined;
  const pglite = await PGlite.create({
    ...(dataDir !== undefined ? { dataDir } : {}),
    extensions: { pg_trgm, btree_gin },
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  if (setup) await pglite.exec(setup);
  return pglite;
};

let pglite;
try {
  pglite = await open();
} catch (error) {
  parentPort.postMessage({ type: 'failed', error: plainError(error) });
  process.exit(1);
}

/** Open transactions by id: the transaction's client, and how to end it. */
const transactions = new Map();
/** Channels listened to, by name: how to stop. */
const listening = new Map();

const ROLLBACK = Symbol('rollback');

/** Opens transaction `id`: resolves once it has begun (the database was free and ran BEGIN). */
const begin = (id) =>
  new Promise((begun, failed) => {
    const entry = { tx: null, commit: null, rollback: null, ended: null };
    let started = false;
    entry.ended = pglite.transaction(
      (tx) =>
        new Promise((commit, rollback) => {
          Object.assign(entry, { tx, commit, rollback: () => rollback(ROLLBACK) });
          transactions.set(id, entry);
          started = true;
          begun();
        }),
    );
    // Before it began, a failure is the beginning's; after, the ending's (read by `end`).
    entry.ended.catch((error) => {
      if (!started) failed(error);
    });
  });

const end = async (id, commit) => {
  const entry = transactions.get(id);
  if (!entry) throw new Error(`No open transaction ${id}`);
  if (commit) entry.commit();
  else entry.rollback();
  try {
    await entry.ended;
  } catch (error) {
    if (error !== ROLLBACK) throw error;
  } finally {
    transactions.delete(id);
  }
};

const clientOf = (tx) => {
  if (tx === undefined) return pglite;
  const entry = transactions.get(tx);
  if (!entry) throw new Error(`No open transaction ${tx}`);
  return entry.tx;
};

const run = async (message) => {
  switch (message.op) {
    case 'query':
      return plainResults(
        await clientOf(message.tx).query(
          message.text,
          message.params,
          queryOptions(message.options),
        ),
      );
    case 'exec':
      return (await clientOf(message.tx).exec(message.text)).map(plainResults);
    case 'begin':
      return begin(message.tx);
    case 'commit':
      return end(message.tx, true);
    case 'rollback':
      return end(message.tx, false);
    case 'listen': {
      const stop = await pglite.listen(message.channel, (payload) =>
        parentPort.postMessage({ type: 'notification', channel: message.channel, payload }),
      );
      listening.set(message.channel, stop);
      return undefined;
    }
    case 'unlisten': {
      const stop = listening.get(message.channel);
      listening.delete(message.channel);
      if (stop) await stop();
      return undefined;
    }
    case 'dump':
      return new Uint8Array(await (await pglite.dumpDataDir('none')).arrayBuffer());
    case 'close':
      if (!pglite.closed) await pglite.close();
      return undefined;
    default:
      throw new Error(`Unknown operation ${message.op}`);
  }
};

parentPort.on('message', async (message) => {
  try {
    const result = await run(message);
    // A dump (tens of megabytes) is handed over, not copied.
    const transfer = result instanceof Uint8Array ? [result.buffer] : [];
    parentPort.postMessage({ type: 'answer', id: message.id, result }, transfer);
    if (message.op === 'close') parentPort.close();
  } catch (error) {
    parentPort.postMessage({ type: 'answer', id: message.id, error: plainError(error) });
  }
});

parentPort.postMessage({ type: 'ready' });
