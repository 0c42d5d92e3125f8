import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Message, SendMessageInput } from '@/shared/schemas/chat';
import { toastError } from '@/client/lib/mutation-toasts';
import { ApiError, request } from '@/client/lib/request';
import { sendMessageErrorMessage } from '@/client/features/messaging/chat-errors';
import { CONVERSATIONS_KEY } from './keys';
import { updateConversations, updateThread } from './paged-cache';
import { appendMessage, upsertConversation, withLastMessage } from './thread-cache';

/** POST /api/messages: a text, or an image already uploaded for this conversation. 201 with it. */
export function sendMessage(input: SendMessageInput): Promise<Message> {
  return request<Message>('POST', '/api/messages', { json: input });
}

/**
 * A message this user sent, in the thread and as its conversation's last message. The live
 * channel brings the same message again; the thread takes it once.
 */
export function applySentMessage(queryClient: QueryClient, message: Message): void {
  updateThread(queryClient, message.conversationId, (thread) => appendMessage(thread, message));
  updateConversations(queryClient, (list) => {
    const conversation = list.find((item) => item.id === message.conversationId);
    return conversation ? upsertConversation(list, withLastMessage(conversation, message)) : list;
  });
}

/**
 * A message refused because one of the two blocked the other (403): the conversations are read
 * again, so the thread shows the notice in place of the composer.
 */
export function refreshIfBlocked(queryClient: QueryClient, error: unknown): void {
  if (error instanceof ApiError && error.status === 403) {
    void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY });
  }
}

export function useSendText() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { conversationId: string; content: string }) =>
      sendMessage({ ...input, type: 'text' }),
    onSuccess: (message) => applySentMessage(queryClient, message),
    onError: (error) => {
      refreshIfBlocked(queryClient, error);
      toastError(error, { title: 'Error', description: sendMessageErrorMessage(error) });
    },
  });
}
