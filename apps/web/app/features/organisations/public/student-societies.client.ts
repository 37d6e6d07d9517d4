import {
  getStudentSocietyContract,
  listStudentSocietiesContract,
  listTouchpointsContract,
  listUniversitiesContract,
  STUDENT_SOCIETIES_PER_PAGE,
  type StudentSocietyListDocument,
  type StudentSocietyPage,
  type Touchpoint,
} from '@gradway/domain/contracts';
import { data } from 'react-router';
import { api } from '../../../lib/api/api-client';
import { getSession } from '../../../lib/session/session-store';
import { requestedPage } from '../../discovery/directory';
import { notFoundUnless } from './load-errors';
import { splitEvents } from './society-events';

/**
 * The company side's society pages, loaded in the browser (the session lives there) after the
 * layout's guard. Without a session they load nothing: the guard sends the visitor to sign in.
 */

const quiet = { quiet: true } as const;
const MATCHING_UNIVERSITIES = 25;

export interface SocietySearchInput {
  name: string;
  university: string;
  verified: boolean;
}

export interface StudentSocietiesData {
  page: number;
  filters: SocietySearchInput;
  societies: StudentSocietyListDocument;
}

export const societySearchOf = (request: Request): SocietySearchInput => {
  const search = new URL(request.url).searchParams;
  const text = (key: string) => (search.get(key) ?? '').trim().slice(0, 100);
  return { name: text('name'), university: text('university'), verified: search.has('verified') };
};

export const studentSocietiesPath = (filters: SocietySearchInput): string => {
  const search = new URLSearchParams();
  if (filters.name) search.set('name', filters.name);
  if (filters.university) search.set('university', filters.university);
  if (filters.verified) search.set('verified', 'true');
  const query = search.toString();
  return query ? `/student-societies?${query}` : '/student-societies';
};

const emptyList = (page: number): StudentSocietyListDocument => ({
  data: [],
  meta: { page, per_page: STUDENT_SOCIETIES_PER_PAGE, total_count: 0, total_pages: 0 },
});

/** Societies by name, university (the universities whose names contain the text) and verified. */
export const loadStudentSocieties = async (
  request: Request,
): Promise<StudentSocietiesData | null> => {
  if (!getSession()) return null;
  const page = requestedPage(request);
  const filters = societySearchOf(request);
  try {
    const universityIds = filters.university
      ? (await api(listUniversitiesContract, { query: { q: filters.university } }, quiet)).data
          .slice(0, MATCHING_UNIVERSITIES)
          .map((university) => university.id)
      : undefined;
    const societies =
      universityIds?.length === 0
        ? emptyList(page)
        : await api(
            listStudentSocietiesContract,
            {
              query: {
                name: filters.name || undefined,
                university_ids: universityIds,
                verified: filters.verified ? true : undefined,
                page,
                per_page: STUDENT_SOCIETIES_PER_PAGE,
              },
            },
            quiet,
          );
    return { page, filters, societies };
  } catch {
    throw data(null, { status: 503 });
  }
};

export interface StudentSocietyData {
  society: StudentSocietyPage;
  upcoming: Touchpoint[];
  past: Touchpoint[];
}

/** One society for the company side, with its events split into upcoming and past. */
export const loadStudentSociety = async (
  slug: string | undefined,
): Promise<StudentSocietyData | null> => {
  if (!getSession()) return null;
  const document = await notFoundUnless(() =>
    api(getStudentSocietyContract, { params: { id: slug ?? '' } }, quiet),
  );
  const society = document.data.attributes;
  const events = await api(
    listTouchpointsContract,
    {
      query: {
        touchpointable_type: 'Event',
        creatable_for_ids: [society.id],
        sort_by: 'start_date',
        sort_order: 'desc',
        per_page: 100,
      },
    },
    quiet,
  ).catch(() => null);
  return { society, ...splitEvents(events?.data ?? [], new Date()) };
};
