import { Bell } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { Link } from 'wouter';
import { buttonClasses } from '@/client/components/ui/button';
import { useMediaQuery } from '@/client/lib/use-media-query';
import { useUnreadNotifications } from '@/client/features/notifications/api/get-notifications';
import { useLiveNotifications } from '@/client/features/notifications/hooks/use-live-notifications';
import { NotificationPanel } from './notification-panel';

/** docs/product.md, Header: phones (640 px and under) get the notifications page, not a panel. */
const PHONE = '(max-width: 640px)';

function badgeText(unread: number): string {
  return unread > 99 ? '99+' : String(unread);
}

function BellIcon({ unread }: { unread: number }) {
  return (
    <>
      <Bell aria-hidden="true" className="size-5" />
      {unread > 0 && (
        <span
          aria-hidden="true"
          className="absolute top-1 right-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-[11px] leading-5 font-semibold text-white ring-2 ring-white"
        >
          {badgeText(unread)}
        </span>
      )}
    </>
  );
}

/**
 * The header's bell (docs/product.md, Header): the unread count, kept current by the live
 * channel; on larger screens it opens the newest notifications in a panel.
 */
export default function NotificationBell() {
  useLiveNotifications();
  const unread = useUnreadNotifications();
  const phone = useMediaQuery(PHONE);
  const [open, setOpen] = useState(false);
  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
  const classes = buttonClasses({ variant: 'ghost', size: 'icon', className: 'relative' });

  if (phone) {
    return (
      <Link href="/notifications" aria-label={label} className={classes}>
        <BellIcon unread={unread} />
      </Link>
    );
  }
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger aria-label={label} className={classes}>
        <BellIcon unread={unread} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          aria-label="Notifications"
          align="end"
          sideOffset={8}
          collisionPadding={16}
          className="z-50 flex max-h-[min(36rem,var(--radix-popover-content-available-height))] w-96 flex-col overflow-hidden rounded-xl border border-zinc-200 bg-white shadow-lg data-[state=open]:animate-fade-in"
        >
          <NotificationPanel onClose={() => setOpen(false)} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
