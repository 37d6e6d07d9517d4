import { Outlet } from 'react-router';
import { requireAudience } from '../lib/session/guard';
import type { Route } from './+types/society-layout';
import { isPageStateError, PageStateError } from './shell/route-error';
import { WorkspaceLoading } from './workspace/workspace-loading';
import { WorkspaceShell, workspaceKindOf } from './workspace/workspace-shell';

/** Society managers' routes; rendered after hydration, once the guard has checked the session. */
export const clientLoader = () => requireAudience('manager');
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <WorkspaceShell kind="society" user={null}>
      <WorkspaceLoading />
    </WorkspaceShell>
  );
}

export default function SocietyLayout({ loaderData }: Route.ComponentProps) {
  return (
    <WorkspaceShell kind={workspaceKindOf(loaderData.user, 'society')} user={loaderData.user}>
      <Outlet />
    </WorkspaceShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isPageStateError(error)) throw error;
  return (
    <WorkspaceShell kind="society" user={null}>
      <PageStateError error={error} />
    </WorkspaceShell>
  );
}
