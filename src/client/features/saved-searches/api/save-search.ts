import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedSearch, SavedSearchInput } from '@/shared/schemas/saved-search';
import { toastSuccess } from '@/client/lib/mutation-toasts';
import { request } from '@/client/lib/request';
import { SAVED_SEARCHES_KEY } from './get-saved-searches';

/** POST /api/saved-searches: 409 past the limit, 400 for a name or query it refuses. */
function saveSearch(input: SavedSearchInput): Promise<SavedSearch> {
  return request('POST', SAVED_SEARCHES_KEY, { json: input });
}

/** Failures stay in the dialog (the limit's message tells what to do), so no toast for them. */
export function useSaveSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSearch,
    onSuccess: () => {
      toastSuccess('Search saved');
      void queryClient.invalidateQueries({ queryKey: [SAVED_SEARCHES_KEY] });
    },
  });
}
