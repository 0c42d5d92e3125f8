import type { Executor } from '@/server/db/client';
import { sendJob } from '@/server/jobs/queue';
import { PUSH_ALERT_QUEUE, type PushAlertJob } from './queues';
import { hasSubscription } from './repository';

// What other modules ask of push: an alert queued in the transaction of what it is about. The job
// that fans it out to browsers is alerts.ts.

/**
 * Queues the alert of a new message to its recipient, in the transaction that writes it, when the
 * recipient has a browser subscribed (docs/product.md, Push alerts): a rolled-back message alerts
 * nobody, and a person without subscriptions costs one index probe.
 */
export async function queueMessageAlert(
  tx: Executor,
  recipientId: string,
  messageId: number,
): Promise<void> {
  if (!(await hasSubscription(tx, recipientId))) return;
  await sendJob(tx, PUSH_ALERT_QUEUE, { userId: recipientId, messageId } satisfies PushAlertJob);
}

/**
 * Queues the alerts of new notifications, in the transaction that writes them. Whether each
 * recipient has a subscription was read by the insert itself (notifications/repository.ts).
 */
export async function queueNotificationAlerts(
  tx: Executor,
  added: { id: number; userId: string; pushable: boolean }[],
): Promise<void> {
  for (const { id, userId, pushable } of added) {
    if (!pushable) continue;
    await sendJob(tx, PUSH_ALERT_QUEUE, { userId, notificationId: id } satisfies PushAlertJob);
  }
}
