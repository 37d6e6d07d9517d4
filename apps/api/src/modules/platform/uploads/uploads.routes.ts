import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import {
  createUploadContract,
  downloadCvContract,
  UPLOAD_FILE_FIELD,
  UPLOAD_RULES,
  type UploadDocument,
  type UploadKind,
} from '@gradway/domain/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../../db';
import { HttpError, notFound, unauthorized } from '../../../http/http-error';
import { registerRoute } from '../../../http/register-route';
import { findReadableCv, sendCv } from './cv-downloads.service';
import { DiskUploadStorage, type UploadStorage } from './upload-storage';
import { type StoredUpload, storeUpload, uploadTooLarge } from './upload-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploads are kept: the local disk (`DATA_DIR/uploads`) or an S3-compatible bucket. */
    uploadStorage: UploadStorage;
  }
}

/** The largest file any kind accepts: the multipart parser stops reading beyond it. */
const LARGEST_UPLOAD = Math.max(...Object.values(UPLOAD_RULES).map((rule) => rule.maxBytes));

/** How many uploads one caller may send per minute. */
export const UPLOAD_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

export const NOT_MULTIPART_MESSAGE = `Send the file as multipart/form-data, in a part named "${UPLOAD_FILE_FIELD}".`;

/**
 * Decides where uploads are stored: the given store, else the given folder (`DATA_DIR/uploads`),
 * else a fresh temporary folder (API tests). Call once, before any route that reads or removes
 * files.
 */
export const registerUploadStorage = (
  app: FastifyInstance,
  options: { storage?: UploadStorage; uploadsDir?: string } = {},
) => {
  const storage: UploadStorage =
    options.storage ??
    new DiskUploadStorage(options.uploadsDir ?? mkdtempSync(join(tmpdir(), 'gradway-uploads-')));
  app.decorate('uploadStorage', storage);
  app.addHook('onClose', async () => storage.close?.());
};

/**
 * The routes that receive files, in a scope of their own that parses multipart bodies: only
 * these routes run the multipart parser's per-request hook (decision 043), and every other
 * route refuses a multipart body as an unsupported type. Register after the app's hooks, with
 * the other routes; `declare` declares the file routes of every module in the scope.
 */
export const fileRoutes = async (
  app: FastifyInstance,
  declare: (scope: FastifyInstance) => void,
) => {
  await app.register(async (scope) => {
    await scope.register(multipart, {
      throwFileSizeLimit: false,
      limits: { files: 1, fields: 10, fieldSize: 1024, parts: 12, fileSize: LARGEST_UPLOAD },
    });
    declare(scope);
  });
};

/**
 * Receives the file part of a multipart request and stores it as the given kind, checked by
 * content. For routes of any module that take a file (a candidate's CV, a society's logo).
 * Throws an `HttpError`: 415 when the request is not multipart, 400 without a file, 413 when
 * larger than the kind allows, 415 when its content is not an accepted type.
 */
export const receiveUpload = async (
  request: FastifyRequest,
  kind: UploadKind,
): Promise<StoredUpload> => {
  if (!request.isMultipart()) throw new HttpError(415, NOT_MULTIPART_MESSAGE);
  const rule = UPLOAD_RULES[kind];
  let file: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    file = await request.file({ limits: { fileSize: rule.maxBytes, files: 1 } });
  } catch (error) {
    request.log.info({ err: error }, 'unreadable multipart upload');
    throw new HttpError(400, NOT_MULTIPART_MESSAGE);
  }
  if (!file || file.fieldname !== UPLOAD_FILE_FIELD) {
    file?.file.resume();
    throw new HttpError(400, `${rule.label}: choose a file to upload.`);
  }
  const buffer = await file.toBuffer();
  if (file.file.truncated) throw uploadTooLarge(kind);
  return storeUpload({
    storage: request.server.uploadStorage,
    kind,
    filename: file.filename,
    buffer,
  });
};

/** The upload document the API answers with. */
export const uploadDocument = (upload: StoredUpload): UploadDocument => ({
  data: {
    id: upload.id,
    type: 'upload',
    attributes: {
      id: upload.id,
      kind: upload.kind,
      url: upload.url,
      mime: upload.mime,
      bytes: upload.bytes,
      filename: upload.filename,
    },
  },
});

/**
 * `POST /api/v1/uploads/:kind`: any signed-in user stores a file and gets its URL back.
 * `GET /api/v1/uploads/cv/:id`: a CV, downloaded by the people allowed to read it.
 */
export const uploadsRoutes = (app: FastifyInstance, db: Db) => {
  registerRoute(
    app,
    createUploadContract,
    async ({ params, request }) => uploadDocument(await receiveUpload(request, params.kind)),
    { rateLimit: UPLOAD_RATE_LIMIT, accountLimit: 'uploads' },
  );
  registerRoute(app, downloadCvContract, async ({ params, request, reply }) => {
    if (!request.session) throw unauthorized();
    const cv = await findReadableCv(db, params.id, {
      userId: request.session.user.id,
      userClass: request.userClass,
    });
    if (!cv) throw notFound();
    // The PDF is streamed as is: the contract's 200 schema only describes it.
    return (await sendCv(reply, app.uploadStorage, cv)) as never;
  });
};
