import { adminPageMeta } from '../../features/admin/console/admin-meta';
import { AuditLogPage } from '../../features/admin/console/audit-log-page';
import type { Route } from './+types/admin-audit-log';

export const meta: Route.MetaFunction = () => adminPageMeta('auditLog');

export default function AuditLogPageRoute() {
  return <AuditLogPage />;
}
