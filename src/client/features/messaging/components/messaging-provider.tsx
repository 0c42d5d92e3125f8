import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { LazyDialogFallback } from '@/client/components/lazy-dialog-fallback';
import { useAuth } from '@/client/lib/auth';
import { ShellActionsContext, useShellActions } from '@/client/lib/shell-actions';
import { useConversations } from '@/client/features/messaging/api/get-conversations';
import { hasUnread } from '@/client/features/messaging/api/thread-cache';
import type { ChatTarget } from '@/client/features/messaging/selection';
import { listingTarget, wtbTarget } from '@/client/features/messaging/targets';
import { useLiveChannel } from '@/client/features/messaging/hooks/use-live-channel';

const MessagesDialog = lazy(() => import('./messages-dialog'));

type Opening = {
  userId: string;
  target: ChatTarget | null;
  /** Opened from a link to one conversation (`?conversation=<id>`, a notification's). */
  conversationId?: string;
  id: number;
};

/**
 * Messaging for the app shell: the messages button and its red dot (any unread conversation, from
 * the conversation list loaded once per sign-in and kept current by the live channel), and the
 * Messages dialog, opened plainly or for a listing's seller or a WTB request's poster.
 */
export function MessagingProvider({ children }: { children: ReactNode }) {
  const inherited = useShellActions();
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const conversations = useConversations({ enabled: userId !== null });
  useLiveChannel(userId);

  // Whose dialog is open: a sign-out (or an expired session) closes it for good.
  const [opening, setOpening] = useState<Opening | null>(null);
  if (opening !== null && opening.userId !== userId) setOpening(null);
  const unread = userId !== null && hasUnread(conversations.data);

  // docs/product.md, Messages dialog: `?conversation=<id>` opens the dialog on that conversation;
  // the parameter goes once used, so Back or a reload does not open it again.
  const search = useSearch();
  const [path, navigate] = useLocation();
  const linked = new URLSearchParams(search).get('conversation');
  useEffect(() => {
    if (!linked || !userId) return;
    setOpening((previous) => ({
      userId,
      target: null,
      conversationId: linked,
      id: (previous?.id ?? 0) + 1,
    }));
    const rest = new URLSearchParams(search);
    rest.delete('conversation');
    navigate(rest.size > 0 ? `${path}?${rest}` : path, { replace: true });
  }, [linked, userId, search, path, navigate]);

  const actions = useMemo(() => {
    const open = (target: ChatTarget | null) =>
      userId && setOpening((previous) => ({ userId, target, id: (previous?.id ?? 0) + 1 }));
    return {
      ...inherited,
      openMessages: userId ? () => open(null) : null,
      // docs/product.md, States: no one messages themself about their own listing; the messages
      // just open.
      openListingConversation: userId
        ? (listing: Parameters<typeof listingTarget>[0]) =>
            open(listing.sellerId === userId ? null : listingTarget(listing))
        : null,
      openWtbConversation: userId
        ? (wtb: Parameters<typeof wtbTarget>[0]) => open(wtbTarget(wtb))
        : null,
      hasUnreadMessages: unread,
    };
  }, [inherited, userId, unread]);

  return (
    <ShellActionsContext.Provider value={actions}>
      {children}
      {/* Mounted only while open, so every opening starts from a fresh selection. */}
      {opening !== null && opening.userId === userId && (
        <Suspense fallback={<LazyDialogFallback />}>
          <MessagesDialog
            key={opening.id}
            userId={opening.userId}
            target={opening.target}
            conversationId={opening.conversationId ?? null}
            onClose={() => setOpening(null)}
          />
        </Suspense>
      )}
    </ShellActionsContext.Provider>
  );
}
