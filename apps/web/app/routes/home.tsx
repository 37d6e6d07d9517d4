import { loadHome } from '../features/discovery/home/home.server';
import { HomePage } from '../features/discovery/home/home-page';
import { originFromMatches, pageMeta, routeTexts } from '../lib/routing/page-meta';
import type { Route } from './+types/home';

export const loader = ({ context }: Route.LoaderArgs) => loadHome(context);

export const meta: Route.MetaFunction = ({ matches }) => {
  const { title, description } = routeTexts('home');
  return pageMeta({ title, description, canonicalPath: '/', origin: originFromMatches(matches) });
};

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage data={loaderData} />;
}
