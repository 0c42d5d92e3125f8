import type { Urgency } from 'web-push';
import type { PushPayload } from '@/shared/schemas/push';
import type { Executor } from '@/server/db/client';
import { sendJob } from '@/server/jobs/queue';
import { findNotificationById } from '@/server/notifications/service';
import type { PushDeliveryJob, PushDeps } from './delivery';
import { messageAlert, notificationAlert } from './payload';
import { hasOpenStream } from './presence-service';
import { PUSH_DELIVERY_QUEUE, type PushAlertJob } from './queues';
import { findMessageForAlert, subscriptionIdsOf } from './repository';

/** A push service keeps an alert this long for a browser that is offline; later it is stale. */
const ALERT_TTL_SECONDS = 24 * 3600;

/**
 * The alert job: nothing while the recipient has the app open somewhere (their live stream shows
 * it already); otherwise one delivery job per subscribed browser, so a failing one is retried alone.
 */
export async function fanOutAlert(deps: PushDeps, job: PushAlertJob): Promise<void> {
  if (await hasOpenStream(deps.db, job.userId)) return;
  const alert = await buildAlert(deps.db, job);
  // The message was removed or the notification went with its recipient's account.
  if (!alert) return;
  const subscriptionIds = await subscriptionIdsOf(deps.db, job.userId);
  if (subscriptionIds.length === 0) return;
  await deps.db.transaction(async (tx) => {
    for (const subscriptionId of subscriptionIds) {
      await sendJob(tx, PUSH_DELIVERY_QUEUE, {
        subscriptionId,
        userId: job.userId,
        ...alert,
      } satisfies PushDeliveryJob);
    }
  });
}

async function buildAlert(
  db: Executor,
  job: PushAlertJob,
): Promise<{ payload: PushPayload; ttlSeconds: number; urgency: Urgency } | null> {
  if ('messageId' in job) {
    const message = await findMessageForAlert(db, job.messageId);
    if (!message) return null;
    // Someone is waiting for an answer: delivered at once even to a phone saving its battery.
    return { payload: messageAlert(message), ttlSeconds: ALERT_TTL_SECONDS, urgency: 'high' };
  }
  const notification = await findNotificationById(db, job.notificationId);
  if (!notification || notification.userId !== job.userId) return null;
  return {
    payload: notificationAlert(notification),
    ttlSeconds: ALERT_TTL_SECONDS,
    urgency: 'normal',
  };
}
