/** One job per recipient per change: checks presence, builds the alert, fans out (alerts.ts). */
export const PUSH_ALERT_QUEUE = 'push-alert';
/** One job per browser the alert goes to, retried on its own (delivery.ts). */
export const PUSH_DELIVERY_QUEUE = 'push-delivery';

/** What changed for the recipient: a message in one of their conversations or a notification. */
export type PushAlertJob = { userId: string } & (
  { messageId: number } | { notificationId: number }
);
