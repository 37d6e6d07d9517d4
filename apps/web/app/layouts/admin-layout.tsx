import { Outlet, redirect } from 'react-router';
import {
  ADMIN_HOME_PATH,
  ADMIN_SIGN_IN_PATH,
  loadAdmin,
} from '../features/admin/console/admin-api';
import { AdminShell } from '../features/admin/console/admin-shell';
import { AdminLoading } from '../features/admin/console/admin-status';
import { loadEveryScreensTexts } from '../lib/session/guard';
import type { Route } from './+types/admin-layout';

/**
 * The admin console (`/admin`): its own sign-in and session (never the app's). Rendered after
 * hydration, once the console session is checked: without one every page but the sign-in sends
 * the visitor to it; with one the sign-in page sends the admin to the queues.
 */
export const clientLoader = async ({ request }: Route.ClientLoaderArgs) => {
  const onSignIn = new URL(request.url).pathname.replace(/\/+$/, '') === ADMIN_SIGN_IN_PATH;
  const [admin] = await Promise.all([loadAdmin(), loadEveryScreensTexts()]);
  if (onSignIn) {
    if (admin) throw redirect(ADMIN_HOME_PATH);
    return { admin: null };
  }
  if (!admin) throw redirect(ADMIN_SIGN_IN_PATH);
  return { admin };
};
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <AdminShell admin={null}>
      <AdminLoading />
    </AdminShell>
  );
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell admin={loaderData.admin}>
      <Outlet />
    </AdminShell>
  );
}
