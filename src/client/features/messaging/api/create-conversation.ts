import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Conversation, CreateConversationInput } from '@/shared/schemas/chat';
import { toastError, toastSuccess } from '@/client/lib/mutation-toasts';
import { request } from '@/client/lib/request';
import {
  CONVERSATION_STARTED,
  createConversationErrorMessage,
} from '@/client/features/messaging/chat-errors';
import type { ChatTarget } from '@/client/features/messaging/selection';
import { CONVERSATIONS_KEY, messagesKey } from './keys';
import { singlePage, updateConversations, type ThreadData } from './paged-cache';
import { upsertConversation } from './thread-cache';

/**
 * POST /api/conversations: 201 with a new conversation, or 200 with the one that already exists
 * for this pair and listing or request. `sellerId` names the other party either way.
 */
function createConversation(target: ChatTarget): Promise<Conversation> {
  const body: CreateConversationInput = {
    sellerId: target.other.id,
    listingId: target.kind === 'listing' ? target.listing.id : null,
    wtbListingId: target.kind === 'wtb' ? target.wtb.id : null,
    isWTB: target.kind === 'wtb',
  };
  return request<Conversation>('POST', '/api/conversations', { json: body });
}

export function useCreateConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createConversation,
    onSuccess: (conversation) => {
      // A conversation without messages has an empty thread: nothing to fetch, and the first
      // message, sent next, cannot be overwritten by a fetch that started before it.
      if (!conversation.lastMessage) {
        queryClient.setQueryData<ThreadData>(
          messagesKey(conversation.id),
          (thread) => thread ?? singlePage({ messages: [], nextCursor: null }),
        );
      }
      if (queryClient.getQueryData(CONVERSATIONS_KEY)) {
        updateConversations(queryClient, (list) => upsertConversation(list, conversation));
      } else {
        void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY });
      }
      toastSuccess(CONVERSATION_STARTED);
    },
    onError: (error) =>
      toastError(error, { title: 'Error', description: createConversationErrorMessage(error) }),
  });
}
