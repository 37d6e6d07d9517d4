import type { MessageDocument } from '@gradway/domain/contracts';
import type { Db } from '../../db';
import { removeUpload } from '../uploads/upload-store';
import { requireCandidate } from './candidate-profile.service';
import { deleteCandidateUser } from './candidates.repository';

export const ACCOUNT_DELETED_MESSAGE = 'Your account and all your personal data have been deleted.';

/**
 * Deletes the candidate's account with all their personal data: the user, profile, education,
 * preferences, CV text and sessions (one transaction), then their avatar and CV files.
 */
export const deleteCandidateAccount = async (
  db: Db,
  uploadsDir: string,
  userId: string,
): Promise<MessageDocument> => {
  const { user, candidate } = await requireCandidate(db, userId);
  await deleteCandidateUser(db, userId, user.email);
  await removeUpload(uploadsDir, candidate.avatarUrl);
  await removeUpload(uploadsDir, candidate.resumeUrl);
  return { message: ACCOUNT_DELETED_MESSAGE };
};
