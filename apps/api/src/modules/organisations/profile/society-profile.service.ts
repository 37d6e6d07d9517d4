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
import type { Db } from '../../../db';
import { studentSocieties } from '../../../db/schema';
import { badRequest, notFound } from '../../../http/http-error';
import { ensureOrganisationShortLink } from '../../opportunities/short-links/short-links.service';
import { storedDescription } from '../shared/description';
import {
  checkCanChoose as checkCanChooseOn,
  requireOrganisation,
  settleRequest,
} from '../shared/membership-requests';
import {
  fullNameOnSide,
  onboardingStateOf,
  organisationRef,
  pendingRequestOf,
} from '../shared/organisation-documents';
import type { Organiser } from '../shared/organiser';
import { mailClaimDecided, mailClaimRequested } from '../shared/organiser-mails';
import { refreshSocietyProviderVerified } from '../shared/provider-verified';
import { nextFreeSlug, withFreeSlug } from '../shared/slug';
import {
  countTopicTags,
  findLatestClaim,
  findManagedSocietyId,
  findSocietyProfileRow,
  findSocietyRef,
  insertClaim,
  insertManager,
  insertSociety,
  listClaimableSocieties,
  listPendingClaims,
  listSocietyCategories,
  listSocietyManagers,
  lockClaimOfSociety,
  recordClaimDecision,
  replaceSocietyCategories,
  universityExists,
  updateSociety,
} from './society-profile.repository';

export const SOCIETY_MESSAGES = {
  alreadyManaging: 'You already manage a society.',
  claimPending: 'Your claim of a society is waiting for its managers. You will get an email.',
  unknownUniversity: 'Choose a university from the list.',
  unknownCategory: 'Choose categories from the list.',
  alreadyDecided: 'This request has already been answered.',
} as const;

const fullName = (person: { firstName: string; lastName: string }) =>
  fullNameOnSide(person, 'society');
const ref = organisationRef;

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
        approves_members: society.approvesMembers,
        public_url: societyPublicPath(society.slug),
        is_public: Boolean(row.isPublic),
        pending_claims: claims.map((claim) => pendingRequestOf(claim, 'society')),
      },
    },
  };
};

const requireSociety = (db: Db, userId: string) => requireOrganisation(db, userId, 'society');

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
    if (input.description !== undefined) changes.description = storedDescription(input.description);
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
    if (input.approves_members !== undefined) changes.approvesMembers = input.approves_members;
    await updateSociety(tx, societyId, changes);
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
  const { state, visible: visibleClaim } = onboardingStateOf(Boolean(society), claim);
  return {
    data: {
      id: userId,
      type: 'society_onboarding',
      attributes: {
        id: userId,
        state,
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
const checkCanChoose = (db: Db, userId: string) =>
  checkCanChooseOn(db, userId, 'society', findLatestClaim, {
    alreadyMember: SOCIETY_MESSAGES.alreadyManaging,
    pending: SOCIETY_MESSAGES.claimPending,
  });

export const claimSociety = async (db: Db, manager: Organiser, societyId: string) => {
  const outcome = await db.transaction(async (tx) => {
    await checkCanChoose(tx, manager.id);
    // The lock makes two claims of an unmanaged society take turns: the second waits for approval.
    const society = await findSocietyRef(tx, societyId, true);
    if (!society) throw notFound();
    const current = await listSocietyManagers(tx, societyId);
    if (current.length === 0) {
      await insertManager(tx, manager.id, societyId);
      return { society, notify: [] as typeof current };
    }
    await insertClaim(tx, societyId, manager.id);
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
      const created = await insertSociety(tx, {
        name: input.name,
        slug,
        universityId: input.university_id,
        description: storedDescription(input.description),
        iconUrl: input.icon_url ?? null,
      });
      await insertManager(tx, manager.id, created);
      if (categoryIds) await replaceSocietyCategories(tx, created, categoryIds);
      return created;
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
  await db.transaction(async (tx) =>
    settleRequest(tx, {
      side: 'society',
      organisationId: societyId,
      request: await lockClaimOfSociety(tx, claimId, societyId),
      decision,
      deciderId: manager.id,
      alreadyDecided: SOCIETY_MESSAGES.alreadyDecided,
      addMember: insertManager,
      record: recordClaimDecision,
      organisationName: async (tx) => (await findSocietyRef(tx, societyId))?.name ?? null,
      mailDecided: mailClaimDecided,
    }),
  );
  return societyProfileDocument(db, societyId);
};
