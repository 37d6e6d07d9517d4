import type { Db } from '../db/database';
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
    hidden: city.hidden && !universityCities.has(city.id),
  }));
};

/**
 * Fills every reference list: countries, cities, universities, tags (topics, offerings,
 * ethnicities, languages, industries, areas of responsibility, education requirements), degrees,
 * subjects, company sizes, employee counts, currencies, opportunity types and kinds, event
 * categories and candidate preference options.
 *
 * Idempotent: every row has a stable id and rows already there are left as they are, so it is
 * safe to run on every start. One transaction: a failure leaves nothing half-written.
 */
export const seedReferenceData = async (db: Db): Promise<ReferenceDataCounts> => {
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const options = { onConflictDoNothing: true, batchSize: 10_000 };
    await bulkInsert(tx, countries, COUNTRIES.map(({ id, code, name }) => ({ id, code, name })), options);
    await bulkInsert(tx, cities, cityRows(), options);
    await bulkInsert(
      tx,
      universities,
      UNIVERSITIES.map(({ id, name, slug, cityId, countryId }) => ({ id, name, slug, cityId, countryId })),
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
  return {
    countries: COUNTRIES.length,
    cities: CITIES.length,
    universities: UNIVERSITIES.length,
    tags: TAGS.length,
    currencies: CURRENCIES.length,
  };
};
