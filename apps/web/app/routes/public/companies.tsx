import i18next from 'i18next';
import { loadCompaniesPage } from '../../features/organisations/public/companies.server';
import { CompaniesPage } from '../../features/organisations/public/companies-page';
import { companiesPath } from '../../features/organisations/public/company-filters';
import {
  documentTitle,
  originFromMatches,
  pageMeta,
  routeTexts,
} from '../../lib/routing/page-meta';
import type { Route } from './+types/companies';

export const loader = ({ request, context }: Route.LoaderArgs) =>
  loadCompaniesPage(request, context);

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const { title, description } = routeTexts('companies');
  const page = loaderData?.page ?? 1;
  const filtered = Boolean(
    loaderData &&
      (loaderData.filters.name || loaderData.filters.industry || loaderData.filters.city),
  );
  return pageMeta({
    title: documentTitle(
      page > 1 ? i18next.t('pageTitle', { ns: 'directory', title, page }) : title,
    ),
    description,
    canonicalPath: loaderData ? companiesPath(loaderData.filters, page) : '/companies',
    origin: originFromMatches(matches),
    // Search results are not pages of their own for search engines.
    noindex: filtered,
  });
};

export default function CompaniesRoute({ loaderData }: Route.ComponentProps) {
  return <CompaniesPage data={loaderData} />;
}
