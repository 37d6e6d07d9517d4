// The benchmark's queries name their cities as `{london}` and `{manchester}` (ids differ from one
// seed to the next): this reads the ids from the database being measured.
import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../apps/api/src/db';

/** A function that puts the seeded London's and Manchester's ids into a query string. */
export const cityFiller = async (db: Db): Promise<(query: string) => string> => {
  const cities = await selectRows<{ name: string; id: string }>(
    db,
    sql`select lower(c.name) as name, c.id from cities c join countries k on k.id = c.country_id
      where k.code = 'GB' and c.name in ('London', 'Manchester')`,
  );
  return (query) =>
    query.replace(/\{(london|manchester)\}/g, (_, name: string) => {
      const found = cities.find((city) => city.name === name);
      if (!found) throw new Error(`No city ${name}`);
      return found.id;
    });
};
