import { Outlet } from 'react-router';
import { useRecordCandidateHistory } from '../lib/layout/candidate-history';
import { requireAudience } from '../lib/session/guard';
import type { Route } from './+types/candidate-layout';
import { CandidateShell } from './candidate/candidate-shell';
import { isPageStateError, PageStateError } from './shell/route-error';
import { WorkspaceLoading } from './workspace/workspace-loading';

/** Candidate routes render after hydration: the guard needs the session in the browser. */
export const clientLoader = () => requireAudience('candidate');
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <CandidateShell user={null}>
      <WorkspaceLoading />
    </CandidateShell>
  );
}

export default function CandidateLayout({ loaderData }: Route.ComponentProps) {
  useRecordCandidateHistory();
  return (
    <CandidateShell user={loaderData.user}>
      <Outlet />
    </CandidateShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isPageStateError(error)) throw error;
  return (
    <CandidateShell user={null}>
      <PageStateError error={error} />
    </CandidateShell>
  );
}
