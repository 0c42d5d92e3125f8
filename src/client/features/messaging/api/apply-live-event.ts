import type { QueryClient } from '@tanstack/react-query';
import {
  refreshStale,
  staleAfterMessage,
  staleAfterNotification,
  staleAfterReputation,
} from '@/client/lib/live-invalidation';
import { announceLiveNotification } from '@/client/lib/live-notifications';
import { CONVERSATIONS_KEY, isMessagesKey, messagesKey } from './keys';
import type { LiveChannelEvent } from './live-channel';
import { singlePage, updateConversations, updateThread, type ThreadData } from './paged-cache';
import { appendMessage, markRead, upsertConversation } from './thread-cache';
import { refreshTrade } from './trade';

/**
 * What the live channel says, written into the cache without a refetch where the event carries
 * the data: a message goes into its thread (if loaded) and its conversation moves up the list; a
 * read clears the unread mark. Only when something may have been missed is anything refetched.
 */
export function applyLiveEvent(queryClient: QueryClient, event: LiveChannelEvent): void {
  switch (event.type) {
    case 'message': {
      const { message, conversation } = event;
      // Not loaded and not loading: nothing to update (opening it fetches it). Loading: keep
      // the event in the cache; the response is merged with it (mergeThread, mergeConversations).
      const threadKey = messagesKey(message.conversationId);
      if (isLoaded(queryClient, threadKey)) {
        // Still loading: a one-page entry the first page's response is merged with.
        if (!queryClient.getQueryData(threadKey)) {
          queryClient.setQueryData<ThreadData>(
            threadKey,
            singlePage({ messages: [], nextCursor: null }),
          );
        }
        updateThread(queryClient, message.conversationId, (thread) =>
          appendMessage(thread, message),
        );
        // An offer or deal step also changes older cards in the thread.
        if (message.offer || message.deal) refreshTrade(queryClient, message.conversationId);
      }
      if (isLoaded(queryClient, CONVERSATIONS_KEY)) {
        if (!queryClient.getQueryData(CONVERSATIONS_KEY)) {
          queryClient.setQueryData(
            CONVERSATIONS_KEY,
            singlePage({ conversations: [], nextCursor: null }),
          );
        }
        updateConversations(queryClient, (list) => upsertConversation(list, conversation));
      }
      // A confirmed or cancelled deal shows beyond the thread: reputations, the listing.
      void refreshStale(queryClient, staleAfterMessage(message, conversation));
      return;
    }
    case 'read':
      updateConversations(
        queryClient,
        (list) => markRead(list, event.conversationId, event.lastReadMessageId) ?? list,
      );
      return;
    case 'notification':
      // For the bell (features/notifications), which owns what its cache holds.
      announceLiveNotification({ type: 'notification', notification: event.notification });
      // What it announces (a lower price, new listings, a review) shows on other screens too.
      void refreshStale(queryClient, staleAfterNotification(event.notification));
      return;
    case 'reputation':
      void refreshStale(queryClient, staleAfterReputation(event.username));
      return;
    case 'ready':
      // Notifications are not replayed on resume: the bell reads its count again on every stream.
      announceLiveNotification({ type: 'stream-started' });
      // Resumed: the missed messages came first, as message events; only the list's read marks
      // may be out of date. A fresh stream after an earlier one cannot say what was missed.
      // The first stream of the tab: the list may have been read just before the stream began,
      // so a message sent in between would be in neither; read it once more.
      if (event.reconnected && !event.resumed) resync(queryClient);
      else void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY, exact: true });
      return;
    case 'resync':
      resync(queryClient);
      return;
  }
}

/** Has data, or is fetching it right now. */
function isLoaded(queryClient: QueryClient, queryKey: readonly unknown[]): boolean {
  const state = queryClient.getQueryState(queryKey);
  return state !== undefined && (state.data !== undefined || state.fetchStatus === 'fetching');
}

function resync(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY, exact: true });
  void queryClient.invalidateQueries({ predicate: (query) => isMessagesKey(query.queryKey) });
}
