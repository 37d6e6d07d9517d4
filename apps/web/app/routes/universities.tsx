import i18next from 'i18next';
import { pagedPath } from '../features/discovery/directory/paging';
import { loadUniversitiesPage } from '../features/organisations/universities/universities.server';
import { UniversitiesPage } from '../features/organisations/universities/universities-page';
import { documentTitle, originFromMatches, pageMeta, routeTexts } from '../lib/routing/page-meta';
import type { Route } from './+types/universities';

export const loader = ({ request, context }: Route.LoaderArgs) =>
  loadUniversitiesPage(request, context);

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const { title, description } = routeTexts('universities');
  const page = loaderData?.page ?? 1;
  return pageMeta({
    title: documentTitle(
      page > 1 ? i18next.t('pageTitle', { ns: 'directory', title, page }) : title,
    ),
    description,
    canonicalPath: pagedPath('/universities', page),
    origin: originFromMatches(matches),
  });
};

export default function Universities({ loaderData }: Route.ComponentProps) {
  return <UniversitiesPage data={loaderData} />;
}
