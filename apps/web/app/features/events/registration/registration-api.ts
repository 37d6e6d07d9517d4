import {
  cancelRegistrationContract,
  claimOfferContract,
  declineOfferContract,
  listRegistrationsContract,
  type Registration,
  registerContract,
} from '@gradway/domain/contracts';
import { api } from '../../../lib/api/api-client';

export type { Registration };

const params = (touchpointId: string) => ({ params: { touchpoint_id: touchpointId } });

/** Registers, or joins the waitlist when the event is full (a second call changes nothing). */
export const registerForEvent = async (touchpointId: string) =>
  (await api(registerContract, params(touchpointId))).data;

/** Cancels the registration, leaves the waitlist, or gives up the place on offer. */
export const cancelRegistration = async (touchpointId: string) =>
  (await api(cancelRegistrationContract, params(touchpointId))).data;

export const claimOffer = async (touchpointId: string) =>
  (await api(claimOfferContract, params(touchpointId))).data;

export const declineOffer = async (touchpointId: string) =>
  (await api(declineOfferContract, params(touchpointId))).data;

/** The candidate's registration for one event, or null (cancelled ones are not listed). */
export const findRegistration = async (touchpointId: string, signal?: AbortSignal) => {
  const document = await api(listRegistrationsContract, {}, { quiet: true, signal });
  return document.data.find((item) => item.attributes.touchpoint_id === touchpointId) ?? null;
};
