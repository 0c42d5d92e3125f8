import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Conversation, ConversationPage, Message, MessagePage } from '@/shared/schemas/chat';
import { CONVERSATIONS_KEY, messagesKey } from './keys';

/**
 * The conversation list and the threads are paged (keyset, newest first) and cached as TanStack
 * infinite queries. Everything that edits them (this tab's sends and reads, the live channel)
 * works on one flat list through these helpers, so the pure updates in thread-cache.ts stay as
 * they are: the list newest first, a thread oldest first.
 */
export type ConversationsData = InfiniteData<ConversationPage, string | null>;
export type ThreadData = InfiniteData<MessagePage, string | null>;

/**
 * `items` (in page order) cut again into pages of the old sizes, the first page taking any
 * difference: what the live channel adds is newer than anything loaded, and the later pages stay
 * as the server cut them (their cursors live on the pages and do not change).
 */
export function recut<T>(items: T[], sizes: number[]): T[][] {
  const pages: T[][] = [];
  let end = items.length;
  for (let index = sizes.length - 1; index >= 1; index -= 1) {
    const start = Math.max(0, end - (sizes[index] ?? 0));
    pages.unshift(items.slice(start, end));
    end = start;
  }
  pages.unshift(items.slice(0, end));
  return pages;
}

function unique<T extends { id: unknown }>(items: T[]): T[] {
  const seen = new Set<unknown>();
  return items.filter((item) => !seen.has(item.id) && seen.add(item.id));
}

/** Every loaded conversation, newest activity first, each once. */
export function conversationList(data: ConversationsData | undefined): Conversation[] | undefined {
  return data && unique(data.pages.flatMap((page) => page.conversations));
}

export function withConversations(
  data: ConversationsData,
  update: (list: Conversation[]) => Conversation[],
): ConversationsData {
  const list = conversationList(data) ?? [];
  const next = update(list);
  if (next === list) return data;
  const sizes = data.pages.map((page) => page.conversations.length);
  const cut = recut(next, sizes);
  return {
    ...data,
    pages: data.pages.map((page, index) => ({ ...page, conversations: cut[index] ?? [] })),
  };
}

/** Every loaded message of a thread, oldest first, each once (pages are newest first). */
export function threadMessages(data: ThreadData | undefined): Message[] | undefined {
  return data && unique(data.pages.flatMap((page) => page.messages)).reverse();
}

export function withThread(data: ThreadData, update: (thread: Message[]) => Message[]): ThreadData {
  const thread = threadMessages(data) ?? [];
  const next = update(thread);
  if (next === thread) return data;
  const sizes = data.pages.map((page) => page.messages.length);
  const cut = recut([...next].reverse(), sizes);
  return {
    ...data,
    pages: data.pages.map((page, index) => ({ ...page, messages: cut[index] ?? [] })),
  };
}

/** A one-page cache entry, for a list or thread that is known whole (e.g. a new, empty thread). */
export function singlePage<T extends ConversationPage | MessagePage>(
  page: T,
): InfiniteData<T, string | null> {
  return { pages: [page], pageParams: [null] };
}

/** Edits the cached conversation list, if there is one. */
export function updateConversations(
  queryClient: QueryClient,
  update: (list: Conversation[]) => Conversation[],
): void {
  queryClient.setQueryData<ConversationsData>(
    CONVERSATIONS_KEY,
    (data) => data && withConversations(data, update),
  );
}

/** Edits a cached thread, if there is one. */
export function updateThread(
  queryClient: QueryClient,
  conversationId: string,
  update: (thread: Message[]) => Message[],
): void {
  queryClient.setQueryData<ThreadData>(
    messagesKey(conversationId),
    (data) => data && withThread(data, update),
  );
}
