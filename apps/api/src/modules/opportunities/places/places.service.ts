import { orderCountriesForTimeZone } from '@gradway/domain';
import type { Db } from '../../../db';
import { findCountryIdOfTimeZone, listCities, listCountries } from './places.repository';

/** Every country, those of the visitor's time zone first (spec §7, §9). */
export const countriesFor = async (db: Db, timeZone: string | undefined) =>
  orderCountriesForTimeZone(
    (await listCountries(db)).map((row) => ({ id: row.id, label: row.name, iso_code: row.code })),
    timeZone,
  );

/** Cities matching the query, those of the visitor's time-zone country first. */
export const citiesFor = async (
  db: Db,
  query: { q?: string; country_ids?: string[]; ids?: string[]; timezone?: string },
) => {
  const firstCountryId = query.timezone ? await findCountryIdOfTimeZone(db, query.timezone) : null;
  const rows = await listCities(db, {
    q: query.q,
    countryIds: query.country_ids,
    ids: query.ids,
    firstCountryId,
  });
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    country: row.countryName,
    country_id: row.countryId,
    hidden: row.hidden,
    time_zone: row.timeZone,
  }));
};
