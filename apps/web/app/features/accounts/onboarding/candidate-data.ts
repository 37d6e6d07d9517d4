import {
  type CandidatePreferenceOptionsDocument,
  type CandidateProfile,
  type CandidateResumeDocument,
  CandidateResumeDocumentSchema,
  type Contract,
  getCandidatePreferenceOptionsContract,
  getCandidateProfileContract,
  listCitiesContract,
  listDegreesContract,
  listOpportunityTypesContract,
  listSubjectsContract,
  listTagsContract,
  listUniversitiesContract,
  type NamedRecord,
  UPLOAD_FILE_FIELD,
  UPLOAD_RULES,
  type UploadKind,
  type UserDocument,
  UserDocumentSchema,
  uploadCandidateAvatarContract,
  uploadCandidateResumeContract,
  uploadTooLargeMessage,
  uploadWrongTypeMessage,
} from '@gradway/domain/contracts';
import type { z } from 'zod';
import { toast } from '../../../components/ui/toast/toast-store';
import { api } from '../../../lib/api/api-client';
import { ApiError, failureMessageOf } from '../../../lib/api/api-error';
import { getSession, sessionHeaders } from '../../../lib/session/session-store';

/** Reference lists and look-ups of the candidate's onboarding, profile and settings screens. */

export interface OptionRecord {
  id: string;
  name: string;
}

export interface CandidateReferenceData {
  degrees: OptionRecord[];
  subjects: OptionRecord[];
  industries: OptionRecord[];
  areasOfResponsibility: OptionRecord[];
  opportunityTypes: OptionRecord[];
  preferenceOptions: CandidatePreferenceOptionsDocument['data']['attributes'];
}

const named = (document: { data: { id: string; attributes: { name: string } }[] }) =>
  document.data.map((item) => ({ id: item.id, name: item.attributes.name }));

/** Every short reference list the forms offer as dropdowns (long ones are searched). */
export const loadCandidateReferenceData = async (): Promise<CandidateReferenceData> => {
  const quiet = { quiet: true };
  const [degrees, subjects, industries, areas, types, preferenceOptions] = await Promise.all([
    api(listDegreesContract, {}, quiet),
    api(listSubjectsContract, {}, quiet),
    api(listTagsContract, { query: { type: 'Industry' } }, quiet),
    api(listTagsContract, { query: { type: 'AreaOfResponsibility' } }, quiet),
    api(listOpportunityTypesContract, { query: { with_part_time: true } }, quiet),
    api(getCandidatePreferenceOptionsContract, {}, quiet),
  ]);
  return {
    degrees: named(degrees),
    subjects: named(subjects),
    industries: named(industries),
    areasOfResponsibility: named(areas),
    opportunityTypes: types.data.map((type) => ({ id: type.id, name: type.attributes.name })),
    preferenceOptions: preferenceOptions.data.attributes,
  };
};

export const loadCandidateProfile = async (): Promise<CandidateProfile> =>
  (await api(getCandidateProfileContract, {})).data.attributes;

/** Universities whose name contains the text (the reference list's search). */
export const searchUniversities = async (
  text: string,
  signal: AbortSignal,
): Promise<NamedRecord[]> => {
  const document = await api(
    listUniversitiesContract,
    { query: { q: text, per_page: 10 } },
    { signal, quiet: true },
  );
  return document.data.map((university) => ({
    id: university.id,
    name: university.attributes.name,
  }));
};

/** Cities (shown ones) whose name contains the text, with their country. */
export const searchCities = async (text: string, signal: AbortSignal): Promise<NamedRecord[]> => {
  const document = await api(listCitiesContract, { query: { q: text } }, { signal, quiet: true });
  return document.data
    .filter((city) => !city.attributes.hidden)
    .slice(0, 10)
    .map((city) => ({ id: city.id, name: `${city.attributes.name}, ${city.attributes.country}` }));
};

/** What is wrong with a picked file before it is sent (the server checks again), or null. */
export const fileProblemOf = (kind: UploadKind, file: File): string | null => {
  const rule = UPLOAD_RULES[kind];
  if (file.size > rule.maxBytes) return uploadTooLargeMessage(kind);
  if (file.type && !rule.mimeTypes.includes(file.type)) return uploadWrongTypeMessage(kind);
  return null;
};

/**
 * Sends a file as `multipart/form-data` (part `file`) to a contract's endpoint and checks the
 * answer against the contract. Failures show the 'Error!' toast and throw an `ApiError`.
 */
const sendFile = async <S extends z.ZodType>(
  contract: Contract,
  schema: S,
  file: File,
  fallbackMessage: string,
): Promise<z.output<S>> => {
  const form = new FormData();
  form.append(UPLOAD_FILE_FIELD, file);
  const fail = (error: ApiError): never => {
    toast.error(error.message);
    throw error;
  };
  let response: Response;
  try {
    response = await fetch(contract.path, {
      method: contract.method,
      headers: { Accept: 'application/json', ...sessionHeaders(getSession()) },
      body: form,
    });
  } catch {
    return fail(new ApiError(fallbackMessage, 0));
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    return fail(new ApiError(failureMessageOf(body) ?? fallbackMessage, response.status, body));
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) return fail(new ApiError(fallbackMessage, 0, body));
  return parsed.data;
};

export const uploadAvatar = (file: File, fallbackMessage: string): Promise<UserDocument> =>
  sendFile(uploadCandidateAvatarContract, UserDocumentSchema, file, fallbackMessage);

export const uploadResume = (
  file: File,
  fallbackMessage: string,
): Promise<CandidateResumeDocument> =>
  sendFile(uploadCandidateResumeContract, CandidateResumeDocumentSchema, file, fallbackMessage);

/**
 * Saves the candidate's CV on their device. The API serves a CV only with the session, which the
 * app sends in headers (not cookies), so a plain link cannot carry it: the file is fetched with
 * the session headers, then saved through a short-lived blob URL. Failures show the 'Error!'
 * toast and throw an `ApiError`.
 */
export const downloadResume = async (
  url: string,
  filename: string,
  fallbackMessage: string,
): Promise<void> => {
  const fail = (error: ApiError): never => {
    toast.error(error.message);
    throw error;
  };
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { Accept: 'application/pdf', ...sessionHeaders(getSession()) },
    });
  } catch {
    return fail(new ApiError(fallbackMessage, 0));
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    return fail(new ApiError(failureMessageOf(body) ?? fallbackMessage, response.status, body));
  }
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns: free it a little later.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
};
