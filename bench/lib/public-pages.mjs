// The public pages the benchmarks measure, with real published items picked from a database seeded
// at full scale: a job and an internship from the middle of the published list, an upcoming event,
// and the company and the society with the most published touchpoints (their heaviest pages).
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

const touchpointSql = (type) => `
  select id from touchpoints
  where touchpointable_type = '${type}' and state = 'published'
  order by published_at desc nulls last, id
  offset (select count(*) / 2 from touchpoints
          where touchpointable_type = '${type}' and state = 'published')
  limit 1`;

const QUERIES = {
  job: touchpointSql('Job'),
  internship: touchpointSql('Internship'),
  event: `
    select id from touchpoints
    where touchpointable_type = 'Event' and state = 'published' and start_date > now()
    order by start_date, id limit 1`,
  company: `
    select c.slug from companies c
    join touchpoints t on t.creatable_for_type = 'Company' and t.creatable_for_id = c.id
    where t.state = 'published'
    group by c.id order by count(*) desc, c.id limit 1`,
  society: `
    select s.slug from student_societies s
    join touchpoints t on t.creatable_for_type = 'StudentSociety' and t.creatable_for_id = s.id
    where t.state = 'published'
    group by s.id order by count(*) desc, s.id limit 1`,
};

/** Page, its route id in the route table, and how its path is made from the picked row. */
const PAGES = [
  { name: 'home', route: 'home', path: () => '/' },
  { name: 'job', route: 'job', query: 'job', path: (row) => `/jobs/${row.id}` },
  {
    name: 'internship',
    route: 'internship',
    query: 'internship',
    path: (row) => `/internships/${row.id}`,
  },
  { name: 'event', route: 'event', query: 'event', path: (row) => `/events/${row.id}` },
  { name: 'company', route: 'company', query: 'company', path: (row) => `/companies/${row.slug}` },
  { name: 'society', route: 'society', query: 'society', path: (row) => `/societies/${row.slug}` },
  { name: 'companies', route: 'companies', path: () => '/companies' },
  { name: 'societies', route: 'societies', path: () => '/societies' },
  { name: 'universities', route: 'universities', path: () => '/universities' },
  { name: 'search', route: 'search-results', path: () => '/search/results?q=engineer' },
];

/** Route ids of the build in `appRoot` whose screen is built, not the `upcoming(...)` placeholder. */
const builtRoutes = async (appRoot) => {
  const build = await import(pathToFileURL(join(appRoot, 'apps/web/build/server/index.js')).href);
  return new Set(
    Object.values(build.assets.routes)
      .filter((route) => !route.module?.includes('/upcoming-page-'))
      .map((route) => route.id),
  );
};

const queryAll = async (database, run) => {
  if (database.databaseUrl) {
    const client = new pg.Client({ connectionString: database.databaseUrl });
    await client.connect();
    try {
      return await run(async (sql) => (await client.query(sql)).rows[0]);
    } finally {
      await client.end();
    }
  }
  // The embedded database lives in DATA_DIR/db; only one process may open it at a time.
  const db = await PGlite.create(join(database.dataDir, 'db'), { extensions: { pg_trgm } });
  try {
    return await run(async (sql) => (await db.query(sql)).rows[0]);
  } finally {
    await db.close();
  }
};

/**
 * The public pages to measure on this database (before the server opens it): those whose screen
 * is built in the app at `appRoot`, optionally limited to `only` (page names). Pages still upcoming are listed apart.
 */
export const pickPublicPages = async (appRoot, database, only) => {
  const built = await builtRoutes(appRoot);
  const wanted = PAGES.filter((page) => !only || only.includes(page.name));
  const pages = [];
  const upcoming = [];
  await queryAll(database, async (query) => {
    for (const page of wanted) {
      if (!built.has(page.route)) {
        upcoming.push(page.name);
        continue;
      }
      const row = page.query ? await query(QUERIES[page.query]) : {};
      if (!row) throw new Error(`No published item for the ${page.name} page: seed --scale=full`);
      pages.push({ name: page.name, path: page.path(row) });
    }
  });
  return { pages, upcoming };
};

/** `--pages=home,job` */
export const pagesOf = (argv = process.argv) =>
  argv
    .find((arg) => arg.startsWith('--pages='))
    ?.slice('--pages='.length)
    .split(',');
