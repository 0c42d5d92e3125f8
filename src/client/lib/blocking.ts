import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { BlockedUser } from '@/shared/schemas/safety';
import { request } from './request';
import { toastFailure, toastSuccess } from './mutation-toasts';

/** GET /api/blocks: the Blocked users list in Settings. Query keys are API paths. */
export const BLOCKS_KEY = ['/api/blocks'] as const;

const blockPath = (username: string) => `/api/users/${encodeURIComponent(username)}/block`;

/**
 * What a block or an unblock changes: the list of blocks, the threads (their notice and
 * composer), and every feed and board, which leave out (or show again) whom the viewer blocked.
 */
function refreshAfterBlockChange(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [
      BLOCKS_KEY[0],
      '/api/conversations',
      '/api/listings',
      '/api/listings/count',
      '/api/wtb-listings',
    ].map((path) => queryClient.invalidateQueries({ queryKey: [path] })),
  );
}

/** POST /api/users/{username}/block (docs/product.md, Safety, Blocking). */
export function useBlockUser(username: string, onBlocked?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => request<BlockedUser>('POST', blockPath(username)),
    onSuccess: async () => {
      await refreshAfterBlockChange(queryClient);
      toastSuccess(`You blocked ${username}`);
      onBlocked?.();
    },
    onError: (error) => toastFailure(error, `Could not block ${username}. Please try again.`),
  });
}

/** DELETE /api/users/{username}/block. */
export function useUnblockUser(username: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => request<null>('DELETE', blockPath(username)),
    onSuccess: async () => {
      await refreshAfterBlockChange(queryClient);
      toastSuccess(`You unblocked ${username}`);
    },
    onError: (error) => toastFailure(error, `Could not unblock ${username}. Please try again.`),
  });
}
