import { loadPastSearches } from '../../features/discovery/ai-search/ai-search-client';
import { AiSearchPage } from '../../features/discovery/ai-search/ai-search-page';
import { WorkspaceLoading } from '../../layouts/workspace/workspace-loading';
import {
  documentTitle,
  originFromMatches,
  pageMeta,
  routeTexts,
} from '../../lib/routing/page-meta';
import type { Route } from './+types/ai-search';

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const { title, description } = routeTexts('ai-search');
  return pageMeta({
    title: documentTitle(title),
    description,
    canonicalPath: location.pathname,
    origin: originFromMatches(matches),
    noindex: true,
  });
};

/** Loaded in the browser, where the session lives (candidates only, spec §6). */
export const clientLoader = () => loadPastSearches();
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <WorkspaceLoading />;
}

export default function AiSearchRoute({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return <WorkspaceLoading />;
  return <AiSearchPage past={loaderData} />;
}
