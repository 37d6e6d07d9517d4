import {
  type CalendarFeed,
  createCalendarFeedContract,
  getCalendarFeedContract,
  regenerateCalendarFeedContract,
  revokeCalendarFeedContract,
} from '@gradway/domain/contracts';
import { api } from '../../../lib/api/api-client';

export type { CalendarFeed };

/** The candidate's feed, or null when they have none. */
export const loadCalendarFeed = async (signal?: AbortSignal): Promise<CalendarFeed | null> =>
  (await api(getCalendarFeedContract, {}, { quiet: true, signal })).data;

export const createCalendarFeed = async () => (await api(createCalendarFeedContract, {})).data;

export const regenerateCalendarFeed = async () =>
  (await api(regenerateCalendarFeedContract, {})).data;

export const revokeCalendarFeed = async () => {
  await api(revokeCalendarFeedContract, {});
};
