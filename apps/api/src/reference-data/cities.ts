import cityTimezones from 'city-timezones';
import { countryByCode, countryIdOf } from './countries';
import { CURATED_CITIES } from './curated-cities';
import { referenceId } from './reference-ids';

/**
 * Cities with their country and IANA time zone: the `city-timezones` data set (about 7,300 cities,
 * from Natural Earth's populated places) plus the curated university towns it lacks. Cities of
 * fewer than 10,000 people are kept but `hidden` from pickers, unless a university is there.
 */
export interface CityRecord {
  id: string;
  name: string;
  countryCode: string;
  countryId: string;
  timeZone: string;
  latitude: number | null;
  longitude: number | null;
  population: number;
  hidden: boolean;
}

const HIDDEN_BELOW_POPULATION = 10_000;

/** Places the data set lists without an ISO code. */
const COUNTRY_CODE_BY_NAME: Record<string, string> = { Kosovo: 'XK', Somaliland: 'SO' };

const cityKey = (countryCode: string, name: string, province: string) =>
  `${countryCode}|${province}|${name}`;

/** ASCII spellings of city names ('Zurich' for 'Zürich'), for lookups. */
const asciiNames = new Map<string, string>();

const fromDataSet = (): CityRecord[] => {
  const seen = new Set<string>();
  const cities: CityRecord[] = [];
  for (const city of cityTimezones.cityMapping) {
    const countryCode =
      typeof city.iso2 === 'string' && city.iso2 ? city.iso2 : COUNTRY_CODE_BY_NAME[city.country];
    // Research stations and the few rows with no time zone are left out.
    if (!countryCode || !city.timezone || countryCode === 'AQ') continue;
    const key = cityKey(countryCode, city.city, city.province);
    if (seen.has(key)) continue;
    seen.add(key);
    countryByCode(countryCode);
    const id = referenceId('city', key);
    if (city.city_ascii && city.city_ascii !== city.city) asciiNames.set(id, city.city_ascii);
    cities.push({
      id,
      name: city.city,
      countryCode,
      countryId: countryIdOf(countryCode),
      timeZone: city.timezone,
      latitude: city.lat,
      longitude: city.lng,
      population: Math.round(city.pop),
      hidden: city.pop < HIDDEN_BELOW_POPULATION,
    });
  }
  return cities;
};

const curated = (): CityRecord[] =>
  CURATED_CITIES.map(([name, countryCode, timeZone, latitude, longitude]) => ({
    id: referenceId('city', cityKey(countryCode, name, 'curated')),
    name,
    countryCode,
    countryId: countryIdOf(countryCode),
    timeZone,
    latitude,
    longitude,
    population: 0,
    hidden: false,
  }));

export const CITIES: readonly CityRecord[] = [...fromDataSet(), ...curated()];

const byCountryAndName = new Map<string, CityRecord>();
for (const city of CITIES) {
  for (const name of [city.name, asciiNames.get(city.id)]) {
    if (!name) continue;
    const key = `${city.countryCode}|${name.toLowerCase()}`;
    const known = byCountryAndName.get(key);
    // The same name twice in one country (Portland, Oregon and Maine): the larger city wins.
    if (!known || city.population > known.population) byCountryAndName.set(key, city);
  }
}

/** The city of this name in this country (the most populous one when several share it). */
export const cityByName = (countryCode: string, name: string): CityRecord => {
  const city = byCountryAndName.get(`${countryCode.toUpperCase()}|${name.toLowerCase()}`);
  if (!city) throw new Error(`Unknown city ${name} (${countryCode})`);
  return city;
};

const byId = new Map(CITIES.map((city) => [city.id, city]));

/** The city with this id; throws for an unknown id. */
export const cityById = (id: string): CityRecord => {
  const city = byId.get(id);
  if (!city) throw new Error(`Unknown city id ${id}`);
  return city;
};
