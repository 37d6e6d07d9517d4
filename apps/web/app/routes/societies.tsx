import i18next from 'i18next';
import { pagedPath } from '../features/discovery/directory/paging';
import { loadSocietiesPage } from '../features/organisations/societies/societies.server';
import { SocietiesPage } from '../features/organisations/societies/societies-page';
import { documentTitle, originFromMatches, pageMeta, routeTexts } from '../lib/routing/page-meta';
import type { Route } from './+types/societies';

export const loader = ({ request, context }: Route.LoaderArgs) =>
  loadSocietiesPage(request, context);

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const { title, description } = routeTexts('societies');
  const page = loaderData?.page ?? 1;
  return pageMeta({
    title: documentTitle(
      page > 1 ? i18next.t('pageTitle', { ns: 'directory', title, page }) : title,
    ),
    description,
    canonicalPath: pagedPath('/societies', page),
    origin: originFromMatches(matches),
  });
};

export default function Societies({ loaderData }: Route.ComponentProps) {
  return <SocietiesPage data={loaderData} />;
}
