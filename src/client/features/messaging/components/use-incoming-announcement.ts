import { useEffect, useRef, useState } from 'react';
import type { Message } from '../../../../shared/schemas/chat';

/** For screen readers: what the other party just sent into the open thread. */
export function useIncomingAnnouncement(messages: Message[] | undefined, userId: string): string {
  const [announcement, setAnnouncement] = useState('');
  const newestSeen = useRef<number | null>(null);
  const newest = messages?.[messages.length - 1];

  useEffect(() => {
    if (!newest) return;
    const before = newestSeen.current;
    newestSeen.current = newest.id;
    if (before === null || newest.id <= before || newest.senderId === userId) return;
    const what = newest.messageType === 'image' ? 'an image' : newest.content;
    setAnnouncement(`New message from @${newest.sender.username}: ${what}`);
  }, [newest, userId]);

  return announcement;
}
