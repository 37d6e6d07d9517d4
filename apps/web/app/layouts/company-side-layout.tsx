import { Outlet } from 'react-router';
import { requireAudience } from '../lib/session/guard';
import type { Route } from './+types/company-side-layout';
import { isPageStateError, PageStateError } from './shell/route-error';
import { WorkspaceLoading } from './workspace/workspace-loading';
import { WorkspaceShell, workspaceKindOf } from './workspace/workspace-shell';

/** Routes shared by managers and recruiters: each sees their own sidebar; rendered after hydration, once the guard has checked the session. */
export const clientLoader = () => requireAudience('company-side');
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <WorkspaceShell kind="recruiter" user={null}>
      <WorkspaceLoading />
    </WorkspaceShell>
  );
}

export default function CompanySideLayout({ loaderData }: Route.ComponentProps) {
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
