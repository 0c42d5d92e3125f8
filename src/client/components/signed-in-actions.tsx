import { MessageCircle, Plus } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useLocation } from 'wouter';
import type { AuthUser } from '@/shared/schemas/user';
import { useAuth } from '@/client/lib/auth';
import { useShellActions } from '@/client/lib/shell-actions';
import NotificationBell from '@/client/features/notifications/components/notification-bell';
import { Avatar } from './ui/avatar';
import { Button } from './ui/button';

const menuItem =
  'flex cursor-pointer items-center rounded-md px-3 py-2 text-sm outline-none select-none data-[highlighted]:bg-zinc-100';

/**
 * The header's signed-in parts (docs/product.md, Header): Sell Item, messages with a red dot for
 * unread conversations, the notifications bell, and the avatar menu (Profile, Favourites, Saved
 * searches, Admin for admins, Sign Out). Loaded on demand: visitors never download the menu code.
 */
export default function SignedInActions({ user }: { user: AuthUser }) {
  const { signOut, refreshDiscordAvatar } = useAuth();
  const { openCreateListing, openMessages, hasUnreadMessages } = useShellActions();
  const [, navigate] = useLocation();

  return (
    <div className="flex items-center gap-1 sm:gap-2">
      {openCreateListing && (
        // max-md:hidden, not "hidden md:inline-flex": the button's own inline-flex would win.
        // Under 768 px the floating button on home takes its place.
        <Button size="sm" onClick={openCreateListing} className="max-md:hidden">
          <Plus aria-hidden="true" className="size-4" />
          Sell Item
        </Button>
      )}
      {openMessages && (
        <Button
          variant="ghost"
          size="icon"
          onClick={openMessages}
          aria-label={hasUnreadMessages ? 'Messages, unread conversations' : 'Messages'}
          className="relative"
        >
          <MessageCircle aria-hidden="true" className="size-5" />
          {hasUnreadMessages && (
            <span className="absolute top-2 right-2 size-2.5 rounded-full bg-red-600 ring-2 ring-white" />
          )}
        </Button>
      )}
      <NotificationBell />
      <DropdownMenu.Root>
        <DropdownMenu.Trigger
          aria-label="Account menu"
          className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2"
        >
          <Avatar
            username={user.username}
            imageUrl={user.profileImageUrl}
            size="sm"
            onImageError={refreshDiscordAvatar}
          />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={8}
            className="z-50 min-w-40 rounded-lg border border-zinc-200 bg-white p-1 shadow-lg"
          >
            <DropdownMenu.Label className="px-3 py-2 text-xs text-zinc-500">
              @{user.username}
            </DropdownMenu.Label>
            <DropdownMenu.Item
              className={menuItem}
              onSelect={() => navigate(`/profile/${encodeURIComponent(user.username)}`)}
            >
              Profile
            </DropdownMenu.Item>
            <DropdownMenu.Item className={menuItem} onSelect={() => navigate('/favourites')}>
              Favourites
            </DropdownMenu.Item>
            <DropdownMenu.Item className={menuItem} onSelect={() => navigate('/saved-searches')}>
              Saved searches
            </DropdownMenu.Item>
            {user.isAdmin && (
              <DropdownMenu.Item className={menuItem} onSelect={() => navigate('/admin')}>
                Admin
              </DropdownMenu.Item>
            )}
            <DropdownMenu.Item className={menuItem} onSelect={() => void signOut()}>
              Sign Out
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </div>
  );
}
