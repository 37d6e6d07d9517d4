import {
  type CompanyPage,
  getCompanyContract,
  listTouchpointsContract,
} from '@gradway/domain/contracts';
import { type AppLoadContext, redirect } from 'react-router';
import { serverApi } from '../../../lib/api/api.server';
import { sanitizeDescription } from '../../../lib/rich-text/sanitize-description.server';
import { notFoundUnless } from './load-errors';
import { companySections } from './organisation-sections';
import type { TouchpointSectionData } from './touchpoint-section';

export interface CompanyPageData {
  company: CompanyPage;
  /** The description as rich text, sanitised with the rich-text allow-list ('' without one). */
  descriptionHtml: string;
  featured: TouchpointSectionData;
  jobs: TouchpointSectionData;
  internships: TouchpointSectionData;
  events: TouchpointSectionData;
}

/**
 * A company's public page: the company, then the first page of each of its sections (see
 * `companySections`); the rest load on demand from the same public list. A missing or hidden
 * company is the 404 page.
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
  const sections = await companySections(company.id, (query) =>
    call(listTouchpointsContract, { query }),
  );
  return { company, descriptionHtml: sanitizeDescription(company.description), ...sections };
};
