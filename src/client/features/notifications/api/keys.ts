/** Query keys are API paths (docs/architecture.md). */
export const NOTIFICATIONS_KEY = ['/api/notifications'] as const;
