import { request } from './request';

/**
 * Which account subscribed this browser's push endpoint. The server moves an endpoint to whoever
 * posts it last, so after someone else signs in on this browser the subscription still alerts
 * the earlier account: the switch shows "off" for the new one until they turn it on themselves.
 */
const KEY = 'rotation.pushSubscriptionOwner';

type Owner = { endpoint: string; userId: string };

export function readSubscriptionOwner(endpoint: string): string | null {
  try {
    const owner = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Owner | null;
    return owner?.endpoint === endpoint ? owner.userId : null;
  } catch {
    return null;
  }
}

export function writeSubscriptionOwner(owner: Owner | null): void {
  try {
    if (owner) localStorage.setItem(KEY, JSON.stringify(owner));
    else localStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode, quota): the switch shows "off" on the next visit.
  }
}

/**
 * DELETE /api/push/subscriptions: no more alerts on this browser (an unknown endpoint is fine).
 * Here rather than in features/push because signing out (features/auth) calls it too.
 */
export function deletePushSubscription(endpoint: string): Promise<void> {
  return request('DELETE', '/api/push/subscriptions', { json: { endpoint } });
}

/**
 * Before signing out (docs/product.md, Push alerts, On this device): the account leaving stops
 * getting alerts on this browser, so the next person to use it does not see theirs. Best effort:
 * sign-out goes on whatever happens here.
 */
export async function stopAlertsOnSignOut(userId: string): Promise<void> {
  try {
    if (!('serviceWorker' in navigator)) return;
    const registration = await navigator.serviceWorker.getRegistration();
    const subscription = await registration?.pushManager?.getSubscription();
    if (!subscription || readSubscriptionOwner(subscription.endpoint) !== userId) return;
    await deletePushSubscription(subscription.endpoint);
    await subscription.unsubscribe();
    writeSubscriptionOwner(null);
  } catch {
    // The alerts stay on; turning them off in Settings still works next time.
  }
}
