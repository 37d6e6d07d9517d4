import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db';
import {
  type CandidatePreferenceCategory,
  candidatePreferenceOptions,
  companySizes,
  currencies,
  degrees,
  employeesCounts,
  eventCategories,
  opportunityKinds,
  opportunityTypes,
  subjects,
  type TagType,
  tags,
} from '../../../db/schema';

/** Reads of the reference lists, each in display order (position, then name). */

export const listTagsOfType = (db: Db, type: TagType) =>
  db
    .select({ id: tags.id, name: tags.name, type: tags.type, code: tags.code })
    .from(tags)
    .where(eq(tags.type, type))
    .orderBy(asc(tags.position), asc(tags.name));

const namedListReader =
  (table: typeof degrees | typeof subjects | typeof companySizes) => (db: Db) =>
    db
      .select({ id: table.id, name: table.name })
      .from(table)
      .orderBy(asc(table.position), asc(table.name));

export const listDegrees = namedListReader(degrees);
export const listSubjects = namedListReader(subjects);
export const listCompanySizes = namedListReader(companySizes);

export const listEmployeesCounts = (db: Db) =>
  db
    .select()
    .from(employeesCounts)
    .orderBy(asc(employeesCounts.position), asc(employeesCounts.minimum));

export const listCurrencies = (db: Db) =>
  db
    .select({
      id: currencies.id,
      code: currencies.code,
      name: currencies.name,
      symbol: currencies.symbol,
    })
    .from(currencies)
    .orderBy(asc(currencies.position), asc(currencies.code));

export const listEventCategories = (db: Db) =>
  db
    .select({
      id: eventCategories.id,
      name: eventCategories.name,
      default: eventCategories.default,
      industryIds: eventCategories.industryIds,
    })
    .from(eventCategories)
    .orderBy(asc(eventCategories.position), asc(eventCategories.name));

export const listOpportunityTypes = (db: Db) =>
  db.select().from(opportunityTypes).orderBy(asc(opportunityTypes.position));

export const listOpportunityKinds = (db: Db) =>
  db
    .select()
    .from(opportunityKinds)
    .orderBy(asc(opportunityKinds.position), asc(opportunityKinds.name));

export const listPreferenceOptions = (db: Db) =>
  db
    .select({
      category: candidatePreferenceOptions.category,
      key: candidatePreferenceOptions.key,
      name: candidatePreferenceOptions.name,
    })
    .from(candidatePreferenceOptions)
    .orderBy(asc(candidatePreferenceOptions.position), asc(candidatePreferenceOptions.name));

export type PreferenceOptionRow = Awaited<ReturnType<typeof listPreferenceOptions>>[number];
export type { CandidatePreferenceCategory };
