import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { MessagePage } from '@/shared/schemas/chat';
import { apiGet, withQuery } from '@/client/lib/request';
import { messagesKey, messagesPath } from './keys';
import { threadMessages, type ThreadData } from './paged-cache';
import { mergeThread } from './thread-cache';

/**
 * GET /api/conversations/{id}/messages: a page of the thread, newest first (50 by default);
 * `cursor` asks for the messages before the oldest one shown.
 */
function getMessages(
  conversationId: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<MessagePage> {
  return apiGet<MessagePage>(withQuery(messagesPath(conversationId), { cursor }), signal);
}

export function messagesQueryOptions(conversationId: string) {
  return infiniteQueryOptions({
    queryKey: messagesKey(conversationId),
    initialPageParam: null as string | null,
    getNextPageParam: (last: MessagePage) => last.nextCursor,
    queryFn: async ({ signal, client, queryKey, pageParam }) => {
      const page = await getMessages(conversationId, pageParam, signal);
      if (pageParam !== null) return page;
      // The newest page keeps the messages the live channel added while it was on its way
      // (the response may have been read before they were committed).
      const fetched = [...page.messages].reverse();
      const newest = fetched[fetched.length - 1]?.id ?? 0;
      const arrived = (threadMessages(client.getQueryData<ThreadData>(queryKey)) ?? []).filter(
        (message) => message.id > newest,
      );
      return { ...page, messages: mergeThread(fetched, arrived).reverse() };
    },
  });
}

/** The thread of a conversation (`data`, oldest first) and its "load older" controls; off for none. */
export function useMessages(conversationId: string | null) {
  return useInfiniteQuery({
    ...messagesQueryOptions(conversationId ?? ''),
    enabled: conversationId !== null,
    select: (data) => threadMessages(data) ?? [],
  });
}
