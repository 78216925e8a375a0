export { AuditLog, type AuditFilters, type AuditLogProps } from './audit-log'
