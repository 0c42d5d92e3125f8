import type { InfiniteData } from '@tanstack/react-query';
import type { Notification, NotificationPage } from '@/shared/schemas/notification';

/**
 * The notifications are cached as one infinite query (newest first). The bell's count is the
 * first page's `unread`; these pure updates keep list and count in step with what this tab did
 * and what the live channel said, without a refetch.
 */
export type NotificationsData = InfiniteData<NotificationPage, string | null>;

export function unreadCount(data: NotificationsData | undefined): number {
  return data?.pages[0]?.unread ?? 0;
}

export function notificationList(data: NotificationsData | undefined): Notification[] {
  return data?.pages.flatMap((page) => page.notifications) ?? [];
}

function withFirstPage(
  data: NotificationsData,
  update: (page: NotificationPage) => NotificationPage,
): NotificationsData {
  const [first, ...rest] = data.pages;
  return first ? { ...data, pages: [update(first), ...rest] } : data;
}

/**
 * A new notification on top, counted if unread. One already there is a repeat (nothing changes)
 * or a notification that grew (a saved search's "2 new listings", unread again): it is replaced
 * where it is, the list's order being the server's (by id), and counted again if it was read.
 */
export function addNotification(
  data: NotificationsData,
  notification: Notification,
): NotificationsData {
  const known = notificationList(data).find((item) => item.id === notification.id);
  if (known) return replaceNotification(data, known, notification);
  return withFirstPage(data, (page) => ({
    ...page,
    notifications: [notification, ...page.notifications],
    unread: page.unread + (notification.readAt === null ? 1 : 0),
  }));
}

/**
 * Marks loaded notifications read (the named ones, or all), and sets the count: the server's
 * when it answered, else lowered by the unread ones marked here.
 */
export function markNotificationsRead(
  data: NotificationsData,
  which: number[] | 'all',
  readAt: string,
  unread?: number,
): NotificationsData {
  const marks = (item: Notification) =>
    item.readAt === null && (which === 'all' || which.includes(item.id));
  const markedHere = notificationList(data).filter(marks).length;
  const pages = data.pages.map((page) => ({
    ...page,
    notifications: page.notifications.map((item) => (marks(item) ? { ...item, readAt } : item)),
  }));
  const first = pages[0];
  if (!first) return data;
  const count = unread ?? (which === 'all' ? 0 : Math.max(0, first.unread - markedHere));
  return { ...data, pages: [{ ...first, unread: count }, ...pages.slice(1)] };
}

function replaceNotification(
  data: NotificationsData,
  known: Notification,
  notification: Notification,
): NotificationsData {
  const same =
    known.title === notification.title &&
    known.body === notification.body &&
    known.readAt === notification.readAt;
  if (same) return data;
  const pages = data.pages.map((page) =>
    page.notifications.includes(known)
      ? {
          ...page,
          notifications: page.notifications.map((item) => (item === known ? notification : item)),
        }
      : page,
  );
  const counted = (item: Notification) => (item.readAt === null ? 1 : 0);
  const change = counted(notification) - counted(known);
  const [first, ...rest] = pages;
  return first
    ? { ...data, pages: [{ ...first, unread: Math.max(0, first.unread + change) }, ...rest] }
    : data;
}
