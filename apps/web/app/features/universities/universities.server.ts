import {
  listUniversitiesContract,
  UNIVERSITIES_PER_PAGE,
  type UniversityListDocument,
} from '@gradway/domain/contracts';
import { type AppLoadContext, data } from 'react-router';
import { serverApi } from '../../lib/api/api.server';
import { requestedPage } from '../directory/paging';

export type UniversitiesPageData =
  | { page: number; universities: UniversityListDocument }
  | { page: number; universities: null };

/** The public university list, 50 per page (spec section 9); 503 with an error state on failure. */
export const loadUniversitiesPage = async (
  request: Request,
  context: AppLoadContext | undefined,
) => {
  const page = requestedPage(request);
  try {
    const universities = await serverApi(context)(listUniversitiesContract, {
      query: { page, per_page: UNIVERSITIES_PER_PAGE },
    });
    return data<UniversitiesPageData>({ page, universities });
  } catch {
    return data<UniversitiesPageData>({ page, universities: null }, { status: 503 });
  }
};
