/** Query keys are API paths (ARCHITECTURE.md). */
export const NOTIFICATIONS_KEY = ['/api/notifications'] as const;
