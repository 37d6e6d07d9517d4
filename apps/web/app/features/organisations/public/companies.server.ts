import {
  COMPANIES_PER_PAGE,
  type CompanyListDocument,
  listCitiesContract,
  listCompaniesContract,
  listTagsContract,
  type NamedRecord,
} from '@gradway/domain/contracts';
import { type AppLoadContext, data } from 'react-router';
import { serverApi } from '../../../lib/api/api.server';
import { requestedPage } from '../../discovery/directory';
import { type CompanyFiltersInput, filtersOf } from './company-filters';

const MATCHING_CITIES = 25;

export interface CompaniesPageData {
  page: number;
  filters: CompanyFiltersInput;
  industries: NamedRecord[];
  companies: CompanyListDocument | null;
}

/**
 * The company directory: name search, industry and city (the cities whose names contain the
 * text typed), 24 per page. The list failing is an error state with a 503, filters kept.
 */
export const loadCompaniesPage = async (request: Request, context: AppLoadContext | undefined) => {
  const call = serverApi(context);
  const page = requestedPage(request);
  const filters = filtersOf(request);
  const industries = call(listTagsContract, { query: { type: 'Industry' } })
    .then((document) => document.data.map((tag) => ({ id: tag.id, name: tag.attributes.name })))
    .catch(() => [] as NamedRecord[]);
  try {
    const cityIds = filters.city
      ? (await call(listCitiesContract, { query: { q: filters.city } })).data
          .slice(0, MATCHING_CITIES)
          .map((city) => city.id)
      : undefined;
    const companies =
      cityIds?.length === 0
        ? {
            data: [],
            meta: { page, per_page: COMPANIES_PER_PAGE, total_count: 0, total_pages: 0 },
          }
        : await call(listCompaniesContract, {
            query: {
              name: filters.name || undefined,
              industry_ids: filters.industry ? [filters.industry] : undefined,
              city_ids: cityIds,
              page,
              per_page: COMPANIES_PER_PAGE,
            },
          });
    return data<CompaniesPageData>({ page, filters, industries: await industries, companies });
  } catch {
    return data<CompaniesPageData>(
      { page, filters, industries: await industries, companies: null },
      { status: 503 },
    );
  }
};
