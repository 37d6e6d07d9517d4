import { and, asc, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db';
import { escapeLike } from '../../../db/queries/name-search';
import { cities, countries } from '../../../db/schema';

export const listCountries = (db: Db) =>
  db
    .select({ id: countries.id, name: countries.name, code: countries.code })
    .from(countries)
    .orderBy(asc(countries.name));

/** The country a time zone belongs to, judged by the cities that use it. */
export const findCountryIdOfTimeZone = async (db: Db, timeZone: string): Promise<string | null> => {
  const [row] = await db
    .select({ countryId: cities.countryId, cities: sql<number>`count(*)::int` })
    .from(cities)
    .where(eq(cities.timeZone, timeZone))
    .groupBy(cities.countryId)
    .orderBy(sql`count(*) desc`)
    .limit(1);
  return row?.countryId ?? null;
};

export interface CityFilters {
  q?: string;
  countryIds?: string[];
  ids?: string[];
  /** Cities of this country come first. */
  firstCountryId?: string | null;
}

/**
 * Cities for a picker. With `q`, the best named first: the name itself, then names starting with
 * it, then a word of the name starting with it ("East London"), then anywhere in it; within each,
 * the most populous first, then the user's country ("Lond": London before Londrina before East
 * London). Without `q`, the user's country first, then by name.
 */
export const listCities = (db: Db, filters: CityFilters) => {
  const conditions: SQL[] = [];
  // Hidden cities are not offered, but resolving saved ids finds them.
  if (filters.ids?.length) conditions.push(inArray(cities.id, filters.ids));
  else conditions.push(eq(cities.hidden, false));
  if (filters.countryIds?.length) conditions.push(inArray(cities.countryId, filters.countryIds));
  const q = filters.q?.trim().toLowerCase();
  if (q) conditions.push(ilike(cities.name, `%${escapeLike(q)}%`));
  const firstCountry = filters.firstCountryId
    ? [sql`case when ${cities.countryId} = ${filters.firstCountryId} then 0 else 1 end`]
    : [];
  const byName = q
    ? [
        sql`case when lower(${cities.name}) = ${q} then 0
          when lower(${cities.name}) like ${`${escapeLike(q)}%`} then 1
          when lower(${cities.name}) ~ ${`[^[:alnum:]]${q.replace(/[^\p{L}\p{N} ]/gu, '.')}`} then 2
          else 3 end`,
        desc(cities.population),
      ]
    : [];
  return db
    .select({
      id: cities.id,
      name: cities.name,
      hidden: cities.hidden,
      timeZone: cities.timeZone,
      countryId: cities.countryId,
      countryName: countries.name,
    })
    .from(cities)
    .innerJoin(countries, eq(countries.id, cities.countryId))
    .where(and(...conditions))
    .orderBy(...byName, ...firstCountry, asc(cities.name), asc(cities.id));
};
