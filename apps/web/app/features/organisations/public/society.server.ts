import { TOUCHPOINT_LIST_PER_PAGE } from '@gradway/domain';
import {
  getStudentSocietyContract,
  listTouchpointsContract,
  type StudentSocietyPage,
} from '@gradway/domain/contracts';
import type { AppLoadContext } from 'react-router';
import { serverApi } from '../../../lib/api/api.server';
import { toCardData } from '../../opportunities/touchpoints';
import { notFoundUnless } from './load-errors';
import type { SectionQuery, TouchpointSectionData } from './touchpoint-section';

export interface SocietyPageData {
  society: StudentSocietyPage;
  /** Soonest first; events without a date yet come last. */
  upcoming: TouchpointSectionData;
  /** Most recent first. */
  past: TouchpointSectionData;
}

const noEvents = (query: SectionQuery): TouchpointSectionData => ({
  touchpoints: [],
  total: 0,
  perPage: TOUCHPOINT_LIST_PER_PAGE,
  query,
});

/**
 * A society's page: the society and the first page (10) of its published events (hosted or
 * co-hosted) that are still to come, and of those that have started, each with its total; the
 * rest load on demand from the same public list. A missing or hidden society is the 404 page.
 */
export const loadSocietyPage = async (
  slug: string | undefined,
  context: AppLoadContext | undefined,
): Promise<SocietyPageData> => {
  const call = serverApi(context);
  const document = await notFoundUnless(() =>
    call(getStudentSocietyContract, { params: { id: slug ?? '' } }),
  );
  const society = document.data.attributes;
  const section = async (filters: SectionQuery): Promise<TouchpointSectionData> => {
    const query: SectionQuery = {
      touchpointable_type: 'Event',
      creatable_for_ids: [society.id],
      include_past: true,
      sort_by: 'start_date',
      ...filters,
    };
    const list = await call(listTouchpointsContract, {
      query: { ...query, per_page: TOUCHPOINT_LIST_PER_PAGE },
    }).catch(() => null);
    if (!list) return noEvents(query);
    return {
      touchpoints: list.data.map(toCardData),
      total: list.meta.total_count,
      perPage: TOUCHPOINT_LIST_PER_PAGE,
      query,
    };
  };
  const [upcoming, past] = await Promise.all([
    section({ starts: 'upcoming', sort_order: 'asc' }),
    section({ starts: 'past', sort_order: 'desc' }),
  ]);
  return { society, upcoming, past };
};
