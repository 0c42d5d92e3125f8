import { LoadMore } from '@/client/components/ui/load-more';
import { useNotifications } from '@/client/features/notifications/api/get-notifications';
import { MarkAllReadButton } from './mark-all-read-button';
import { NotificationList } from './notification-list';

/**
 * The notifications page's content: every notification, newest first, more as it scrolls. The
 * header's bell keeps the list current.
 */
export function NotificationsView() {
  const query = useNotifications();
  return (
    <div className="mx-auto max-w-2xl px-2 py-6 sm:px-6 sm:py-10">
      <div className="mb-4 flex items-center justify-between gap-3 px-2 sm:px-0">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Notifications</h1>
        <MarkAllReadButton />
      </div>
      <div className="rounded-xl border border-zinc-200 bg-white p-1">
        <NotificationList query={query} />
      </div>
      <LoadMore query={query} label="Loading more notifications" />
    </div>
  );
}
