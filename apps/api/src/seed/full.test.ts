import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/database';
import type { Database } from '../db';
import { type SeedFullScaleResult, seedFullScale } from './full';
import { FULL_SCALE, parseScaleArgument, scaledCounts } from './full-scale-plan';
import { isGeneratedId, resetGeneratedRows } from './generated-ids';

const SCALE = 0.002;
const now = new Date('2026-03-02T09:30:00Z');
let database: Database;
let result: SeedFullScaleResult;
const progress: number[] = [];

const query = async <T>(text: ReturnType<typeof sql>): Promise<T[]> => {
  const answer = await database.db.execute(text);
  return ((answer as { rows?: T[] }).rows ?? (answer as unknown as T[])) as T[];
};

beforeAll(async () => {
  database = await openTestDatabase();
  result = await seedFullScale(database.db, {
    scale: SCALE,
    now,
    chunkSize: 100,
    onProgress: ({ done }) => progress.push(done),
  });
}, 120_000);
afterAll(async () => {
  await database.close();
});

describe('the full-scale plan', () => {
  it('is the spec’s scale: 114,000 jobs, 7,000 companies, 128,000 opportunities in all', () => {
    expect(FULL_SCALE.jobs).toBe(114_000);
    expect(FULL_SCALE.companies).toBe(7_000);
    expect(FULL_SCALE.jobs + FULL_SCALE.internships + FULL_SCALE.events).toBe(128_000);
  });

  it('reads --scale as "full" or a fraction, and refuses anything else with a clear message', () => {
    expect(parseScaleArgument('full')).toBe(1);
    expect(parseScaleArgument('0.05')).toBe(0.05);
    for (const bad of ['', 'half', '0', '-1', '11'])
      expect(() => parseScaleArgument(bad)).toThrow(/--scale must be "full" or a number/);
    expect(() => scaledCounts(0)).toThrow(RangeError);
  });
});

describe('seedFullScale', () => {
  it('generates the requested counts in the spec’s proportions', async () => {
    expect(result).toMatchObject(scaledCounts(SCALE));
    const [row] = await query<{
      jobs: number;
      internships: number;
      events: number;
      companies: number;
    }>(sql`
      select
        (select count(*)::int from touchpoints where touchpointable_type = 'Job' and id::text like '5ca1e0%') as jobs,
        (select count(*)::int from touchpoints where touchpointable_type = 'Internship' and id::text like '5ca1e0%') as internships,
        (select count(*)::int from touchpoints where touchpointable_type = 'Event' and id::text like '5ca1e0%') as events,
        (select count(*)::int from companies where id::text like '5ca1e0%') as companies`);
    expect(row).toEqual({ jobs: 228, internships: 18, events: 10, companies: 14 });
    const opportunities = (row?.jobs ?? 0) + (row?.internships ?? 0) + (row?.events ?? 0);
    expect((row?.jobs ?? 0) / opportunities).toBeCloseTo(114 / 128, 2);
  });

  it('makes live, varied touchpoints with cities, salaries and a spread of deadlines', async () => {
    const rows = await query<{
      state: string;
      title: string;
      deadline: Date;
      currency: string | null;
      cities: number;
    }>(sql`
      select t.state, t.title, t.application_deadline as deadline, t.pay_currency as currency,
        (select count(*)::int from touchpoint_cities c where c.touchpoint_id = t.id) as cities
      from touchpoints t where t.touchpointable_type = 'Job'`);
    expect(rows.filter((row) => row.state === 'published').length / rows.length).toBeGreaterThan(
      0.6,
    );
    expect(new Set(rows.map((row) => row.title)).size).toBeGreaterThan(40);
    expect(rows.every((row) => row.cities >= 1)).toBe(true);
    expect(
      rows.some((row) => new Date(row.deadline) < now) &&
        rows.some((row) => new Date(row.deadline) > now),
    ).toBe(true);
    expect(rows.some((row) => row.currency === 'GBP')).toBe(true);
  });

  it("writes each touchpoint's cities and areas as the search reads them, agreeing with its links (migration 0040)", async () => {
    const [row] = await query<{ touchpoints: number; disagreeing: number; updated: number }>(sql`
      select count(*)::int as touchpoints,
        count(*) filter (where not (
          t.city_ids @> touchpoint_city_ids(t.id, t.place_city_id)
          and touchpoint_city_ids(t.id, t.place_city_id) @> t.city_ids
          and t.area_ids @> touchpoint_area_ids(t.id) and touchpoint_area_ids(t.id) @> t.area_ids
        ))::int as disagreeing,
        count(*) filter (where cardinality(t.city_ids) > 0)::int as updated
      from touchpoints t where t.touchpointable_type <> 'Event'`);
    expect(row?.touchpoints).toBeGreaterThan(100);
    expect(row?.disagreeing).toBe(0);
    // Every generated opportunity has a city.
    expect(row?.updated).toBe(row?.touchpoints);
  });

  it('indexes the generated text for search', async () => {
    const [row] = await query<{ n: number }>(
      sql`select count(*)::int as n from touchpoints where search @@ plainto_tsquery('english', 'graduate')`,
    );
    expect(row?.n).toBeGreaterThan(0);
    const indexes = await query<{ indexname: string }>(
      sql`select indexname from pg_indexes where tablename = 'touchpoints'`,
    );
    expect(indexes.map((index) => index.indexname)).toContain('touchpoints_search_idx');
  });

  it('adds applications, registrations, memberships and follows, and reports progress', async () => {
    expect(result.applications).toBeGreaterThan(0);
    expect(result.registrations).toBeGreaterThan(0);
    expect(result.memberships).toBeGreaterThan(0);
    expect(result.follows).toBeGreaterThan(0);
    expect(progress.length).toBeGreaterThan(5);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it('refuses to run twice and leaves the database as it was', async () => {
    await expect(seedFullScale(database.db, { scale: SCALE, now })).rejects.toThrow(
      'run the seed with --reset first',
    );
    const [row] = await query<{ n: number }>(sql`select count(*)::int as n from companies`);
    expect(row?.n).toBe(14);
  });

  it('--reset removes every generated row and keeps the reference data', async () => {
    const deleted = await resetGeneratedRows(database.db);
    expect(deleted.touchpoints).toBe(256);
    expect(deleted.companies).toBe(14);
    const [row] = await query<{ touchpoints: number; users: number; countries: number }>(sql`
      select (select count(*)::int from touchpoints) as touchpoints, (select count(*)::int from users) as users,
        (select count(*)::int from countries) as countries`);
    expect(row).toMatchObject({ touchpoints: 0, users: 0 });
    expect(row?.countries).toBeGreaterThan(240);
    expect(isGeneratedId('5ca1e005-0000-4000-8000-00000000002a')).toBe(true);
    expect(isGeneratedId('6b5d3bf5-d819-491b-ab38-797940aef898')).toBe(false);
  });
});
