import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/database';
import type { Database } from './database';
import { runKeptStatement, runWithKeptPlan } from './kept-plans';

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database.close();
});

/** What a statement's parameters may be: text with quotes and backslashes, times, null… */
const echo = (text: string, when: Date, flag: boolean, count: number, missing: string | null) =>
  database.db
    .select({
      text: sql<string>`${text}::text`,
      when: sql<string>`${when}::timestamptz`,
      flag: sql<boolean>`${flag}::boolean`,
      count: sql<number>`${count}::int + 1`,
      missing: sql<string | null>`${missing}::text`,
    })
    .from(sql`(select 1) as one`);

const keptStatements = async () =>
  (
    (await database.db.execute(
      sql`select count(*)::int as n from pg_prepared_statements where name like 'kept_plan_%'`,
    )) as unknown as { rows: { n: number }[] }
  ).rows[0]?.n;

const TRICKY = [
  "O'Brien",
  'C:\\path\\with\\backslashes',
  "it''s \\' both",
  '$1 and $$dollars$$',
  'ünïcødé ✓',
  '',
];

describe('statements whose plan is kept', () => {
  it('answer exactly what the same statement answers when run directly', async () => {
    const when = new Date('2026-11-26T07:00:00.123Z');
    for (const text of TRICKY) {
      const direct = await echo(text, when, false, 41, null).execute();
      const kept = await runWithKeptPlan(echo(text, when, false, 41, null));
      expect(kept).toEqual(direct);
      expect(kept[0]?.text).toBe(text);
      expect(kept[0]?.count).toBe(42);
      expect(kept[0]?.missing).toBeNull();
    }
  });

  it('are prepared once on the embedded database and run by name; unnamed on a server', async () => {
    const before = (await keptStatements()) ?? 0;
    const page = (offset: number) =>
      database.db
        .select({ n: sql<number>`n` })
        .from(sql`generate_series(1, 30) as n`)
        .orderBy(sql`n`)
        .limit(10)
        .offset(offset);
    for (let run = 1; run <= 8; run += 1) {
      const rows = await runWithKeptPlan(page(run));
      expect(rows.map((row) => row.n)).toEqual(Array.from({ length: 10 }, (_, n) => n + run + 1));
    }
    // One statement whatever its parameters; nothing is prepared on a server.
    expect(await keptStatements()).toBe(database.kind === 'pglite' ? before + 1 : 0);
  });

  it('named, are kept on the embedded database too, and answer the same', async () => {
    const before = (await keptStatements()) ?? 0;
    const named = (text: string, count: number) =>
      database.db
        .select({ text: sql<string>`${text}::text`, twice: sql<number>`${count}::int * 2` })
        .from(sql`(select 1) as one`);
    for (const count of [1, 2, 3, 4, 5, 6, 7]) {
      const direct = await named("named's", count).execute();
      const kept = await runWithKeptPlan(named("named's", count), 'kept_named');
      expect(kept).toEqual(direct);
      expect(kept).toEqual([{ text: "named's", twice: count * 2 }]);
    }
    // On a server the name is the connection's own prepared statement, not a kept plan.
    expect(await keptStatements()).toBe(database.kind === 'pglite' ? before + 1 : 0);
  });

  it('still answer after the database forgot its prepared statements', async () => {
    await runWithKeptPlan(echo('before', new Date(), true, 1, null));
    await database.db.execute(sql`deallocate all`);
    const [row] = await runWithKeptPlan(echo('after', new Date(), true, 1, null));
    expect(row?.text).toBe('after');
    const [again] = await runWithKeptPlan(echo('again', new Date(), true, 1, null));
    expect(again?.text).toBe('again');
  });

  it('answer the database error of a bad parameter as the direct statement does', async () => {
    const bad = () =>
      database.db
        .select({ value: sql<number>`${'not a number'}::int` })
        .from(sql`(select 1) as one`);
    const failure = (answer: Promise<unknown>) =>
      answer.then(
        () => 'answered',
        (error: Error & { cause?: Error }) => `${error.message} / ${error.cause?.message}`,
      );
    const direct = await failure(bad().execute());
    expect(direct).toMatch(/invalid input syntax for type integer/);
    expect(await failure(runWithKeptPlan(bad()))).toBe(direct);
  });

  it('built once per shape, answer each run with its own values, on its own database', async () => {
    let builds = 0;
    const page = (db: Database['db'], from: number, offset: number) =>
      runKeptStatement(
        db,
        `series from ${from}`,
        () => {
          builds += 1;
          return db
            .select({ n: sql<number>`n` })
            .from(sql`generate_series(${from}, 30) as n`)
            .where(sql`n >= ${sql.placeholder('least')}::int`)
            .orderBy(sql`n`)
            .limit(sql.placeholder('limit'))
            .offset(sql.placeholder('offset'));
        },
        { least: 5, limit: 3, offset },
      );
    for (const offset of [0, 3, 6]) {
      const rows = await page(database.db, 1, offset);
      expect(rows.map((row) => row.n)).toEqual([5 + offset, 6 + offset, 7 + offset]);
    }
    expect(builds).toBe(1);
    // Another shape is another statement; another database builds its own.
    expect((await page(database.db, 20, 0)).map((row) => row.n)).toEqual([20, 21, 22]);
    const other = await openTestDatabase();
    try {
      expect((await page(other.db, 1, 0)).map((row) => row.n)).toEqual([5, 6, 7]);
    } finally {
      await other.close();
    }
    expect(builds).toBe(3);
  });
});
