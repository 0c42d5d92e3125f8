/** Query keys are API paths (docs/architecture.md). */
export const REPORT_QUEUE_KEY = ['/api/admin/reports'] as const;
export const AUDIT_LOG_KEY = ['/api/admin/audit'] as const;
