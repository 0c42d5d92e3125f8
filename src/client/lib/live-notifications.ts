import type { Notification } from '@/shared/schemas/notification';

/**
 * What the live channel (messaging's, the one stream per tab) passes on about notifications: a
 * new one, or a stream that (re)started and may have missed some. The bell listens; the two
 * features never import each other.
 */
export type LiveNotificationNotice =
  { type: 'notification'; notification: Notification } | { type: 'stream-started' };

type Listener = (notice: LiveNotificationNotice) => void;

const listeners = new Set<Listener>();

export function announceLiveNotification(notice: LiveNotificationNotice): void {
  for (const listener of listeners) listener(notice);
}

/** Returns the unsubscriber. */
export function listenToLiveNotifications(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
