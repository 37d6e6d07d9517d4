import type { MetaDescriptor } from 'react-router';
import {
  documentTitle,
  originFromMatches,
  pageMeta,
  routeTexts,
} from '../../../lib/routing/page-meta';

interface MetaArgs {
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[];
  location: { pathname: string };
}

/** Title and description of an account page from `routes.json`, kept out of search engines. */
export const accountPageMeta = ({ matches, location }: MetaArgs): MetaDescriptor[] => {
  const routeId = matches.at(-1)?.id ?? '';
  const { title, description } = routeTexts(routeId);
  return pageMeta({
    title: documentTitle(title),
    description,
    canonicalPath: location.pathname,
    origin: originFromMatches(matches),
    noindex: true,
  });
};
