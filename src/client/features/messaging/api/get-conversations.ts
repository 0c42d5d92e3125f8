import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ConversationPage } from '@/shared/schemas/chat';
import { apiGet, withQuery } from '@/client/lib/request';
import { CONVERSATIONS_KEY } from './keys';
import { conversationList, type ConversationsData } from './paged-cache';
import { mergeConversations } from './thread-cache';

/**
 * GET /api/conversations: a page of the signed-in user's conversations, in the order
 * (docs/product.md, States) (30 by default); `cursor` asks for the page after one already shown.
 */
function getConversations(cursor: string | null, signal?: AbortSignal): Promise<ConversationPage> {
  return apiGet<ConversationPage>(withQuery(CONVERSATIONS_KEY[0], { cursor }), signal);
}

/**
 * Loaded once per sign-in and then kept current by the live channel, never polled; older
 * conversations page in as the list is scrolled to its end.
 */
export function conversationsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: CONVERSATIONS_KEY,
    initialPageParam: null as string | null,
    getNextPageParam: (last: ConversationPage) => last.nextCursor,
    queryFn: async ({ signal, client, queryKey, pageParam }) => {
      const page = await getConversations(pageParam, signal);
      if (pageParam !== null) return page;
      // The first page keeps what the live channel reported while it was on its way.
      const cached = conversationList(client.getQueryData<ConversationsData>(queryKey));
      return { ...page, conversations: mergeConversations(page.conversations, cached) };
    },
  });
}

/** The loaded conversations as one list (`data`), newest activity first, and the paging controls. */
export function useConversations({ enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({
    ...conversationsQueryOptions(),
    enabled,
    select: (data) => conversationList(data) ?? [],
  });
}
