import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { databaseUrl } from '../template';

/**
 * The scale-out harness: a fresh, empty PostgreSQL database on the server of the test run, and
 * app or worker processes (`instance.ts`, run by tsx) started against it on loopback. Each
 * instance migrates on start (under the migration lock), so they may start together.
 */
export interface Instance {
  role: 'app' | 'worker';
  pid: number;
  /** The HTTP port (apps), on 127.0.0.1. */
  port: number;
  url: string;
  child: ChildProcess;
  /** SIGTERM, then waits for the process to exit. */
  stop(): Promise<void>;
  exited: Promise<number | null>;
}

export interface ScaleOutDatabase {
  url: string;
  query<T = Record<string, unknown>>(text: string, values?: unknown[]): Promise<T[]>;
  drop(): Promise<void>;
}

const withServer = async <T>(serverUrl: string, work: (client: pg.Client) => Promise<T>) => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};

export const createScaleOutDatabase = async (serverUrl: string): Promise<ScaleOutDatabase> => {
  const name = `gradway_scale_out_${randomBytes(6).toString('hex')}`;
  await withServer(serverUrl, (client) => client.query(`create database ${name}`));
  const url = databaseUrl(serverUrl, name);
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  pool.on('error', () => {});
  return {
    url,
    query: async (text, values) => (await pool.query(text, values)).rows,
    drop: async () => {
      await pool.end();
      await withServer(serverUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
};

const instanceScript = new URL('./instance.ts', import.meta.url).pathname;

export const startInstance = (
  role: 'app' | 'worker',
  env: Record<string, string>,
  { timeoutMs = 90_000 } = {},
): Promise<Instance> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', instanceScript], {
      env: { ...process.env, NODE_ENV: 'test', ...env, ROLE: role },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
    let errors = '';
    child.stderr?.on('data', (chunk) => {
      errors = (errors + String(chunk)).slice(-1500);
    });
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The ${role} did not start in time: ${errors}`));
    }, timeoutMs);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`The ${role} exited (${code}) before it was ready: ${errors}`));
    });
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (!line.startsWith('{"ready":true')) return;
      clearTimeout(timer);
      const { port, pid } = JSON.parse(line) as { port: number; pid: number };
      resolve({
        role,
        pid,
        port,
        url: `http://127.0.0.1:${port}`,
        child,
        exited,
        stop: async () => {
          if (child.exitCode === null) child.kill('SIGTERM');
          await exited;
        },
      });
    });
  });

/** Polls `check` until it answers true (or throws after `timeoutMs`). */
export const waitFor = async (check: () => Promise<boolean>, timeoutMs = 30_000) => {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};
