import countriesAndTimezones from 'countries-and-timezones';
import isoCountries from 'i18n-iso-countries';
import { referenceId } from './reference-ids';

/**
 * Every country of ISO 3166-1. Codes and official English names come from `i18n-iso-countries`;
 * the everyday name ('Czechia', 'Taiwan', 'Russia') and the IANA time zones come from
 * `countries-and-timezones`, which uses the IANA time-zone database.
 */
export interface CountryRecord {
  id: string;
  /** ISO 3166-1 alpha-2. */
  code: string;
  name: string;
  timeZones: string[];
}

export const countryIdOf = (code: string): string => referenceId('country', code.toUpperCase());

const everydayCountries = countriesAndTimezones.getAllCountries();
const officialNames = isoCountries.getNames('en', { select: 'official' });

export const COUNTRIES: readonly CountryRecord[] = Object.keys(isoCountries.getAlpha2Codes())
  .map((code) => {
    const everyday = everydayCountries[code as keyof typeof everydayCountries];
    const name = everyday?.name ?? officialNames[code];
    if (!name) throw new Error(`Country ${code} has no English name`);
    return { id: countryIdOf(code), code, name, timeZones: [...(everyday?.timezones ?? [])] };
  })
  .sort((a, b) => a.name.localeCompare(b.name, 'en'));

const byCode = new Map(COUNTRIES.map((country) => [country.code, country]));

/** The country with this ISO 3166-1 alpha-2 code; throws for an unknown code. */
export const countryByCode = (code: string): CountryRecord => {
  const country = byCode.get(code.toUpperCase());
  if (!country) throw new Error(`Unknown country code ${code}`);
  return country;
};
