import type { CoverLetterSuggestionKind } from '@gradway/domain';
import {
  type CoverLetter,
  type CoverLetterSuggestionDocument,
  createCoverLetterContract,
  deleteCoverLetterContract,
  exportCoverLetterContract,
  type GenerateCoverLetterBody,
  generateCoverLetterContract,
  listApplicationsContract,
  listCoverLettersContract,
  suggestCoverLetterEditContract,
  type UpdateCoverLetterBody,
  updateCoverLetterContract,
} from '@gradway/domain/contracts';
import { api, requestPathOf } from '../../../lib/api/api-client';
import { getSession, sessionHeaders } from '../../../lib/session/session-store';

export type { CoverLetter };
export type Suggestion = CoverLetterSuggestionDocument['data']['attributes'];

export const listLetters = async () => (await api(listCoverLettersContract)).data;

export const generateLetter = async (input: GenerateCoverLetterBody['cover_letter']) =>
  (await api(generateCoverLetterContract, { body: { cover_letter: input } })).data;

export const createLetter = async (title: string, bodyHtml: string) =>
  (await api(createCoverLetterContract, { body: { cover_letter: { title, body_html: bodyHtml } } }))
    .data;

export const saveLetter = async (id: string, change: UpdateCoverLetterBody['cover_letter']) =>
  (await api(updateCoverLetterContract, { params: { id }, body: { cover_letter: change } })).data;

export const deleteLetter = async (id: string) =>
  api(deleteCoverLetterContract, { params: { id } });

export const suggest = async (kind: CoverLetterSuggestionKind, text: string): Promise<Suggestion> =>
  (await api(suggestCoverLetterEditContract, { body: { suggestion: { kind, text } } })).data
    .attributes;

/** The candidate's tracked opportunities, to tie a letter to. */
export const listTrackedOpportunities = async () =>
  (await api(listApplicationsContract, { query: { per_page: 50 } })).data.map((application) => ({
    id: application.attributes.touchpoint_id,
    title: application.attributes.touchpoint.attributes.title,
  }));

/** Downloads the letter as a PDF or DOCX file (the session goes in headers, so not a plain link). */
export const downloadLetter = async (letter: CoverLetter, format: 'pdf' | 'docx') => {
  const path = requestPathOf(exportCoverLetterContract, {
    params: { id: letter.id },
    query: { format },
  });
  const response = await fetch(path, { headers: sessionHeaders(getSession()) });
  if (!response.ok) throw new Error(`The ${format.toUpperCase()} could not be made.`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `${letter.attributes.title}.${format}`;
  link.click();
  URL.revokeObjectURL(url);
};
