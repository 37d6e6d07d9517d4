import { loadEditorPage } from '../../features/opportunities/touchpoint-editor/editor-loaders';
import { ownTouchpointExists } from '../../features/opportunities/touchpoint-editor/editor-record.server';
import { HiringTypeChoice } from '../../features/opportunities/touchpoint-editor/hiring-type-choice';
import { TouchpointEditorPage } from '../../features/opportunities/touchpoint-editor/touchpoint-editor-page';
import { WorkspaceLoading } from '../../layouts/workspace/workspace-loading';
import { notFoundUnlessOwn, ownRecordHeaders } from '../../lib/routing/own-record.server';
import {
  documentTitle,
  originFromMatches,
  pageMeta,
  routeTexts,
} from '../../lib/routing/page-meta';
import type { Route } from './+types/touchpoint-editor';

/**
 * The editors of jobs, internships and events, and the recruiters' hiring editor: one module for
 * `/jobs|internships|events/create`, their `/:id/edit`, and `/hiring/create` and `/hiring/:id/edit`.
 * The address says which type (or `?type=` on `/hiring/create`, which asks when it is missing).
 */
export const meta: Route.MetaFunction = ({ matches, location }) => {
  const { title, description } = routeTexts(matches.at(-1)?.id ?? '');
  return pageMeta({
    title: documentTitle(title),
    description,
    canonicalPath: location.pathname,
    origin: originFromMatches(matches),
    noindex: true,
  });
};

/** An edit address of a touchpoint that is not the organiser's answers 404 (decision 034). */
export const loader = ({ request, params, context }: Route.LoaderArgs) =>
  params.id ? notFoundUnlessOwn(request, context, ownTouchpointExists(params.id)) : null;

export const headers = ownRecordHeaders;

/** Loaded in the browser, where the session lives, after the layout's guard. */
export const clientLoader = ({ request, params }: Route.ClientLoaderArgs) =>
  loadEditorPage({ request, params });
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <WorkspaceLoading />;
}

export default function TouchpointEditorRoute({ loaderData, params }: Route.ComponentProps) {
  if (!loaderData) return <WorkspaceLoading />;
  if (loaderData.mode === 'choose') return <HiringTypeChoice />;
  return (
    <TouchpointEditorPage
      // A new touchpoint, or another one, starts a fresh form; so does a live touchpoint whose
      // waiting changes were made or withdrawn (the form shows them, or the live version again).
      key={`${loaderData.type}:${params.id ?? 'new'}:${loaderData.touchpoint?.attributes.revision?.id ?? ''}`}
      base={loaderData.base}
      type={loaderData.type}
      author={loaderData.author}
      touchpoint={loaderData.touchpoint}
      lists={loaderData.lists}
    />
  );
}
