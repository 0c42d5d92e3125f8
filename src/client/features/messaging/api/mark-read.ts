import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/client/lib/request';
import { updateConversations } from './paged-cache';
import { markRead } from './thread-cache';

type MarkReadResult = { conversationId: string; isRead: true; lastReadMessageId: number | null };

/** POST /api/conversations/{id}/mark-read, up to the newest message this person was shown. */
function markConversationRead(
  conversationId: string,
  lastMessageId: number | null,
): Promise<MarkReadResult> {
  return request<MarkReadResult>(
    'POST',
    `/api/conversations/${encodeURIComponent(conversationId)}/mark-read`,
    { json: lastMessageId === null ? {} : { lastMessageId } },
  );
}

/** Quiet on failure: the conversation just stays unread, and is marked again on the next look. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { conversationId: string; lastMessageId: number | null }) =>
      markConversationRead(input.conversationId, input.lastMessageId),
    onSuccess: (result, input) =>
      updateConversations(
        queryClient,
        (list) =>
          markRead(
            list,
            result.conversationId ?? input.conversationId,
            result.lastReadMessageId ?? input.lastMessageId,
          ) ?? list,
      ),
  });
}
