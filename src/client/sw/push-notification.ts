import { pushPayloadSchema } from '@/shared/schemas/push';

/** The manifest's 192 px icon (scripts/make-icons.ts): what the alert shows beside its text. */
export const ALERT_ICON = '/icons/icon-192.png';

/** What a click on an alert opens; kept on the notification as its `data`. */
export type AlertData = { url: string };

/** `renotify` is in the Notifications standard and Chromium, not yet in TypeScript's DOM types. */
type AlertOptions = NotificationOptions & { renotify: boolean; data: AlertData };

export type Alert = { title: string; options: AlertOptions };

/**
 * A payload that does not parse still shows an alert: the browser subscribed with
 * `userVisibleOnly`, and Chromium answers a push that shows nothing with its own "site updated in
 * the background" notice (and may withdraw the permission). A generic alert that opens the
 * notifications page says the same thing better.
 */
const FALLBACK = {
  title: 'Rotation',
  body: 'You have something new on Rotation.',
  url: '/notifications',
  tag: 'rotation',
};

/**
 * Only a path inside the app is opened: a payload naming another site (or a `javascript:` URL)
 * opens the home page instead.
 */
export function appUrl(url: string, origin: string): string {
  try {
    const resolved = new URL(url, origin);
    if (resolved.origin === origin) return resolved.href;
  } catch {
    // Not a URL at all: the home page.
  }
  return new URL('/', origin).href;
}

/** docs/product.md, Push alerts: the alert a pushed payload (`pushPayloadSchema`) shows. */
export function alertFromPush(data: unknown, origin: string): Alert {
  const parsed = pushPayloadSchema.safeParse(data);
  const payload = parsed.success ? parsed.data : FALLBACK;
  return {
    title: payload.title,
    options: {
      body: payload.body,
      icon: ALERT_ICON,
      // One alert per conversation: a newer message replaces the older one and rings again.
      tag: payload.tag,
      renotify: true,
      data: { url: appUrl(payload.url, origin) },
    },
  };
}

/** The JSON a push carries, or undefined when it has none or it is not JSON. */
export function pushJson(read: (() => unknown) | undefined): unknown {
  try {
    return read?.();
  } catch {
    return undefined;
  }
}
