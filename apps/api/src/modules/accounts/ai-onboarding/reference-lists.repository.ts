import type { ProfileReferenceLists } from '@gradway/domain';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db';
import { cities, countries, degrees, subjects, tags, universities } from '../../../db/schema';

/**
 * The reference lists the profile parser matches against. Read per request (a few thousand short
 * rows), so universities and cities added since are found at once. UK cities come first, so a
 * name several countries share (London) means the UK one.
 */
export const loadProfileReferenceLists = async (db: Db): Promise<ProfileReferenceLists> => {
  const named = { id: tags.id, name: tags.name };
  const [universityRows, degreeRows, subjectRows, cityRows, industries, areas] = await Promise.all([
    db.select({ id: universities.id, name: universities.name }).from(universities),
    db.select({ id: degrees.id, name: degrees.name }).from(degrees),
    db.select({ id: subjects.id, name: subjects.name }).from(subjects),
    db
      .select({ id: cities.id, name: cities.name })
      .from(cities)
      .innerJoin(countries, eq(countries.id, cities.countryId))
      .where(eq(cities.hidden, false))
      .orderBy(desc(sql`${countries.code} = 'GB'`), asc(cities.name)),
    db.select(named).from(tags).where(eq(tags.type, 'Industry')).orderBy(asc(tags.position)),
    db
      .select(named)
      .from(tags)
      .where(eq(tags.type, 'AreaOfResponsibility'))
      .orderBy(asc(tags.position)),
  ]);
  return {
    universities: universityRows,
    degrees: degreeRows,
    subjects: subjectRows,
    cities: cityRows,
    industries,
    areas_of_responsibility: areas,
  };
};
