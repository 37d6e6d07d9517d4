import { adminPageMeta } from '../../features/admin/admin-meta';
import { QueuesPage } from '../../features/admin/queues-page';
import type { Route } from './+types/admin-queues';

export const meta: Route.MetaFunction = () => adminPageMeta('queues');

export default function QueuesPageRoute() {
  return <QueuesPage />;
}
