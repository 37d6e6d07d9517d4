import i18next from 'i18next';
import { pagedPath } from '../../features/discovery/directory/paging';
import { loadUniversitySocietiesPage } from '../../features/organisations/public/university-societies.server';
import { UniversitySocietiesPage } from '../../features/organisations/public/university-societies-page';
import { documentTitle, originFromMatches, pageMeta } from '../../lib/routing/page-meta';
import type { Route } from './+types/university-societies';

export const loader = ({ request, params, context }: Route.LoaderArgs) =>
  loadUniversitySocietiesPage(request, params.universitySlug, context);

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return [];
  const { university, page } = loaderData;
  const title = i18next.t('universitySocieties.title', {
    ns: 'organisations',
    name: university.name,
  });
  return pageMeta({
    title: documentTitle(
      page > 1 ? i18next.t('pageTitle', { ns: 'directory', title, page }) : title,
    ),
    description: i18next.t('universitySocieties.lead', {
      ns: 'organisations',
      name: university.name,
    }),
    canonicalPath: pagedPath(`/universities/${university.slug}/societies`, page),
    origin: originFromMatches(matches),
  });
};

export default function UniversitySocietiesRoute({ loaderData }: Route.ComponentProps) {
  return <UniversitySocietiesPage data={loaderData} />;
}
