import { useEffect, useRef, useState } from 'react';
import type { Message } from '@/shared/schemas/chat';

/**
 * For screen readers: what the other party just sent into the open thread. Switching threads
 * announces nothing: only messages that arrive while a thread is open count.
 */
export function useIncomingAnnouncement(
  conversationId: string | null,
  messages: Message[] | undefined,
  userId: string,
): string {
  const [announcement, setAnnouncement] = useState('');
  const newestSeen = useRef<{ conversationId: string | null; id: number } | null>(null);
  const newest = messages?.[messages.length - 1];

  useEffect(() => {
    if (!newest) return;
    const seen = newestSeen.current;
    const before = seen && seen.conversationId === conversationId ? seen.id : null;
    newestSeen.current = { conversationId, id: newest.id };
    if (before === null || newest.id <= before || newest.senderId === userId) return;
    const what = newest.messageType === 'image' ? 'an image' : newest.content;
    setAnnouncement(`New message from @${newest.sender.username}: ${what}`);
  }, [conversationId, newest, userId]);

  return announcement;
}
