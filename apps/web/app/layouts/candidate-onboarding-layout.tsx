import { Outlet } from 'react-router';
import { requireAudience } from '../lib/session/guard';
import type { Route } from './+types/candidate-onboarding-layout';
import { CandidateShell } from './candidate/candidate-shell';
import { isPageStateError, PageStateError } from './shell/route-error';
import { WorkspaceLoading } from './workspace/workspace-loading';

/** Onboarding: any candidate, including one who has not finished; no app navigation yet. */
export const clientLoader = () => requireAudience('candidate-onboarding');
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <CandidateShell user={null} showNav={false}>
      <WorkspaceLoading />
    </CandidateShell>
  );
}

export default function CandidateOnboardingLayout({ loaderData }: Route.ComponentProps) {
  return (
    <CandidateShell user={loaderData.user} showNav={false}>
      <Outlet />
    </CandidateShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isPageStateError(error)) throw error;
  return (
    <CandidateShell user={null} showNav={false}>
      <PageStateError error={error} />
    </CandidateShell>
  );
}
