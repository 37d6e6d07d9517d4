import {
  acceptCompanyCohostInvitationContract,
  acceptSocietyCohostInvitationContract,
  declineCompanyCohostInvitationContract,
  declineSocietyCohostInvitationContract,
  deleteCompanyTouchpointContract,
  deleteSocietyTouchpointContract,
  duplicateCompanyEventContract,
  duplicateSocietyEventContract,
  getCompanyTouchpointContract,
  getSocietyTouchpointContract,
  listCompanyTouchpointsContract,
  listSocietyTouchpointsContract,
  removeCompanyTouchpointCohostContract,
  removeSocietyTouchpointCohostContract,
  stopCohostingCompanyTouchpointContract,
  stopCohostingSocietyTouchpointContract,
  type TouchpointListDocument,
  unpublishCompanyTouchpointContract,
  unpublishSocietyTouchpointContract,
  updateCompanyTouchpointContract,
} from '@gradway/domain/contracts';
import { api } from '../../../lib/api/api-client';
import type { listQueryOf } from './list-address';
import type { OrganiserKind } from './organiser';

/**
 * The calls behind the organiser's lists (spec §7): the list and delete go to the company or the
 * society endpoints by role (spec §6); featured and easy apply are company touchpoint updates.
 * Failures throw after the API client showed the 'Error!' toast with the answer's message.
 */

export type ListQuery = ReturnType<typeof listQueryOf>;

export const listTouchpoints = (
  kind: OrganiserKind,
  query: ListQuery,
  signal?: AbortSignal,
): Promise<TouchpointListDocument> =>
  kind === 'company'
    ? api(listCompanyTouchpointsContract, { query }, { signal, quiet: true })
    : api(listSocietyTouchpointsContract, { query }, { signal, quiet: true });

export const deleteTouchpoint = async (kind: OrganiserKind, id: string): Promise<void> => {
  if (kind === 'company') await api(deleteCompanyTouchpointContract, { params: { id } });
  else await api(deleteSocietyTouchpointContract, { params: { id } });
};

export const setFeatured = (id: string, featured: boolean) =>
  api(updateCompanyTouchpointContract, { params: { id }, body: { id, featured } });

export const enableEasyApply = (id: string) =>
  api(updateCompanyTouchpointContract, {
    params: { id },
    body: { touchpoint: { apply_url: null } },
  });

export const unpublishTouchpoint = async (kind: OrganiserKind, id: string): Promise<void> => {
  if (kind === 'company') await api(unpublishCompanyTouchpointContract, { params: { id } });
  else await api(unpublishSocietyTouchpointContract, { params: { id } });
};

export const removeCohost = async (
  kind: OrganiserKind,
  id: string,
  cohostApplicationId: string,
): Promise<void> => {
  const params = { id, cohost_application_id: cohostApplicationId };
  if (kind === 'company') await api(removeCompanyTouchpointCohostContract, { params });
  else await api(removeSocietyTouchpointCohostContract, { params });
};

export const stopCohosting = async (kind: OrganiserKind, id: string): Promise<void> => {
  if (kind === 'company') await api(stopCohostingCompanyTouchpointContract, { params: { id } });
  else await api(stopCohostingSocietyTouchpointContract, { params: { id } });
};

/** Copies an event into a new draft; answers the new draft's id. */
export const duplicateEvent = async (kind: OrganiserKind, id: string): Promise<string> => {
  const contract =
    kind === 'company' ? duplicateCompanyEventContract : duplicateSocietyEventContract;
  const document = await api(contract, { params: { id } });
  return document.data.id;
};

/**
 * Accepts or declines the organisation's invitation to co-host an event: the invitation is the
 * organisation's own entry in the row's `cohost_applications`.
 */
export const answerInvitation = async (
  kind: OrganiserKind,
  invitationId: string,
  answer: 'accept' | 'decline',
): Promise<void> => {
  const params = { id: invitationId };
  if (kind === 'company') {
    const contract =
      answer === 'accept'
        ? acceptCompanyCohostInvitationContract
        : declineCompanyCohostInvitationContract;
    await api(contract, { params });
  } else {
    const contract =
      answer === 'accept'
        ? acceptSocietyCohostInvitationContract
        : declineSocietyCohostInvitationContract;
    await api(contract, { params });
  }
};

/** The admin's reason for rejecting one of the organiser's touchpoints (from its editor document). */
export const loadRejectionReason = async (
  kind: OrganiserKind,
  id: string,
): Promise<string | null> => {
  const contract = kind === 'company' ? getCompanyTouchpointContract : getSocietyTouchpointContract;
  const document = await api(contract, { params: { id } }, { quiet: true });
  return document.data.attributes.rejection_reason;
};
