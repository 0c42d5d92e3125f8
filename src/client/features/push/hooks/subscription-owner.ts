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
