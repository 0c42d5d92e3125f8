import { formatMessageDay, pacificDayKey } from '@/shared/format';
import type { Message } from '@/shared/schemas/chat';

type MessageDay = { key: string; label: string; messages: Message[] };

/** A thread cut at each Pacific-time day, each under its separator: Today, Yesterday or a date. */
export function groupByDay(messages: Message[], now: Date = new Date()): MessageDay[] {
  const days: MessageDay[] = [];
  for (const message of messages) {
    const key = pacificDayKey(message.createdAt);
    const current = days[days.length - 1];
    if (current?.key === key) current.messages.push(message);
    else days.push({ key, label: formatMessageDay(message.createdAt, now), messages: [message] });
  }
  return days;
}
