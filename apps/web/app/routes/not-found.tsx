import { data } from 'react-router';
import { NotFoundPanel } from '../layouts/shell/route-error';
import { documentTitle, routeTexts } from '../lib/routing/page-meta';
import type { Route } from './+types/not-found';

/** Any path no screen matches: a real 404, inside the public layout. */
export const loader = () => {
  throw data(null, { status: 404 });
};

export const meta: Route.MetaFunction = () => [
  { title: documentTitle(routeTexts('not-found').title) },
  { name: 'robots', content: 'noindex' },
];

export default function NotFound() {
  return <NotFoundPanel />;
}
