import { loadCompanyPage } from '../../features/organisations/public/company.server';
import { CompanyPageView } from '../../features/organisations/public/company-page';
import { absolute, plainText } from '../../features/organisations/public/organisation-json-ld';
import {
  documentTitle,
  originFromMatches,
  pageMeta,
  routeTexts,
} from '../../lib/routing/page-meta';
import type { Route } from './+types/company';

export const loader = ({ params, context }: Route.LoaderArgs) =>
  loadCompanyPage(params.slug, context);

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return [];
  const { company } = loaderData;
  const description =
    plainText(company.description)?.slice(0, 160) ?? routeTexts('company').description;
  const origin = originFromMatches(matches);
  return pageMeta({
    title: documentTitle(company.name),
    description,
    canonicalPath: `/companies/${company.slug}`,
    origin,
    image: absolute(origin, company.cover_url ?? company.icon_url),
  });
};

export default function CompanyRoute({ loaderData, matches }: Route.ComponentProps) {
  return <CompanyPageView data={loaderData} origin={originFromMatches(matches)} />;
}
