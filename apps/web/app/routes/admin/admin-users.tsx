import { adminPageMeta } from '../../features/admin/console/admin-meta';
import { UsersPage } from '../../features/admin/console/users-page';
import type { Route } from './+types/admin-users';

export const meta: Route.MetaFunction = () => adminPageMeta('users');

export default function UsersPageRoute() {
  return <UsersPage />;
}
