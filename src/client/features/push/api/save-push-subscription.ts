import type { PushSubscriptionInput } from '@/shared/schemas/push';
import { request } from '@/client/lib/request';

/**
 * POST /api/push/subscriptions: alerts for the signed-in account on this browser. The same
 * endpoint again moves it to this account and refreshes its keys.
 */
export function savePushSubscription(subscription: PushSubscriptionInput): Promise<void> {
  return request('POST', '/api/push/subscriptions', { json: subscription });
}
