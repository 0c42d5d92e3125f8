import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { formatRelativeTime } from '@/shared/format';
import type { ChatParty } from '@/shared/schemas/chat';
import { Avatar } from '@/client/components/ui/avatar';
import { UnreadDot } from './unread-dot';

/**
 * One row of the conversation list (docs/product.md, Screens): the other party, what it is about
 * (25 characters), the last message (35 characters, or 📷 Image), when, and a red dot when unread.
 */
export function ConversationRow({
  other,
  title,
  preview,
  time,
  unread,
  selected,
  onSelect,
  conversationKey,
}: {
  other: ChatParty;
  title: string;
  preview: ReactNode;
  time: string | null;
  unread: boolean;
  selected: boolean;
  onSelect: () => void;
  /** Lets the dialog find the row again (to give it focus back). */
  conversationKey: string;
}) {
  return (
    <li>
      <button
        type="button"
        onClick={onSelect}
        aria-current={selected ? 'true' : undefined}
        data-conversation={conversationKey}
        className={clsx(
          'flex w-full items-start gap-3 px-4 py-3 text-left transition-colors focus-visible:-outline-offset-2',
          selected ? 'bg-zinc-100' : 'hover:bg-zinc-50',
        )}
      >
        <Avatar username={other.username} imageUrl={other.profileImageUrl} />
        <span className="grid min-w-0 flex-1 gap-0.5">
          <span className="flex items-baseline justify-between gap-2">
            <span className={clsx('truncate text-sm', unread ? 'font-bold' : 'font-semibold')}>
              @{other.username}
            </span>
            {time && (
              <time dateTime={time} className="shrink-0 text-xs text-zinc-600">
                {formatRelativeTime(time)}
              </time>
            )}
          </span>
          <span className="truncate text-xs font-medium text-zinc-600">{title}</span>
          <span className="flex items-center justify-between gap-2">
            <span
              className={clsx(
                'truncate text-sm',
                unread ? 'font-medium text-zinc-900' : 'text-zinc-600',
              )}
            >
              {preview}
            </span>
            {unread && <UnreadDot />}
          </span>
        </span>
      </button>
    </li>
  );
}
