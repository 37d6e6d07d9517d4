import { absolute, plainText } from '../../features/organisations/public/organisation-json-ld';
import { loadSocietyPage } from '../../features/organisations/public/society.server';
import { SocietyPageView } from '../../features/organisations/public/society-page';
import {
  documentTitle,
  originFromMatches,
  pageMeta,
  routeTexts,
} from '../../lib/routing/page-meta';
import type { Route } from './+types/society';

export const loader = ({ params, context }: Route.LoaderArgs) =>
  loadSocietyPage(params.slug, context);

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return [];
  const { society } = loaderData;
  const origin = originFromMatches(matches);
  return pageMeta({
    title: documentTitle(society.name),
    description: plainText(society.description)?.slice(0, 160) ?? routeTexts('society').description,
    canonicalPath: `/societies/${society.slug}`,
    origin,
    image: absolute(origin, society.cover_url ?? society.icon_url),
  });
};

export default function SocietyRoute({ loaderData, matches }: Route.ComponentProps) {
  return <SocietyPageView data={loaderData} origin={originFromMatches(matches)} />;
}
