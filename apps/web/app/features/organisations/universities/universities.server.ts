import {
  listUniversitiesContract,
  UNIVERSITIES_PER_PAGE,
  type UniversityListDocument,
} from '@gradway/domain/contracts';
import { type AppLoadContext, data } from 'react-router';
import { serverApi } from '../../../lib/api/api.server';
import { requestedPage } from '../../discovery/directory';

export type UniversitiesPageData =
  | { page: number; q: string; universities: UniversityListDocument }
  | { page: number; q: string; universities: null };

/** The public university list, 50 per page (spec section 9); 503 with an error state on failure. */
export const loadUniversitiesPage = async (
  request: Request,
  context: AppLoadContext | undefined,
) => {
  const page = requestedPage(request);
  // The search box's words (a name or a city), as the API reads them.
  const q = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, 100);
  try {
    const universities = await serverApi(context)(listUniversitiesContract, {
      query: { page, per_page: UNIVERSITIES_PER_PAGE, ...(q ? { q } : {}) },
    });
    return data<UniversitiesPageData>({ page, q, universities });
  } catch {
    return data<UniversitiesPageData>({ page, q, universities: null }, { status: 503 });
  }
};
