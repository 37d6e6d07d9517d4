import type { RegistrationAnswersInput } from '@gradway/domain';
import {
  cancelRegistrationContract,
  claimOfferContract,
  declineOfferContract,
  listEventRegistrationQuestionsContract,
  listRegistrationsContract,
  type Registration,
  type RegistrationQuestionResource,
  registerContract,
} from '@gradway/domain/contracts';
import { api } from '../../../lib/api/api-client';

export type { Registration, RegistrationQuestionResource };

const params = (touchpointId: string) => ({ params: { touchpoint_id: touchpointId } });

/**
 * Registers, or joins the waitlist when the event is full (a second call changes nothing), with
 * the answers to the event's questions.
 */
export const registerForEvent = async (touchpointId: string, answers: RegistrationAnswersInput) =>
  (await api(registerContract, { ...params(touchpointId), body: { answers } })).data;

/** The questions the event asks at registration (none for most events). */
export const eventQuestions = async (touchpointId: string, signal?: AbortSignal) =>
  (
    await api(
      listEventRegistrationQuestionsContract,
      { params: { id: touchpointId } },
      { quiet: true, signal },
    )
  ).data;

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
