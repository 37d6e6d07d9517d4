import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnreachable } from '../../http/database-errors';
import { type EmbeddedPglite, openEmbeddedPglite } from './pglite-client';

describe('the embedded database in its own thread', () => {
  let pglite: EmbeddedPglite;
  beforeAll(async () => {
    pglite = await openEmbeddedPglite({ setup: 'set timezone = utc' });
    await pglite.exec(`
      create table notes (id serial primary key, body text not null unique, meta jsonb,
        data bytea, at timestamptz);
    `);
  });
  afterAll(() => pglite.close());

  it('answers statements with typed values, as PGlite does', async () => {
    const at = new Date('2026-11-27T10:00:00.000Z');
    const inserted = await pglite.query<{ id: number }>(
      'insert into notes (body, meta, data, at) values ($1, $2, $3, $4) returning id',
      ['مرحبا ✓ 🎓', JSON.stringify({ tags: ['a'] }), new Uint8Array([1, 2, 255]), at],
    );
    expect(inserted.affectedRows).toBe(1);
    const { rows, fields } = await pglite.query<Record<string, unknown>>(
      'select body, meta, data, at, id from notes where id = $1',
      [inserted.rows[0]?.id],
    );
    expect(rows).toEqual([
      {
        body: 'مرحبا ✓ 🎓',
        meta: { tags: ['a'] },
        data: new Uint8Array([1, 2, 255]),
        at,
        id: inserted.rows[0]?.id,
      },
    ]);
    expect(fields.map((field) => field.name)).toEqual(['body', 'meta', 'data', 'at', 'id']);
  });

  it("runs the caller's parsers on this thread, on the text of their types, in either row mode", async () => {
    const seen: string[] = [];
    const options = {
      parsers: {
        1184: (text: string) => {
          seen.push(text);
          return `parsed ${text.slice(0, 10)}`;
        },
      },
    };
    const byObject = await pglite.query(
      "select timestamptz '2026-01-02 03:04:05+00' as at, null::timestamptz as never",
      [],
      options,
    );
    expect(byObject.rows).toEqual([{ at: 'parsed 2026-01-02', never: null }]);
    const byArray = await pglite.query("select 1 as one, timestamptz '2026-03-04 00:00+00'", [], {
      ...options,
      rowMode: 'array',
    });
    expect(byArray.rows).toEqual([[1, 'parsed 2026-03-04']]);
    expect(seen).toHaveLength(2);
  });

  it("gives the database's errors with PostgreSQL's fields", async () => {
    await pglite.query("insert into notes (body) values ('once')");
    const error = await pglite.query("insert into notes (body) values ('once')").catch((e) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: '23505', constraint: 'notes_body_key' });
    expect(error.message).toMatch(/duplicate key/);
  });

  it('commits a transaction, and keeps nothing of one that failed or was rolled back', async () => {
    await pglite.transaction(async (tx) => {
      await tx.query("insert into notes (body) values ('kept')");
    });
    const failed = pglite.transaction(async (tx) => {
      await tx.query("insert into notes (body) values ('lost')");
      throw new Error('changed my mind');
    });
    await expect(failed).rejects.toThrow('changed my mind');
    await pglite.transaction(async (tx) => {
      await tx.query("insert into notes (body) values ('rolled back')");
      await tx.rollback();
    });
    const { rows } = await pglite.query<{ body: string }>(
      "select body from notes where body in ('kept', 'lost', 'rolled back')",
    );
    expect(rows).toEqual([{ body: 'kept' }]);
  });

  it('runs a statement from outside a transaction after the transaction ends', async () => {
    let outside: Promise<{ rows: { count: number }[] }> | undefined;
    await pglite.transaction(async (tx) => {
      await tx.query("insert into notes (body) values ('inside 1')");
      outside = pglite.query<{ count: number }>(
        "select count(*)::int as count from notes where body like 'inside %'",
      );
      await new Promise((resolve) => setTimeout(resolve, 20));
      await tx.query("insert into notes (body) values ('inside 2')");
    });
    expect((await outside)?.rows).toEqual([{ count: 2 }]);
  });

  it('runs several statements in one exec and answers each', async () => {
    const results = await pglite.exec('select 1 as a; select 2 as b');
    expect(results.map((result) => result.rows)).toEqual([[{ a: 1 }], [{ b: 2 }]]);
  });

  it('delivers notifications until listening stops', async () => {
    const payloads: string[] = [];
    const stop = await pglite.listen('gradway_test', (payload) => payloads.push(payload));
    await pglite.query("select pg_notify('gradway_test', 'first')");
    await expect.poll(() => payloads).toEqual(['first']);
    await stop();
    await pglite.query("select pg_notify('gradway_test', 'second')");
    await pglite.query('select 1');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(payloads).toEqual(['first']);
  });

  it("leaves the server's thread free while a statement runs", async () => {
    let ticks = 0;
    const timer = setInterval(() => {
      ticks += 1;
    }, 5);
    const started = performance.now();
    await pglite.query('select count(*) from generate_series(1, 3000000)');
    const took = performance.now() - started;
    clearInterval(timer);
    expect(took).toBeGreaterThan(50);
    // In the server's own thread, no timer could fire until the statement ended.
    expect(ticks).toBeGreaterThan(took / 5 / 4);
  });
});

describe('opening and closing the embedded database', () => {
  const folder = mkdtempSync(join(tmpdir(), 'gradway-embedded-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('keeps what it stored in its folder, and starts a new folder from the template only', async () => {
    const source = await openEmbeddedPglite({});
    await source.exec(
      "create table marks (label text); insert into marks values ('from template')",
    );
    const template = join(folder, 'template.tar');
    writeFileSync(template, await source.dump());
    await source.close();

    const dataDir = join(folder, 'db');
    const first = await openEmbeddedPglite({ dataDir, template });
    await first.query("insert into marks values ('stored')");
    await first.close();
    const again = await openEmbeddedPglite({ dataDir, template });
    const { rows } = await again.query<{ label: string }>('select label from marks order by label');
    expect(rows.map((row) => row.label)).toEqual(['from template', 'stored']);
    await again.close();
  });

  it('answers calls after closing as an unreachable database (503, not 500)', async () => {
    const pglite = await openEmbeddedPglite({});
    await pglite.close();
    expect(pglite.closed).toBe(true);
    const error = await pglite.query('select 1').catch((e) => e);
    expect(isDatabaseUnreachable(error)).toBe(true);
  });

  it('does not keep a finished script alive while the database is open and idle', () => {
    const script = join(folder, 'script.mts');
    writeFileSync(
      script,
      `import { openEmbeddedPglite } from ${JSON.stringify(join(import.meta.dirname, 'pglite-client.ts'))};
      const pglite = await openEmbeddedPglite({});
      const { rows } = await pglite.query('select 41 + 1 as answer');
      console.log(rows[0].answer);`,
    );
    const output = execFileSync(process.execPath, ['--import', 'tsx', script], {
      timeout: 30_000,
      encoding: 'utf8',
    });
    expect(output.trim()).toBe('42');
  });
});
