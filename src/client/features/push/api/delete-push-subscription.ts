import { request } from '@/client/lib/request';

/** DELETE /api/push/subscriptions: no more alerts on this browser (an unknown endpoint is fine). */
export function deletePushSubscription(endpoint: string): Promise<void> {
  return request('DELETE', '/api/push/subscriptions', { json: { endpoint } });
}
