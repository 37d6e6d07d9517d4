import { sql } from 'drizzle-orm';
import { type Db, inTransaction } from '../db/database';
import {
  candidatePreferenceOptions,
  cities,
  companySizes,
  countries,
  currencies,
  degrees,
  employeesCounts,
  eventCategories,
  opportunityKinds,
  opportunityTypes,
  subjects,
  tags,
  universities,
} from '../db/schema';
import { bulkInsert } from '../seed/bulk-insert';
import { CITIES } from './cities';
import { COUNTRIES } from './countries';
import { CURRENCIES } from './currencies';
import {
  COMPANY_SIZE_RECORDS,
  DEGREE_RECORDS,
  EMPLOYEES_COUNT_RECORDS,
  EVENT_CATEGORY_RECORDS,
  OPPORTUNITY_KIND_ROWS,
  OPPORTUNITY_TYPE_ROWS,
  PREFERENCE_OPTION_ROWS,
  SUBJECT_RECORDS,
  TAGS,
} from './reference-catalogue';
import { UNIVERSITIES } from './universities';

export interface ReferenceDataCounts {
  countries: number;
  cities: number;
  universities: number;
  tags: number;
  currencies: number;
}

/** Cities where a university is are always offered in pickers, however small. */
const cityRows = () => {
  const universityCities = new Set(UNIVERSITIES.map((university) => university.cityId));
  return CITIES.map((city) => ({
    id: city.id,
    name: city.name,
    countryId: city.countryId,
    timeZone: city.timeZone,
    latitude: city.latitude,
    longitude: city.longitude,
    population: city.population,
    hidden: city.hidden && !universityCities.has(city.id),
  }));
};

/**
 * Databases seeded before cities had a population (migration 0021 adds the column as 0): fills it
 * from the same data set, once, in one statement. City search ranks by it.
 */
const fillCityPopulations = async (db: Db) => {
  const known = await db.execute(
    sql`select exists (select 1 from cities where population > 0) as known`,
  );
  const rows =
    (known as { rows?: { known: boolean }[] }).rows ?? (known as unknown as { known: boolean }[]);
  if (rows[0]?.known !== false) return;
  const populated = CITIES.filter((city) => city.population > 0);
  await db.execute(sql`update cities c set population = p.population
    from unnest(${`{${populated.map((city) => city.id).join(',')}}`}::uuid[],
      ${`{${populated.map((city) => city.population).join(',')}}`}::int[]) as p(id, population)
    where c.id = p.id`);
};

/** The last row of each list: when all are there, the lists are complete (they only grow). */
const sentinels = (): [string, string | undefined][] => [
  ['countries', COUNTRIES.at(-1)?.id],
  ['cities', CITIES.at(-1)?.id],
  ['universities', UNIVERSITIES.at(-1)?.id],
  ['tags', TAGS.at(-1)?.id],
  ['degrees', DEGREE_RECORDS.at(-1)?.id],
  ['subjects', SUBJECT_RECORDS.at(-1)?.id],
  ['company_sizes', COMPANY_SIZE_RECORDS.at(-1)?.id],
  ['employees_counts', EMPLOYEES_COUNT_RECORDS.at(-1)?.id],
  ['currencies', CURRENCIES.at(-1)?.id],
  ['opportunity_types', OPPORTUNITY_TYPE_ROWS.at(-1)?.id],
  ['opportunity_kinds', OPPORTUNITY_KIND_ROWS.at(-1)?.id],
  ['event_categories', EVENT_CATEGORY_RECORDS.at(-1)?.id],
  ['candidate_preference_options', PREFERENCE_OPTION_ROWS.at(-1)?.id],
];

const alreadySeeded = async (db: Db): Promise<boolean> => {
  const checks = sentinels().map(
    ([table, id]) => sql`(select count(*) from ${sql.raw(`"${table}"`)} where id = ${id ?? null})`,
  );
  const result = await db.execute(sql`select (${sql.join(checks, sql` + `)})::int as found`);
  const rows =
    (result as { rows?: { found: number }[] }).rows ?? (result as unknown as { found: number }[]);
  return rows[0]?.found === checks.length;
};

/**
 * Fills every reference list: countries, cities, universities, tags (topics, offerings,
 * ethnicities, languages, industries, areas of responsibility, education requirements), degrees,
 * subjects, company sizes, employee counts, currencies, opportunity types and kinds, event
 * categories and candidate preference options.
 *
 * Idempotent: every row has a stable id and rows already there are left as they are, so it is
 * safe to run on every start; when the last row of every list is there it returns at once. One transaction: a failure leaves nothing half-written.
 */
export const seedReferenceData = async (db: Db): Promise<ReferenceDataCounts> => {
  const counts = {
    countries: COUNTRIES.length,
    cities: CITIES.length,
    universities: UNIVERSITIES.length,
    tags: TAGS.length,
    currencies: CURRENCIES.length,
  };
  if (await alreadySeeded(db)) {
    await fillCityPopulations(db);
    return counts;
  }
  await inTransaction(db, async (tx) => {
    const options = { onConflictDoNothing: true, batchSize: 10_000 };
    await bulkInsert(
      tx,
      countries,
      COUNTRIES.map(({ id, code, name }) => ({ id, code, name })),
      options,
    );
    await bulkInsert(tx, cities, cityRows(), options);
    await bulkInsert(
      tx,
      universities,
      UNIVERSITIES.map(({ id, name, slug, cityId, countryId }) => ({
        id,
        name,
        slug,
        cityId,
        countryId,
      })),
      options,
    );
    await bulkInsert(tx, tags, TAGS, options);
    await bulkInsert(tx, degrees, DEGREE_RECORDS, options);
    await bulkInsert(tx, subjects, SUBJECT_RECORDS, options);
    await bulkInsert(tx, companySizes, COMPANY_SIZE_RECORDS, options);
    await bulkInsert(tx, employeesCounts, EMPLOYEES_COUNT_RECORDS, options);
    await bulkInsert(tx, currencies, CURRENCIES, options);
    await bulkInsert(tx, opportunityTypes, OPPORTUNITY_TYPE_ROWS, options);
    await bulkInsert(tx, opportunityKinds, OPPORTUNITY_KIND_ROWS, options);
    await bulkInsert(tx, eventCategories, EVENT_CATEGORY_RECORDS, options);
    await bulkInsert(tx, candidatePreferenceOptions, PREFERENCE_OPTION_ROWS, options);
  });
  return counts;
};
