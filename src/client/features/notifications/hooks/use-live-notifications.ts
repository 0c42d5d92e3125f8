import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { listenToLiveNotifications } from '@/client/lib/live-notifications';
import { NOTIFICATIONS_KEY } from '@/client/features/notifications/api/keys';
import {
  addNotification,
  type NotificationsData,
} from '@/client/features/notifications/api/notification-cache';

/**
 * Keeps the bell and the lists current from the tab's live channel: a new notification goes on
 * top and counts as unread; a stream that (re)started may have missed some, so the list is read
 * again. No toast: the bell is enough.
 */
export function useLiveNotifications(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      listenToLiveNotifications((notice) => {
        const data = queryClient.getQueryData<NotificationsData>(NOTIFICATIONS_KEY);
        if (notice.type === 'notification' && data) {
          queryClient.setQueryData(NOTIFICATIONS_KEY, addNotification(data, notice.notification));
        } else {
          void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
        }
      }),
    [queryClient],
  );
}
