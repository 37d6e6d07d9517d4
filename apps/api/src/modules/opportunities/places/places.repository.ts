import { and, asc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
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

export const listCities = (db: Db, filters: CityFilters) => {
  const conditions: SQL[] = [];
  // Hidden cities are not offered, but resolving saved ids finds them.
  if (filters.ids?.length) conditions.push(inArray(cities.id, filters.ids));
  else conditions.push(eq(cities.hidden, false));
  if (filters.countryIds?.length) conditions.push(inArray(cities.countryId, filters.countryIds));
  if (filters.q) conditions.push(ilike(cities.name, `%${escapeLike(filters.q)}%`));
  const firstCountry = filters.firstCountryId
    ? [sql`case when ${cities.countryId} = ${filters.firstCountryId} then 0 else 1 end`]
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
    .orderBy(...firstCountry, asc(cities.name), asc(cities.id));
};
