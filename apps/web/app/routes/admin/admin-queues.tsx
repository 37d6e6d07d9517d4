import { adminPageMeta } from '../../features/admin/console/admin-meta';
import { QueuesPage } from '../../features/admin/console/queues-page';
import type { Route } from './+types/admin-queues';

export const meta: Route.MetaFunction = () => adminPageMeta('queues');

export default function QueuesPageRoute() {
  return <QueuesPage />;
}
