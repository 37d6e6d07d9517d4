import { type SQL, sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../../db';
import {
  companies,
  searchPages,
  studentSocieties,
  touchpoints,
  universities,
} from '../../../db/schema';
import { companyIsPublic, qualified, societyIsPublic } from '../../organisations/shared/visibility';

/**
 * What the sitemap lists, one section per kind of public page, read by keyset over each table's
 * primary key: the first id of every file (to split a section into files), then each file in
 * chunks ordered by id.
 */

export const SITEMAP_SECTIONS = [
  'companies',
  'societies',
  'universities',
  'touchpoints',
  'search_pages',
] as const;
export type SitemapSection = (typeof SITEMAP_SECTIONS)[number];

interface SectionQuery {
  from: SQL;
  id: SQL;
  /** What the page's address is built from: a slug, or a touchpoint's type. */
  key: SQL;
  updatedAt: SQL;
  where: () => SQL;
}

const universityHasPublicSociety = (): SQL =>
  sql`exists (select 1 from ${studentSocieties} where ${qualified(studentSocieties.universityId)} = ${qualified(universities.id)} and ${societyIsPublic()})`;

const SECTIONS: Record<SitemapSection, SectionQuery> = {
  companies: {
    from: sql`${companies}`,
    id: qualified(companies.id),
    key: qualified(companies.slug),
    updatedAt: qualified(companies.updatedAt),
    where: companyIsPublic,
  },
  societies: {
    from: sql`${studentSocieties}`,
    id: qualified(studentSocieties.id),
    key: qualified(studentSocieties.slug),
    updatedAt: qualified(studentSocieties.updatedAt),
    where: societyIsPublic,
  },
  universities: {
    from: sql`${universities}`,
    id: qualified(universities.id),
    key: qualified(universities.slug),
    updatedAt: qualified(universities.updatedAt),
    where: universityHasPublicSociety,
  },
  touchpoints: {
    from: sql`${touchpoints}`,
    id: qualified(touchpoints.id),
    key: qualified(touchpoints.touchpointableType),
    updatedAt: qualified(touchpoints.updatedAt),
    where: () => sql`${qualified(touchpoints.state)} = 'published'`,
  },
  search_pages: {
    from: sql`${searchPages}`,
    id: qualified(searchPages.id),
    key: qualified(searchPages.slug),
    updatedAt: qualified(searchPages.updatedAt),
    where: () => sql`${qualified(searchPages.published)}`,
  },
};

/** The first id of each file of a section, `perFile` pages to a file (empty: nothing to list). */
export const sectionFileStarts = async (
  db: Db,
  section: SitemapSection,
  perFile: number,
): Promise<string[]> => {
  const query = SECTIONS[section];
  const rows = await selectRows<{ id: string }>(
    db,
    sql`select id from (
      select ${query.id} as id, row_number() over (order by ${query.id}) as position
      from ${query.from} where ${query.where()}
    ) numbered where (position - 1) % ${perFile} = 0 order by id`,
  );
  return rows.map((row) => row.id);
};

export interface SitemapRow {
  id: string;
  key: string;
  updatedAt: Date;
}

/** Up to `limit` pages of a section with an id after `after` (inclusive `from`) and before `before`. */
export const sectionChunk = async (
  db: Db,
  section: SitemapSection,
  range: { from?: string; after?: string; before?: string | null },
  limit: number,
): Promise<SitemapRow[]> => {
  const query = SECTIONS[section];
  const bounds: SQL[] = [query.where()];
  if (range.after) bounds.push(sql`${query.id} > ${range.after}`);
  else if (range.from) bounds.push(sql`${query.id} >= ${range.from}`);
  if (range.before) bounds.push(sql`${query.id} < ${range.before}`);
  const rows = await selectRows<{ id: string; key: string; updated_at: Date | string }>(
    db,
    sql`select ${query.id} as id, ${query.key} as key, ${query.updatedAt} as updated_at
      from ${query.from} where ${sql.join(bounds, sql` and `)}
      order by ${query.id} limit ${limit}`,
  );
  return rows.map((row) => ({ id: row.id, key: row.key, updatedAt: new Date(row.updated_at) }));
};
