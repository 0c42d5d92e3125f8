import type https from 'node:https';
import type { FastifyBaseLogger } from 'fastify';
import webpush, { type Urgency } from 'web-push';
import type { PushPayload } from '@/shared/schemas/push';
import type { Database } from '@/server/db/client';
import { deleteSubscriptionById, findSubscription } from './repository';
import type { VapidKeys } from './vapid-keys';

/** How pushes are signed and sent: the VAPID pair and contact, and (tests) the TLS agent. */
export type PushSender = { keys: VapidKeys; subject: string; agent?: https.Agent };

export type PushDeps = { db: Database; log: FastifyBaseLogger; sender: PushSender };

/** One alert to one of the recipient's browsers (a job of its own, so a retry sends it alone). */
export type PushDeliveryJob = {
  subscriptionId: number;
  userId: string;
  payload: PushPayload;
  /** How long the push service keeps it for a browser that is offline (the TTL header). */
  ttlSeconds: number;
  urgency: Urgency;
};

/** A push service that does not answer in this time is retried later. */
const SEND_TIMEOUT_MS = 10_000;

/**
 * Sends the alert to the subscription (decision 039). The push service answering 404 or 410 means
 * the browser dropped it: it is deleted. Other refusals (4xx) would fail again the same way and
 * are given up. A 429, a 5xx or a network failure throws, and the queue retries with backoff.
 */
export async function deliverPush(deps: PushDeps, job: PushDeliveryJob): Promise<void> {
  // Unsubscribed, expired or moved to another account since it was queued: nobody to tell.
  const subscription = await findSubscription(deps.db, job.subscriptionId, job.userId);
  if (!subscription) return;
  try {
    await webpush.sendNotification(
      {
        endpoint: subscription.endpoint,
        keys: { p256dh: subscription.p256dh, auth: subscription.auth },
      },
      JSON.stringify(job.payload),
      {
        TTL: job.ttlSeconds,
        urgency: job.urgency,
        vapidDetails: { subject: deps.sender.subject, ...deps.sender.keys },
        timeout: SEND_TIMEOUT_MS,
        ...(deps.sender.agent ? { agent: deps.sender.agent } : {}),
      },
    );
  } catch (error) {
    // web-push is CommonJS: its error class is read off the default export.
    if (!(error instanceof webpush.WebPushError)) throw error;
    if (error.statusCode === 404 || error.statusCode === 410) {
      await deleteSubscriptionById(deps.db, subscription.id);
      return;
    }
    if (error.statusCode === 429 || error.statusCode >= 500) throw error;
    deps.log.warn(
      { statusCode: error.statusCode, body: error.body.slice(0, 200) },
      'A push service refused an alert; not retried',
    );
  }
}
