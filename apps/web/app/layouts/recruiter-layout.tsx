import { Outlet } from 'react-router';
import { requireAudience } from '../lib/session/guard';
import type { Route } from './+types/recruiter-layout';
import { isPageStateError, PageStateError } from './shell/route-error';
import { WorkspaceLoading } from './workspace/workspace-loading';
import { WorkspaceShell, workspaceKindOf } from './workspace/workspace-shell';

/** Recruiters' routes; rendered after hydration, once the guard has checked the session. */
export const clientLoader = () => requireAudience('recruiter');
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <WorkspaceShell kind="recruiter" user={null}>
      <WorkspaceLoading />
    </WorkspaceShell>
  );
}

export default function RecruiterLayout({ loaderData }: Route.ComponentProps) {
  return (
    <WorkspaceShell kind={workspaceKindOf(loaderData.user, 'recruiter')} user={loaderData.user}>
      <Outlet />
    </WorkspaceShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isPageStateError(error)) throw error;
  return (
    <WorkspaceShell kind="recruiter" user={null}>
      <PageStateError error={error} />
    </WorkspaceShell>
  );
}
