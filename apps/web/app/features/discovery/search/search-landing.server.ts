import { getSearchPageContract, type SearchPage } from '@gradway/domain/contracts';
import { type AppLoadContext, data } from 'react-router';
import { serverApi } from '../../../lib/api/api.server';
import { isApiError } from '../../../lib/api/api-error';
import { type SearchResults, searchResultsFor } from './search-results';

export interface SearchLandingData {
  page: SearchPage;
  results: SearchResults | null;
}

/**
 * A public search landing page (`/{searchPageSlug}`): the published page of that slug and the
 * first results of its filters. An unknown or unpublished slug is a real 404.
 */
export const loadSearchLanding = async (
  slug: string,
  context: AppLoadContext | undefined,
): Promise<SearchLandingData> => {
  const call = serverApi(context);
  let page: SearchPage;
  try {
    page = (await call(getSearchPageContract, { params: { slug } })).data;
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) {
      throw data(null, { status: 404 });
    }
    throw data(null, { status: 503 });
  }
  const results = await searchResultsFor(call, page.attributes.filters, []).catch(() => null);
  return { page, results };
};
