import { useEffect } from 'react';
import { MARK_READ_DELAY_MS } from '@/shared/constants';
import type { Conversation, Message } from '@/shared/schemas/chat';
import { usePageVisible } from '@/client/lib/use-page-visible';
import { useMarkRead } from '@/client/features/messaging/api/mark-read';

/**
 * docs/product.md, States: an unread thread on screen is marked read after a second, up to the
 * newest message shown. A message arriving meanwhile starts the second again; a hidden tab reads
 * nothing.
 */
export function useMarkReadWhenSeen(
  conversation: Conversation | null,
  messages: Message[] | undefined,
): void {
  const { mutate } = useMarkRead();
  const visible = usePageVisible();
  const conversationId = conversation?.id ?? null;
  const unread = conversation !== null && !conversation.isRead;
  const lastMessageId = messages?.[messages.length - 1]?.id ?? null;
  const shown = messages !== undefined && visible;

  useEffect(() => {
    if (!conversationId || !unread || !shown) return;
    const timer = setTimeout(() => mutate({ conversationId, lastMessageId }), MARK_READ_DELAY_MS);
    return () => clearTimeout(timer);
  }, [conversationId, unread, shown, lastMessageId, mutate]);
}
