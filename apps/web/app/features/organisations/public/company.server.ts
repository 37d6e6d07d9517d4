import { TOUCHPOINT_LIST_PER_PAGE } from '@gradway/domain';
import {
  type CompanyPage,
  getCompanyContract,
  listTouchpointsContract,
} from '@gradway/domain/contracts';
import { type AppLoadContext, redirect } from 'react-router';
import { serverApi } from '../../../lib/api/api.server';
import { toCardData } from '../../opportunities/touchpoints';
import { notFoundUnless } from './load-errors';
import type { SectionQuery, TouchpointSectionData } from './touchpoint-section';

export interface CompanyPageData {
  company: CompanyPage;
  featured: TouchpointSectionData;
  jobs: TouchpointSectionData;
  internships: TouchpointSectionData;
  events: TouchpointSectionData;
}

/**
 * A company's public page: the company, then the first page (10, the touchpoint lists' page size)
 * of its featured published touchpoints and of its other jobs, internships and events, newest
 * first, each with its total; the rest load on demand from the same public list. The four lists
 * load at once. A missing or hidden company is the 404 page.
 */
export const loadCompanyPage = async (
  slug: string | undefined,
  context: AppLoadContext | undefined,
): Promise<CompanyPageData> => {
  const call = serverApi(context);
  const document = await notFoundUnless(() =>
    call(getCompanyContract, { params: { id: slug ?? '' } }),
  );
  const company = document.data.attributes;
  // A merged company's address leads to the company it was merged into, for good.
  if (slug && slug !== company.slug && slug !== company.id) {
    throw redirect(`/companies/${company.slug}`, 301);
  }
  const section = async (filters: SectionQuery): Promise<TouchpointSectionData> => {
    const query: SectionQuery = {
      creatable_for_ids: [company.id],
      sort_by: 'created_at',
      sort_order: 'desc',
      ...filters,
    };
    const list = await call(listTouchpointsContract, {
      query: { ...query, per_page: TOUCHPOINT_LIST_PER_PAGE },
    });
    return {
      touchpoints: list.data.map(toCardData),
      total: list.meta.total_count,
      perPage: TOUCHPOINT_LIST_PER_PAGE,
      query,
    };
  };
  const [featured, jobs, internships, events] = await Promise.all([
    section({ featured: true }),
    section({ featured: false, touchpointable_type: 'Job' }),
    section({ featured: false, touchpointable_type: 'Internship' }),
    section({ featured: false, touchpointable_type: 'Event' }),
  ]);
  return { company, featured, jobs, internships, events };
};
