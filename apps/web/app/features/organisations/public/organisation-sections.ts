import { TOUCHPOINT_LIST_PER_PAGE } from '@gradway/domain';
import type { ListTouchpointsQuery, listTouchpointsContract } from '@gradway/domain/contracts';
import type { ApiResult } from '../../../lib/api/api-client';
import { toCardData } from '../../opportunities/touchpoints';
import type { SectionQuery, TouchpointSectionData } from './touchpoint-section';

/** One page of the public touchpoint list: the server's API client on a page, the browser's in the console. */
export type ListPage = (
  query: ListTouchpointsQuery,
) => Promise<ApiResult<typeof listTouchpointsContract>>;

const sectionOf = async (list: ListPage, query: SectionQuery): Promise<TouchpointSectionData> => {
  const page = await list({ ...query, per_page: TOUCHPOINT_LIST_PER_PAGE } as ListTouchpointsQuery);
  return {
    touchpoints: page.data.map(toCardData),
    total: page.meta.total_count,
    perPage: TOUCHPOINT_LIST_PER_PAGE,
    query,
  };
};

/**
 * A company page's sections: the first page (10) of its featured published touchpoints and of its
 * other jobs, internships and events, newest first, each with its total. The four load at once.
 */
export const companySections = async (companyId: string, list: ListPage) => {
  const section = (filters: SectionQuery) =>
    sectionOf(list, {
      creatable_for_ids: [companyId],
      sort_by: 'created_at',
      sort_order: 'desc',
      ...filters,
    });
  const [featured, jobs, internships, events] = await Promise.all([
    section({ featured: true }),
    section({ featured: false, touchpointable_type: 'Job' }),
    section({ featured: false, touchpointable_type: 'Internship' }),
    section({ featured: false, touchpointable_type: 'Event' }),
  ]);
  return { featured, jobs, internships, events };
};

/**
 * A society page's sections: the first page (10) of its published events (hosted or co-hosted)
 * still to come, soonest first, and of those that have started, most recent first; a list that
 * fails to load shows as empty.
 */
export const societySections = async (societyId: string, list: ListPage) => {
  const section = async (filters: SectionQuery): Promise<TouchpointSectionData> => {
    const query: SectionQuery = {
      touchpointable_type: 'Event',
      creatable_for_ids: [societyId],
      include_past: true,
      sort_by: 'start_date',
      ...filters,
    };
    return sectionOf(list, query).catch(() => ({
      touchpoints: [],
      total: 0,
      perPage: TOUCHPOINT_LIST_PER_PAGE,
      query,
    }));
  };
  const [upcoming, past] = await Promise.all([
    section({ starts: 'upcoming', sort_order: 'asc' }),
    section({ starts: 'past', sort_order: 'desc' }),
  ]);
  return { upcoming, past };
};
