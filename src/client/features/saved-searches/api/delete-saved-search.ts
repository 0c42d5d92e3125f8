import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toastFailure, toastSuccess } from '@/client/lib/mutation-toasts';
import { request } from '@/client/lib/request';
import { SAVED_SEARCHES_KEY } from './get-saved-searches';

/** DELETE /api/saved-searches/{id}: 204; 404 when it is already gone. */
function deleteSavedSearch(id: string): Promise<null> {
  return request('DELETE', `${SAVED_SEARCHES_KEY}/${encodeURIComponent(id)}`);
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedSearch,
    onSuccess: () => toastSuccess('Search deleted'),
    onError: (error) => toastFailure(error, 'Failed to delete the search'),
    // Gone either way: a 404 means another tab deleted it first.
    onSettled: () => queryClient.invalidateQueries({ queryKey: [SAVED_SEARCHES_KEY] }),
  });
}
