import type { SearchFilters } from '@gradway/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db';
import { cities, countries, searchPages } from '../db/schema';

/**
 * The demo's public search landing pages (`/{searchPageSlug}`), as an admin would make them in
 * the console: graduate jobs in London, summer internships and virtual events.
 */
export const DEMO_SEARCH_PAGE_SLUGS = [
  'graduate-jobs-london',
  'summer-internships',
  'virtual-events',
] as const;

const londonId = async (db: Db) => {
  const [row] = await db
    .select({ id: cities.id })
    .from(cities)
    .innerJoin(countries, eq(countries.id, cities.countryId))
    .where(and(eq(cities.name, 'London'), eq(countries.code, 'GB')));
  return row?.id;
};

export const seedDemoSearchPages = async (db: Db) => {
  const london = await londonId(db);
  const graduateJobs: SearchFilters = {
    type: 'jobs',
    experience_levels: ['entry_level'],
    ...(london ? { city_ids: [london] } : {}),
  };
  await db
    .insert(searchPages)
    .values([
      {
        slug: 'graduate-jobs-london',
        title: 'Graduate jobs in London',
        description:
          'Entry-level and graduate roles in London, from banks and consultancies to start-ups. Updated as employers publish them.',
        filters: graduateJobs,
        published: true,
      },
      {
        slug: 'summer-internships',
        title: 'Summer internships',
        description:
          'Paid summer internships for students across the UK: apply early, most close months before the summer.',
        filters: { type: 'internships', kinds: ['summer_internship'] } satisfies SearchFilters,
        published: true,
      },
      {
        slug: 'virtual-events',
        title: 'Virtual careers events',
        description:
          'Online insight sessions, workshops and talks you can join from anywhere: meet employers and societies without travelling.',
        filters: { type: 'events', event_modes: ['virtual'] } satisfies SearchFilters,
        published: true,
      },
    ])
    .onConflictDoNothing();
};
