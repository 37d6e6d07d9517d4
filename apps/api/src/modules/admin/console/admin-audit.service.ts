/** The admin audit trail, for routes that record what an admin did. */
export { recordAuditEntry } from './admin-audit.repository';
