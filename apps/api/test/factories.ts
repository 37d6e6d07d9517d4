import { randomBytes } from 'node:crypto';
import type { Db } from '../src/db';
import {
  candidates,
  cities,
  companies,
  countries,
  managers,
  recruiters,
  studentSocieties,
  tags,
  touchpointAreasOfResponsibility,
  touchpointCities,
  touchpoints,
  universities,
  users,
} from '../src/db/schema';
import { EMAIL_HEADER, TOKEN_HEADER } from '../src/modules/accounts/auth/auth.plugin';
import { createSession } from '../src/modules/accounts/auth/session.service';

/**
 * Factories: each creates exactly the rows a test needs, with unique names and slugs, and takes
 * overrides for whatever the test is about.
 */

const unique = () => randomBytes(5).toString('hex');

type Insert<T extends { $inferInsert: unknown }> = Partial<T['$inferInsert']>;
type Row<T extends { $inferSelect: unknown }> = T['$inferSelect'];

const insertOne = async <R>(rows: Promise<R[]>): Promise<R> => {
  const [row] = await rows;
  if (!row) throw new Error('Factory insert returned nothing');
  return row;
};

export const createUser = (db: Db, overrides: Insert<typeof users> = {}) =>
  insertOne(
    db
      .insert(users)
      .values({
        email: `user-${unique()}@example.com`,
        firstName: 'Alex',
        lastName: 'Taylor',
        userableType: 'Candidate',
        isApproved: true,
        emailVerifiedAt: new Date(),
        ...overrides,
      })
      .returning(),
  );

export const createCandidate = async (
  db: Db,
  overrides: { user?: Insert<typeof users>; candidate?: Insert<typeof candidates> } = {},
) => {
  const user = await createUser(db, { ...overrides.user, userableType: 'Candidate' });
  const candidate = await insertOne(
    db
      .insert(candidates)
      .values({ userId: user.id, onboardingCompleted: true, ...overrides.candidate })
      .returning(),
  );
  return { user, candidate };
};

export const createCompany = (db: Db, overrides: Insert<typeof companies> = {}) => {
  const suffix = unique();
  return insertOne(
    db
      .insert(companies)
      .values({ name: `Company ${suffix}`, slug: `company-${suffix}`, ...overrides })
      .returning(),
  );
};

/** A country of the reference data, by ISO code (GB unless told otherwise). */
export const findCountry = async (db: Db, code = 'GB'): Promise<Row<typeof countries>> => {
  const rows = await db.select().from(countries);
  const country = rows.find((row) => row.code === code);
  if (!country) throw new Error(`Reference data lacks country ${code}`);
  return country;
};

export const createCountry = (db: Db, overrides: Insert<typeof countries> = {}) => {
  const suffix = unique();
  return insertOne(
    db
      .insert(countries)
      .values({ name: `Country ${suffix}`, code: `Z${suffix.slice(0, 1)}`, ...overrides })
      .returning(),
  );
};

export const createCity = async (db: Db, overrides: Insert<typeof cities> = {}) => {
  const countryId = overrides.countryId ?? (await findCountry(db)).id;
  return insertOne(
    db
      .insert(cities)
      .values({ name: `City ${unique()}`, countryId, timeZone: 'Europe/London', ...overrides })
      .returning(),
  );
};

/** A reference tag of this test's own (e.g. an area of responsibility), named `<name> <unique>`. */
export const createTag = (db: Db, type: (typeof tags.$inferInsert)['type'], name: string = type) =>
  insertOne(
    db
      .insert(tags)
      .values({ type, name: `${name} ${unique()}` })
      .returning(),
  );

export const createUniversity = async (db: Db, overrides: Insert<typeof universities> = {}) => {
  const suffix = unique();
  const countryId = overrides.countryId ?? (await findCountry(db)).id;
  return insertOne(
    db
      .insert(universities)
      .values({
        name: `University ${suffix}`,
        slug: `university-${suffix}`,
        countryId,
        ...overrides,
      })
      .returning(),
  );
};

export const createSociety = (db: Db, overrides: Insert<typeof studentSocieties> = {}) => {
  const suffix = unique();
  return insertOne(
    db
      .insert(studentSocieties)
      .values({ name: `Society ${suffix}`, slug: `society-${suffix}`, ...overrides })
      .returning(),
  );
};

export const createManager = async (
  db: Db,
  overrides: { user?: Insert<typeof users>; studentSocietyId?: string } = {},
) => {
  const society = overrides.studentSocietyId
    ? { id: overrides.studentSocietyId }
    : await createSociety(db);
  const user = await createUser(db, { ...overrides.user, userableType: 'Manager' });
  const manager = await insertOne(
    db.insert(managers).values({ userId: user.id, studentSocietyId: society.id }).returning(),
  );
  return { user, manager, studentSocietyId: society.id };
};

export const createRecruiter = async (
  db: Db,
  overrides: { user?: Insert<typeof users>; companyId?: string } = {},
) => {
  const company = overrides.companyId ? { id: overrides.companyId } : await createCompany(db);
  const user = await createUser(db, { ...overrides.user, userableType: 'Recruiter' });
  const recruiter = await insertOne(
    db.insert(recruiters).values({ userId: user.id, companyId: company.id }).returning(),
  );
  return { user, recruiter, companyId: company.id };
};

export const createAdmin = (db: Db, overrides: Insert<typeof users> = {}) =>
  createUser(db, { userableType: 'Manager', type: 'admin', ...overrides });

/** A published job for a new company unless told otherwise. */
export const createTouchpoint = async (db: Db, overrides: Insert<typeof touchpoints> = {}) => {
  const suffix = unique();
  const creatableForId = overrides.creatableForId ?? (await createCompany(db)).id;
  return insertOne(
    db
      .insert(touchpoints)
      .values({
        touchpointableType: 'Job',
        state: 'published',
        title: `Graduate analyst ${suffix}`,
        slug: `graduate-analyst-${suffix}`,
        creatableForType: 'Company',
        publishedAt: new Date(),
        ...overrides,
        creatableForId,
      })
      .returning(),
  );
};

/** Files a touchpoint under areas of responsibility and places it in cities. */
export const placeTouchpoint = async (
  db: Db,
  touchpointId: string,
  { areaIds = [], cityIds = [] }: { areaIds?: string[]; cityIds?: string[] },
) => {
  if (areaIds.length > 0) {
    await db
      .insert(touchpointAreasOfResponsibility)
      .values(areaIds.map((tagId) => ({ touchpointId, tagId })));
  }
  if (cityIds.length > 0) {
    await db.insert(touchpointCities).values(cityIds.map((cityId) => ({ touchpointId, cityId })));
  }
};

/** Signs a user in and returns the headers that carry the session. */
export const signIn = async (db: Db, user: { id: string; email: string | null }) => {
  const { token } = await createSession(db, user.id);
  return { [EMAIL_HEADER]: user.email ?? '', [TOKEN_HEADER]: token };
};
