import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/client/lib/request';
import { NOTIFICATIONS_KEY } from './keys';
import { markNotificationsRead, type NotificationsData } from './notification-cache';

type Which = number[] | 'all';

/** POST /api/notifications/read: the named notifications, or all of them. */
function postRead(which: Which): Promise<{ unread: number }> {
  return request<{ unread: number }>('POST', '/api/notifications/read', {
    json: which === 'all' ? { all: true } : { ids: which },
  });
}

/**
 * Marks read at once on screen, then takes the server's count. Quiet on failure: what stayed
 * unread on the server shows again with the next read of the list.
 */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  const update = (which: Which, unread?: number) =>
    queryClient.setQueryData<NotificationsData>(
      NOTIFICATIONS_KEY,
      (data) => data && markNotificationsRead(data, which, new Date().toISOString(), unread),
    );
  return useMutation({
    mutationFn: postRead,
    onMutate: (which) => update(which),
    onSuccess: (result, which) => update(which, result.unread),
    onError: () => void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}
