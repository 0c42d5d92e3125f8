import type { Conversation, Message } from '@/shared/schemas/chat';

/**
 * Pure updates of the cached conversation list and threads, shared by what this tab does (send,
 * mark read) and what the live channel reports, so both agree and nothing shows twice.
 */

function activityTime(conversation: Conversation): number {
  return Date.parse(conversation.lastMessageAt ?? conversation.createdAt);
}

/** docs/product.md, States: last-message (or created) time, newest first; unread first on ties. */
export function compareConversations(a: Conversation, b: Conversation): number {
  const byTime = activityTime(b) - activityTime(a);
  if (byTime !== 0) return byTime;
  return Number(a.isRead) - Number(b.isRead);
}

/** Puts this version of a conversation in the list (replacing the old one) and keeps the order. */
export function upsertConversation(
  list: Conversation[] | undefined,
  conversation: Conversation,
): Conversation[] {
  const others = (list ?? []).filter((item) => item.id !== conversation.id);
  return [...others, conversation].sort(compareConversations);
}

/**
 * Adds a message to a thread once, whatever order copies arrive in, keeping ids ascending. A copy
 * saying a moderator removed it replaces the one shown.
 */
export function appendMessage(thread: Message[], message: Message): Message[] {
  const shown = thread.find((item) => item.id === message.id);
  if (shown) {
    if (!message.removed || shown.removed) return thread;
    return thread.map((item) => (item.id === message.id ? message : item));
  }
  const last = thread[thread.length - 1];
  if (!last || last.id < message.id) return [...thread, message];
  return [...thread, message].sort((a, b) => a.id - b.id);
}

/** The conversation with the message this user just sent as its last one (the server says the same). */
export function withLastMessage(conversation: Conversation, message: Message): Conversation {
  if (conversation.lastMessage && conversation.lastMessage.id >= message.id) return conversation;
  return {
    ...conversation,
    lastMessage: {
      id: message.id,
      senderId: message.senderId,
      content: message.content,
      messageType: message.messageType,
      createdAt: message.createdAt,
    },
    lastMessageAt: message.createdAt,
  };
}

/**
 * Read up to `lastReadMessageId`. A message that arrived after it (while the mark-read call was on
 * its way) keeps the conversation unread.
 */
export function markRead(
  list: Conversation[] | undefined,
  conversationId: string,
  lastReadMessageId: number | null,
): Conversation[] | undefined {
  if (!list) return list;
  let changed = false;
  const next = list.map((item) => {
    if (item.id !== conversationId || item.isRead) return item;
    const newest = item.lastMessage?.id ?? 0;
    if (lastReadMessageId !== null && newest > lastReadMessageId) return item;
    changed = true;
    return { ...item, isRead: true };
  });
  return changed ? next.sort(compareConversations) : list;
}

/**
 * A freshly fetched thread, with whatever the live channel added to the cache while the request
 * was on its way (the response may have been read before those messages were committed).
 */
export function mergeThread(fetched: Message[], cached: Message[] | undefined): Message[] {
  return (cached ?? []).reduce(appendMessage, fetched);
}

/**
 * A freshly fetched list, keeping what the live channel reported while the request was on its way:
 * a conversation whose cached last message is newer than the fetched one, or one that appeared
 * with a message newer than anything in the response.
 */
export function mergeConversations(
  fetched: Conversation[],
  cached: Conversation[] | undefined,
): Conversation[] {
  const newestFetched = Math.max(0, ...fetched.map((item) => item.lastMessage?.id ?? 0));
  const byId = new Map(fetched.map((item) => [item.id, item]));
  let merged = fetched;
  for (const item of cached ?? []) {
    const fresh = byId.get(item.id);
    const cachedNewest = item.lastMessage?.id ?? 0;
    const keep = fresh ? cachedNewest > (fresh.lastMessage?.id ?? 0) : cachedNewest > newestFetched;
    if (keep) merged = upsertConversation(merged, item);
  }
  return merged;
}

export function hasUnread(list: Conversation[] | undefined): boolean {
  return list?.some((item) => !item.isRead) ?? false;
}
