import type { FastifyBaseLogger } from 'fastify';
import webpush, { type Urgency } from 'web-push';
import type { PushPayload } from '@/shared/schemas/push';
import type { Database } from '@/server/db/client';
import type { PushAgents } from './agents';
import { checkLiteralAddress, PrivatePushAddress } from './checked-lookup';
import { deleteSubscriptionById, findSubscription } from './repository';
import { findPushService, literalAddress, type PushServiceHost } from './service-hosts';
import type { VapidKeys } from './vapid-keys';

/**
 * How pushes are signed and sent: the VAPID pair and contact, the push services allowed
 * (decision 049) and the connection pools to them.
 */
export type PushSender = {
  keys: VapidKeys;
  subject: string;
  hosts: PushServiceHost[];
  agents: PushAgents;
};

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
 * A subscription whose push service is not allowed (any more), or is at an address off the public
 * internet, is deleted without a connection (decision 049): a retry would be refused the same way.
 */
export async function deliverPush(deps: PushDeps, job: PushDeliveryJob): Promise<void> {
  // Unsubscribed, expired or moved to another account since it was queued: nobody to tell.
  const subscription = await findSubscription(deps.db, job.subscriptionId, job.userId);
  if (!subscription) return;
  const service = findPushService(subscription.endpoint, deps.sender.hosts);
  if (!service) {
    deps.log.warn(
      { host: hostOf(subscription.endpoint) },
      'A push subscription’s service is not allowed; the subscription is deleted',
    );
    await deleteSubscriptionById(deps.db, subscription.id);
    return;
  }
  // The URL as it was checked: web-push reads it again with Node's legacy parser.
  const url = new URL(subscription.endpoint);
  try {
    const literal = literalAddress(url.hostname);
    if (!service.named && literal) checkLiteralAddress(url.hostname, literal);
    await webpush.sendNotification(
      {
        endpoint: url.href,
        keys: { p256dh: subscription.p256dh, auth: subscription.auth },
      },
      JSON.stringify(job.payload),
      {
        TTL: job.ttlSeconds,
        urgency: job.urgency,
        vapidDetails: { subject: deps.sender.subject, ...deps.sender.keys },
        timeout: SEND_TIMEOUT_MS,
        agent: service.named ? deps.sender.agents.named : deps.sender.agents.checked,
      },
    );
  } catch (error) {
    if (error instanceof PrivatePushAddress) {
      deps.log.warn(
        { host: error.hostname, address: error.address },
        'A push service is at an address off the public internet; the subscription is deleted',
      );
      await deleteSubscriptionById(deps.db, subscription.id);
      return;
    }
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

function hostOf(endpoint: string): string | null {
  try {
    return new URL(endpoint).host;
  } catch {
    return null;
  }
}
