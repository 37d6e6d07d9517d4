import {
  GUEST_LIST_MESSAGES,
  type GuestListChoiceDocument,
  type GuestListDocument,
} from '@gradway/domain/contracts';
import type { Db } from '../../../db';
import { notFound } from '../../../http/http-error';
import { findTouchpointRow } from '../../opportunities/organiser-touchpoints/authoring.service';
import { findChoice, guestCounts, shownGuests, updateChoice } from './guest-list.repository';

/**
 * An event's guest list (decision 029): first names and pictures of those going who said yes, on
 * an event whose host turned `show_guest_list` on. Nobody is shown by default.
 */

/** The most guests the list names (the page shows the count of the rest). */
export const GUEST_LIST_LIMIT = 100;
const VISIBLE_STATES = new Set(['published', 'closed', 'ended']);

export const guestListOf = async (db: Db, touchpointId: string): Promise<GuestListDocument> => {
  const row = await findTouchpointRow(db, touchpointId);
  const event = row?.touchpoint;
  if (event?.touchpointableType !== 'Event' || !VISIBLE_STATES.has(event.state)) {
    throw notFound(GUEST_LIST_MESSAGES.unknownEvent);
  }
  if (!event.showGuestList) throw notFound(GUEST_LIST_MESSAGES.hidden);
  const [guests, counts] = await Promise.all([
    shownGuests(db, touchpointId, GUEST_LIST_LIMIT),
    guestCounts(db, touchpointId),
  ]);
  return {
    data: guests.map((guest) => ({
      id: guest.id,
      type: 'guest' as const,
      attributes: {
        id: guest.id,
        // First names only (a blank one reads as a guest).
        first_name: guest.firstName.trim().split(/\s+/)[0] || 'Guest',
        avatar_url: guest.avatarUrl?.trim() || null,
      },
    })),
    meta: { total_count: counts.going, shown_count: counts.shown },
  };
};

const choiceDocument = (touchpointId: string, shown: boolean): GuestListChoiceDocument => ({
  data: {
    type: 'guest_list_choice',
    attributes: { touchpoint_id: touchpointId, show_in_guest_list: shown },
  },
});

export const guestListChoice = async (db: Db, candidateId: string, touchpointId: string) => {
  const choice = await findChoice(db, touchpointId, candidateId);
  if (!choice) throw notFound(GUEST_LIST_MESSAGES.notRegistered);
  return choiceDocument(touchpointId, choice.shown);
};

export const setGuestListChoice = async (
  db: Db,
  candidateId: string,
  touchpointId: string,
  shown: boolean,
) => {
  const choice = await updateChoice(db, touchpointId, candidateId, shown);
  if (!choice) throw notFound(GUEST_LIST_MESSAGES.notRegistered);
  return choiceDocument(touchpointId, choice.shown);
};
