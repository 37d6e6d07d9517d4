import {
  getStudentSocietyContract,
  listTouchpointsContract,
  publicCommitteeContract,
  type StudentSocietyPage,
} from '@gradway/domain/contracts';
import type { AppLoadContext } from 'react-router';
import { serverApi } from '../../../lib/api/api.server';
import { sanitizeDescription } from '../../../lib/rich-text/sanitize-description.server';
import { notFoundUnless } from './load-errors';
import { societySections } from './organisation-sections';
import type { PublicCommitteeMember } from './society-committee';
import type { TouchpointSectionData } from './touchpoint-section';

export interface SocietyPageData {
  society: StudentSocietyPage;
  /** The description as rich text, sanitised with the rich-text allow-list ('' without one). */
  descriptionHtml: string;
  /** Soonest first; events without a date yet come last. */
  upcoming: TouchpointSectionData;
  /** Most recent first. */
  past: TouchpointSectionData;
  /**
   * The committee today (names, titles, pictures); empty when it has none or it failed to load,
   * absent in the admin console's preview of a submission.
   */
  committee?: PublicCommitteeMember[];
}

/**
 * A society's page: the society and the first page of its upcoming and past events (see
 * `societySections`); the rest load on demand from the same public list; and its current
 * committee. A missing or hidden society is the 404 page.
 */
export const loadSocietyPage = async (
  slug: string | undefined,
  context: AppLoadContext | undefined,
): Promise<SocietyPageData> => {
  const call = serverApi(context);
  const document = await notFoundUnless(() =>
    call(getStudentSocietyContract, { params: { id: slug ?? '' } }),
  );
  const society = document.data.attributes;
  const [sections, committee] = await Promise.all([
    societySections(society.id, (query) => call(listTouchpointsContract, { query })),
    // The committee is an extra: the page shows without it rather than failing.
    call(publicCommitteeContract, { params: { id: society.id } })
      .then((answer) => answer.data)
      .catch(() => []),
  ]);
  return {
    society,
    descriptionHtml: sanitizeDescription(society.description),
    ...sections,
    committee,
  };
};
