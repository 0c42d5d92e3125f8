import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Trade } from '@/shared/schemas/deals';
import { apiGet, request } from '@/client/lib/request';
import { messagesKey } from './keys';

/** GET /api/conversations/{id}/trade: the newest offer and deal and the header's buttons. */
export function tradePath(conversationId: string): string {
  return `/api/conversations/${encodeURIComponent(conversationId)}/trade`;
}

export function useTrade(conversationId: string | null) {
  return useQuery({
    queryKey: [tradePath(conversationId ?? '')],
    queryFn: ({ signal }) => apiGet<Trade>(tradePath(conversationId ?? ''), signal),
    enabled: conversationId !== null,
  });
}

/**
 * An offer or deal step changes cards already in the thread (the offer it counters turns
 * Countered, a proposal Superseded): read the thread and the header's state again.
 */
export function refreshTrade(queryClient: QueryClient, conversationId: string): void {
  void queryClient.invalidateQueries({ queryKey: messagesKey(conversationId) });
  void queryClient.invalidateQueries({ queryKey: [tradePath(conversationId)] });
}

/** One offer or deal step: POST `path` (docs/product.md, API offers and deals). */
export function useTradeStep(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ path, body }: { path: string; body?: object }) =>
      request<unknown>('POST', path, { json: body ?? {} }),
    onSuccess: () => refreshTrade(queryClient, conversationId),
  });
}
