import { COMPANY_PUBLISHED_TOUCHPOINTS_PER_PAGE } from '@gradway/domain';
import {
  type CompanyPage,
  getCompanyContract,
  listCompanyTouchpointIdsContract,
  listTouchpointsContract,
  type Touchpoint,
} from '@gradway/domain/contracts';
import type { AppLoadContext } from 'react-router';
import { serverApi } from '../../lib/api/api.server';
import { notFoundUnless } from './load-errors';

export interface CompanyPageData {
  company: CompanyPage;
  featured: Touchpoint[];
  jobs: Touchpoint[];
  internships: Touchpoint[];
  events: Touchpoint[];
}

/**
 * A company's public page: the company, then its published touchpoints (up to 100), featured
 * ones first and the rest by type. A missing or hidden company is the 404 page.
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
  const [featuredIds, touchpoints] = await Promise.all([
    call(listCompanyTouchpointIdsContract, {
      params: { id: company.id },
      query: { featured: true },
    }),
    call(listTouchpointsContract, {
      query: {
        creatable_for_ids: [company.id],
        sort_by: 'created_at',
        sort_order: 'desc',
        per_page: COMPANY_PUBLISHED_TOUCHPOINTS_PER_PAGE,
      },
    }),
  ]);
  const featured = new Set(featuredIds.data.map((item) => item.id));
  const rest = touchpoints.data.filter((touchpoint) => !featured.has(touchpoint.id));
  const ofType = (type: Touchpoint['attributes']['touchpointable_type']) =>
    rest.filter((touchpoint) => touchpoint.attributes.touchpointable_type === type);
  return {
    company,
    featured: touchpoints.data.filter((touchpoint) => featured.has(touchpoint.id)),
    jobs: ofType('Job'),
    internships: ofType('Internship'),
    events: ofType('Event'),
  };
};
