import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { NotificationPage } from '@/shared/schemas/notification';
import { apiGet, withQuery } from '@/client/lib/request';
import { NOTIFICATIONS_KEY } from './keys';
import { notificationList, unreadCount } from './notification-cache';

/** GET /api/notifications: 20 of the signed-in user's notifications, newest first. */
function getNotifications(cursor: string | null, signal?: AbortSignal): Promise<NotificationPage> {
  return apiGet<NotificationPage>(withQuery(NOTIFICATIONS_KEY[0], { cursor }), signal);
}

/** Loaded once per sign-in, kept current by the live channel, never polled. */
export function notificationsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: NOTIFICATIONS_KEY,
    initialPageParam: null as string | null,
    getNextPageParam: (last: NotificationPage) => last.nextCursor,
    queryFn: ({ signal, pageParam }) => getNotifications(pageParam, signal),
  });
}

/** The loaded notifications as one list (`data`), and the paging controls. */
export function useNotifications() {
  return useInfiniteQuery({ ...notificationsQueryOptions(), select: notificationList });
}

/** The bell's count: the first page's `unread` (0 until it loads). */
export function useUnreadNotifications(): number {
  const query = useInfiniteQuery({ ...notificationsQueryOptions(), select: unreadCount });
  return query.data ?? 0;
}
