import i18next from 'i18next';
import { absoluteUrl } from '../../features/opportunities/touchpoint-page/json-ld';
import { TouchpointPage } from '../../features/opportunities/touchpoint-page/touchpoint-page';
import { loadTouchpointPage } from '../../features/opportunities/touchpoint-page/touchpoint-page.server';
import { documentTitle, originFromMatches, pageMeta } from '../../lib/routing/page-meta';
import type { Route } from './+types/touchpoint-page';

/** `/jobs/:id`, `/internships/:id` and `/events/:id`: one module, three routes of the table. */
export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  loadTouchpointPage(request, context, params.id);

/** Guests and signed-in visitors get the same HTML (the session lives in the browser). */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const { touchpoint, summary } = loaderData;
  const attributes = touchpoint.attributes;
  const origin = originFromMatches(matches);
  const key = attributes.touchpointable_type === 'Event' ? 'page.titleEvent' : 'page.titleJob';
  const title = attributes.creatable_for.name
    ? i18next.t(key, {
        ns: 'touchpoints',
        title: attributes.title,
        organiser: attributes.creatable_for.name,
      })
    : attributes.title;
  return pageMeta({
    title: documentTitle(title),
    description: summary || attributes.title,
    canonicalPath: attributes.url,
    origin,
    image: absoluteUrl(origin, attributes.cover_url ?? attributes.icon_url) ?? null,
  });
};

export default function TouchpointPageRoute({ loaderData }: Route.ComponentProps) {
  return <TouchpointPage data={loaderData} />;
}
