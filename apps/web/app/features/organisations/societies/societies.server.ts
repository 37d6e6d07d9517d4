import {
  listStudentSocietiesContract,
  STUDENT_SOCIETIES_PER_PAGE,
  type StudentSocietyListDocument,
} from '@gradway/domain/contracts';
import { type AppLoadContext, data } from 'react-router';
import { serverApi } from '../../../lib/api/api.server';
import { requestedPage } from '../../discovery/directory';

export type SocietiesPageData =
  | { page: number; societies: StudentSocietyListDocument }
  | { page: number; societies: null };

/** The public society list, 50 per page (spec section 9); 503 with an error state on failure. */
export const loadSocietiesPage = async (request: Request, context: AppLoadContext | undefined) => {
  const page = requestedPage(request);
  try {
    const societies = await serverApi(context)(listStudentSocietiesContract, {
      query: { page, per_page: STUDENT_SOCIETIES_PER_PAGE },
    });
    return data<SocietiesPageData>({ page, societies });
  } catch {
    return data<SocietiesPageData>({ page, societies: null }, { status: 503 });
  }
};
