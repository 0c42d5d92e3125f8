import { useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Link } from 'wouter';
import type { Notification } from '@/shared/schemas/notification';
import { formatRelativeTime } from '@/shared/format';
import { refreshStale, staleAfterNotification } from '@/client/lib/live-invalidation';

/**
 * One notification: a link to what it is about. Unread ones carry a dot and a bolder title, and
 * say so to screen readers. Following it marks it read (`onOpen`) and reads what it is about
 * again, however fresh the cached answer: a saved search's feed cached empty a minute ago must
 * show the listing the notification announces.
 */
export function NotificationItem({
  notification,
  onOpen,
}: {
  notification: Notification;
  onOpen: (notification: Notification) => void;
}) {
  const queryClient = useQueryClient();
  const unread = notification.readAt === null;
  return (
    <Link
      href={notification.url}
      onClick={() => {
        void refreshStale(queryClient, staleAfterNotification(notification));
        onOpen(notification);
      }}
      className={clsx(
        'flex gap-3 rounded-lg px-3 py-3 transition-colors outline-none hover:bg-zinc-100 focus-visible:bg-zinc-100 focus-visible:ring-2 focus-visible:ring-zinc-900',
        unread && 'bg-sky-50/70',
      )}
    >
      <span
        aria-hidden="true"
        className={clsx('mt-1.5 size-2.5 shrink-0 rounded-full', unread ? 'bg-sky-600' : '')}
      />
      <span className="min-w-0 flex-1">
        <span
          className={clsx(
            'block text-sm break-words',
            unread ? 'font-semibold text-zinc-900' : 'font-normal text-zinc-700',
          )}
        >
          {unread && <span className="sr-only">Unread: </span>}
          {notification.title}
        </span>
        <span className="mt-0.5 block text-sm break-words text-zinc-600">{notification.body}</span>
        <time dateTime={notification.createdAt} className="mt-1 block text-xs text-zinc-500">
          {formatRelativeTime(notification.createdAt)}
        </time>
      </span>
    </Link>
  );
}
