import type { TouchpointInputBody } from '@gradway/domain';
import {
  createCompanyTouchpointContract,
  createSocietyTouchpointContract,
  getCompanyTouchpointContract,
  getSocietyTouchpointContract,
  replaceCompanyTouchpointContract,
  replaceSocietyTouchpointContract,
  submitCompanyTouchpointContract,
  submitSocietyTouchpointContract,
  type TouchpointEditor,
  unpublishCompanyTouchpointContract,
  unpublishSocietyTouchpointContract,
  withdrawCompanyTouchpointRevisionContract,
  withdrawSocietyTouchpointRevisionContract,
} from '@gradway/domain/contracts';
import { api } from '../../../lib/api/api-client';

/** Recruiters write through the company endpoints, managers through the society ones (spec §6). */
export type EditorSide = 'company' | 'society';

const CONTRACTS = {
  company: {
    get: getCompanyTouchpointContract,
    create: createCompanyTouchpointContract,
    replace: replaceCompanyTouchpointContract,
    submit: submitCompanyTouchpointContract,
    unpublish: unpublishCompanyTouchpointContract,
    withdrawRevision: withdrawCompanyTouchpointRevisionContract,
  },
  society: {
    get: getSocietyTouchpointContract,
    create: createSocietyTouchpointContract,
    replace: replaceSocietyTouchpointContract,
    submit: submitSocietyTouchpointContract,
    unpublish: unpublishSocietyTouchpointContract,
    withdrawRevision: withdrawSocietyTouchpointRevisionContract,
  },
} as const;

/** The touchpoint's fields as sent (left-out fields take their empty value). */
type Body = TouchpointInputBody;

/** One touchpoint as its editor shows it (another organisation's answers 404). */
export const getTouchpoint = async (
  side: EditorSide,
  id: string,
  options: { quiet?: boolean } = {},
): Promise<TouchpointEditor> => (await api(CONTRACTS[side].get, { params: { id } }, options)).data;

/** Creates a draft; failures show the 'Error!' toast and are thrown. */
export const createTouchpoint = async (side: EditorSide, body: Body): Promise<TouchpointEditor> =>
  (await api(CONTRACTS[side].create, { body: { touchpoint: body } })).data;

/** What saving a live touchpoint did: waits for approval, live at once, or nothing changed. */
export type RevisionOutcome = 'pending' | 'published' | 'unchanged';

/**
 * Saves every field; `backToDraft` says a touchpoint in review or past went back to draft,
 * `revision` what happened to the edit of a live one (decision 031).
 */
export const replaceTouchpoint = async (
  side: EditorSide,
  id: string,
  body: Body,
): Promise<{
  touchpoint: TouchpointEditor;
  backToDraft: boolean;
  revision: RevisionOutcome | null;
}> => {
  const document = await api(CONTRACTS[side].replace, {
    params: { id },
    body: { touchpoint: body },
  });
  return {
    touchpoint: document.data,
    backToDraft: document.meta.back_to_draft,
    revision: document.meta.revision,
  };
};

/** Takes back the changes to a live touchpoint that wait for approval. */
export const withdrawRevision = async (side: EditorSide, id: string): Promise<TouchpointEditor> =>
  (await api(CONTRACTS[side].withdrawRevision, { params: { id } })).data;

export const submitTouchpoint = async (side: EditorSide, id: string): Promise<TouchpointEditor> =>
  (await api(CONTRACTS[side].submit, { params: { id } })).data;

export const unpublishTouchpoint = async (
  side: EditorSide,
  id: string,
): Promise<TouchpointEditor> => (await api(CONTRACTS[side].unpublish, { params: { id } })).data;
