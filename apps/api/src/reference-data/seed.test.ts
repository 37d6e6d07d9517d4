import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/database';
import type { Database } from '../db';
import { CITIES } from './cities';
import { COUNTRIES } from './countries';
import { CURRENCIES } from './currencies';
import { PREFERENCE_OPTION_ROWS, TAGS } from './reference-catalogue';
import { seedReferenceData } from './seed';
import { UNIVERSITIES } from './universities';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const count = async (table: string): Promise<number> => {
  const result = await database.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
  const rows =
    (result as { rows?: { n: number }[] }).rows ?? (result as unknown as { n: number }[]);
  return rows[0]?.n ?? 0;
};

const snapshot = async () => ({
  countries: await count('countries'),
  cities: await count('cities'),
  universities: await count('universities'),
  tags: await count('tags'),
  currencies: await count('currencies'),
  options: await count('candidate_preference_options'),
  categories: await count('event_categories'),
  types: await count('opportunity_types'),
});

describe('seedReferenceData', () => {
  it('keeps each city’s population, and fills it in a database seeded before it had one', async () => {
    const population = async () => {
      const result = await database.db.execute(
        sql.raw(`select c.population from cities c join countries k on k.id = c.country_id
          where c.name = 'London' and k.code = 'GB'`),
      );
      const rows =
        (result as { rows?: { population: number }[] }).rows ??
        (result as unknown as { population: number }[]);
      return rows[0]?.population ?? 0;
    };
    expect(await population()).toBeGreaterThan(5_000_000);
    await database.db.execute(sql.raw('update cities set population = 0'));
    await seedReferenceData(database.db);
    expect(await population()).toBeGreaterThan(5_000_000);
    // Rewriting every city's population on the embedded database takes 25–35 s on a busy 2-core
    // machine: more than the suite's default timeout.
  }, 120_000);

  it('fills every list (the test template is seeded with it)', async () => {
    expect(await snapshot()).toEqual({
      countries: COUNTRIES.length,
      cities: CITIES.length,
      universities: UNIVERSITIES.length,
      tags: TAGS.length,
      currencies: CURRENCIES.length,
      options: PREFERENCE_OPTION_ROWS.length,
      categories: 6,
      types: 4,
    });
  });

  it('is idempotent: running it again adds nothing and fails on nothing', async () => {
    const before = await snapshot();
    await seedReferenceData(database.db);
    await seedReferenceData(database.db);
    expect(await snapshot()).toEqual(before);
  });

  it('puts back a missing row when the lists are incomplete, leaving the rest as they are', async () => {
    const before = await snapshot();
    const last = CURRENCIES.at(-1);
    await database.db.execute(sql`delete from currencies where id = ${last?.id ?? null}`);
    expect(await count('currencies')).toBe(CURRENCIES.length - 1);
    await seedReferenceData(database.db);
    expect(await snapshot()).toEqual(before);
  });

  it('stores every UK university with a city on London time', async () => {
    const result = await database.db.execute(sql`
      select count(*)::int as n from universities u
      join countries co on co.id = u.country_id and co.code = 'GB'
      join cities ci on ci.id = u.city_id and ci.time_zone = 'Europe/London'`);
    const rows = (result as { rows?: { n: number }[] }).rows ?? [];
    expect(rows[0]?.n).toBe(UNIVERSITIES.filter((u) => u.countryCode === 'GB').length);
  });
});
