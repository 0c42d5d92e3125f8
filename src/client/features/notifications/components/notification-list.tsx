import { BellOff } from 'lucide-react';
import type { Notification } from '@/shared/schemas/notification';
import { LoadError } from '@/client/components/ui/load-error';
import { Skeleton } from '@/client/components/ui/skeleton';
import { useMarkNotificationsRead } from '@/client/features/notifications/api/mark-notifications-read';
import type { useNotifications } from '@/client/features/notifications/api/get-notifications';
import { NotificationItem } from './notification-item';

/**
 * The notifications of one query (the panel shows the first `limit`, the page all it loaded):
 * skeleton rows while loading, the failure with a retry, an empty state, or the list.
 */
export function NotificationList({
  query,
  limit,
  onOpen,
}: {
  query: ReturnType<typeof useNotifications>;
  limit?: number;
  /** After a notification was followed (the panel closes). */
  onOpen?: () => void;
}) {
  const markRead = useMarkNotificationsRead();

  if (query.isPending) {
    return (
      <ul aria-label="Loading notifications" className="space-y-2 p-3">
        {[0, 1, 2].map((row) => (
          <li key={row} className="space-y-2 py-1">
            <Skeleton className="h-4 w-4/5" />
            <Skeleton className="h-3 w-3/5" />
          </li>
        ))}
      </ul>
    );
  }
  if (query.isError) {
    return (
      <div className="p-3">
        <LoadError
          title="Couldn't load notifications"
          error={query.error}
          onRetry={query.refetch}
        />
      </div>
    );
  }
  if (query.data.length === 0) {
    return (
      <div className="flex flex-col items-center px-6 py-10 text-center">
        <BellOff aria-hidden="true" className="size-8 text-zinc-400" strokeWidth={1.5} />
        <p className="mt-3 font-semibold">No notifications yet</p>
        <p className="mt-1 max-w-xs text-sm text-zinc-600">
          Listings that match your WTB requests, price drops on your favourites and new listings for
          your saved searches will show up here.
        </p>
      </div>
    );
  }

  const open = (notification: Notification) => {
    if (notification.readAt === null) markRead.mutate([notification.id]);
    onOpen?.();
  };
  return (
    <ul className="divide-y divide-zinc-100">
      {query.data.slice(0, limit).map((notification) => (
        <li key={notification.id}>
          <NotificationItem notification={notification} onOpen={open} />
        </li>
      ))}
    </ul>
  );
}
