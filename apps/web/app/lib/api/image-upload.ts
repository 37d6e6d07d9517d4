import {
  buildPath,
  createUploadContract,
  UPLOAD_FILE_FIELD,
  UPLOAD_RULES,
  UploadDocumentSchema,
  uploadTooLargeMessage,
  uploadWrongTypeMessage,
} from '@gradway/domain/contracts';
import { getSession, sessionHeaders } from '../session/session-store';
import { ApiError, failureMessageOf } from './api-error';

/** The pictures organisers upload: a society's or company's logo, a touchpoint's cover. */
export type ImageUploadKind = 'logo' | 'cover';

/** What is wrong with a picked image before it is sent, or null (the server checks again). */
export const imageProblemOf = (kind: ImageUploadKind, file: File): string | null => {
  const rule = UPLOAD_RULES[kind];
  if (file.size > rule.maxBytes) return uploadTooLargeMessage(kind);
  if (file.type && !rule.mimeTypes.includes(file.type)) return uploadWrongTypeMessage(kind);
  return null;
};

/**
 * Uploads an image (`POST /api/v1/uploads/:kind`, multipart) and returns the address it is served
 * at, to save with the profile or the touchpoint. Failures throw an `ApiError` whose message is the
 * answer's `alert` or `error`.
 */
export const uploadImage = async (
  kind: ImageUploadKind,
  file: File,
  fallbackMessage: string,
): Promise<string> => {
  const form = new FormData();
  form.append(UPLOAD_FILE_FIELD, file);
  let response: Response;
  try {
    response = await fetch(buildPath(createUploadContract.path, { kind }), {
      method: 'POST',
      headers: { Accept: 'application/json', ...sessionHeaders(getSession()) },
      body: form,
    });
  } catch {
    throw new ApiError(fallbackMessage, 0);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    throw new ApiError(failureMessageOf(body) ?? fallbackMessage, response.status, body);
  }
  const parsed = UploadDocumentSchema.safeParse(body);
  if (!parsed.success) throw new ApiError(fallbackMessage, 0, body);
  return parsed.data.data.attributes.url;
};
