/** A country as the reference data lists it (spec §3). */
export interface CountryOption {
  id: string | number;
  label: string;
}

const UNITED_STATES = /^(united states( of america)?|usa|us)$/i;
const UNITED_KINGDOM = /^(united kingdom( of great britain and northern ireland)?|uk|gb)$/i;

/** Whether a time zone is America-based ('America/New_York', 'America/Argentina/Salta'). */
export const isAmericaTimeZone = (timeZone: string | null | undefined): boolean =>
  typeof timeZone === 'string' && timeZone.startsWith('America/');

/**
 * Moves one country to the top (spec §9): the United States for America-based time zones,
 * otherwise the United Kingdom. The others keep their order; a list without that country is
 * returned as it is (as a new array).
 */
export const orderCountriesForTimeZone = <C extends CountryOption>(
  countries: readonly C[],
  timeZone: string | null | undefined,
): C[] => {
  const pattern = isAmericaTimeZone(timeZone) ? UNITED_STATES : UNITED_KINGDOM;
  const index = countries.findIndex((country) => pattern.test(country.label.trim()));
  if (index < 0) return [...countries];
  return [countries[index]!, ...countries.slice(0, index), ...countries.slice(index + 1)];
};
