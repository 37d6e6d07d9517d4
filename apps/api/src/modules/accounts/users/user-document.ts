import { isProviderVerifiedCandidate } from '@gradway/domain';
import { getCurrentUserContract, type UserDocument } from '@gradway/domain/contracts';
import type { Db } from '../../../db';
import { answerSerialiser, SerialisedAnswer } from '../../../http/register-route';
import { cvDownloadUrlOf } from '../../platform/uploads/upload-store';
import { sessionCacheOf } from '../auth/session-cache';
import {
  findUserWithProfile,
  listEducationHistories,
  type UserWithProfile,
} from './users.repository';

type Organisation = NonNullable<UserWithProfile['society']>;

const organisationDocument = (organisation: Organisation | null) =>
  organisation?.id
    ? {
        data: {
          id: organisation.id,
          type: 'organisation',
          attributes: {
            id: organisation.id,
            slug: organisation.slug,
            name: organisation.name,
            icon_url: organisation.iconUrl,
            is_verified: organisation.isVerified,
            is_provider_verified: organisation.providerVerified,
            time_zone: organisation.timeZone ?? null,
          },
        },
      }
    : null;

const nameDocument = (name: string | null) => (name ? { data: { attributes: { name } } } : null);

/**
 * The user document (the current user, and a sign-in's answer): a candidate carries the profile
 * the quick-apply extension fills forms from; managers their society; recruiters their company.
 * Null when the user no longer exists.
 */
export const userDocument = async (db: Db, userId: string): Promise<UserDocument | null> => {
  const row = await findUserWithProfile(db, userId);
  if (!row) return null;
  const { user, candidate } = row;
  const userableId = candidate?.id ?? row.managerId ?? row.recruiterId ?? user.id;
  const base = {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    name: [user.firstName, user.lastName].filter(Boolean).join(' '),
    email: user.email ?? '',
    email_verified: user.emailVerifiedAt !== null,
    created_at: user.createdAt.toISOString(),
    userable_type: user.userableType,
    userable_id: userableId,
    is_approved: user.isApproved,
    type: user.type,
    avatar_url: candidate?.avatarUrl ?? null,
  };
  if (user.userableType === 'Candidate' && candidate) {
    const histories = await listEducationHistories(db, candidate.id);
    return {
      data: {
        id: user.id,
        type: 'user',
        attributes: {
          ...base,
          bio: candidate.bio,
          date_of_birth: candidate.dateOfBirth,
          linkedin_url: candidate.linkedinUrl,
          resume_url: cvDownloadUrlOf(candidate.resumeUrl),
          remote_opportunity: candidate.remoteOpportunity,
          degree: nameDocument(row.degreeName),
          subject: nameDocument(row.subjectName),
          flow_state: candidate.flowState,
          onboarding_completed: candidate.onboardingCompleted,
          extension_installed: candidate.extensionInstalled,
          // Decision 007: a confirmed academic email (or their university's own domain).
          is_provider_verified:
            candidate.providerVerified ||
            isProviderVerifiedCandidate({
              email: user.email,
              emailVerified: user.emailVerifiedAt !== null,
              universityWebsites: histories.map((history) => history.universityWebsite),
            }),
          education_histories: histories.map((history) => ({
            id: history.id,
            education_type: history.educationType,
            university:
              history.universityId && history.universityName && history.universitySlug
                ? {
                    id: history.universityId,
                    name: history.universityName,
                    slug: history.universitySlug,
                  }
                : null,
            study_year: history.studyYear,
            graduation_year: history.graduationYear,
          })),
        },
      },
    };
  }
  return {
    data: {
      id: user.id,
      type: 'user',
      attributes: {
        ...base,
        ...(user.userableType === 'Manager'
          ? { student_society: organisationDocument(row.society) }
          : {}),
        ...(user.userableType === 'Recruiter'
          ? { company: organisationDocument(row.company) }
          : {}),
      },
    },
  };
};

const serialiseUser = answerSerialiser(getCurrentUserContract, 200);

/**
 * The signed-in user's document as `GET /api/v1/user` sends it, while this instance keeps it
 * (decision 043), without a statement or a promise; null when it is not kept.
 */
export const keptUserAnswer = (
  db: Db,
  userId: string,
  now: number = Date.now(),
): SerialisedAnswer | null => {
  const kept = sessionCacheOf(db).getDocument(userId, now);
  return kept === null ? null : new SerialisedAnswer(kept);
};

/** The bytes of {@link keptUserAnswer}, as the server's door sends them (decision 052). */
export const keptUserBytes = (db: Db, userId: string, now: number = Date.now()): Buffer | null =>
  sessionCacheOf(db).getDocumentBytes(userId, now);

/**
 * The signed-in user's document read afresh, serialised once and kept in the instance's session
 * cache (decision 043). The database signals every change to what it says (migrations 0025 and
 * 0031), and the cache forgets the user's document with their sessions. Null when the user no
 * longer exists.
 */
export const freshUserAnswer = async (
  db: Db,
  userId: string,
  now: number = Date.now(),
): Promise<SerialisedAnswer | null> => {
  const cache = sessionCacheOf(db);
  const mark = cache.mark();
  const document = await userDocument(db, userId);
  if (!document) return null;
  const answer = serialiseUser(document);
  cache.setDocument(userId, answer.json, mark, now);
  return answer;
};
