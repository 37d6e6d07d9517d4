import { and, asc, eq, sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../../db';
import {
  companies,
  type ShortLinkTargetType,
  shortLinks,
  studentSocieties,
  touchpoints,
} from '../../../db/schema';
import { companyIsPublic, societyIsPublic } from '../../organisations/shared/visibility';

/** The short link of this slug, whatever its case. */
export const findShortLink = async (db: Db, slug: string) => {
  const [row] = await db
    .select()
    .from(shortLinks)
    .where(sql`lower(${shortLinks.slug}) = lower(${slug})`);
  return row ?? null;
};

/** The first short link made for a target (its slug), or null. */
export const findShortLinkSlugOf = async (
  db: Db,
  targetType: ShortLinkTargetType,
  targetId: string,
): Promise<string | null> => {
  const [row] = await db
    .select({ slug: shortLinks.slug })
    .from(shortLinks)
    .where(and(eq(shortLinks.targetType, targetType), eq(shortLinks.targetId, targetId)))
    .orderBy(asc(shortLinks.createdAt), asc(shortLinks.id))
    .limit(1);
  return row?.slug ?? null;
};

/** The target's public id and slug, or null when it is missing or not public. */
export const findPublicTarget = async (
  db: Db,
  targetType: ShortLinkTargetType,
  targetId: string,
): Promise<{ id: string; slug: string } | null> => {
  if (targetType === 'Company') {
    const [row] = await db
      .select({ id: companies.id, slug: companies.slug })
      .from(companies)
      .where(and(eq(companies.id, targetId), companyIsPublic()));
    return row ?? null;
  }
  if (targetType === 'StudentSociety') {
    const [row] = await db
      .select({ id: studentSocieties.id, slug: studentSocieties.slug })
      .from(studentSocieties)
      .where(and(eq(studentSocieties.id, targetId), societyIsPublic()));
    return row ?? null;
  }
  const [row] = await db
    .select({ id: touchpoints.id, slug: touchpoints.slug })
    .from(touchpoints)
    .where(
      and(
        eq(touchpoints.id, targetId),
        eq(touchpoints.touchpointableType, targetType),
        eq(touchpoints.state, 'published'),
      ),
    );
  return row ?? null;
};

/** A company's or society's slug, public or not yet (null when missing). */
export const findOrganisationSlug = async (
  db: Db,
  type: 'Company' | 'StudentSociety',
  id: string,
): Promise<string | null> => {
  const table = type === 'Company' ? companies : studentSocieties;
  const [row] = await db.select({ slug: table.slug }).from(table).where(eq(table.id, id));
  return row?.slug ?? null;
};

/** Inserts a short link unless its slug (any case) is taken; answers whether it was made. */
export const insertShortLink = async (
  db: Db,
  values: {
    slug: string;
    targetType: ShortLinkTargetType;
    targetId: string;
    createdById?: string | null;
  },
): Promise<boolean> => {
  const rows = await db
    .insert(shortLinks)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: shortLinks.id });
  return rows.length > 0;
};

/**
 * Gives every company and society without a short link one from its slug (in one statement each,
 * so the full-scale seed stays quick); a slug another target already took gets the target id's
 * first 8 characters appended. Answers how many links were made.
 */
export const backfillOrganisationShortLinks = async (db: Db): Promise<number> => {
  let made = 0;
  for (const [table, type] of [
    ['companies', 'Company'],
    ['student_societies', 'StudentSociety'],
  ] as const) {
    for (const slug of ['o.slug', "o.slug || '-' || left(o.id::text, 8)"]) {
      const rows = await selectRows<{ id: string }>(
        db,
        sql.raw(`
          insert into short_links (slug, target_type, target_id)
          select ${slug}, '${type}', o.id from ${table} o
          where not exists (
            select 1 from short_links s where s.target_type = '${type}' and s.target_id = o.id
          )
          on conflict do nothing
          returning id`),
      );
      made += rows.length;
    }
  }
  return made;
};
