import { COMPANY_PUBLISHED_TOUCHPOINTS_PER_PAGE } from '@gradway/domain';
import {
  getStudentSocietyContract,
  listTouchpointsContract,
  type StudentSocietyPage,
  type Touchpoint,
} from '@gradway/domain/contracts';
import type { AppLoadContext } from 'react-router';
import { serverApi } from '../../lib/api/api.server';
import { notFoundUnless } from './load-errors';
import { splitEvents } from './society-events';

export interface SocietyPageData {
  society: StudentSocietyPage;
  /** Soonest first; events without a date yet come last. */
  upcoming: Touchpoint[];
  /** Most recent first. */
  past: Touchpoint[];
}

/**
 * A society's page: the society and its published events (hosted or co-hosted, the latest 100 by
 * start date), split into upcoming and past. A missing or hidden society is the 404 page.
 */
export const loadSocietyPage = async (
  slug: string | undefined,
  context: AppLoadContext | undefined,
  now = new Date(),
): Promise<SocietyPageData> => {
  const call = serverApi(context);
  const document = await notFoundUnless(() =>
    call(getStudentSocietyContract, { params: { id: slug ?? '' } }),
  );
  const society = document.data.attributes;
  const events = await call(listTouchpointsContract, {
    query: {
      touchpointable_type: 'Event',
      creatable_for_ids: [society.id],
      include_past: true,
      sort_by: 'start_date',
      sort_order: 'desc',
      per_page: COMPANY_PUBLISHED_TOUCHPOINTS_PER_PAGE,
    },
  }).catch(() => null);
  return { society, ...splitEvents(events?.data ?? [], now) };
};
