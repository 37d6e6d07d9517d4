import { getAiSearchContract } from '@gradway/domain/contracts';
import { loadAiSearchPage } from '../../features/discovery/ai-search/ai-search-client';
import { AiSearchResultsPage } from '../../features/discovery/ai-search/ai-search-results-page';
import { WorkspaceLoading } from '../../layouts/workspace/workspace-loading';
import { notFoundUnlessOwn, ownRecordHeaders } from '../../lib/routing/own-record.server';
import {
  documentTitle,
  originFromMatches,
  pageMeta,
  routeTexts,
} from '../../lib/routing/page-meta';
import type { Route } from './+types/ai-search-results';

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const { title, description } = routeTexts('ai-search-results');
  return pageMeta({
    title: documentTitle(title),
    description,
    canonicalPath: location.pathname,
    origin: originFromMatches(matches),
    noindex: true,
  });
};

/** Another candidate's search, or a missing one, answers 404 (decision 034). */
export const loader = ({ request, params, context }: Route.LoaderArgs) =>
  notFoundUnlessOwn(request, context, async (call) => {
    await call(getAiSearchContract, { params: { id: params.searchId } });
    return true;
  });

export const headers = ownRecordHeaders;

/** Loaded in the browser; another candidate's search answers 404 like a missing one. */
export const clientLoader = ({ params }: Route.ClientLoaderArgs) =>
  loadAiSearchPage(params.searchId);
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <WorkspaceLoading />;
}

export default function AiSearchResultsRoute({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return <WorkspaceLoading />;
  return (
    <AiSearchResultsPage
      key={loaderData.search.id}
      search={loaderData.search}
      options={loaderData.options}
    />
  );
}
