import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Message } from '../../../../shared/schemas/chat';
import { apiGet } from '../../../lib/request';
import { messagesKey, messagesPath } from './keys';
import { mergeThread } from './thread-cache';

/** GET /api/conversations/{id}/messages: the whole thread, oldest first. */
export function getMessages(conversationId: string, signal?: AbortSignal): Promise<Message[]> {
  return apiGet<Message[]>(messagesPath(conversationId), signal);
}

export function messagesQueryOptions(conversationId: string) {
  return queryOptions({
    queryKey: messagesKey(conversationId),
    queryFn: async ({ signal, client, queryKey }) =>
      mergeThread(await getMessages(conversationId, signal), client.getQueryData(queryKey)),
  });
}

/** The thread of a conversation; null for one not created yet. */
export function useMessages(conversationId: string | null) {
  return useQuery({
    ...messagesQueryOptions(conversationId ?? ''),
    enabled: conversationId !== null,
  });
}
