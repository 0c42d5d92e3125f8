/**
 * docs/product.md, Profile Settings, Alerts on this device: the switch's states, from what the
 * browser says. Pure, so the rules are tested without a browser.
 */
export type DeviceAlertsStatus = 'unsupported' | 'blocked' | 'on' | 'off';

export type DeviceAlertsFacts = {
  /** A service worker is registered and the browser has the Push API and notifications. */
  supported: boolean;
  permission: NotificationPermission;
  /** Whether this browser has a push subscription at all. */
  subscribed: boolean;
  /** Whether that subscription was made for the account signed in now. */
  subscribedByThisAccount: boolean;
};

export function deviceAlertsStatus(facts: DeviceAlertsFacts): DeviceAlertsStatus {
  if (!facts.supported) return 'unsupported';
  // A subscription cannot show anything once alerts are blocked.
  if (facts.permission === 'denied') return 'blocked';
  // Another account on this browser subscribed it: for this one, alerts are off until turned on
  // here (which moves the subscription to this account).
  return facts.subscribed && facts.subscribedByThisAccount && facts.permission === 'granted'
    ? 'on'
    : 'off';
}

/** The VAPID public key (base64url, as GET /api/push/key sends it) as `applicationServerKey`. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** What the switch's description and state say for each status. */
export const DEVICE_ALERTS_MESSAGES = {
  unsupported: 'This browser cannot show alerts from Rotation.',
  blocked: 'Alerts are blocked for this site in your browser settings.',
  on: 'On: new messages show as alerts on this device, even when Rotation is closed.',
  off: 'Off: turn on to get an alert on this device for new messages while Rotation is closed.',
} as const satisfies Record<DeviceAlertsStatus, string>;
