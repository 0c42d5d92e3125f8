import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Conversation } from '../../../../shared/schemas/chat';
import { apiGet } from '../../../lib/request';
import { CONVERSATIONS_KEY } from './keys';
import { mergeConversations } from './thread-cache';

/**
 * GET /api/conversations: the signed-in user's conversations, already in SPEC.md §4's order.
 * Loaded once per sign-in and then kept current by the live channel, never polled.
 */
export function getConversations(signal?: AbortSignal): Promise<Conversation[]> {
  return apiGet<Conversation[]>(CONVERSATIONS_KEY[0], signal);
}

export function conversationsQueryOptions() {
  return queryOptions({
    queryKey: CONVERSATIONS_KEY,
    queryFn: async ({ signal, client, queryKey }) =>
      mergeConversations(await getConversations(signal), client.getQueryData(queryKey)),
  });
}

export function useConversations({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...conversationsQueryOptions(), enabled });
}
