import {
  buildPath,
  createUploadContract,
  UPLOAD_FILE_FIELD,
  UPLOAD_RULES,
  UploadDocumentSchema,
  uploadTooLargeMessage,
  uploadWrongTypeMessage,
} from '@gradway/domain/contracts';
import { ApiError, failureMessageOf } from '../../lib/api/api-error';
import { getSession, sessionHeaders } from '../../lib/session/session-store';

/** What is wrong with a picked logo before it is sent, or null (the server checks again). */
export const logoProblemOf = (file: File): string | null => {
  const rule = UPLOAD_RULES.logo;
  if (file.size > rule.maxBytes) return uploadTooLargeMessage('logo');
  if (file.type && !rule.mimeTypes.includes(file.type)) return uploadWrongTypeMessage('logo');
  return null;
};

/**
 * Uploads a society or company logo (`POST /api/v1/uploads/logo`, multipart) and returns the
 * address it is served at, to save with the profile. Failures throw an `ApiError` whose message
 * is the answer's `alert` or `error`.
 */
export const uploadLogo = async (file: File, fallbackMessage: string): Promise<string> => {
  const form = new FormData();
  form.append(UPLOAD_FILE_FIELD, file);
  let response: Response;
  try {
    response = await fetch(buildPath(createUploadContract.path, { kind: 'logo' }), {
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
