import { CheckCheck } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { useMarkNotificationsRead } from '@/client/features/notifications/api/mark-notifications-read';
import { useUnreadNotifications } from '@/client/features/notifications/api/get-notifications';

/** "Mark all as read", shown only while something is unread. */
export function MarkAllReadButton() {
  const unread = useUnreadNotifications();
  const markRead = useMarkNotificationsRead();
  if (unread === 0) return null;
  return (
    <Button variant="ghost" size="compact" onClick={() => markRead.mutate('all')}>
      <CheckCheck aria-hidden="true" className="size-4" />
      Mark all as read
    </Button>
  );
}
