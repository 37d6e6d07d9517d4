import { getStudentSocietyContract } from '@gradway/domain/contracts';
import { loadStudentSociety } from '../../features/organisations/public/student-societies.client';
import { StudentSocietyView } from '../../features/organisations/public/student-society-view';
import { WorkspaceLoading } from '../../layouts/workspace/workspace-loading';
import { notFoundUnlessOwn, ownRecordHeaders } from '../../lib/routing/own-record.server';
import {
  documentTitle,
  originFromMatches,
  pageMeta,
  routeTexts,
} from '../../lib/routing/page-meta';
import type { Route } from './+types/student-society-detail';

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => {
  const { title, description } = routeTexts('student-society-detail');
  return pageMeta({
    title: documentTitle(loaderData ? `${loaderData.society.name} · ${title}` : title),
    description,
    canonicalPath: location.pathname,
    origin: originFromMatches(matches),
    noindex: true,
  });
};

/** A society that does not exist (or is hidden) answers 404 (decision 034). */
export const loader = ({ request, params, context }: Route.LoaderArgs) =>
  notFoundUnlessOwn(request, context, async (call) => {
    await call(getStudentSocietyContract, { params: { id: params.slug } });
    return true;
  });

export const headers = ownRecordHeaders;

/** Loaded in the browser, where the session lives, after the layout's guard. */
export const clientLoader = ({ params }: Route.ClientLoaderArgs) => loadStudentSociety(params.slug);
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <WorkspaceLoading />;
}

export default function StudentSocietyRoute({ loaderData, matches }: Route.ComponentProps) {
  if (!loaderData) return <WorkspaceLoading />;
  return <StudentSocietyView data={loaderData} view="detail" origin={originFromMatches(matches)} />;
}
