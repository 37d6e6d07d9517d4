import type { Database } from '../src/db';
import { migrateDatabase } from '../src/db';

/**
 * Migrates a template database and fills the reference lists (countries, cities, universities,
 * tags...), so each test file starts from the schema and the reference data, and creates the
 * rest with factories.
 */
export const prepareTemplate = async (database: Database) => {
  await migrateDatabase(database);
  const { seedReferenceData } = await import('../src/reference-data/seed');
  await seedReferenceData(database.db);
};
