import { Link } from 'wouter';
import { useNotifications } from '@/client/features/notifications/api/get-notifications';
import { MarkAllReadButton } from './mark-all-read-button';
import { NotificationList } from './notification-list';

/** How many of the newest the bell's panel shows; the rest are on the notifications page. */
const PANEL_ITEMS = 8;

/** The bell's panel: the newest notifications, "Mark all as read" and "See all". */
export function NotificationPanel({ onClose }: { onClose: () => void }) {
  const query = useNotifications();
  return (
    <>
      <div className="flex items-center justify-between gap-2 border-b border-zinc-200 px-4 py-2.5">
        <h2 className="font-semibold">Notifications</h2>
        <MarkAllReadButton />
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto p-1">
        <NotificationList query={query} limit={PANEL_ITEMS} onOpen={onClose} />
      </div>
      <div className="border-t border-zinc-200 p-1">
        <Link
          href="/notifications"
          onClick={onClose}
          className="block rounded-lg px-3 py-2 text-center text-sm font-medium text-zinc-900 hover:bg-zinc-100 focus-visible:bg-zinc-100"
        >
          See all
        </Link>
      </div>
    </>
  );
}
