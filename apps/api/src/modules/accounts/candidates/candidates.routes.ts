import {
  deleteCandidateAvatarContract,
  deleteCandidateContract,
  deleteCandidateResumeContract,
  getCandidateProfileContract,
  updateCandidateContract,
  updateCandidateSettingsContract,
  uploadCandidateAvatarContract,
  uploadCandidateResumeContract,
} from '@gradway/domain/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../../db';
import { unauthorized } from '../../../http/http-error';
import { registerRoute } from '../../../http/register-route';
import { type OpenAiConfig, readOpenAiConfig } from '../../platform/ai/openai-compatible';
import { UPLOAD_RATE_LIMIT } from '../../platform/uploads/uploads.routes';
import { deleteCandidateAccount } from './candidate-account.service';
import {
  removeAvatar,
  removeResume,
  replaceAvatar,
  replaceResume,
} from './candidate-files.service';
import {
  candidateProfileDocument,
  updateCandidate,
  updateCandidateSettings,
} from './candidate-profile.service';

const userIdOf = (request: FastifyRequest): string => {
  if (!request.session) throw unauthorized();
  return request.session.user.id;
};

/** The signed-in candidate's own profile, settings and account, and removing their files. */
export const candidatesRoutes = (app: FastifyInstance, db: Db) => {
  registerRoute(app, updateCandidateContract, ({ body, request }) =>
    updateCandidate(db, userIdOf(request), body),
  );
  registerRoute(app, getCandidateProfileContract, ({ request }) =>
    candidateProfileDocument(db, userIdOf(request)),
  );
  registerRoute(app, updateCandidateSettingsContract, ({ body, request }) =>
    updateCandidateSettings(db, userIdOf(request), body.settings.email_digest_frequency),
  );
  registerRoute(app, deleteCandidateAvatarContract, ({ request }) =>
    removeAvatar(db, app.uploadStorage, userIdOf(request)),
  );
  registerRoute(app, deleteCandidateResumeContract, ({ request }) =>
    removeResume(db, app.uploadStorage, userIdOf(request)),
  );
  registerRoute(app, deleteCandidateContract, ({ request }) =>
    deleteCandidateAccount(db, app.uploadStorage, userIdOf(request)),
  );
};

/**
 * The candidate's picture and CV, received as files: declared in the scope that parses
 * multipart bodies (`fileRoutes`).
 */
export const candidateFileRoutes = (
  app: FastifyInstance,
  db: Db,
  openai: OpenAiConfig | null = readOpenAiConfig(),
) => {
  registerRoute(
    app,
    uploadCandidateAvatarContract,
    ({ request }) => replaceAvatar(db, request, userIdOf(request)),
    { rateLimit: UPLOAD_RATE_LIMIT, accountLimit: 'uploads' },
  );
  registerRoute(
    app,
    uploadCandidateResumeContract,
    ({ request }) => replaceResume(db, request, userIdOf(request), openai),
    { rateLimit: UPLOAD_RATE_LIMIT, accountLimit: 'uploads' },
  );
};
