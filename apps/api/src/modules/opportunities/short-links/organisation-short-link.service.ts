import {
  SHORT_LINK_TAKEN_MESSAGE,
  shortLinkTargetPath,
  type UpdateOrganisationShortLinkBody,
} from '@gradway/domain/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db';
import { shortLinks } from '../../../db/schema';
import { resource } from '../../../http/documents';
import { HttpError } from '../../../http/http-error';
import type { SessionUser } from '../../accounts/auth/session.repository';
import { isSlugTaken } from '../../organisations/shared/slug';
import { organisationNotSetUp } from '../organiser-touchpoints/organiser-side';
import { findOrganisationSlug } from './short-links.repository';

const taken = () =>
  new HttpError(422, {
    error: SHORT_LINK_TAKEN_MESSAGE,
    fields: [{ path: 'short_link.slug', message: SHORT_LINK_TAKEN_MESSAGE }],
  });

/**
 * Sets the short link of the caller's society (a manager) or company (a recruiter), replacing the
 * one it had, in one transaction: a slug another page uses answers 422, and so does a race for
 * the same slug (the unique index decides). Before onboarding there is nothing to link: 404.
 */

/** The caller's society (a manager) or company (a recruiter), with its page's slug. */
const organisationOf = async (db: Db, user: SessionUser) => {
  const target =
    user.userableType === 'Manager' && user.studentSocietyId
      ? { type: 'StudentSociety' as const, id: user.studentSocietyId }
      : user.userableType === 'Recruiter' && user.companyId
        ? { type: 'Company' as const, id: user.companyId }
        : null;
  const notSetUp = organisationNotSetUp(user.userableType === 'Manager' ? 'society' : 'company');
  if (!target) throw notSetUp;
  const pageSlug = await findOrganisationSlug(db, target.type, target.id);
  if (!pageSlug) throw notSetUp;
  return { ...target, pageSlug };
};

const linkDocument = (
  link: typeof shortLinks.$inferSelect,
  target: { id: string; pageSlug: string },
) =>
  resource('short_link', {
    id: link.id,
    slug: link.slug,
    target_type: link.targetType,
    target_id: link.targetId,
    target_path: shortLinkTargetPath(link.targetType, { id: target.id, slug: target.pageSlug }),
  });

/** The caller's organisation's short link, or null when it has none. */
export const getOrganisationShortLink = async (db: Db, user: SessionUser) => {
  const target = await organisationOf(db, user);
  const [link] = await db
    .select()
    .from(shortLinks)
    .where(and(eq(shortLinks.targetType, target.type), eq(shortLinks.targetId, target.id)))
    .orderBy(desc(shortLinks.createdAt))
    .limit(1);
  return { data: link ? linkDocument(link, target) : null };
};

export const setOrganisationShortLink = async (
  db: Db,
  user: SessionUser,
  body: UpdateOrganisationShortLinkBody,
) => {
  const target = await organisationOf(db, user);
  const slug = body.short_link.slug;
  try {
    const link = await db.transaction(async (tx) => {
      const [other] = await tx
        .select({ id: shortLinks.id })
        .from(shortLinks)
        .where(
          and(
            sql`lower(${shortLinks.slug}) = lower(${slug})`,
            sql`not (${shortLinks.targetType} = ${target.type} and ${shortLinks.targetId} = ${target.id})`,
          ),
        );
      if (other) throw taken();
      await tx
        .delete(shortLinks)
        .where(and(eq(shortLinks.targetType, target.type), eq(shortLinks.targetId, target.id)));
      const [row] = await tx
        .insert(shortLinks)
        .values({ slug, targetType: target.type, targetId: target.id, createdById: user.id })
        .returning();
      if (!row) throw new Error('The short link was not saved');
      return row;
    });
    return { data: linkDocument(link, target) };
  } catch (error) {
    if (isSlugTaken(error)) throw taken();
    throw error;
  }
};
