import { describe, expect, it } from 'vitest';
import { conversation, message } from '@/client/features/messaging/test-data';
import {
  appendMessage,
  compareConversations,
  hasUnread,
  markRead,
  upsertConversation,
  withLastMessage,
} from './thread-cache';

const at = (minute: number) => `2026-03-01T10:${String(minute).padStart(2, '0')}:00.000Z`;

describe('the conversation list', () => {
  it('is newest activity first (last message, else creation), unread first on ties', () => {
    const quiet = conversation({ id: 'quiet', createdAt: at(30) });
    const talked = conversation({ id: 'talked', createdAt: at(1), lastMessageAt: at(20) });
    const tiedRead = conversation({ id: 'tied-read', lastMessageAt: at(10), isRead: true });
    const tiedUnread = conversation({ id: 'tied-unread', lastMessageAt: at(10), isRead: false });
    const sorted = [tiedRead, talked, tiedUnread, quiet].sort(compareConversations);
    expect(sorted.map((item) => item.id)).toEqual(['quiet', 'talked', 'tied-unread', 'tied-read']);
  });

  it('takes a new version of a conversation in its place, moved to where it now sorts', () => {
    const list = [
      conversation({ id: 'a', lastMessageAt: at(20) }),
      conversation({ id: 'b', lastMessageAt: at(10) }),
    ];
    const moved = upsertConversation(list, conversation({ id: 'b', lastMessageAt: at(30) }));
    expect(moved.map((item) => item.id)).toEqual(['b', 'a']);
    expect(moved).toHaveLength(2);
    const added = upsertConversation(moved, conversation({ id: 'c', lastMessageAt: at(25) }));
    expect(added.map((item) => item.id)).toEqual(['b', 'c', 'a']);
  });

  it('is unread while any conversation is', () => {
    expect(hasUnread(undefined)).toBe(false);
    expect(hasUnread([conversation()])).toBe(false);
    expect(hasUnread([conversation(), conversation({ id: 'c2', isRead: false })])).toBe(true);
  });
});

describe('a thread', () => {
  it('takes each message once, in id order, whichever copy comes first', () => {
    const one = message({ id: 1 });
    const two = message({ id: 2 });
    const three = message({ id: 3 });
    let thread = appendMessage([], one);
    thread = appendMessage(thread, three);
    thread = appendMessage(thread, two);
    thread = appendMessage(thread, three);
    expect(thread.map((item) => item.id)).toEqual([1, 2, 3]);
    expect(appendMessage(thread, two)).toBe(thread);
  });

  it('replaces a message a moderator removed, keeping its place', () => {
    const thread = [message({ id: 1 }), message({ id: 2, content: 'F&F only' })];
    const removed = message({ id: 2, content: 'Message removed by a moderator', removed: true });
    const after = appendMessage(thread, removed);
    expect(after.map((item) => [item.id, item.removed])).toEqual([
      [1, false],
      [2, true],
    ]);
    expect(appendMessage(after, message({ id: 2, content: 'F&F only' }))).toBe(after);
  });

  it("becomes its conversation's last message when newer", () => {
    const sent = message({ id: 7, senderId: 'me', content: 'Yes!', createdAt: at(40) });
    const updated = withLastMessage(conversation(), sent);
    expect(updated.lastMessage).toEqual({
      id: 7,
      senderId: 'me',
      content: 'Yes!',
      messageType: 'text',
      createdAt: at(40),
    });
    expect(updated.lastMessageAt).toBe(at(40));
    expect(withLastMessage(updated, message({ id: 5 }))).toBe(updated);
  });
});

describe('markRead', () => {
  const unread = conversation({
    isRead: false,
    lastMessage: { id: 9, senderId: 'x', content: 'hi', messageType: 'text', createdAt: at(5) },
  });

  it('reads a conversation up to the message shown', () => {
    expect(markRead([unread], 'c1', 9)?.[0]?.isRead).toBe(true);
    expect(markRead([unread], 'c1', null)?.[0]?.isRead).toBe(true);
  });

  it('keeps it unread when a newer message came meanwhile', () => {
    const list = [unread];
    expect(markRead(list, 'c1', 8)).toBe(list);
  });

  it('leaves a list not loaded, and other conversations, alone', () => {
    expect(markRead(undefined, 'c1', 9)).toBeUndefined();
    const list = [unread];
    expect(markRead(list, 'other', 9)).toBe(list);
  });
});
