import type { MessageDocument } from '@gradway/domain/contracts';
import type { Db } from '../../../db';
import { applicationCvUrls } from '../../applying/applications/applications.service';
import type { UploadStorage } from '../../platform/uploads/upload-storage';
import { removeUpload } from '../../platform/uploads/upload-store';
import { requireCandidate } from './candidate-profile.service';
import { deleteCandidateUser } from './candidates.repository';

export const ACCOUNT_DELETED_MESSAGE = 'Your account and all your personal data have been deleted.';

/**
 * Deletes the candidate's account with all their personal data: the user, profile, education,
 * preferences, CV text, applications and sessions (one transaction), then their avatar and CV
 * files, with the copies of their CV sent with applications.
 */
export const deleteCandidateAccount = async (
  db: Db,
  storage: UploadStorage,
  userId: string,
): Promise<MessageDocument> => {
  const { user, candidate } = await requireCandidate(db, userId);
  const sentCvs = await applicationCvUrls(db, candidate.id);
  await deleteCandidateUser(db, userId, user.email);
  await removeUpload(storage, candidate.avatarUrl);
  await removeUpload(storage, candidate.resumeUrl);
  for (const url of sentCvs) await removeUpload(storage, url);
  return { message: ACCOUNT_DELETED_MESSAGE };
};
