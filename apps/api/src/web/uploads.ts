import { mkdirSync } from 'node:fs';
import { posix } from 'node:path';
import fastifyStatic from '@fastify/static';
import { PUBLIC_UPLOAD_KINDS, UPLOAD_KINDS, UPLOAD_RULES } from '@gradway/domain/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isStoredUploadUrl, uploadKeyOf } from '../modules/platform/uploads/upload-store';

const PERSONAL_KINDS = new Set<string>(UPLOAD_KINDS.filter((kind) => UPLOAD_RULES[kind].personal));

/**
 * Whether a path under `/uploads/` may be served: not when it leads into the folder of a personal
 * kind (CVs), however it is spelled (`/cv/…`, `//cv/…`, `/%63v/…`, `/x/../cv/…`).
 */
export const isServableUploadPath = (pathname: string): boolean => {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  const [folder] = posix.normalize(`/${decoded}`).split('/').filter(Boolean);
  return folder === undefined || !PERSONAL_KINDS.has(folder);
};

const MEDIA_TYPES: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
};

/** Uploaded files are never sniffed as another type and never run as a page. */
const setServedHeaders = (set: (name: string, value: string) => unknown) => {
  set('x-content-type-options', 'nosniff');
  set('content-security-policy', "default-src 'none'; sandbox");
  set('cache-control', 'public, max-age=86400');
};

/**
 * Streams the public uploads (images) from an S3-compatible store at the same addresses as from
 * the disk, `/uploads/<kind>/<uuid>.<ext>`, so stored URLs do not depend on the store and the
 * bucket itself stays private.
 */
const serveFromStore = (app: FastifyInstance) => {
  for (const kind of PUBLIC_UPLOAD_KINDS) {
    app.get<{ Params: { name: string } }>(
      `/uploads/${kind}/:name`,
      { config: { access: 'public' } },
      async (request, reply: FastifyReply) => {
        const url = `/uploads/${kind}/${request.params.name}`;
        const key = isStoredUploadUrl(url, kind) ? uploadKeyOf(url) : null;
        const object = key ? await app.uploadStorage.open(key) : null;
        if (!key || !object) return reply.callNotFound();
        setServedHeaders((name, value) => reply.header(name, value));
        reply.header(
          'content-type',
          MEDIA_TYPES[key.split('.').pop() ?? ''] ?? object.mime ?? 'application/octet-stream',
        );
        if (object.bytes !== null) reply.header('content-length', object.bytes);
        return reply.send(object.body);
      },
    );
  }
};

/**
 * Uploaded files at `/uploads/`: the local folder (`DATA_DIR/uploads`: uploads on the disk and
 * the demo's pictures) and, when uploads go to an S3-compatible store, the images streamed from
 * it. CVs are never served here (personal data: `GET /api/v1/uploads/cv/:id`); asking for one
 * answers 404 exactly as a missing file. Call after `registerUploadStorage`.
 */
export const registerUploads = async (app: FastifyInstance, uploadsDir: string) => {
  mkdirSync(uploadsDir, { recursive: true });
  if (app.uploadStorage.type !== 'disk') serveFromStore(app);
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    allowedPath: (pathname) => isServableUploadPath(pathname),
    setHeaders: (response) => setServedHeaders((name, value) => response.setHeader(name, value)),
  });
};
