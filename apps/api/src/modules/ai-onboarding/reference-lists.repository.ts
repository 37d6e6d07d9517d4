import type { ProfileReferenceLists } from '@gradway/domain';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { cities, degrees, subjects, tags, universities } from '../../db/schema';

/** The reference lists the profile parser matches against, read once and kept for a while. */

const CACHE_MS = 10 * 60 * 1000;
const cache = new WeakMap<Db, { at: number; lists: Promise<ProfileReferenceLists> }>();

const readLists = async (db: Db): Promise<ProfileReferenceLists> => {
  const named = { id: tags.id, name: tags.name };
  const [universityRows, degreeRows, subjectRows, cityRows, industries, areas] = await Promise.all([
    db.select({ id: universities.id, name: universities.name }).from(universities),
    db.select({ id: degrees.id, name: degrees.name }).from(degrees),
    db.select({ id: subjects.id, name: subjects.name }).from(subjects),
    db
      .select({ id: cities.id, name: cities.name })
      .from(cities)
      .where(eq(cities.hidden, false))
      .orderBy(asc(cities.name)),
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

export const loadProfileReferenceLists = (
  db: Db,
  now: number = Date.now(),
): Promise<ProfileReferenceLists> => {
  const cached = cache.get(db);
  if (cached && now - cached.at < CACHE_MS) return cached.lists;
  const lists = readLists(db);
  cache.set(db, { at: now, lists });
  lists.catch(() => cache.delete(db));
  return lists;
};
