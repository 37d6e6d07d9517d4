import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  cvDownloadPath,
  UPLOAD_RULES,
  type UploadKind,
  uploadTooLargeMessage,
  uploadWrongTypeMessage,
} from '@gradway/domain/contracts';
import { fileTypeFromBuffer } from 'file-type';
import { HttpError } from '../../../http/http-error';
import { reencodeImage } from './image-reencode';
import { isReadablePdf, looksLikeMarkup, UNREADABLE_PDF_MESSAGE } from './pdf-check';
import type { UploadStorage } from './upload-storage';

/**
 * The URL prefix uploads are named by. Images (avatars, logos, covers) are served there; CVs are
 * not (personal data): they are downloaded through `GET /api/v1/uploads/cv/:id`.
 */
export const UPLOADS_URL_PREFIX = '/uploads/';

export interface StoreUploadInput {
  /** Where uploads are kept (`app.uploadStorage`: the local disk or an S3-compatible bucket). */
  storage: UploadStorage;
  kind: UploadKind;
  /** The name on the uploader's device: kept for display only, never used on disk. */
  filename?: string | null;
  /** The content, either whole or as a stream (read up to the kind's limit). */
  buffer?: Buffer;
  stream?: Readable;
}

export interface StoredUpload {
  /** The random id the file is stored under. */
  id: string;
  kind: UploadKind;
  /** Its name, e.g. `/uploads/avatar/<uuid>.png` (where images are served). */
  url: string;
  /** Its key in the store, e.g. `avatar/<uuid>.png`. */
  key: string;
  bytes: number;
  /** The media type detected from the content. */
  mime: string;
  filename: string | null;
  /** The content itself (for a CV's text extraction). */
  buffer: Buffer;
}

export const uploadTooLarge = (kind: UploadKind) => new HttpError(413, uploadTooLargeMessage(kind));
export const uploadWrongType = (kind: UploadKind) =>
  new HttpError(415, uploadWrongTypeMessage(kind));

const EXTENSIONS: Readonly<Record<string, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

/** Reads a stream into memory, refusing it (413) as soon as it passes `maxBytes`. */
const readLimited = async (stream: Readable, kind: UploadKind): Promise<Buffer> => {
  const { maxBytes } = UPLOAD_RULES[kind];
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    total += buffer.length;
    if (total > maxBytes) {
      stream.destroy();
      throw uploadTooLarge(kind);
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
};

/** A display name without folders or control characters, at most 200 characters. */
const displayName = (filename: string | null | undefined): string | null => {
  if (!filename) return null;
  const base = filename.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: strips control characters
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean ? clean.slice(0, 200) : null;
};

/**
 * Checks a file against its kind: size first (413), then the media type detected from its
 * signature (415). Answers the detected media type.
 */
export const checkUpload = async (kind: UploadKind, buffer: Buffer): Promise<string> => {
  const rule = UPLOAD_RULES[kind];
  if (buffer.length > rule.maxBytes) throw uploadTooLarge(kind);
  if (buffer.length === 0) throw new HttpError(400, `${rule.label}: the file is empty.`);
  const detected = await fileTypeFromBuffer(buffer);
  if (!detected || !rule.mimeTypes.includes(detected.mime)) throw uploadWrongType(kind);
  return detected.mime;
};

/**
 * What is stored for a checked file: images are decoded and written afresh (`reencodeImage`:
 * metadata stripped, resized to what the app shows, WebP), so a file that only starts like an
 * image is refused and whatever followed the image is gone; PDFs must open as a document of at
 * least one page (422 otherwise) and must not start like a web page. Throws 415 otherwise.
 */
const contentToStore = async (
  kind: UploadKind,
  buffer: Buffer,
  mime: string,
): Promise<{ buffer: Buffer; mime: string }> => {
  if (mime === 'application/pdf') {
    if (looksLikeMarkup(buffer)) throw uploadWrongType(kind);
    if (!(await isReadablePdf(buffer))) throw new HttpError(422, UNREADABLE_PDF_MESSAGE);
    return { buffer, mime };
  }
  const image = await reencodeImage(kind, buffer);
  if (!image) throw uploadWrongType(kind);
  return image;
};

/**
 * Stores an upload under the key `<kind>/<random uuid>.<ext>` after checking its size and type by
 * content. Throws an `HttpError` (400, 413 or 415) with a message for the user when the file does
 * not fit its kind; nothing is written then.
 */
export const storeUpload = async (input: StoreUploadInput): Promise<StoredUpload> => {
  const { kind } = input;
  let buffer: Buffer;
  if (input.buffer) buffer = input.buffer;
  else if (input.stream) buffer = await readLimited(input.stream, kind);
  else throw new HttpError(400, `${UPLOAD_RULES[kind].label}: choose a file to upload.`);
  const checked = await contentToStore(kind, buffer, await checkUpload(kind, buffer));
  buffer = checked.buffer;
  const mime = checked.mime;
  const id = randomUUID();
  const key = `${kind}/${id}.${EXTENSIONS[mime] ?? 'bin'}`;
  await input.storage.put(key, buffer, mime);
  return {
    id,
    kind,
    url: `${UPLOADS_URL_PREFIX}${key}`,
    key,
    bytes: buffer.length,
    mime,
    filename: displayName(input.filename),
    buffer,
  };
};

const STORED_URL =
  /^\/uploads\/(avatar|logo|cv|cover)\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(png|jpg|webp|pdf)$/;

/** Whether a URL names a file this store wrote (and so may be removed or referenced). */
export const isStoredUploadUrl = (url: string, kind?: UploadKind): boolean => {
  const match = STORED_URL.exec(url);
  return match !== null && (kind === undefined || match[1] === kind);
};

/** The store's key of an upload's URL (`/uploads/cv/<uuid>.pdf` → `cv/<uuid>.pdf`), or null. */
export const uploadKeyOf = (url: string | null | undefined): string | null =>
  url && isStoredUploadUrl(url) ? url.slice(UPLOADS_URL_PREFIX.length) : null;

/** The id of a stored CV's URL (`/uploads/cv/<uuid>.pdf` → `<uuid>`), or null. */
export const cvIdOf = (url: string | null | undefined): string | null => {
  const match = url ? STORED_URL.exec(url) : null;
  return match?.[1] === 'cv' ? (match[2] ?? null) : null;
};

/** The stored URL of a CV by its id (the inverse of `cvIdOf`). */
export const cvUrlOf = (id: string): string => `${UPLOADS_URL_PREFIX}cv/${id}.pdf`;

/**
 * Where a stored CV is downloaded (`/api/v1/uploads/cv/<uuid>`): the `resume_url` the API
 * answers. Null without a CV.
 */
export const cvDownloadUrlOf = (url: string | null | undefined): string | null => {
  const id = cvIdOf(url);
  return id ? cvDownloadPath(id) : null;
};

/**
 * Removes a stored file by its URL (a replaced avatar, a deleted CV, a deleted account). URLs
 * that are not this store's are ignored; a file already gone is fine.
 */
export const removeUpload = async (storage: UploadStorage, url: string | null | undefined) => {
  const key = uploadKeyOf(url);
  if (key) await storage.remove(key);
};
