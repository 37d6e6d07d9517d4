import { headlineCounts } from '@gradway/domain';
import {
  getConfigContract,
  listStudentSocietiesContract,
  listTouchpointsContract,
  type StudentSocietyListDocument,
  type TouchpointableType,
} from '@gradway/domain/contracts';
import type { AppLoadContext } from 'react-router';
import { serverApi } from '../../../lib/api/api.server';
import type { ApiInput } from '../../../lib/api/api-client';
import { type TouchpointCardData, toCardData } from '../../opportunities/touchpoints';

/** How many of each list the home page shows. */
export const HOME_LIST_SIZE = 6;
export const HOME_SOCIETIES_SIZE = 8;

export type StudentSocietyItem = StudentSocietyListDocument['data'][number];

export interface HomeData {
  counts: ReturnType<typeof headlineCounts>;
  /** Null when the list could not load (the section says so); an empty array when there is none. */
  jobs: TouchpointCardData[] | null;
  internships: TouchpointCardData[] | null;
  events: TouchpointCardData[] | null;
  societies: StudentSocietyItem[] | null;
}

const orNull = <T>(promise: Promise<T>): Promise<T | null> => promise.catch(() => null);

/**
 * The home page's data, all requested at once: the headline counts (rounded down to thousands,
 * with the spec's fallbacks when the config cannot load), the latest jobs and internships, the
 * next events, and some societies. One failed list does not take the page down.
 */
export const loadHome = async (context: AppLoadContext | undefined): Promise<HomeData> => {
  const call = serverApi(context);
  const cards = (query: ApiInput<typeof listTouchpointsContract>['query']) =>
    orNull(
      call(listTouchpointsContract, { query }).then((document) => document.data.map(toCardData)),
    );
  const latest = (type: TouchpointableType) =>
    cards({ touchpointable_type: type, per_page: HOME_LIST_SIZE, sort_by: 'created_at' });
  const [config, jobs, internships, events, societies] = await Promise.all([
    orNull(call(getConfigContract)),
    latest('Job'),
    latest('Internship'),
    // Events by when they happen, the soonest first (as the search lists them), not by when
    // they were posted.
    cards({
      touchpointable_type: 'Event',
      per_page: HOME_LIST_SIZE,
      starts: 'upcoming',
      sort_by: 'start_date',
      sort_order: 'asc',
    }),
    orNull(
      call(listStudentSocietiesContract, {
        query: { per_page: HOME_SOCIETIES_SIZE },
      }).then((document) => document.data),
    ),
  ]);
  return {
    counts: headlineCounts(config?.data.attributes),
    jobs,
    internships,
    events,
    societies,
  };
};
