import type {
  CandidateProfileDocument,
  CandidateResumeDocument,
  UserDocument,
} from '@gradway/domain/contracts';
import type { FastifyRequest } from 'fastify';
import { extractText } from 'unpdf';
import type { Db } from '../../../db';
import { HttpError, unauthorized } from '../../../http/http-error';
import type { OpenAiConfig } from '../../platform/ai/openai-compatible';
import { UNREADABLE_PDF_MESSAGE } from '../../platform/uploads/pdf-check';
import type { UploadStorage } from '../../platform/uploads/upload-storage';
import { removeUpload } from '../../platform/uploads/upload-store';
import { receiveUpload } from '../../platform/uploads/uploads.routes';
import { readProfileFromText } from '../ai-onboarding/ai-onboarding.service';
import { userDocument } from '../users/user-document';
import { candidateProfileDocument, requireCandidate } from './candidate-profile.service';
import { updateCandidateRow, upsertCandidateDetails } from './candidates.repository';

/** The most CV text kept (a long CV's first ~60 pages). */
export const RESUME_TEXT_MAX_LENGTH = 200_000;

export { UNREADABLE_PDF_MESSAGE } from '../../platform/uploads/pdf-check';

const userDocumentOf = async (db: Db, userId: string): Promise<UserDocument> => {
  const document = await userDocument(db, userId);
  if (!document) throw unauthorized();
  return document;
};

/** `PUT /api/v1/candidate/avatar`: stores the new picture, then removes the old one. */
export const replaceAvatar = async (db: Db, request: FastifyRequest, userId: string) => {
  const { candidate } = await requireCandidate(db, userId);
  const upload = await receiveUpload(request, 'avatar');
  await updateCandidateRow(db, candidate.id, { avatarUrl: upload.url });
  await removeUpload(request.server.uploadStorage, candidate.avatarUrl);
  return userDocumentOf(db, userId);
};

export const removeAvatar = async (db: Db, storage: UploadStorage, userId: string) => {
  const { candidate } = await requireCandidate(db, userId);
  await updateCandidateRow(db, candidate.id, { avatarUrl: null });
  await removeUpload(storage, candidate.avatarUrl);
  return userDocumentOf(db, userId);
};

/** The text of a PDF (pages joined), or null when the file is not a readable PDF. */
export const extractPdfText = async (
  pdf: Buffer,
): Promise<{ text: string; pages: number } | null> => {
  try {
    const { text, totalPages } = await extractText(new Uint8Array(pdf), { mergePages: true });
    return {
      text: text
        .replace(/[ \t]+/g, ' ')
        .trim()
        .slice(0, RESUME_TEXT_MAX_LENGTH),
      pages: totalPages,
    };
  } catch {
    return null;
  }
};

/**
 * `PUT /api/v1/candidate/resume`: stores the PDF, keeps its text (for matching and autofill),
 * removes the previous CV, and answers the profile plus the fields read from the CV. A PDF that
 * cannot be read answers 422 and is not kept.
 */
export const replaceResume = async (
  db: Db,
  request: FastifyRequest,
  userId: string,
  openai: OpenAiConfig | null,
): Promise<CandidateResumeDocument> => {
  const { candidate } = await requireCandidate(db, userId);
  const upload = await receiveUpload(request, 'cv');
  const storage = request.server.uploadStorage;
  const extracted = await extractPdfText(upload.buffer);
  if (!extracted) {
    await removeUpload(storage, upload.url);
    throw new HttpError(422, UNREADABLE_PDF_MESSAGE);
  }
  await db.transaction(async (tx) => {
    await updateCandidateRow(tx, candidate.id, { resumeUrl: upload.url });
    await upsertCandidateDetails(tx, candidate.id, {
      resumeFilename: upload.filename,
      resumeBytes: upload.bytes,
      resumePages: extracted.pages,
      resumeText: extracted.text || null,
      resumeUploadedAt: new Date(),
    });
  });
  await removeUpload(storage, candidate.resumeUrl);
  const { profile } = await readProfileFromText(db, extracted.text, { openai, log: request.log });
  const document = await candidateProfileDocument(db, userId);
  return { ...document, meta: { suggested: profile } };
};

export const removeResume = async (
  db: Db,
  storage: UploadStorage,
  userId: string,
): Promise<CandidateProfileDocument> => {
  const { candidate } = await requireCandidate(db, userId);
  await db.transaction(async (tx) => {
    await updateCandidateRow(tx, candidate.id, { resumeUrl: null });
    await upsertCandidateDetails(tx, candidate.id, {
      resumeFilename: null,
      resumeBytes: null,
      resumePages: null,
      resumeText: null,
      resumeUploadedAt: null,
    });
  });
  await removeUpload(storage, candidate.resumeUrl);
  return candidateProfileDocument(db, userId);
};
