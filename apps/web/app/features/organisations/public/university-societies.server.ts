import {
  getUniversityContract,
  listStudentSocietiesContract,
  STUDENT_SOCIETIES_PER_PAGE,
  type StudentSocietyListDocument,
  type UniversityDocument,
} from '@gradway/domain/contracts';
import type { AppLoadContext } from 'react-router';
import { serverApi } from '../../../lib/api/api.server';
import { requestedPage } from '../../discovery/directory';
import { notFoundUnless } from './load-errors';

export interface UniversitySocietiesPageData {
  page: number;
  university: UniversityDocument['data']['attributes'];
  societies: StudentSocietyListDocument;
}

/**
 * One university's verified societies, 50 per page (the universities list counts these, as the
 * product's API has always listed a university's societies: `verified=true`); an unknown
 * university is the 404 page.
 */
export const loadUniversitySocietiesPage = async (
  request: Request,
  universitySlug: string | undefined,
  context: AppLoadContext | undefined,
): Promise<UniversitySocietiesPageData> => {
  const call = serverApi(context);
  const page = requestedPage(request);
  const university = await notFoundUnless(() =>
    call(getUniversityContract, { params: { id: universitySlug ?? '' } }),
  );
  const societies = await notFoundUnless(() =>
    call(listStudentSocietiesContract, {
      query: {
        university_ids: [university.data.id],
        verified: true,
        page,
        per_page: STUDENT_SOCIETIES_PER_PAGE,
      },
    }),
  );
  return { page, university: university.data.attributes, societies };
};
