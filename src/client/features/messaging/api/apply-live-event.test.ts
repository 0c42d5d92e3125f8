import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { Conversation, Message } from '@/shared/schemas/chat';
import { conversation, message } from '@/client/features/messaging/test-data';
import {
  listenToLiveNotifications,
  type LiveNotificationNotice,
} from '@/client/lib/live-notifications';
import { applyLiveEvent } from './apply-live-event';
import { conversationsQueryOptions } from './get-conversations';
import { messagesQueryOptions } from './get-messages';
import { CONVERSATIONS_KEY, messagesKey } from './keys';
import {
  conversationList,
  singlePage,
  threadMessages,
  type ConversationsData,
  type ThreadData,
} from './paged-cache';

/** A cache with one loaded page of the list and of each thread (threads given oldest first). */
function cache(conversations?: Conversation[], threads: Record<string, Message[]> = {}) {
  const queryClient = new QueryClient();
  if (conversations) {
    queryClient.setQueryData(CONVERSATIONS_KEY, singlePage({ conversations, nextCursor: null }));
  }
  for (const [id, thread] of Object.entries(threads)) {
    queryClient.setQueryData(
      messagesKey(id),
      singlePage({ messages: [...thread].reverse(), nextCursor: null }),
    );
  }
  return queryClient;
}

const list = (queryClient: QueryClient) =>
  conversationList(queryClient.getQueryData<ConversationsData>(CONVERSATIONS_KEY));
const thread = (queryClient: QueryClient, id: string) =>
  threadMessages(queryClient.getQueryData<ThreadData>(messagesKey(id)));
const invalidated = (queryClient: QueryClient, key: readonly unknown[]) =>
  queryClient.getQueryState(key)?.isInvalidated;

describe('applyLiveEvent', () => {
  const older = conversation({ id: 'older', lastMessageAt: '2026-03-01T09:00:00.000Z' });
  const c1 = conversation({ id: 'c1', lastMessageAt: '2026-03-01T08:00:00.000Z' });

  it('puts a new message in its loaded thread once, and its conversation on top, unread', () => {
    const queryClient = cache([older, c1], { c1: [message({ id: 1 })] });
    const arrived = message({ id: 2, createdAt: '2026-03-01T10:00:00.000Z' });
    const updated = { ...c1, isRead: false, lastMessageAt: arrived.createdAt };
    applyLiveEvent(queryClient, { type: 'message', message: arrived, conversation: updated });
    applyLiveEvent(queryClient, { type: 'message', message: arrived, conversation: updated });
    expect(thread(queryClient, 'c1')?.map((item) => item.id)).toEqual([1, 2]);
    expect(list(queryClient)?.map((item) => [item.id, item.isRead])).toEqual([
      ['c1', false],
      ['older', true],
    ]);
    expect(invalidated(queryClient, CONVERSATIONS_KEY)).toBe(false);
  });

  it('adds a conversation it did not have, and loads no thread that was not open', () => {
    const queryClient = cache([older]);
    const fresh = conversation({ id: 'new', isRead: false, lastMessageAt: '2026-03-02T00:00:00Z' });
    applyLiveEvent(queryClient, {
      type: 'message',
      message: message({ id: 5, conversationId: 'new' }),
      conversation: fresh,
    });
    expect(list(queryClient)?.map((item) => item.id)).toEqual(['new', 'older']);
    expect(thread(queryClient, 'new')).toBeUndefined();
  });

  it('does not make up a list that was never loaded', () => {
    const queryClient = cache();
    applyLiveEvent(queryClient, { type: 'message', message: message(), conversation: c1 });
    expect(list(queryClient)).toBeUndefined();
  });

  it('clears the unread mark on a read', () => {
    const unread = {
      ...c1,
      isRead: false,
      lastMessage: {
        id: 3,
        senderId: 'x',
        content: 'a',
        messageType: 'text' as const,
        createdAt: '',
      },
    };
    const queryClient = cache([unread]);
    applyLiveEvent(queryClient, { type: 'read', conversationId: 'c1', lastReadMessageId: 3 });
    expect(list(queryClient)?.[0]?.isRead).toBe(true);
  });

  it('after a resumed stream, refreshes only the list; after a resync, the threads too', () => {
    let queryClient = cache([c1], { c1: [message()] });
    applyLiveEvent(queryClient, { type: 'ready', lastMessageId: 4, resumed: true });
    expect(invalidated(queryClient, CONVERSATIONS_KEY)).toBe(true);
    expect(invalidated(queryClient, messagesKey('c1'))).toBe(false);

    queryClient = cache([c1], { c1: [message()] });
    applyLiveEvent(queryClient, { type: 'ready', lastMessageId: 4, resumed: false });
    // The tab's first stream: the list is read once more, the open threads are not.
    expect(invalidated(queryClient, CONVERSATIONS_KEY)).toBe(true);
    expect(invalidated(queryClient, messagesKey('c1'))).toBe(false);

    queryClient = cache([c1], { c1: [message()] });
    applyLiveEvent(queryClient, { type: 'resync' });
    expect(invalidated(queryClient, CONVERSATIONS_KEY)).toBe(true);
    expect(invalidated(queryClient, messagesKey('c1'))).toBe(true);

    queryClient = cache([c1], { c1: [message()] });
    applyLiveEvent(queryClient, {
      type: 'ready',
      lastMessageId: 4,
      resumed: false,
      reconnected: true,
    });
    expect(invalidated(queryClient, messagesKey('c1'))).toBe(true);
  });
});

describe('a live message that arrives while its thread or the list is being fetched', () => {
  it('is kept when the response (read before it was sent) comes back', async () => {
    const queryClient = new QueryClient();
    const arrived = message({ id: 9, conversationId: 'c1' });
    const fresh = conversation({ id: 'c1', isRead: false, lastMessage: { ...arrived } });
    let answerThread: ((thread: { messages: Message[]; nextCursor: null }) => void) | undefined;
    let answerList:
      ((list: { conversations: Conversation[]; nextCursor: null }) => void) | undefined;
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      (input) =>
        new Promise((resolve) => {
          const reply = (body: unknown) =>
            resolve(
              new Response(JSON.stringify(body), {
                headers: { 'content-type': 'application/json' },
              }),
            );
          if (String(input).includes('/messages')) answerThread = reply;
          else answerList = reply;
        }),
    );
    const threadLoad = queryClient.fetchInfiniteQuery(messagesQueryOptions('c1'));
    const listLoad = queryClient.fetchInfiniteQuery(conversationsQueryOptions());
    await vi.waitFor(() => expect(answerThread && answerList).toBeTruthy());
    if (!answerThread || !answerList) throw new Error('both requests are on their way');

    applyLiveEvent(queryClient, { type: 'message', message: arrived, conversation: fresh });
    // The responses were read before message 9 was committed.
    answerThread({ messages: [message({ id: 8, conversationId: 'c1' })], nextCursor: null });
    answerList({
      conversations: [
        conversation({ id: 'c1', isRead: true, lastMessage: { ...message({ id: 8 }) } }),
      ],
      nextCursor: null,
    });
    await Promise.all([threadLoad, listLoad]);

    expect(thread(queryClient, 'c1')?.map((item) => item.id)).toEqual([8, 9]);
    expect(list(queryClient)?.map((item) => [item.lastMessage?.id, item.isRead])).toEqual([
      [9, false],
    ]);
    vi.restoreAllMocks();
  });

  it('is not cached for a thread nobody is loading (opening it fetches the whole thread)', () => {
    const queryClient = new QueryClient();
    const arrived = message({ id: 3, conversationId: 'c9' });
    applyLiveEvent(queryClient, {
      type: 'message',
      message: arrived,
      conversation: conversation({ id: 'c9' }),
    });
    expect(thread(queryClient, 'c9')).toBeUndefined();
    expect(list(queryClient)).toBeUndefined();
  });
});

describe('applyLiveEvent, notifications', () => {
  it('passes a notification on, and tells that a stream (re)started', () => {
    const notices: LiveNotificationNotice[] = [];
    const stop = listenToLiveNotifications((notice) => notices.push(notice));
    const notification = {
      id: 7,
      kind: 'sold' as const,
      createdAt: '2026-11-24T10:00:00.000Z',
      readAt: null,
      title: 'Sold: Jacket',
      body: 'A listing you favourited has been sold.',
      url: '/listings/abc',
    };
    applyLiveEvent(cache([]), { type: 'notification', notification });
    applyLiveEvent(cache([]), { type: 'ready', lastMessageId: 0, resumed: true });
    stop();
    expect(notices).toEqual([{ type: 'notification', notification }, { type: 'stream-started' }]);
  });
});

describe('applyLiveEvent, what else shows it', () => {
  const fresh = () =>
    new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, gcTime: Infinity } } });

  it('a price drop makes the Favourites page stale, however fresh it was', () => {
    const queryClient = fresh();
    queryClient.setQueryData(['/api/favourites'], { pages: [], pageParams: [] });
    queryClient.setQueryData(['/api/saved-searches'], { savedSearches: [] });
    applyLiveEvent(queryClient, {
      type: 'notification',
      notification: {
        id: 8,
        kind: 'price_drop',
        createdAt: '2026-11-24T10:00:00.000Z',
        readAt: null,
        title: 'Price drop: Jacket, now $80.00',
        body: 'Was $100.00',
        url: '/listings/abc',
      },
    });
    expect(invalidated(queryClient, ['/api/favourites'])).toBe(true);
    expect(invalidated(queryClient, ['/api/saved-searches'])).toBe(false);
  });

  it("a confirmed deal makes both people's reputation stale", () => {
    const queryClient = fresh();
    for (const name of ['mika', 'sofia', 'someone']) {
      queryClient.setQueryData([`/api/users/${name}/reputation`], { reviewCount: 0 });
    }
    const deal = { state: 'confirmed' } as unknown as NonNullable<Message['deal']>;
    applyLiveEvent(queryClient, {
      type: 'message',
      message: message({ id: 9, deal }),
      conversation: conversation(),
    });
    expect(invalidated(queryClient, ['/api/users/mika/reputation'])).toBe(true);
    expect(invalidated(queryClient, ['/api/users/sofia/reputation'])).toBe(true);
    expect(invalidated(queryClient, ['/api/users/someone/reputation'])).toBe(false);
  });
});
