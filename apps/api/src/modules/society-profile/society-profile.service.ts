import {
  type CreateSocietyBody,
  type OrganiserRequestDecision,
  type SocietyOnboardingDocument,
  type SocietyProfileDocument,
  societyPublicPath,
  type UpdateSocietyProfileBody,
  type WhoCanPost,
  type WhoCanReply,
} from '@gradway/domain/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { managers, societyClaims, studentSocieties, users } from '../../db/schema';
import { badRequest, HttpError, notFound } from '../../http/http-error';
import { fullNameOf, type Organiser } from '../organisers/organiser';
import { mailClaimDecided, mailClaimRequested } from '../organisers/organiser-mails';
import { refreshSocietyProviderVerified } from '../organisers/provider-verified';
import { nextFreeSlug, withFreeSlug } from '../organisers/slug';
import { ensureOrganisationShortLink } from '../short-links/short-links.service';
import {
  countTopicTags,
  findLatestClaim,
  findManagedSocietyId,
  findSocietyProfileRow,
  findSocietyRef,
  listClaimableSocieties,
  listPendingClaims,
  listSocietyCategories,
  listSocietyManagers,
  lockClaimOfSociety,
  replaceSocietyCategories,
  universityExists,
} from './society-profile.repository';

export const SOCIETY_MESSAGES = {
  alreadyManaging: 'You already manage a society.',
  claimPending: 'Your claim of a society is waiting for its managers. You will get an email.',
  unknownUniversity: 'Choose a university from the list.',
  unknownCategory: 'Choose categories from the list.',
  alreadyDecided: 'This request has already been answered.',
} as const;

const conflict = (message: string) => new HttpError(409, message);
const fullName = (person: { firstName: string; lastName: string }) =>
  fullNameOf(person, 'A manager');

const ref = (row: { id: string; name: string; slug: string; iconUrl: string | null }) => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  icon_url: row.iconUrl,
});

// The profile -----------------------------------------------------------------------------

export const societyProfileDocument = async (
  db: Db,
  societyId: string,
): Promise<SocietyProfileDocument> => {
  await refreshSocietyProviderVerified(db, societyId);
  const [row, categories, claims] = await Promise.all([
    findSocietyProfileRow(db, societyId),
    listSocietyCategories(db, societyId),
    listPendingClaims(db, societyId),
  ]);
  if (!row) throw notFound();
  const { society } = row;
  return {
    data: {
      id: society.id,
      type: 'student_society_profile',
      attributes: {
        id: society.id,
        name: society.name,
        slug: society.slug,
        icon_url: society.iconUrl,
        is_verified: society.isVerified,
        is_provider_verified: society.providerVerified,
        description: society.description,
        university:
          row.universityId && row.universityName && row.universitySlug
            ? { id: row.universityId, name: row.universityName, slug: row.universitySlug }
            : null,
        categories,
        who_can_post: society.whoCanPost === 'everyone' ? 'members' : society.whoCanPost,
        who_can_reply_to_posts: society.whoCanReplyToPosts === 'everyone' ? 'everyone' : 'members',
        show_media_uploads_from_posts: society.showMediaUploadsFromPosts,
        is_post_approval_required: society.isPostApprovalRequired,
        public_url: societyPublicPath(society.slug),
        is_public: Boolean(row.isPublic),
        pending_claims: claims.map((claim) => ({
          id: claim.id,
          status: claim.status,
          name: fullName(claim),
          email: claim.email ?? '',
          created_at: claim.createdAt.toISOString(),
        })),
      },
    },
  };
};

const requireSociety = async (db: Db, userId: string) => {
  const societyId = await findManagedSocietyId(db, userId);
  if (!societyId) throw notFound('Set up your society first.');
  return societyId;
};

export const getSocietyProfile = async (db: Db, manager: Organiser) =>
  societyProfileDocument(db, await requireSociety(db, manager.id));

const checkReferences = async (
  db: Db,
  input: { university_id?: string; category_ids?: string[] },
  path: string,
) => {
  if (input.university_id && !(await universityExists(db, input.university_id))) {
    throw badRequest(SOCIETY_MESSAGES.unknownUniversity, [
      { path: `${path}.university_id`, message: SOCIETY_MESSAGES.unknownUniversity },
    ]);
  }
  if (input.category_ids) {
    const unique = [...new Set(input.category_ids)];
    if ((await countTopicTags(db, unique)) !== unique.length) {
      throw badRequest(SOCIETY_MESSAGES.unknownCategory, [
        { path: `${path}.category_ids`, message: SOCIETY_MESSAGES.unknownCategory },
      ]);
    }
    return unique;
  }
  return undefined;
};

export const updateSocietyProfile = async (
  db: Db,
  manager: Organiser,
  body: UpdateSocietyProfileBody,
) => {
  const societyId = await requireSociety(db, manager.id);
  const input = body.student_society;
  const categoryIds = await checkReferences(db, input, 'student_society');
  await db.transaction(async (tx) => {
    const changes: Partial<typeof studentSocieties.$inferInsert> = {};
    if (input.name !== undefined) changes.name = input.name;
    if (input.university_id !== undefined) changes.universityId = input.university_id;
    if (input.description !== undefined) changes.description = input.description || null;
    if (input.icon_url !== undefined) changes.iconUrl = input.icon_url;
    if (input.who_can_post !== undefined)
      changes.whoCanPost = input.who_can_post satisfies WhoCanPost;
    if (input.who_can_reply_to_posts !== undefined) {
      changes.whoCanReplyToPosts = input.who_can_reply_to_posts satisfies WhoCanReply;
    }
    if (input.show_media_uploads_from_posts !== undefined) {
      changes.showMediaUploadsFromPosts = input.show_media_uploads_from_posts;
    }
    if (input.is_post_approval_required !== undefined) {
      changes.isPostApprovalRequired = input.is_post_approval_required;
    }
    if (Object.keys(changes).length > 0) {
      await tx.update(studentSocieties).set(changes).where(eq(studentSocieties.id, societyId));
    }
    if (categoryIds) await replaceSocietyCategories(tx, societyId, categoryIds);
  });
  return societyProfileDocument(db, societyId);
};

// Onboarding ------------------------------------------------------------------------------

export const societyOnboardingDocument = async (
  db: Db,
  userId: string,
): Promise<SocietyOnboardingDocument> => {
  const societyId = await findManagedSocietyId(db, userId);
  const society = societyId ? await findSocietyRef(db, societyId) : null;
  const claim = society ? null : await findLatestClaim(db, userId);
  const visibleClaim = claim && claim.status !== 'approved' ? claim : null;
  return {
    data: {
      id: userId,
      type: 'society_onboarding',
      attributes: {
        id: userId,
        state: society
          ? 'completed'
          : visibleClaim
            ? visibleClaim.status === 'pending'
              ? 'pending'
              : 'declined'
            : 'not_started',
        student_society: society ? ref(society) : null,
        claim: visibleClaim
          ? {
              id: visibleClaim.id,
              status: visibleClaim.status,
              student_society: {
                id: visibleClaim.societyId,
                name: visibleClaim.societyName,
                slug: visibleClaim.societySlug,
                icon_url: visibleClaim.societyIconUrl,
              },
            }
          : null,
      },
    },
  };
};

export const listSocietiesToClaim = async (db: Db, universityId: string, name?: string) => {
  const rows = await listClaimableSocieties(db, universityId, name);
  return {
    data: rows.map((row) => ({
      id: row.id,
      type: 'claimable_student_society' as const,
      attributes: { ...ref(row), is_managed: Boolean(row.isManaged) },
    })),
    meta: { total_count: rows.length },
  };
};

/** Refuses a second society, or a new choice while a claim waits for an answer. */
const checkCanChoose = async (db: Db, userId: string) => {
  if (await findManagedSocietyId(db, userId)) throw conflict(SOCIETY_MESSAGES.alreadyManaging);
  const claim = await findLatestClaim(db, userId);
  if (claim?.status === 'pending') throw conflict(SOCIETY_MESSAGES.claimPending);
};

export const claimSociety = async (db: Db, manager: Organiser, societyId: string) => {
  const outcome = await db.transaction(async (tx) => {
    await checkCanChoose(tx, manager.id);
    // The lock makes two claims of an unmanaged society take turns: the second waits for approval.
    const society = await findSocietyRef(tx, societyId, true);
    if (!society) throw notFound();
    const current = await listSocietyManagers(tx, societyId);
    if (current.length === 0) {
      await tx.insert(managers).values({ userId: manager.id, studentSocietyId: societyId });
      return { society, notify: [] as typeof current };
    }
    await tx.insert(societyClaims).values({ studentSocietyId: societyId, userId: manager.id });
    await mailClaimRequested(
      tx,
      current.map((person) => ({ email: person.email, name: fullName(person) })),
      { email: manager.email, name: fullName(manager) },
      society.name,
    );
    return { society, notify: current };
  });
  if (outcome.notify.length === 0) await refreshSocietyProviderVerified(db, societyId);
  return societyOnboardingDocument(db, manager.id);
};

export const createSociety = async (db: Db, manager: Organiser, body: CreateSocietyBody) => {
  const input = body.student_society;
  const categoryIds = await checkReferences(db, input, 'student_society');
  const societyId = await withFreeSlug((slugEnding) =>
    db.transaction(async (tx) => {
      await checkCanChoose(tx, manager.id);
      const slug = `${await nextFreeSlug(tx, studentSocieties, studentSocieties.slug, input.name)}${slugEnding}`;
      const [society] = await tx
        .insert(studentSocieties)
        .values({
          name: input.name,
          slug,
          universityId: input.university_id,
          description: input.description || null,
          iconUrl: input.icon_url ?? null,
        })
        .returning({ id: studentSocieties.id });
      if (!society) throw new Error('The society was not created');
      await tx.insert(managers).values({ userId: manager.id, studentSocietyId: society.id });
      if (categoryIds) await replaceSocietyCategories(tx, society.id, categoryIds);
      return society.id;
    }),
  );
  await ensureOrganisationShortLink(db, 'StudentSociety', societyId, manager.id);
  return societyProfileDocument(db, societyId);
};

export const decideSocietyClaim = async (
  db: Db,
  manager: Organiser,
  claimId: string,
  decision: OrganiserRequestDecision,
) => {
  const societyId = await requireSociety(db, manager.id);
  await db.transaction(async (tx) => {
    const claim = await lockClaimOfSociety(tx, claimId, societyId);
    if (!claim) throw notFound();
    if (claim.status !== 'pending') throw conflict(SOCIETY_MESSAGES.alreadyDecided);
    const approve =
      decision === 'approve' && (await findManagedSocietyId(tx, claim.userId)) === null;
    if (approve) {
      await tx.insert(managers).values({ userId: claim.userId, studentSocietyId: societyId });
    }
    await tx
      .update(societyClaims)
      .set({
        status: approve ? 'approved' : 'declined',
        decidedByUserId: manager.id,
        decidedAt: new Date(),
      })
      .where(eq(societyClaims.id, claim.id));
    const [claimant] = await tx
      .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, claim.userId));
    const society = await findSocietyRef(tx, societyId);
    if (claimant && society) {
      await mailClaimDecided(
        tx,
        { email: claimant.email, name: fullName(claimant) },
        society.name,
        approve,
      );
    }
  });
  return societyProfileDocument(db, societyId);
};
