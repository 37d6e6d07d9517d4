import { randomBytes } from 'node:crypto';
import { isValidShortLink } from '@gradway/domain';
import { shortLinkTargetPath } from '@gradway/domain/contracts';
import type { Db } from '../../../db';
import type { ShortLinkTargetType } from '../../../db/schema';
import { resource } from '../../../http/documents';
import { notFound } from '../../../http/http-error';
import {
  findOrganisationSlug,
  findPublicTarget,
  findShortLink,
  findShortLinkSlugOf,
  insertShortLink,
} from './short-links.repository';

const MAX_SLUG_LENGTH = 80;

/**
 * Gives a company, society or touchpoint a short link from its slug unless it has one already:
 * the slug itself, else the slug with the next free number (`tech-society-2`), else with a random
 * ending. Answers the link's slug. Safe to call twice and from concurrent requests.
 */
export const ensureShortLink = async (
  db: Db,
  target: { type: ShortLinkTargetType; id: string; slug: string; createdById?: string | null },
): Promise<string> => {
  const existing = await findShortLinkSlugOf(db, target.type, target.id);
  if (existing) return existing;
  const base = target.slug.slice(0, MAX_SLUG_LENGTH - 6);
  if (!isValidShortLink(base)) throw new Error(`"${target.slug}" cannot be a short link`);
  const candidates = [
    base,
    ...[2, 3, 4, 5].map((n) => `${base}-${n}`),
    `${base}-${randomBytes(2).toString('hex')}`,
  ];
  for (const slug of candidates) {
    const made = await insertShortLink(db, {
      slug,
      targetType: target.type,
      targetId: target.id,
      createdById: target.createdById ?? null,
    });
    if (made) return slug;
    // Someone else may have just made this target's link.
    const now = await findShortLinkSlugOf(db, target.type, target.id);
    if (now) return now;
  }
  throw new Error(`No free short link for "${target.slug}"`);
};

/** {@link ensureShortLink} for a new company or society, from its slug. */
export const ensureOrganisationShortLink = async (
  db: Db,
  type: 'Company' | 'StudentSociety',
  id: string,
  createdById: string | null,
): Promise<string | null> => {
  const target = await findOrganisationSlug(db, type, id);
  return target ? ensureShortLink(db, { type, id, slug: target, createdById }) : null;
};

/** The organisation's short link slug, for its public page; null before it has one. */
export const shortLinkSlugOf = (db: Db, type: ShortLinkTargetType, id: string) =>
  findShortLinkSlugOf(db, type, id);

const SHORT_LINK_NOT_FOUND = 'Short link not found';

/** Where `/s/{slug}` leads: 404 unless the link exists and its target is public. */
export const publicShortLinkDocument = async (db: Db, slug: string) => {
  const link = await findShortLink(db, slug);
  if (!link) throw notFound(SHORT_LINK_NOT_FOUND);
  const target = await findPublicTarget(db, link.targetType, link.targetId);
  if (!target) throw notFound(SHORT_LINK_NOT_FOUND);
  return {
    data: resource('short_link', {
      id: link.id,
      slug: link.slug,
      target_type: link.targetType,
      target_id: link.targetId,
      target_path: shortLinkTargetPath(link.targetType, target),
    }),
  };
};
