import { adminPageMeta } from '../../features/admin/admin-meta';
import { UsersPage } from '../../features/admin/users-page';
import type { Route } from './+types/admin-users';

export const meta: Route.MetaFunction = () => adminPageMeta('users');

export default function UsersPageRoute() {
  return <UsersPage />;
}
