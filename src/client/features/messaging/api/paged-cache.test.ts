import { describe, expect, it } from 'vitest';
import { conversation, message } from '@/client/features/messaging/test-data';
import { appendMessage, upsertConversation } from './thread-cache';
import {
  conversationList,
  recut,
  threadMessages,
  withConversations,
  withThread,
  type ConversationsData,
  type ThreadData,
} from './paged-cache';

describe('recut', () => {
  it('keeps the later pages as they were and gives the first page the difference', () => {
    expect(recut([1, 2, 3, 4, 5, 6], [2, 2, 1])).toEqual([[1, 2, 3], [4, 5], [6]]);
    expect(recut([1, 2, 3], [2, 2])).toEqual([[1], [2, 3]]);
    expect(recut([1], [1, 2])).toEqual([[], [1]]);
  });
});

describe('a paged thread', () => {
  const data: ThreadData = {
    pages: [
      { messages: [message({ id: 5 }), message({ id: 4 })], nextCursor: 'older' },
      { messages: [message({ id: 3 }), message({ id: 2 })], nextCursor: null },
    ],
    pageParams: [null, 'older'],
  };

  it('reads oldest first across pages', () => {
    expect(threadMessages(data)?.map((item) => item.id)).toEqual([2, 3, 4, 5]);
  });

  it('puts a new message on the newest page once, leaving the older page and its cursor', () => {
    const once = withThread(data, (thread) => appendMessage(thread, message({ id: 6 })));
    const twice = withThread(once, (thread) => appendMessage(thread, message({ id: 6 })));
    expect(twice).toBe(once);
    expect(once.pages.map((page) => page.messages.map((item) => item.id))).toEqual([
      [6, 5, 4],
      [3, 2],
    ]);
    expect(once.pages[1]!.nextCursor).toBe(null);
    expect(once.pages[0]!.nextCursor).toBe('older');
  });
});

describe('a paged conversation list', () => {
  const a = conversation({ id: 'a', lastMessageAt: '2026-03-01T10:00:00.000Z' });
  const b = conversation({ id: 'b', lastMessageAt: '2026-03-01T09:00:00.000Z' });
  const c = conversation({ id: 'c', lastMessageAt: '2026-03-01T08:00:00.000Z' });
  const data: ConversationsData = {
    pages: [
      { conversations: [a, b], nextCursor: 'next' },
      { conversations: [c], nextCursor: null },
    ],
    pageParams: [null, 'next'],
  };

  it('moves a conversation of a later page to the top without showing it twice', () => {
    const moved = { ...c, lastMessageAt: '2026-03-01T11:00:00.000Z' };
    const next = withConversations(data, (list) => upsertConversation(list, moved));
    expect(conversationList(next)?.map((item) => item.id)).toEqual(['c', 'a', 'b']);
    expect(next.pages.map((page) => page.conversations.length)).toEqual([2, 1]);
    expect(next.pages[0]!.nextCursor).toBe('next');
  });
});
